import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { isLocale, type Locale } from "../shared/locale";
import type { Services } from "../shared/services";

/** The language a member chose (kept on their profile for their other devices and their e-mails), if any. */
export async function readMemberLocale(
  services: Pick<Services, "db">,
  input: { userId: string },
): Promise<Locale | undefined> {
  const [row] = await services.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, input.userId));
  return isLocale(row?.locale) ? row.locale : undefined;
}

/** Keeps the member's language on their profile. */
export async function saveMemberLocale(
  services: Pick<Services, "db">,
  input: { userId: string; locale: Locale },
): Promise<void> {
  await services.db.update(users).set({ locale: input.locale }).where(eq(users.id, input.userId));
}
