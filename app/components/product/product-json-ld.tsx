import type { ListingDetailView } from "~/domain/listings/listing-views";

const AVAILABILITY: Record<ListingDetailView["status"], string> = {
  active: "https://schema.org/InStock",
  reserved: "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
  inactive: "https://schema.org/Discontinued",
  expired: "https://schema.org/Discontinued",
  removed: "https://schema.org/Discontinued",
  pending: "https://schema.org/PreOrder",
};

const ITEM_CONDITION: Record<NonNullable<ListingDetailView["condition"]>, string> = {
  new: "https://schema.org/NewCondition",
  like_new: "https://schema.org/UsedCondition",
  used: "https://schema.org/UsedCondition",
  refurbished: "https://schema.org/RefurbishedCondition",
  for_parts: "https://schema.org/DamagedCondition",
};

/**
 * schema.org Product/Offer for search engines. The JSON is ad text, so `<` is escaped (no `</script>` can end
 * the block early) and the script carries this response's CSP nonce.
 */
export function ProductJsonLd({
  listing,
  url,
  images,
  nonce,
}: {
  listing: ListingDetailView;
  url: string;
  images: string[];
  nonce: string;
}) {
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url,
    priceCurrency: listing.currency || "INR",
    availability: AVAILABILITY[listing.status],
  };
  if (listing.price !== null) offer.price = listing.price.toFixed(0);
  if (listing.condition) offer.itemCondition = ITEM_CONDITION[listing.condition];
  const json = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: listing.title,
    description: listing.description,
    image: images,
    url,
    category: listing.subcategory
      ? `${listing.category.name} > ${listing.subcategory.name}`
      : listing.category.name,
    offers: offer,
  }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped; text children would be HTML-escaped and break the JSON
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
