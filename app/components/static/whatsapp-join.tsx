import { MessageCircle } from "lucide-react";
import { useToast } from "~/app/hooks/use-toast";
import { m } from "~/i18n/paraglide/messages";

/** A real link to the community (works without JavaScript); with JavaScript it also says what is happening. */
export function WhatsAppJoin({ url }: { url: string }) {
  const { toast } = useToast();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="rounded-full bg-green-100 p-5 text-green-800">
        <MessageCircle aria-hidden="true" className="size-12" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{m.static_whatsapp_title()}</h1>
      <p className="mt-3 text-lg text-gray-700">{m.static_whatsapp_text()}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() =>
          toast({
            title: m.static_whatsapp_toast_title(),
            description: m.static_whatsapp_toast_description(),
          })
        }
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {m.static_whatsapp_join()}
      </a>
      <p className="mt-3 text-sm text-gray-600">{m.static_whatsapp_new_tab()}</p>
    </main>
  );
}
