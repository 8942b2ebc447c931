import { and, asc, count, eq, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { ListingPhotoView } from "../listings/listing-views";
import type { Services } from "../shared/services";
import { findPhotoReuse, type PhotoReuse } from "./find-photo-reuse.server";
import { readSellerHistories, type SellerHistory } from "./list-moderation-queue.server";
import { type Moderator, requireAdmin } from "./require-admin";
import { REVIEW_RULE_LABELS, type ReviewRule } from "./risk-rules";

export const REVIEW_QUEUE_PAGE_SIZE = 20;
const EXCERPT_LENGTH = 300;

export interface HeldAd {
  listing: {
    id: number;
    title: string;
    /** The start of the description: the words a rule may have caught. */
    excerpt: string;
    price: number | null;
    category: string;
    city: string;
    cover: ListingPhotoView | null;
    link: string;
    heldAt: string;
  };
  /** Why it was held: each rule met, named and with what was found. */
  reasons: { rule: string; label: string; detail: string }[];
  seller: SellerHistory;
  photoReusedIn: PhotoReuse[];
}

export interface ReviewQueuePage {
  /** The rule the page is filtered by, or null for every held ad. */
  rule: ReviewRule | null;
  items: HeldAd[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Ads held for review ("pending"), the longest waiting first: a seller waits no longer than the queue. */
export async function listReviewQueue(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; page?: number; rule?: ReviewRule | null },
): Promise<ReviewQueuePage> {
  requireAdmin(services, input.actor);
  const { db } = services;
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const rule = input.rule ?? null;
  const pending = and(
    eq(listings.status, "pending"),
    rule ? sql`${listings.reviewReasons} @> ${JSON.stringify([{ rule }])}::jsonb` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: listings.id,
        userId: listings.userId,
        title: listings.title,
        description: listings.description,
        price: listings.price,
        category: listings.categoryText,
        city: listings.city,
        createdAt: listings.createdAt,
        reviewReasons: listings.reviewReasons,
        cover: sql<ListingPhotoView | string | null>`(
          select json_build_object('storageKey', p.storage_key, 'width', p.width, 'height', p.height)
          from listing_photos p where p.listing_id = "listings"."id"
          order by p.position, p.id limit 1)`,
      })
      .from(listings)
      .where(pending)
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(REVIEW_QUEUE_PAGE_SIZE)
      .offset((page - 1) * REVIEW_QUEUE_PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(pending),
  ]);
  const [sellers, reuse] = await Promise.all([
    readSellerHistories(services, [...new Set(rows.map((row) => row.userId))]),
    findPhotoReuse(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const total = Number(counted?.total ?? 0);
  const items = rows.flatMap((row): HeldAd[] => {
    const seller = sellers.get(row.userId);
    if (!seller) return [];
    const description = row.description.trim();
    return [
      {
        listing: {
          id: row.id,
          title: row.title,
          excerpt:
            description.length > EXCERPT_LENGTH ? `${description.slice(0, EXCERPT_LENGTH)}…` : description,
          price: row.price === null ? null : Number(row.price),
          category: row.category,
          city: row.city,
          cover: typeof row.cover === "string" ? (JSON.parse(row.cover) as ListingPhotoView) : row.cover,
          link: `/product/${row.id}`,
          heldAt: row.createdAt.toISOString(),
        },
        reasons: row.reviewReasons.map((reason) => ({
          rule: reason.rule,
          label: REVIEW_RULE_LABELS[reason.rule] ?? reason.rule,
          detail: reason.detail,
        })),
        seller,
        photoReusedIn: reuse.get(row.id) ?? [],
      },
    ];
  });
  return {
    rule,
    items,
    total,
    page,
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / REVIEW_QUEUE_PAGE_SIZE)),
  };
}
