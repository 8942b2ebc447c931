import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { AppLink } from "~/app/components/ui/app-link";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useToast } from "~/app/hooks/use-toast";
import { m } from "~/i18n/paraglide/messages";

/** The route whose action saves and un-saves (app/routes/favorites.tsx). */
export const FAVORITES_ACTION = "/favorites";

export type FavoriteActionData = { ok: true; favorite: boolean } | { ok: false; message: string };

const LOOK = {
  card: "size-11 bg-white/95 shadow-sm",
  page: "size-11 border border-slate-300 bg-white",
} as const;

/**
 * The heart on a card or an ad's page. `favorite` is null for a visitor, whose heart leads to the login page
 * and back here. A signed-in user's heart fills at once and posts to /favorites; without JavaScript the same
 * form posts and comes back to this page.
 */
export function FavoriteButton({
  listingId,
  favorite,
  look = "card",
  className = "",
}: {
  listingId: number;
  favorite: boolean | null;
  look?: keyof typeof LOOK;
  className?: string;
}) {
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const style = `z-10 inline-flex items-center justify-center rounded-full text-brand hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${LOOK[look]}`;
  if (favorite === null) {
    return (
      <AppLink
        to={`/login?redirectTo=${encodeURIComponent(returnTo)}`}
        aria-label={m.browse_listing_save_favorite()}
        className={`${style} ${className}`}
      >
        <Icon name="heart" className="size-5" />
      </AppLink>
    );
  }
  return (
    <FavoriteToggle
      listingId={listingId}
      favorite={favorite}
      returnTo={returnTo}
      style={style}
      className={className}
    />
  );
}

function FavoriteToggle({
  listingId,
  favorite,
  returnTo,
  style,
  className,
}: {
  listingId: number;
  favorite: boolean;
  returnTo: string;
  style: string;
  className: string;
}) {
  const fetcher = useFetcher<FavoriteActionData>();
  const hydrated = useHydrated();
  const { toast } = useToast();
  // The page's loader may not run again after a save (the ad page keeps its view count honest), so the
  // answer of the last save is remembered here until the loader says otherwise.
  const [saved, setSaved] = useState(favorite);
  useEffect(() => setSaved(favorite), [favorite]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) setSaved(fetcher.data.favorite);
    else
      toast({
        title: m.browse_listing_favorite_error_title(),
        description: fetcher.data.message,
        variant: "destructive",
      });
  }, [fetcher.state, fetcher.data, toast]);

  const pending = fetcher.formData?.get("favorite");
  const shown = typeof pending === "string" ? pending === "true" : saved;
  return (
    <fetcher.Form method="post" action={FAVORITES_ACTION} className={`z-10 ${className}`}>
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="favorite" value={String(!shown)} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        aria-label={m.browse_listing_save_favorite()}
        aria-pressed={shown}
        className={style}
      >
        <Icon name="heart" className={`size-5 ${shown ? "fill-red-600 text-red-600" : ""}`} />
      </button>
    </fetcher.Form>
  );
}
