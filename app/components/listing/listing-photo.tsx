import type { ListingPhotoView } from "~/domain/listings/listing-views";
import { PhotoPlaceholder } from "./photo-placeholder";
import { photoSrcSet, photoUrl } from "./photo-url";

/** A card's cover: 320/640 WebP by width, fixed 4:3 box so the grid never shifts while photos load; the first
 * row is fetched early (`eager`), and the first card's with high priority because it is what a phone paints first
 * (LCP): the others of the row would only share the connection with it. */
export function ListingPhoto({
  photo,
  sizes,
  eager = false,
  className = "",
}: {
  photo: ListingPhotoView | null;
  sizes: string;
  eager?: boolean | "high";
  className?: string;
}) {
  if (!photo) return <PhotoPlaceholder className={className} />;
  return (
    <img
      src={photoUrl(photo.storageKey, 320)}
      srcSet={photoSrcSet(photo.storageKey, [320, 640])}
      sizes={sizes}
      width={640}
      height={480}
      alt=""
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager === "high" ? "high" : "auto"}
      decoding="async"
      className={`aspect-[4/3] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
