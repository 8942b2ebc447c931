import { NavLink } from "react-router";

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand text-white" : "text-brand hover:bg-surface"}`;

/** The screens of moderation: the queues and the audit log. */
export function AdminNav() {
  return (
    <nav aria-label="Moderation" className="flex flex-wrap gap-2">
      <NavLink to="/admin" end className={tab}>
        Reported ads
      </NavLink>
      <NavLink to="/admin/members" className={tab}>
        Reported members
      </NavLink>
      <NavLink to="/admin/review" className={tab}>
        Pending review
      </NavLink>
      <NavLink to="/admin/ratings" className={tab}>
        Ratings
      </NavLink>
      <NavLink to="/admin/audit" className={tab}>
        Audit log
      </NavLink>
    </nav>
  );
}
