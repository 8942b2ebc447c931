import { message } from "~/i18n/render-text";
import { LISTING_CONDITIONS, type ListingCondition, searchFieldSchemas } from "../listings/listings-schemas";
import { AppError } from "../shared/app-error";
import { MAX_RADIUS_KM } from "./saved-search-limits";

/**
 * A saved search is kept as the query parameters /products takes (q, category, subcategory, minPrice, maxPrice,
 * condition, city, lat, lng, radius). Several conditions are one comma-separated value; the results path
 * spreads them out again. Sorting, paging and the view are how results are shown, not what is searched.
 */
export type SavedQuery = Record<string, string>;

type Params = Pick<URLSearchParams, "get" | "getAll">;

const coordinate = (raw: string, limit: number) => {
  const value = Number(raw);
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(raw.trim()) && Math.abs(value) <= limit ? value : undefined;
};

/**
 * The searchable part of a query. Lenient (`strict` false) drops a bad value as the results page ignores it;
 * strict (the API) refuses it with a message naming the field.
 */
export function normalizeSavedQuery(params: Params, options: { strict: boolean }): SavedQuery {
  const out: SavedQuery = {};
  const fields: Record<string, string> = {};
  const take = (key: "q" | "category" | "subcategory" | "minPrice" | "maxPrice" | "city") => {
    const raw = params.get(key);
    if (raw == null || raw.trim() === "") return;
    const parsed = searchFieldSchemas[key].safeParse(raw);
    if (parsed.success) {
      if (String(parsed.data) !== "") out[key] = String(parsed.data);
    } else fields[key] = parsed.error.issues[0]?.message ?? "Not valid.";
  };
  for (const key of ["q", "category", "subcategory", "minPrice", "maxPrice", "city"] as const) take(key);

  const conditions = new Set<ListingCondition>();
  for (const raw of params.getAll("condition").flatMap((c) => c.split(","))) {
    if (raw.trim() === "") continue;
    if ((LISTING_CONDITIONS as readonly string[]).includes(raw)) conditions.add(raw as ListingCondition);
    else fields.condition = "Unknown condition.";
  }
  if (conditions.size > 0) out.condition = [...conditions].sort().join(",");

  const [lat, lng, radius] = [params.get("lat"), params.get("lng"), params.get("radius")];
  if (lat || lng || radius) {
    const la = lat ? coordinate(lat, 90) : undefined;
    const ln = lng ? coordinate(lng, 180) : undefined;
    const r = radius && /^\d{1,3}$/.test(radius) ? Number(radius) : undefined;
    if (la === undefined || ln === undefined || r === undefined || r < 1 || r > MAX_RADIUS_KM) {
      fields.radius = `A place needs lat, lng and a radius of 1–${MAX_RADIUS_KM} km.`;
    } else Object.assign(out, { lat: String(la), lng: String(ln), radius: String(r) });
  }
  if (out.subcategory && !out.category) fields.subcategory = "Choose a category for the subcategory.";
  if (options.strict && Object.keys(fields).length > 0) {
    throw AppError.of("VALIDATION", Object.values(fields)[0] ?? message("server_saved_check_search"), {
      fields,
    });
  }
  if (!options.strict && fields.subcategory) delete out.subcategory;
  return out;
}

/** The results page of a saved search: its category path and the rest as query parameters. */
export function savedSearchResultsPath(query: SavedQuery): string {
  const path = ["/products", query.category, query.category ? query.subcategory : undefined]
    .filter(Boolean)
    .join("/");
  const params = new URLSearchParams();
  for (const key of ["q", "minPrice", "maxPrice", "city", "lat", "lng", "radius"]) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const condition of query.condition?.split(",") ?? []) params.append("condition", condition);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The words every match must contain, as typed: excluded words (-case) and "or" searches constrain nothing. */
export function requiredWordsText(q: string | undefined): string {
  if (!q) return "";
  const tokens = q.replace(/["“”]/g, " ").split(/\s+/).filter(Boolean);
  if (tokens.some((token) => token.toLowerCase() === "or")) return "";
  return tokens.filter((token) => !token.startsWith("-")).join(" ");
}
