import { type SQL, sql } from "drizzle-orm";
import { EMAIL_BATCH_SECONDS, NOTIFICATION_EVENTS } from "../notifications/notification-events";
import type { Services } from "../shared/services";
import { SAVED_SEARCH_QUEUES } from "./saved-search-limits";

/**
 * The saved searches a live ad matches (decision 017): candidates come from the GIN index on `words` (searches
 * sharing a word with the ad, kept when every word of theirs is one of the ad's lexemes — `&&` first, because `<@`
 * alone makes GIN read every search without words too) and, for searches without words, from the category index;
 * then the filters are checked on those few rows, and the search text itself once more (phrases, excluded words).
 * Searches with alerts off and the seller's own never match.
 */
export function matchingSavedSearches(listingId: number): SQL {
  return sql`
    with ad as materialized (
      select l.id, l.user_id, l.title, l.price, l.category_id, l.subcategory_id, l.city, l.lat, l.lng,
        l.condition, l.search_vector, tsvector_to_array(l.search_vector) as lexemes
      from listings l where l.id = ${listingId} and l.status = 'active'
    )
    select s.id, s.user_id, s.name, s.last_emailed_at, ad.id as listing_id, ad.title as listing_title
    from ad join lateral (
      -- coalesce keeps <@ out of the index condition: there it makes GIN read every search without words.
      select * from saved_searches w where w.words && ad.lexemes and coalesce(w.words <@ ad.lexemes, false)
      union all
      select * from saved_searches e
      where e.words = '{}' and (e.category_id is null or e.category_id = ad.category_id)
    ) s on true
    where s.notify and s.user_id <> ad.user_id
      and (s.category_id is null or s.category_id = ad.category_id)
      and (s.subcategory_id is null or s.subcategory_id = ad.subcategory_id)
      and (s.min_price is null or ad.price >= s.min_price)
      and (s.max_price is null or ad.price <= s.max_price)
      and case
        when s.lat is not null and s.lng is not null and s.radius_km is not null
          and ad.lat is not null and ad.lng is not null
        then earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(ad.lat, ad.lng)) <= s.radius_km * 1000.0
        else s.city is null or lower(s.city) = lower(ad.city)
      end
      and (s.query->>'condition' is null
        or ad.condition::text = any(string_to_array(s.query->>'condition', ',')))
      and (coalesce(s.query->>'q', '') = ''
        or ad.search_vector @@ websearch_to_tsquery('english', s.query->>'q'))`;
}

/**
 * The job run when an ad goes live: one in-app notification per matching saved search (keyed by search and ad,
 * so a retried job or a second instance notifies nobody twice), the members' bells told, and each search's
 * daily digest e-mail queued for when it may next go out — when the member wants product-update e-mails.
 */
export async function matchSavedSearches(
  services: Pick<Services, "db" | "realtime" | "jobs">,
  input: { listingId: number },
): Promise<{ notified: number }> {
  const result = (await services.db.execute(sql`
    with matched as (${matchingSavedSearches(input.listingId)}),
    inserted as (
      insert into notifications (user_id, type, event, title, body, text, link, dedupe_key)
      select m.user_id, 'alert'::notification_type, ${NOTIFICATION_EVENTS.savedSearchMatch}, '', '',
        jsonb_build_object('title', jsonb_build_object('key', 'server_saved_search_match',
          'params', jsonb_build_object('name', m.name)), 'body', to_jsonb(m.listing_title)),
        '/product/' || m.listing_id,
        'saved-search:' || m.id || ':' || m.listing_id
      from matched m
      on conflict (user_id, dedupe_key) do nothing
      returning user_id, dedupe_key
    )
    select m.id, m.user_id,
      coalesce(p.product_updates, true) as wants_email,
      greatest(0, ceil(extract(epoch from (m.last_emailed_at + interval '1 day' - now()))))::int as wait_seconds
    from inserted i
    join matched m on i.dedupe_key = 'saved-search:' || m.id || ':' || m.listing_id
    left join notification_preferences p on p.user_id = m.user_id`)) as unknown as {
    rows: { id: number | string; user_id: string; wants_email: boolean; wait_seconds: number | null }[];
  };
  const members = [...new Set(result.rows.map((row) => row.user_id))];
  if (members.length > 0) await services.realtime.publish(members, { t: "notification" });
  for (const row of result.rows) {
    if (!row.wants_email) continue;
    await services.jobs.send(
      SAVED_SEARCH_QUEUES.digest,
      { savedSearchId: Number(row.id) },
      {
        key: `saved-search:${row.id}`,
        delaySeconds: Math.max(EMAIL_BATCH_SECONDS.product, row.wait_seconds ?? 0),
      },
    );
  }
  return { notified: result.rows.length };
}
