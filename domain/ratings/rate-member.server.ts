import { and, eq } from "drizzle-orm";
import { ratings, userBlocks, users } from "~/db/schema";
import { loadParticipation } from "../chat/conversation-access.server";
import { noticeText } from "../notifications/notice-text";
import { NOTIFICATION_EVENTS } from "../notifications/notification-events";
import { notify } from "../notifications/notify.server";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { dealState, findGivenRating } from "./rating-deal.server";
import { RATING_RATE_LIMITS } from "./rating-limits";
import { RateMemberSchema } from "./rating-schemas";
import { firstName, type GivenRating } from "./rating-views";

/**
 * After a deal in a conversation (an accepted offer, or the ad marked sold to the buyer — the seller rates the buyer
 * then once the buyer confirmed it: rating-deal.server.ts), each side rates the other once: 1–5 stars and a short
 * text. The rated member is told, with a link to their profile where it shows.
 */
export async function rateMember(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number; rating: unknown },
): Promise<GivenRating> {
  const { db } = services;
  const { conversation, role, otherId } = await loadParticipation(db, input);
  const state = await dealState(db, conversation, role);
  if (state.awaitingBuyer) throw new AppError("CONFLICT", "server_ratings_buyer_not_confirmed");
  if (!state.deal) throw new AppError("CONFLICT", "server_ratings_no_deal");
  const [other] = await db.select({ name: users.name }).from(users).where(eq(users.id, otherId));
  const alreadyRated = new AppError("CONFLICT", "server_rated_already", {
    name: other?.name.trim() || "User",
  });
  if (await findGivenRating(db, { conversationId: conversation.id, raterId: input.userId }))
    throw alreadyRated;
  const rating = parseInput(RateMemberSchema, input.rating);
  await enforceRateLimit(services, `rate:${input.userId}`, RATING_RATE_LIMITS.ratePerHour);

  const rateeRole = role === "buyer" ? "seller" : "buyer";
  // The unique (conversation, rater) index settles a double tap racing the check above.
  const [row] = await db
    .insert(ratings)
    .values({
      conversationId: conversation.id,
      raterId: input.userId,
      rateeId: otherId,
      rateeRole,
      stars: rating.stars,
      text: rating.text,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadyRated;

  const [rater] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId));
  // The rating stands on the profile; a member who blocked the rater is just not told of it (issue 25 §6).
  if (await isBlockedBy(db, otherId, input.userId)) return givenRating(row);
  await notify(services, {
    userId: otherId,
    type: "alert",
    event: NOTIFICATION_EVENTS.ratingReceived,
    text: noticeText(
      "server_notice_rated_you",
      { name: firstName(rater?.name ?? ""), stars: row.stars },
      row.text,
    ),
    link: `/seller/${encodeURIComponent(otherId)}`,
    dedupeKey: `rating:${row.id}`,
  });
  return givenRating(row);
}

function givenRating(row: typeof ratings.$inferSelect): GivenRating {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    rateeRole: row.rateeRole,
    createdAt: row.createdAt.toISOString(),
  };
}

async function isBlockedBy(db: Services["db"], blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return row !== undefined;
}
