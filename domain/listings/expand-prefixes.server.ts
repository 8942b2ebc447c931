import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import { cachedUntilListingsChange } from "./search-cache.server";

/** At most this many lexemes stand in for a prefix; a prefix with more ('a':*, '2':*) is left to the index. */
export const PREFIX_EXPANSION_LIMIT = 32;

// A quoted lexeme of a tsquery text, a prefix when ":*" follows: 'repair':*, 'o''neil':* (quotes doubled; a
// backslash, escaped as two, is just two characters here). The ":*" is optional so that every quoted lexeme is a
// match: a pattern that must fail on a plain lexeme would try again from each quote inside it (issue 25 §1).
const LEXEME = /'((?:[^']|'')+)'(:\*)?/g;

/**
 * The same tsquery with each prefix replaced by the lexemes that start with it ('repair':* → 'repair' |
 * 'repairman'), from the search_lexemes table (migration 0025): it finds the same listings, and GIN intersects
 * exact lexemes with the town and the other words instead of first gathering every listing of every lexeme with
 * that prefix in India (41 → 7.7 ms for "ac repair" in Mumbai). For matching only: relevance still ranks by the
 * query as typed. The lexemes of a prefix are kept until the listings change, as a new ad may bring new ones.
 */
export async function expandPrefixes(db: Services["db"], tsQuery: string, version?: string): Promise<string> {
  const prefixes = new Set<string>();
  for (const match of tsQuery.matchAll(LEXEME)) if (match[2]) prefixes.add(match[1] as string);
  if (prefixes.size === 0) return tsQuery;
  const expansions = new Map<string, string[]>();
  await Promise.all(
    [...prefixes].map(async (quoted) => {
      expansions.set(quoted, await lexemesStartingWith(db, unquote(quoted), version));
    }),
  );
  return tsQuery.replace(LEXEME, (whole, quoted: string, prefix: string | undefined) => {
    const lexemes = prefix ? (expansions.get(quoted) ?? []) : [];
    // None: the prefix matches nothing, and the index finds that at once. Too many: leave it to the index.
    if (lexemes.length === 0 || lexemes.length > PREFIX_EXPANSION_LIMIT) return whole;
    const exact = lexemes.map((lexeme) => `'${quote(lexeme)}'`);
    return exact.length === 1 ? (exact[0] as string) : `( ${exact.join(" | ")} )`;
  });
}

function lexemesStartingWith(db: Services["db"], prefix: string, version?: string): Promise<string[]> {
  return cachedUntilListingsChange(
    db,
    "prefix",
    prefix,
    async () => {
      // starts_with reads the primary key's range (the column's collation is C); one more row than the limit says
      // there are too many.
      const result = (await db.execute(sql`
      select lexeme from search_lexemes where starts_with(lexeme, ${prefix})
      order by lexeme limit ${PREFIX_EXPANSION_LIMIT + 1}`)) as unknown as { rows: { lexeme: string }[] };
      return result.rows.map((row) => row.lexeme);
    },
    version,
  );
}

/** A lexeme as tsquery text writes it, between quotes: quotes doubled, backslashes escaped. */
const quote = (lexeme: string) => lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''");
const unquote = (quoted: string) => quoted.replace(/''/g, "'").replace(/\\(.)/g, "$1");
