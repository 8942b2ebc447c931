import { Link } from "react-router";
import { SellScreen } from "./sell-screen";

/** /sell for a member who has posted the day's most new ads: why, when they can post again, and what they can do. */
export function DailyLimitReached({ message }: { message: string }) {
  return (
    <SellScreen title="Post an ad">
      <div className="flex flex-col gap-4">
        <p role="status" className="text-slate-800">
          {message}
        </p>
        <p>
          <Link to="/my-listings" className="font-semibold text-brand underline underline-offset-4">
            Go to My Listings
          </Link>{" "}
          to edit or renew the ads you have.
        </p>
      </div>
    </SellScreen>
  );
}
