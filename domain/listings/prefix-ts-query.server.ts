import { type SQL, sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import { normalizeSearchText } from "./indic-text";
import { alternativesOf } from "./search-synonyms";

// A quoted lexeme of the tsquery text ('iphon', 'o''neil').
const LEXEME = /'((?:[^']|'')+)'/g;
/** A plain word of web-search syntax: not in a "phrase", not -excluded. */
const WORD = /(^|\s)([\p{L}\p{M}\p{N}]+)(?=\s|$)/gu;

/**
 * Turns what a person typed into a tsquery text with web-search syntax ("exact phrase", -exclude, or) where the
 * last word also matches as a prefix, so `iph` finds iPhone while it is being typed. Only the last: a prefix
 * makes PostgreSQL's GIN index gather every listing of every word starting with it (`2:*` is 2019, 256gb…),
 * which is slow for common words and wrong for numbers. Empty when nothing searchable is left (only stop words
 * or punctuation); the caller then does not filter by text at all.
 *
 * The text is normalised as Hindi typists need (indic-text.ts), and a word search knows others for (a synonym,
 * or the Latin form of a Hindi word: search-synonyms.ts) matches any of them: "स्कूटी" finds "scooty", "phone"
 * finds "mobile". A text with "or" is taken as written.
 */
export async function prefixTsQuery({ db }: Pick<Services, "db">, text: string): Promise<string> {
  const normal = normalizeSearchText(text);
  const groups: string[][] = [];
  const rest =
    /(^|\s)or(\s|$)/.test(normal) || normal.includes('"')
      ? normal
      : normal.replace(WORD, (whole, space: string, word: string) => {
          const alternatives = alternativesOf(word);
          if (alternatives.length === 0) return whole;
          // "mobile phone": both words stand for one group, and one AND of it says the same as two.
          if (!groups.some((group) => group.includes(word))) groups.push([word, ...alternatives]);
          return space;
        });
  const tsquery = (words: string) => sql`websearch_to_tsquery('english', ${words})`;
  const anyOf = (group: string[]): SQL =>
    sql`(${sql.join(
      group.map((word) => tsquery(word)),
      sql` || `,
    )})::text`;
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select ${tsquery(rest)}::text as query${sql.join(
      groups.map((group, i) => sql`, ${anyOf(group)} as ${sql.raw(`g${i}`)}`),
      sql``,
    )}`,
  )) as unknown as { rows: Record<string, string>[] };
  const row = result.rows[0] ?? {};
  const query = withLastAsPrefix((row.query ?? "").trim());
  const alternatives = groups.map((_, i) => (row[`g${i}`] ?? "").trim()).filter(Boolean);
  if (alternatives.length === 0) return query;
  return [query, ...alternatives]
    .filter(Boolean)
    .map((part) => `( ${part} )`)
    .join(" & ");
}

function withLastAsPrefix(query: string): string {
  let last: RegExpExecArray | undefined;
  for (const match of query.matchAll(LEXEME)) if (query[match.index - 1] !== "!") last = match;
  if (!last) return query;
  const end = last.index + last[0].length;
  return `${query.slice(0, end)}:*${query.slice(end)}`;
}
