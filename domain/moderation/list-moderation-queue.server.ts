import { and, countDistinct, desc, eq, inArray, max, sql } from "drizzle-orm";
import { listings, reports, users } from "~/db/schema";
import type { ListingPhotoView, ListingStatus } from "../listings/listing-views";
import { banInForce } from "../shared/ban-in-force";
import type { Services } from "../shared/services";
import { findPhotoReuse, type PhotoReuse } from "./find-photo-reuse.server";
import type { QueueStatus } from "./moderation-schemas";
import { type Moderator, requireAdmin } from "./require-admin";

export const MODERATION_QUEUE_PAGE_SIZE = 20;

export interface QueueReport {
  id: number;
  reason: string;
  details: string;
  /** "" when the reporter's account is gone. */
  reporterName: string;
  createdAt: string;
}

export interface SellerHistory {
  id: string;
  name: string;
  memberSince: string;
  phoneVerified: boolean;
  /** Every ad the seller ever posted, deleted and removed ones too. */
  adsPosted: number;
  /** Reports of any status against their ads, plus reports of them from chats. */
  reportsReceived: number;
  /** Members who blocked them in chat. */
  blocksReceived: number;
  /**
   * When a moderator banned or suspended them (ISO date-time), and why; null when they are not, or when their
   * suspension has ended (domain/shared/ban-in-force.ts).
   */
  bannedAt: string | null;
  banReason: string | null;
  /** When the suspension ends; null for a ban (no end) or when they are neither. */
  bannedUntil: string | null;
}

export interface QueueItem {
  listing: {
    id: number;
    title: string;
    price: number | null;
    priceText: string | null;
    status: ListingStatus;
    featured: boolean;
    removedReason: string | null;
    cover: ListingPhotoView | null;
    link: string;
  };
  reportCount: number;
  lastReportedAt: string;
  reports: QueueReport[];
  seller: SellerHistory;
  /** Other sellers' ads showing one of this ad's photos. */
  photoReusedIn: PhotoReuse[];
}

export interface ModerationQueuePage {
  status: QueueStatus;
  items: QueueItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * Reported ads, one entry per ad with its reports of the chosen status: the most reported first, then the most
 * recently reported. Each carries what a moderator weighs: the ad, the reports and the seller's history.
 */
export async function listModerationQueue(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; status?: QueueStatus; page?: number },
): Promise<ModerationQueuePage> {
  requireAdmin(services, input.actor);
  const { db } = services;
  const status = input.status ?? "open";
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const ofStatus = eq(reports.status, status);
  const reportCount = sql<number>`count(*)::int`;
  const lastReportedAt = max(reports.createdAt);
  const [groups, [counted]] = await Promise.all([
    db
      .select({ listingId: reports.listingId, reportCount, lastReportedAt })
      .from(reports)
      .where(ofStatus)
      .groupBy(reports.listingId)
      .orderBy(desc(reportCount), desc(lastReportedAt), desc(reports.listingId))
      .limit(MODERATION_QUEUE_PAGE_SIZE)
      .offset((page - 1) * MODERATION_QUEUE_PAGE_SIZE),
    db
      .select({ total: countDistinct(reports.listingId) })
      .from(reports)
      .where(ofStatus),
  ]);
  const total = Number(counted?.total ?? 0);
  const ids = groups.map((g) => g.listingId);
  const [ads, reportRows] = ids.length
    ? await Promise.all([readAds(services, ids), readReports(services, ids, status)])
    : [[], []];
  const [sellers, reuse] = await Promise.all([
    readSellerHistories(services, [...new Set(ads.map((ad) => ad.userId))]),
    findPhotoReuse(services.db, ids),
  ]);
  const adById = new Map(ads.map((ad) => [ad.id, ad]));
  const items = groups.flatMap((group): QueueItem[] => {
    const ad = adById.get(group.listingId);
    const seller = ad && sellers.get(ad.userId);
    if (!ad || !seller) return [];
    return [
      {
        listing: {
          id: ad.id,
          title: ad.title,
          price: ad.price === null ? null : Number(ad.price),
          priceText: ad.priceText,
          status: ad.status,
          featured: ad.featured,
          removedReason: ad.removedReason,
          cover: typeof ad.cover === "string" ? (JSON.parse(ad.cover) as ListingPhotoView) : ad.cover,
          link: `/product/${ad.id}`,
        },
        reportCount: Number(group.reportCount),
        lastReportedAt: new Date(group.lastReportedAt ?? 0).toISOString(),
        reports: reportRows.filter((r) => r.listingId === ad.id).map(({ listingId: _, ...r }) => r),
        seller,
        photoReusedIn: reuse.get(ad.id) ?? [],
      },
    ];
  });
  return {
    status,
    items,
    total,
    page,
    pageSize: MODERATION_QUEUE_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / MODERATION_QUEUE_PAGE_SIZE)),
  };
}

function readAds({ db }: Pick<Services, "db">, ids: number[]) {
  return db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      price: listings.price,
      priceText: listings.priceText,
      status: listings.status,
      featured: listings.featured,
      removedReason: listings.removedReason,
      // "listings"."id" in full: a bare "id" inside the subquery would be the photo's own.
      cover: sql<ListingPhotoView | string | null>`(
        select json_build_object('storageKey', p.storage_key, 'width', p.width, 'height', p.height)
        from listing_photos p where p.listing_id = "listings"."id"
        order by p.position, p.id limit 1)`,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
}

async function readReports({ db }: Pick<Services, "db">, ids: number[], status: QueueStatus) {
  const rows = await db
    .select({
      id: reports.id,
      listingId: reports.listingId,
      reason: reports.reason,
      details: reports.details,
      reporterName: users.name,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(inArray(reports.listingId, ids), eq(reports.status, status)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map((r) => ({
    ...r,
    reporterName: r.reporterName?.trim() ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}

/** One statement for the page's sellers: each count is an index read on the seller's id. */
export async function readSellerHistories(
  { db }: Pick<Services, "db">,
  sellerIds: string[],
): Promise<Map<string, SellerHistory>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      memberSince: users.createdAt,
      phoneVerified: users.phoneNumberVerified,
      bannedAt: users.bannedAt,
      bannedUntil: users.bannedUntil,
      banReason: users.banReason,
      adsPosted: sql<number>`(select count(*)::int from listings l where l.user_id = "users"."id")`,
      reportsReceived: sql<number>`(
        (select count(*)::int from reports r join listings l on l.id = r.listing_id where l.user_id = "users"."id")
        + (select count(*)::int from user_reports ur where ur.reported_user_id = "users"."id"))`,
      blocksReceived: sql<number>`(select count(*)::int from user_blocks b where b.blocked_id = "users"."id")`,
    })
    .from(users)
    .where(inArray(users.id, sellerIds));
  const now = new Date();
  return new Map(
    rows.map((row): [string, SellerHistory] => {
      const banned = banInForce(row, now);
      return [
        row.id,
        {
          id: row.id,
          name: row.name.trim(),
          memberSince: row.memberSince.toISOString(),
          phoneVerified: row.phoneVerified,
          adsPosted: Number(row.adsPosted),
          reportsReceived: Number(row.reportsReceived),
          blocksReceived: Number(row.blocksReceived),
          bannedAt: banned ? (row.bannedAt?.toISOString() ?? null) : null,
          banReason: banned ? row.banReason : null,
          bannedUntil: banned ? (row.bannedUntil?.toISOString() ?? null) : null,
        },
      ];
    }),
  );
}
