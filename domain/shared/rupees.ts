const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** ₹12,34,567: rupees the Indian way, for text Mandi writes (chat notes, notifications, e-mails). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
