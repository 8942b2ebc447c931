import type { CSSProperties } from "react";
import { Link } from "react-router";
import { formatPostedDate, formatPrice } from "~/app/components/listing/format";
import { photoSrcSet, photoUrl } from "~/app/components/listing/photo-url";
import { Icon } from "~/app/components/ui/icon";
import type { ListingCardView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";
import { AddToCartButton } from "./add-to-cart-button";

/** Spec: store cards enter one after another, 0.05 s apart. */
export const STORE_CARD_DELAY_SECONDS = 0.05;

/**
 * A product tile of the dark store: a link to the ad, and under it "Add to cart" (outside the link, so no
 * control is nested in another). It fades in from its @starting-style (pure CSS, so nothing waits for
 * JavaScript); reduced-motion users get no transition.
 */
export function StoreCard({ listing, index }: { listing: ListingCardView; index: number }) {
  const style: CSSProperties = { transitionDelay: `${(index * STORE_CARD_DELAY_SECONDS).toFixed(2)}s` };
  return (
    <div
      style={style}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-slate-800 text-white shadow-lg ring-1 ring-white/10 transition-[opacity,translate] duration-500 ease-out focus-within:ring-brand-light hover:ring-brand-light starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none"
    >
      <Link
        to={`/product/${listing.id}`}
        className="group flex flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-light"
      >
        {listing.cover ? (
          <img
            src={photoUrl(listing.cover.storageKey, 320)}
            srcSet={photoSrcSet(listing.cover.storageKey, [320, 640])}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            width={640}
            height={480}
            alt=""
            loading={index < 4 ? "eager" : "lazy"}
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 bg-slate-700 text-slate-300">
            <Icon name="image-off" className="size-8" />
            <span className="text-sm font-medium">{m.product_store_no_image()}</span>
          </div>
        )}
        <div className="flex flex-1 flex-col gap-1 p-4 pb-2">
          <span className="text-xl font-bold text-brand-light">
            {formatPrice(listing.price, listing.priceText)}
          </span>
          <span className="line-clamp-2 font-medium">{listing.title}</span>
          <span className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm text-slate-300">
            <span className="flex min-w-0 items-center gap-1">
              <Icon name="map-pin" className="size-3.5 shrink-0" />
              <span className="truncate">{listing.city}</span>
            </span>
            <time dateTime={listing.postedAt}>{formatPostedDate(listing.postedAt)}</time>
          </span>
        </div>
      </Link>
      <div className="px-4 pb-4">
        <AddToCartButton
          listing={listing}
          className="w-full bg-brand-light text-brand hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-light"
        />
      </div>
    </div>
  );
}
