import { Link } from "react-router";

/** The seller already has this ad: where it is, and that renewing or editing it beats posting it twice. */
export function DuplicateAdNotice({ ad }: { ad: { id: number; title: string } }) {
  return (
    <div role="alert" className="mb-4 flex flex-col gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">You already have this ad</p>
      <p>
        “{ad.title}” is already on Mandi. Renew or edit it instead of posting it again, so buyers find it
        once.
      </p>
      <p className="flex flex-wrap gap-4">
        <Link to="/my-listings" className="font-semibold underline underline-offset-4">
          Renew it on My Listings
        </Link>
        <Link to={`/product/${ad.id}`} className="font-semibold underline underline-offset-4">
          View your ad
        </Link>
      </p>
    </div>
  );
}
