import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

type Db = Services["db"];

export const lexemeFrequencyTuning = { refreshMs: 5 * 60_000 };

interface Frequencies {
  /** Share of listings whose search vector holds the lexeme, for PostgreSQL's most common lexemes. */
  byLexeme: Map<string, number>;
  /** The lowest share listed: a lexeme that is not listed is rarer than about this. */
  floor: number;
}

let known: { db: Db; at: number; frequencies: Frequencies | null } | undefined;

// A quoted lexeme of a tsquery text, and whether it is a prefix ('iphon':*).
const LEXEME = /'((?:[^']|'')+)'(:\*)?/g;

/**
 * About what share of all listings a tsquery made of words joined by AND matches, from the statistics
 * PostgreSQL's ANALYZE keeps on the search vector (its most common lexemes and their frequencies): at most the
 * share of its rarest word. Null when there are no statistics (PGlite before an ANALYZE) or the query has OR,
 * NOT or phrase operators. Only used to choose a faster plan — never to decide what a search finds.
 */
export async function estimatedMatchShare(db: Db, tsQuery: string): Promise<number | null> {
  if (/[|!<]/.test(tsQuery)) return null;
  const frequencies = await lexemeFrequencies(db);
  if (!frequencies) return null;
  let share: number | null = null;
  for (const match of tsQuery.matchAll(LEXEME)) {
    const lexeme = (match[1] ?? "").replaceAll("''", "'");
    const word = match[2]
      ? prefixShare(frequencies, lexeme)
      : (frequencies.byLexeme.get(lexeme) ?? frequencies.floor);
    share = share === null ? word : Math.min(share, word);
  }
  return share;
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
    frequencies = { byLexeme, floor: Number(row.shares[row.lexemes.length] ?? 0) };
  }
  known = { db, at: now, frequencies };
  return frequencies;
}
