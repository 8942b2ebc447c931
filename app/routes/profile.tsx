import { redirect } from "react-router";
import { logOut } from "~/app/components/auth/logout-action.server";
import { memberSince, ProfileTiles } from "~/app/components/auth/profile-tiles";
import { UserAvatar } from "~/app/components/auth/user-avatar";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { displayName } from "~/domain/accounts/session-user";
import { isAdmin } from "~/domain/moderation/is-admin";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.account_profile_meta_title(), m.account_profile_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user, isAdmin: isAdmin(context.services, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "logout") return logOut(request, context);
  return redirect("/profile");
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, isAdmin: admin } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="sr-only">{m.account_profile_title()}</h1>
      <section
        aria-labelledby="profile-name"
        className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <h2 id="profile-name" className="text-2xl font-bold break-words">
            {displayName(user)}
          </h2>
          {user.email ? <p className="break-all text-slate-700">{user.email}</p> : null}
          <p className="mt-1 text-sm text-slate-600">{memberSince(user.createdAt)}</p>
        </div>
      </section>
      <nav aria-label={m.account_profile_nav()} className="mt-6">
        <ProfileTiles isAdmin={admin} />
      </nav>
    </main>
  );
}
