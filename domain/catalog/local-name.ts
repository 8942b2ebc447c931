import { type SQL, sql } from "drizzle-orm";
import { requestLocale } from "../shared/locale";

/**
 * A category's or subcategory's name in a statement written by hand, in the language of the request being answered:
 * its Hindi name (name_hi) in a Hindi one where it has one, else the English name (built with drizzle:
 * `localText(categories.name, categories.nameHi)`). `alias` is the table's alias in it ("c", "s", "sub").
 */
export function localNameSql(alias: string): SQL {
  return requestLocale() === "hi"
    ? sql.raw(`coalesce(${alias}.name_hi, ${alias}.name)`)
    : sql.raw(`${alias}.name`);
}
