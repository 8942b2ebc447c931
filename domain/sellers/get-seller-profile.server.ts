import { and, count, desc, eq, gt } from "drizzle-orm";
import { listings, users } from "~/db/schema";
import { ownPhoto } from "../accounts/session-user";
import {
  type ListingCardRow,
  listingCardColumns,
  toListingCard,
} from "../listings/listing-card-columns.server";
import type { ListingCardView } from "../listings/listing-views";
import { getRatingSummary } from "../ratings/list-member-ratings.server";
import type { RatingSummary } from "../ratings/rating-views";
import { AppError } from "../shared/app-error";
import { banInForce } from "../shared/ban-in-force";
import type { Services } from "../shared/services";
import { getSellerResponseStats, type SellerResponseStats } from "./seller-response-stats.server";

export const SELLER_ADS_PAGE_SIZE = 24;
export const SELLER_NOT_FOUND = "Seller not found.";
/** Member ids as better-auth makes them (and the seed's): anything else is no member, and never reaches SQL. */
const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface SellerProfileView {
  id: string;
  /** "" when never given (a phone-only account): show "User". */
  name: string;
  /** A /media URL of the profile photo, or null. */
  image: string | null;
  memberSince: string;
  phoneVerified: boolean;
  /** The city of the member's newest active ad; there is no city on a profile. */
  city: string | null;
  responses: SellerResponseStats | null;
  /** Ratings after deals: the average (one decimal) and how many; the list is listMemberRatings. */
  ratings: RatingSummary;
  ads: { listings: ListingCardView[]; total: number; page: number; pageSize: number; pageCount: number };
}

/**
 * A member's public profile with one page of their active ads, newest first. NOT_FOUND for an unknown id and for a
 * member the moderators banned: they have no public profile.
 */
export async function getSellerProfile(
  { db }: Pick<Services, "db">,
  input: { id: string; page?: number | undefined; now?: Date },
): Promise<SellerProfileView> {
  const now = input.now ?? new Date();
  const page = Math.max(1, Math.floor(input.page ?? 1));
  if (!MEMBER_ID.test(input.id)) throw new AppError("NOT_FOUND", "server_ratings_seller_not_found");
  const [member] = await db
    .select({
      id: users.id,
      name: users.name,
      image: users.image,
      createdAt: users.createdAt,
      phoneVerified: users.phoneNumberVerified,
      bannedAt: users.bannedAt,
      bannedUntil: users.bannedUntil,
    })
    .from(users)
    .where(eq(users.id, input.id));
  if (!member || banInForce(member, now)) throw new AppError("NOT_FOUND", "server_ratings_seller_not_found");

  // What search shows: active and within its 30 days, even before the expiry sweep has run.
  const live = and(
    eq(listings.userId, member.id),
    eq(listings.status, "active"),
    gt(listings.expiresAt, now),
  );
  const [rows, [counted], responses, ratings] = await Promise.all([
    db
      .select(listingCardColumns)
      .from(listings)
      .where(live)
      .orderBy(desc(listings.postedAt), desc(listings.id))
      .limit(SELLER_ADS_PAGE_SIZE)
      .offset((page - 1) * SELLER_ADS_PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(live),
    getSellerResponseStats({ db }, { sellerId: member.id, now }),
    getRatingSummary({ db }, { memberId: member.id }),
  ]);
  const newest =
    page === 1
      ? rows[0]
      : (
          await db
            .select({ city: listings.city })
            .from(listings)
            .where(live)
            .orderBy(desc(listings.postedAt), desc(listings.id))
            .limit(1)
        )[0];
  const total = Number(counted?.total ?? 0);
  return {
    id: member.id,
    name: member.name.trim(),
    image: ownPhoto(member.image),
    memberSince: member.createdAt.toISOString(),
    phoneVerified: member.phoneVerified,
    city: newest?.city ?? null,
    responses,
    ratings,
    ads: {
      listings: rows.map((row) => toListingCard(row as ListingCardRow)),
      total,
      page,
      pageSize: SELLER_ADS_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / SELLER_ADS_PAGE_SIZE)),
    },
  };
}
