import { sql } from "drizzle-orm";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { unsubscribeUrl } from "../notifications/unsubscribe.server";
import type { Services } from "../shared/services";
import { DIGEST_INTERVAL_SECONDS, SAVED_SEARCH_QUEUES } from "./saved-search-limits";

type Deps = Pick<Services, "db" | "email" | "jobs" | "settings">;

interface Claimed {
  user_id: string;
  name: string;
  previous: Date | string | null;
}

/**
 * A saved search's e-mail digest: the new ads it was notified of and not yet e-mailed (nor read in the app), in
 * one e-mail, at most once a day. The day is claimed first (last_emailed_at, in one UPDATE: a second instance
 * finds it taken) and the ads next (emailed_at); a failed send puts both back, so the job's retry sends it.
 * Too early — a digest went out less than a day ago — it waits for its turn.
 */
export async function sendSavedSearchDigest(
  services: Deps,
  input: { savedSearchId: number },
): Promise<{ ads: number; sent: boolean }> {
  const { db } = services;
  const claim = (await db.execute(sql`
    update saved_searches s set last_emailed_at = now()
    from (select id, last_emailed_at as previous from saved_searches where id = ${input.savedSearchId} for update) p
    where s.id = p.id
      and (s.last_emailed_at is null or s.last_emailed_at <= now() - make_interval(secs => ${DIGEST_INTERVAL_SECONDS}))
    returning s.user_id, s.name, p.previous`)) as unknown as { rows: Claimed[] };
  const search = claim.rows[0];
  if (!search) return waitForTurn(services, input.savedSearchId);

  const ads = (await db.execute(sql`
    update notifications set emailed_at = now()
    where user_id = ${search.user_id} and dedupe_key like ${`saved-search:${input.savedSearchId}:%`}
      and emailed_at is null and read_at is null
    returning id, body, link`)) as unknown as { rows: { id: number; body: string; link: string | null }[] };
  const restore = async () => {
    await db.execute(
      sql`update saved_searches set last_emailed_at = ${search.previous} where id = ${input.savedSearchId}`,
    );
    if (ads.rows.length > 0) {
      await db.execute(sql`update notifications set emailed_at = null
        where id in (${sql.join(
          ads.rows.map((ad) => sql`${ad.id}`),
          sql`, `,
        )})`);
    }
  };
  if (ads.rows.length === 0) {
    await restore();
    return { ads: 0, sent: false };
  }
  const member = (await db.execute(sql`
    select u.email, u.name, coalesce(p.product_updates, true) as wanted
    from users u left join notification_preferences p on p.user_id = u.id where u.id = ${search.user_id}`)) as unknown as {
    rows: { email: string; name: string; wanted: boolean }[];
  };
  const to = member.rows[0];
  if (!to?.wanted || isPhoneOnlyEmail(to.email)) {
    await restore();
    return { ads: ads.rows.length, sent: false };
  }
  const { settings } = services;
  const unsubscribe = unsubscribeUrl(settings, search.user_id, "product");
  const count = ads.rows.length;
  try {
    await services.email.send({
      to: to.email,
      subject: `${count === 1 ? "1 new ad" : `${count} new ads`} for “${search.name}” on Mandi`,
      text: [
        `Hello ${to.name.trim() || "there"},`,
        "",
        `New on Mandi for your saved search “${search.name}”:`,
        "",
        ...ads.rows.flatMap((ad) => [ad.body, `${settings.publicUrl}${ad.link ?? "/saved-searches"}`, ""]),
        `Your saved searches: ${settings.publicUrl}/saved-searches (turn this search's alerts off there)`,
        "",
        `You get these e-mails because “Product Updates” is on in your notification preferences. Turn them off: ${unsubscribe}`,
      ].join("\n"),
      unsubscribeUrl: unsubscribe,
    });
  } catch (err) {
    await restore();
    throw err;
  }
  return { ads: count, sent: true };
}

/** The digest went out less than a day ago (another instance, a burst): queue it for when the day is over. */
async function waitForTurn(services: Deps, savedSearchId: number): Promise<{ ads: number; sent: boolean }> {
  const result = (await services.db.execute(sql`
    select greatest(1, ceil(extract(epoch from (last_emailed_at + make_interval(secs => ${DIGEST_INTERVAL_SECONDS}) - now()))))::int as wait
    from saved_searches where id = ${savedSearchId}`)) as unknown as { rows: { wait: number }[] };
  const wait = result.rows[0]?.wait;
  if (wait !== undefined) {
    await services.jobs.send(
      SAVED_SEARCH_QUEUES.digest,
      { savedSearchId },
      { key: `saved-search:${savedSearchId}`, delaySeconds: wait },
    );
  }
  return { ads: 0, sent: false };
}
