import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Services } from "../shared/services";

/** Keeps a member's chosen location on their profile, so it follows them to another device. */
export async function saveMemberLocation(
  { db }: Pick<Services, "db">,
  input: {
    userId: string;
    location: string;
    lat?: number | null | undefined;
    lng?: number | null | undefined;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ location: input.location, locationLat: input.lat ?? null, locationLng: input.lng ?? null })
    .where(eq(users.id, input.userId));
}
