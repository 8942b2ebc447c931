import type { SellerContact } from "~/domain/listings/contact-seller.server";

/** /messages/new carrying the ad and its seller, so the page works after a reload too (spec: Contact Seller). */
export function messageUrl(contact: SellerContact): string {
  const query = new URLSearchParams({
    listing: String(contact.productId),
    recipientId: contact.recipientId,
    productId: String(contact.productId),
    productTitle: contact.productTitle,
  });
  if (contact.recipientEmail) query.set("recipientEmail", contact.recipientEmail);
  return `/messages/new?${query.toString()}`;
}
