import { MessageCircle } from "lucide-react";
import { useToast } from "~/app/hooks/use-toast";

/** A real link to the community (works without JavaScript); with JavaScript it also says what is happening. */
export function WhatsAppJoin({ url }: { url: string }) {
  const { toast } = useToast();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="rounded-full bg-green-100 p-5 text-green-800">
        <MessageCircle aria-hidden="true" className="size-12" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">Mandi on WhatsApp</h1>
      <p className="mt-3 text-lg text-gray-700">
        Join thousands of buyers and sellers for selling tips, safety alerts and the best deals in your city.
      </p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() =>
          toast({ title: "Opening WhatsApp", description: "Taking you to the Mandi community on WhatsApp." })
        }
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Join our WhatsApp community
      </a>
      <p className="mt-3 text-sm text-gray-600">Opens WhatsApp in a new tab.</p>
    </main>
  );
}
