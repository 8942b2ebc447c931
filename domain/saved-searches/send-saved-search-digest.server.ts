import { sql } from "drizzle-orm";
import type { notifications } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { noticeWords } from "../notifications/notice-text";
import { unsubscribeUrl } from "../notifications/unsubscribe.server";
import { isLocale } from "../shared/locale";
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
    returning id, title, body, text, link`)) as unknown as {
    rows: (Pick<typeof notifications.$inferSelect, "title" | "body" | "text" | "link"> & { id: number })[];
  };
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
    select u.email, u.name, u.locale, coalesce(p.product_updates, true) as wanted
    from users u left join notification_preferences p on p.user_id = u.id where u.id = ${search.user_id}`)) as unknown as {
    rows: { email: string; name: string; locale: string | null; wanted: boolean }[];
  };
  const to = member.rows[0];
  if (!to?.wanted || isPhoneOnlyEmail(to.email)) {
    await restore();
    return { ads: ads.rows.length, sent: false };
  }
  const { settings } = services;
  const unsubscribe = unsubscribeUrl(settings, search.user_id, "product");
  const count = ads.rows.length;
  // In the member's language (users.locale; English when they never chose).
  const locale = isLocale(to.locale) ? to.locale : "en";
  const name = to.name.trim();
  try {
    await services.email.send({
      to: to.email,
      subject:
        count === 1
          ? m.server_email_saved_subject_one({ name: search.name }, { locale })
          : m.server_email_saved_subject_many({ count: String(count), name: search.name }, { locale }),
      text: [
        name ? m.server_email_hello({ name }, { locale }) : m.server_email_hello_there({}, { locale }),
        "",
        m.server_email_saved_intro({ name: search.name }, { locale }),
        "",
        ...ads.rows.flatMap((ad) => [
          noticeWords(ad, locale).body,
          `${settings.publicUrl}${ad.link ?? "/saved-searches"}`,
          "",
        ]),
        m.server_email_saved_list({ url: `${settings.publicUrl}/saved-searches` }, { locale }),
        "",
        m.server_email_product_why({ url: unsubscribe }, { locale }),
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
