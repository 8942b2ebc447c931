import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

/** Nearest words by trigram distance to consider for each typed word. */
const CANDIDATES = 20;
/** Shorter words are too ambiguous to correct ("cta" could be cat, car or cot). */
const MIN_LENGTH = 4;

interface Token {
  word: string;
  start: number;
  end: number;
}

interface CandidateRow {
  typed: string;
  known: boolean;
  candidate: string | null;
  sim: number | string | null;
}

/**
 * The search text with misspelt words replaced by the nearest word that listings use (`iphnoe` → iphone), or
 * null when no word needs or has a correction. A word needs one when no listing (title, category or description)
 * has a word starting with it; the correction is the nearest title or category word by trigram distance that is
 * at most one or two edits away (a swap of two letters counts as one).
 */
export async function correctTypos({ db }: Pick<Services, "db">, text: string): Promise<string | null> {
  const tokens = correctableTokens(text);
  if (tokens.length === 0) return null;
  const words = [...new Set(tokens.map((t) => t.word))];
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select t.word as typed, k.known, s.word as candidate, similarity(s.word, t.word) as sim
    from unnest(array[${list}]::text[]) as t(word)
    cross join lateral (
      select exists (
        select 1 from search_words w where w.word >= t.word and w.word < t.word || chr(1114111)
      ) as known
    ) k
    left join lateral (
      select w.word from search_words w
      where w.in_title and not k.known order by w.word <-> t.word limit ${CANDIDATES}
    ) s on true`)) as unknown as { rows: CandidateRow[] };

  const corrections = new Map<string, string>();
  for (const word of words) {
    const rows = result.rows.filter((r) => r.typed === word);
    if (rows.length === 0 || rows.some((r) => r.known)) continue;
    const best = bestCandidate(word, rows);
    if (best) corrections.set(word, best);
  }
  if (corrections.size === 0) return null;

  let corrected = "";
  let at = 0;
  for (const token of tokens) {
    corrected +=
      text.slice(at, token.start) + (corrections.get(token.word) ?? text.slice(token.start, token.end));
    at = token.end;
  }
  return corrected + text.slice(at);
}

/** Letter-only words of MIN_LENGTH or more that are not excluded (`-word`) or the `or` operator. */
function correctableTokens(text: string): Token[] {
  const tokens: Token[] = [];
  // Letters with their marks: a Devanagari word's vowel signs and virama are marks (\p{M}), not letters.
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const raw = match[0];
    const start = match.index ?? 0;
    if (raw.length < MIN_LENGTH || /\p{N}/u.test(raw) || text[start - 1] === "-") continue;
    tokens.push({ word: raw.toLowerCase(), start, end: start + raw.length });
  }
  return tokens;
}

function bestCandidate(word: string, rows: CandidateRow[]): string | null {
  const allowed = word.length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; sim: number } | null = null;
  for (const row of rows) {
    if (!row.candidate) continue;
    const distance = editDistance(word, row.candidate);
    const sim = Number(row.sim ?? 0);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && sim > best.sim)) {
      best = { word: row.candidate, distance, sim };
    }
  }
  return best?.word ?? null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost one. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = value;
    }
  }
  return at(a.length, b.length);
}
