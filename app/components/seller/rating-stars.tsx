import { m } from "~/i18n/paraglide/messages";

/** "4.5", "5.0": an average as the profile shows it. */
export function formatAverage(average: number): string {
  return average.toLocaleString("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Filled and empty stars for 1–5, read out as "4 out of 5 stars". */
export function RatingStars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span role="img" aria-label={m.product_rating_stars_label({ stars })} className={className}>
      <span aria-hidden="true" className="text-amber-600">
        {"★".repeat(stars)}
      </span>
      <span aria-hidden="true" className="text-slate-400">
        {"☆".repeat(5 - stars)}
      </span>
    </span>
  );
}
