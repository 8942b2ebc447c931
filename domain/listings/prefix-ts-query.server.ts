import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

// A quoted lexeme of the tsquery text ('iphon', 'o''neil').
const LEXEME = /'((?:[^']|'')+)'/g;

/**
 * Turns what a person typed into a tsquery text with web-search syntax ("exact phrase", -exclude, or) where the
 * last word also matches as a prefix, so `iph` finds iPhone while it is being typed. Only the last: a prefix
 * makes PostgreSQL's GIN index gather every listing of every word starting with it (`2:*` is 2019, 256gb…),
 * which is slow for common words and wrong for numbers. Empty when nothing searchable is left (only stop words
 * or punctuation); the caller then does not filter by text at all.
 */
export async function prefixTsQuery({ db }: Pick<Services, "db">, text: string): Promise<string> {
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select websearch_to_tsquery('english', ${text})::text as query`,
  )) as unknown as { rows: { query: string }[] };
  const query = (result.rows[0]?.query ?? "").trim();
  let last: RegExpExecArray | undefined;
  for (const match of query.matchAll(LEXEME)) if (query[match.index - 1] !== "!") last = match;
  if (!last) return query;
  const end = last.index + last[0].length;
  return `${query.slice(0, end)}:*${query.slice(end)}`;
}
