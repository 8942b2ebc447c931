import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { SellScreen } from "./sell-screen";

/** /sell for a member who has posted the day's most new ads: why, when they can post again, and what they can do. */
export function DailyLimitReached({ message }: { message: string }) {
  return (
    <SellScreen title={m.sell_limit_title()}>
      <div className="flex flex-col gap-4">
        <p role="status" className="text-slate-800">
          {message}
        </p>
        <p>
          <Link to="/my-listings" className="font-semibold text-brand underline underline-offset-4">
            {m.sell_limit_my_listings()}
          </Link>{" "}
          {m.sell_limit_after_link()}
        </p>
      </div>
    </SellScreen>
  );
}
