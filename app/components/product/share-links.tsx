import { Link2, Share2 } from "lucide-react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useToast } from "~/app/hooks/use-toast";
import { m } from "~/i18n/paraglide/messages";

export function ShareLinks({ url, text }: { url: string; text: string }) {
  const hydrated = useHydrated();
  const { toast } = useToast();
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: m.product_share_copied_title(), description: m.product_share_copied_text() });
    } catch {
      toast({
        title: m.product_share_copy_failed_title(),
        description: m.product_share_copy_failed_text(),
        variant: "destructive",
      });
    }
  }

  const button =
    "flex flex-1 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 min-h-11 text-sm font-semibold hover:bg-surface disabled:opacity-60";
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-2">
      <h2 id="share-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {m.product_share_heading()}
      </h2>
      <div className="flex gap-2">
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={button}>
          <Share2 aria-hidden="true" className="size-4" />
          WhatsApp
          <span className="sr-only">{m.product_share_new_tab()}</span>
        </a>
        {/* Copying needs the script: the button exists once it runs (the address bar is the way without). Until
            then an empty box holds its place, so the WhatsApp link does not move when it arrives. */}
        {hydrated ? (
          <button type="button" onClick={copy} className={button}>
            <Link2 aria-hidden="true" className="size-4" />
            {m.product_share_copy()}
          </button>
        ) : (
          <span aria-hidden="true" className={`${button} invisible`} />
        )}
      </div>
    </section>
  );
}
