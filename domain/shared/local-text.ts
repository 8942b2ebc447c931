import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { requestLocale } from "./locale";

/**
 * A stored text in the language of the request being answered (issue 14, docs/decisions/024-hindi.md): in a Hindi
 * request its Hindi form (`textHi`, a nullable `…_hi` column) where the row has one, else the English text. Chosen
 * when the query is built, so build the query inside the request.
 */
export function localText(text: AnyColumn, textHi: AnyColumn): SQL<string> {
  return requestLocale() === "hi" ? sql<string>`coalesce(${textHi}, ${text})` : sql<string>`${text}`;
}
