import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

type Db = Services["db"];

export const lexemeFrequencyTuning = { refreshMs: 5 * 60_000 };

interface Frequencies {
  /** Share of listings whose search vector holds the lexeme, for PostgreSQL's most common lexemes. */
  byLexeme: Map<string, number>;
  /** The lowest share listed: a lexeme that is not listed is rarer than about this. */
  floor: number;
  /** Share of listings per town for the most common towns, and about the share of any other. */
  cities: { byCity: Map<string, number>; rest: number } | null;
}

let known: { db: Db; at: number; frequencies: Frequencies | null } | undefined;

// The tokens of a tsquery text: a quoted lexeme, maybe a prefix ('iphon':*, 'o''neil'), or an operator.
const TOKEN = /'(?:[^']|'')+'(?::\*)?|[()&|]/g;

/**
 * About what share of all listings a tsquery matches, from the statistics PostgreSQL's ANALYZE keeps on the search
 * vector (its most common lexemes and their frequencies): an AND is at most its rarest part, an OR at most the sum
 * of its parts (a word and its synonyms). Null when there are no statistics (PGlite before an ANALYZE) or the query
 * has NOT or phrase operators. Only used to choose a faster plan — never to decide what a search finds.
 */
export async function estimatedMatchShare(db: Db, tsQuery: string): Promise<number | null> {
  if (/[!<]/.test(tsQuery)) return null;
  const frequencies = await lexemeFrequencies(db);
  if (!frequencies) return null;
  const tokens = [...tsQuery.matchAll(TOKEN)].map((m) => m[0]);
  let at = 0;
  // or := and ('|' and)*;  and := atom ('&' atom)*;  atom := lexeme | '(' or ')'
  const or = (): number | null => {
    let total = and();
    while (total !== null && tokens[at] === "|") {
      at++;
      const next = and();
      total = next === null ? null : Math.min(1, total + next);
    }
    return total;
  };
  const and = (): number | null => {
    let least = atom();
    while (least !== null && tokens[at] === "&") {
      at++;
      const next = atom();
      least = next === null ? null : Math.min(least, next);
    }
    return least;
  };
  const atom = (): number | null => {
    const token = tokens[at++];
    if (token === "(") {
      const inner = or();
      return tokens[at++] === ")" ? inner : null;
    }
    const lexeme = token?.match(/^'((?:[^']|'')+)'(:\*)?$/);
    if (!lexeme) return null;
    const word = (lexeme[1] ?? "").replaceAll("''", "'");
    return lexeme[2] ? prefixShare(frequencies, word) : (frequencies.byLexeme.get(word) ?? frequencies.floor);
  };
  const share = or();
  return at === tokens.length ? share : null;
}

/**
 * About what share of all listings are in `city`, from PostgreSQL's statistics on listings.city; null without them.
 * Like the words' shares, only for choosing a plan.
 */
export async function estimatedCityShare(db: Db, city: string): Promise<number | null> {
  const frequencies = await lexemeFrequencies(db);
  if (!frequencies?.cities) return null;
  return frequencies.cities.byCity.get(city) ?? frequencies.cities.rest;
}

function prefixShare({ byLexeme, floor }: Frequencies, prefix: string): number {
  let total = floor;
  for (const [lexeme, share] of byLexeme) if (lexeme.startsWith(prefix)) total += share;
  return Math.min(1, total);
}

async function lexemeFrequencies(db: Db): Promise<Frequencies | null> {
  const now = Date.now();
  if (known && known.db === db && now - known.at < lexemeFrequencyTuning.refreshMs) return known.frequencies;
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as shares
    from pg_stats
    where schemaname = current_schema() and tablename = 'listings' and attname = 'search_vector'
  `)) as unknown as { rows: { lexemes: string[] | null; shares: number[] | null }[] };
  const row = result.rows[0];
  let frequencies: Frequencies | null = null;
  if (row?.lexemes && row.shares && row.lexemes.length > 0) {
    // The shares list one value per lexeme, then the lowest, the highest and the share of null vectors.
    const byLexeme = new Map<string, number>();
    row.lexemes.forEach((lexeme, i) => {
      byLexeme.set(lexeme, Number(row.shares?.[i] ?? 0));
    });
    frequencies = {
      byLexeme,
      floor: Number(row.shares[row.lexemes.length] ?? 0),
      cities: await cityShares(db),
    };
  }
  known = { db, at: now, frequencies };
  return frequencies;
}

async function cityShares(db: Db): Promise<Frequencies["cities"]> {
  const result = (await db.execute(sql`
    select most_common_vals::text::text[] as cities, most_common_freqs as shares, n_distinct as distinct
    from pg_stats
    where schemaname = current_schema() and tablename = 'listings' and attname = 'city'
  `)) as unknown as { rows: { cities: string[] | null; shares: number[] | null; distinct: number | null }[] };
  const row = result.rows[0];
  if (!row?.cities || !row.shares) return null;
  const byCity = new Map<string, number>();
  row.cities.forEach((city, i) => {
    byCity.set(city, Number(row.shares?.[i] ?? 0));
  });
  const listed = [...byCity.values()].reduce((sum, share) => sum + share, 0);
  // n_distinct is a count when positive, minus a share of the rows when negative: either way, the others split
  // what the listed towns leave; at most as common as the least common listed town.
  const distinct = Number(row.distinct ?? 0);
  const others = distinct > 0 ? Math.max(1, distinct - byCity.size) : 1;
  const least = Math.min(...byCity.values());
  return { byCity, rest: Math.min(least, Math.max(0, 1 - listed) / others) };
}
