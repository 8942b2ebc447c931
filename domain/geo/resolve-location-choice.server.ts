import { sql } from "drizzle-orm";
import { toSearchName } from "~/db/place-search-name";
import { cities, places, states } from "~/db/schema";
import { message } from "~/i18n/render-text";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { DEFAULT_LOCATION, LocationChoiceSchema } from "./geo-schemas";

/**
 * A location picked on /location (a city, a state, a town or locality from the place search, or INDIA) checked against the places Mandi knows, returned
 * upper case as the location cookie stores it.
 */
export async function resolveLocationChoice(
  { db }: Pick<Services, "db">,
  input: { location: unknown },
): Promise<string> {
  const parsed = LocationChoiceSchema.safeParse(input.location);
  if (!parsed.success) {
    const text = parsed.error.issues[0]?.message ?? message("server_geo_choose_from_list");
    throw AppError.of("VALIDATION", text, { field: "location" });
  }
  const choice = parsed.data;
  if (choice === DEFAULT_LOCATION) return choice;
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select name from ${cities} where upper(name) = ${choice}
    union all
    select name from ${states} where upper(name) = ${choice}
    union all
    (select name from ${places} where search_name = ${toSearchName(choice)} and kind <> 'pin' order by kind, rank desc)
    limit 1`)) as unknown as { rows: { name: string }[] };
  const name = result.rows[0]?.name;
  if (!name) {
    throw new AppError("VALIDATION", "server_geo_choose_from_list", undefined, { field: "location" });
  }
  return name.toUpperCase();
}
