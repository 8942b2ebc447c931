import type { SellerContact } from "~/domain/listings/contact-seller.server";

/**
 * /messages/new carrying the ad and its seller's id (never an address), so the page works after a reload too
 * (spec: Contact Seller).
 */
export function messageUrl(contact: SellerContact): string {
  const query = new URLSearchParams({
    listing: String(contact.productId),
    recipientId: contact.recipientId,
    productId: String(contact.productId),
    productTitle: contact.productTitle,
  });
  return `/messages/new?${query.toString()}`;
}
