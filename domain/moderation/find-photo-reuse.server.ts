import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/** At most this many other sellers' ads are named per reported ad. */
const NAMED_PER_AD = 5;

export interface PhotoReuse {
  id: number;
  title: string;
  link: string;
}

/**
 * Other sellers' ads that carry one of these ads' photos (the same perceptual hash): a scammer's ad often wears a
 * genuine seller's pictures. Exact hashes: a copy Mandi re-encoded from the same file; a cropped or edited copy
 * differs by a few bits and is not matched here.
 */
export async function findPhotoReuse(db: Db, listingIds: number[]): Promise<Map<number, PhotoReuse[]>> {
  const found = new Map<number, PhotoReuse[]>();
  if (listingIds.length === 0) return found;
  const result = (await db.execute(sql`
    select distinct mine.listing_id as ad_id, other.id, other.title
    from listing_photos mine
    join listings ad on ad.id = mine.listing_id
    join listing_photos theirs on theirs.phash = mine.phash and theirs.listing_id <> mine.listing_id
    join listings other on other.id = theirs.listing_id and other.user_id <> ad.user_id
    where mine.listing_id in (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and mine.phash is not null
    order by mine.listing_id, other.id
    limit ${listingIds.length * NAMED_PER_AD}`)) as {
    rows: { ad_id: number | string; id: number | string; title: string }[];
  };
  for (const row of result.rows) {
    const adId = Number(row.ad_id);
    const list = found.get(adId) ?? [];
    if (list.length < NAMED_PER_AD)
      list.push({ id: Number(row.id), title: row.title, link: `/product/${row.id}` });
    found.set(adId, list);
  }
  return found;
}
