import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

/** The seller already has this ad: where it is, and that renewing or editing it beats posting it twice. */
export function DuplicateAdNotice({ ad }: { ad: { id: number; title: string } }) {
  return (
    <div role="alert" className="mb-4 flex flex-col gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{m.sell_duplicate_title()}</p>
      <p>{m.sell_duplicate_text({ title: ad.title })}</p>
      <p className="flex flex-wrap gap-4">
        <Link to="/my-listings" className="font-semibold underline underline-offset-4">
          {m.sell_duplicate_renew()}
        </Link>
        <Link to={`/product/${ad.id}`} className="font-semibold underline underline-offset-4">
          {m.sell_duplicate_view()}
        </Link>
      </p>
    </div>
  );
}
