import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Services } from "../shared/services";

/** The location a member chose last, on any device ("PUNE, INDIA"), or null. */
export async function readMemberLocation(
  { db }: Pick<Services, "db">,
  input: { userId: string },
): Promise<string | null> {
  const [row] = await db.select({ location: users.location }).from(users).where(eq(users.id, input.userId));
  return row?.location ?? null;
}
