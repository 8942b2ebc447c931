import { formatPrice } from "./format";

export function Price({
  price,
  priceText,
  className,
}: {
  price: number | null;
  priceText: string | null;
  className?: string;
}) {
  return <span className={className}>{formatPrice(price, priceText)}</span>;
}
