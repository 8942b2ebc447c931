import { MessageCircle } from "lucide-react";
import { Form, useNavigation } from "react-router";

/** A plain POST: the action decides (sign in first, or start a conversation), with or without JavaScript. */
export function ContactSeller() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "contact";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="contact" />
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand/90 disabled:opacity-70"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Contact Seller
      </button>
    </Form>
  );
}
