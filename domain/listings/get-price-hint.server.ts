import { type SQL, sql } from "drizzle-orm";
import { localNameSql } from "../catalog/local-name";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import {
  COMPARABLE_WINDOW,
  type KeyAttribute,
  keyAttributes,
  MIN_COMPARABLES,
  type PriceHintScope,
  type PriceHintView,
  placeFirst,
  priceVerdict,
  SOLD_WITHIN_DAYS,
} from "./price-hint";

export interface PriceHintInput {
  category: string;
  subcategory: string;
  /** The price to judge; the range is given without a verdict when absent. */
  price?: number | null | undefined;
  /** Where the ad is; the hint widens to its state and all India when the city has too few. */
  city?: string | null | undefined;
  /** The city's state when known (a listing has it); else looked up from the city. */
  state?: string | null | undefined;
  attributes?: Record<string, string | number | boolean | undefined>;
  /** The ad itself, never its own comparable. */
  excludeId?: number | null | undefined;
}

type Level = "keyed" | "recent";
interface ScopeFigures {
  n: number;
  q: [number, number, number] | null;
}

/** The most rows of one brand (or BHK) read to find those of the same model and year. */
const KEY_RANGE_READ = 1000;

/**
 * The median and middle half of the prices of similar ads — live ones and those sold in the last 90 days — and
 * what the given price is against them; null with fewer than 5 comparables anywhere. One statement: the newest
 * 500 comparables of the subcategory with the ad's key attributes and the newest 500 without, each read newest
 * first from an index (migration 0015); the city, state and India figures of both are aggregated from those rows,
 * and the most specific with at least 5 wins (decision 018).
 */
export async function getPriceHint(
  { db }: Pick<Services, "db">,
  input: PriceHintInput,
): Promise<PriceHintView | null> {
  const keys = keyAttributes(input.category, input.subcategory, input.attributes ?? {});
  const lead = keys.brand ?? keys.bhk;
  const city = (input.city ?? "").trim().toLowerCase();
  const comparable = sql`l.subcategory_id = (select id from sub) and l.price > 0
    and l.status in ('active', 'reserved', 'sold')
    and (l.status <> 'sold' or l.sold_at > now() - interval '${sql.raw(String(SOLD_WITHIN_DAYS))} days')
    and l.id <> ${input.excludeId ?? 0}`;
  // The brand's (or BHK's) newest ads are one index range; model and year are checked on at most
  // KEY_RANGE_READ of them, so a popular brand's rare model costs no more than a common one.
  const keyed = lead
    ? sql`select price, city, state from (
          select l.price, l.city, l.state, l.attributes from listings l
          where ${comparable} and lower(coalesce(l.attributes->>'brand', l.attributes->>'bhk')) = ${lead.toLowerCase()}
          order by l.posted_at desc limit ${KEY_RANGE_READ}
        ) brand
        where true
          ${keys.model ? sql`and lower(attributes->>'model') = ${keys.model.toLowerCase()}` : sql``}
          ${keys.year ? sql`and attributes->>'year' in (${sql.join(years(keys.year), sql`, `)})` : sql``}
        limit ${COMPARABLE_WINDOW}`
    : null;
  const result = (await db.execute(sql`
    with sub as (
      select s.id, ${localNameSql("s")} as name from subcategories s join categories c on c.id = s.category_id
      where c.slug = ${input.category} and s.slug = ${input.subcategory}
    ), place as (
      select ci.name as city, st.name as state from cities ci join states st on st.id = ci.state_id
      where lower(ci.name) = ${city} limit 1
    ), target as (
      select (select city from place) as city,
        coalesce(${input.state ?? null}::text, (select state from place)) as state
    ), recent as (
      select l.price, l.city, l.state from listings l where ${comparable}
      order by l.posted_at desc limit ${COMPARABLE_WINDOW}
    )${keyed ? sql`, keyed as (${keyed})` : sql``}
    select sub.name as subcategory, target.city, target.state,
      (select ${figures(city)} from recent) as recent,
      ${keyed ? sql`(select ${figures(city)} from keyed)` : sql`null::json`} as keyed
    from sub cross join target`)) as {
    rows: {
      subcategory: string;
      city: string | null;
      state: string | null;
      recent: Record<PriceHintScope, ScopeFigures> | string;
      keyed: Record<PriceHintScope, ScopeFigures> | string | null;
    }[];
  };
  const row = result.rows[0];
  if (!row)
    throw new AppError("NOT_FOUND", "server_listings_unknown_category_sub", undefined, {
      field: "subcategory",
    });
  const levels: Record<Level, Record<PriceHintScope, ScopeFigures> | null> = {
    recent: parse(row.recent),
    keyed: parse(row.keyed),
  };
  for (const [level, scope] of widening(placeFirst(input.category))) {
    const figures = levels[level]?.[scope];
    if (!figures?.q || figures.n < MIN_COMPARABLES) continue;
    if (scope === "city" && !city) continue;
    if (scope === "state" && !row.state) continue;
    const [p25, median, p75] = figures.q.map(Number) as [number, number, number];
    const price = input.price ?? null;
    return {
      verdict: price !== null && price > 0 ? priceVerdict(price, p25, p75) : null,
      median: Math.round(median),
      p25: Math.round(p25),
      p75: Math.round(p75),
      count: figures.n,
      scope,
      place:
        scope === "india" ? "India" : scope === "state" ? (row.state ?? "") : (row.city ?? input.city ?? ""),
      subcategory: row.subcategory,
      matched:
        level === "keyed"
          ? (Object.entries(keys) as [KeyAttribute, string][]).map(([key, value]) => ({ key, value }))
          : [],
    };
  }
  return null;
}

/** Most specific first: the city with the key attributes, then wider (by place or by attributes first). */
function widening(byPlaceFirst: boolean): [Level, PriceHintScope][] {
  if (byPlaceFirst) {
    return [
      ["keyed", "city"],
      ["recent", "city"],
      ["keyed", "state"],
      ["recent", "state"],
      ["keyed", "india"],
      ["recent", "india"],
    ];
  }
  return [
    ["keyed", "city"],
    ["keyed", "state"],
    ["keyed", "india"],
    ["recent", "city"],
    ["recent", "state"],
    ["recent", "india"],
  ];
}

/** The count and the 25th, 50th and 75th percentiles of the rows in the city, the state and all India. */
function figures(city: string): SQL {
  const scope = (where: SQL) =>
    sql`json_build_object('n', count(*) filter (where ${where}),
      'q', percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) filter (where ${where}))`;
  return sql`json_build_object(
    'city', ${scope(sql`lower(city) = ${city}`)},
    'state', ${scope(sql`state = (select state from target)`)},
    'india', ${scope(sql`true`)})`;
}

/** A year matches itself and its neighbours: a 2019 bike is compared with 2018–2020 ones. */
function years(year: string): SQL[] {
  const y = Number(year);
  return [y - 1, y, y + 1].map((v) => sql`${String(v)}`);
}

// PGlite hands json columns back parsed; node-postgres too, but a driver may give text.
function parse<T>(value: T | string | null): T | null {
  if (value === null) return null;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
