// The searches every search benchmark runs, as query strings of GET /api/v1/listings and /products.
// Word frequencies refer to the listings bench/generate-listings.ts makes.
import { VOCABULARY } from "./vocabulary";

export const SEARCH_MIX: { kind: string; query: string }[] = [
  { kind: "common word", query: "q=sale" },
  { kind: "common word", query: "q=iphone" },
  { kind: "common word", query: "q=used" },
  { kind: "rare word", query: "q=kirloskar" },
  { kind: "rare word", query: "q=beagle" },
  { kind: "multi-word", query: "q=royal+enfield+classic" },
  { kind: "multi-word", query: "q=samsung+galaxy+s21" },
  { kind: "multi-word", query: "q=2+bhk+flat+for+rent" },
  { kind: "prefix", query: "q=iph" },
  { kind: "prefix", query: "q=maru" },
  { kind: "typo", query: "q=iphnoe" },
  { kind: "typo", query: "q=royal+enfeild" },
  // How India types (issue 14): Hinglish and Devanagari words that search widens through its synonym table to the
  // generated (English) ads' words — "gaadi" → car, स्कूटी → scooter, फ़ोन → phone.
  { kind: "Hindi/Hinglish", query: "q=gaadi" },
  { kind: "Hindi/Hinglish", query: `q=${encodeURIComponent("स्कूटी")}` },
  { kind: "Hindi/Hinglish", query: `q=${encodeURIComponent("फ़ोन")}` },
  { kind: "category", query: "category=cars&q=swift" },
  { kind: "category", query: "category=mobiles" },
  { kind: "category", query: "category=bikes&city=Pune&minPrice=20000&maxPrice=80000" },
  { kind: "all", query: "" },
];

/** The input searchListings receives for a query string, as the API route builds it. */
export function mixInput(query: string) {
  const params = new URLSearchParams(query);
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  return {
    q: params.get("q") ?? undefined,
    category: params.get("category") ?? undefined,
    city: params.get("city") ?? undefined,
    minPrice: number("minPrice"),
    maxPrice: number("maxPrice"),
  };
}

/**
 * The long tail: searches nobody repeats within a run — "{brand} {model}", "{item} {extra}" and "{item}" of every
 * category of bench/vocabulary.ts, each alone, in a city, or on a later page (several thousand distinct queries).
 * They miss the search cache, so this is what PostgreSQL and the server do per search without it.
 */
export function longTailQueries(): string[] {
  const cities = ["Mumbai", "Delhi", "Bangalore", "Pune", "Chennai", "Hyderabad", "Kolkata", "Jaipur"];
  const texts = new Set<string>();
  for (const vocabulary of Object.values(VOCABULARY)) {
    for (const line of vocabulary.brands) {
      const [brand, models = ""] = line.split(": ");
      for (const model of models.split(", "))
        if (brand && model) texts.add(`${brand} ${model}`.toLowerCase());
    }
    for (const item of vocabulary.items) {
      texts.add(item.toLowerCase());
      for (const extra of vocabulary.extras.slice(0, 6)) texts.add(`${item} ${extra}`.toLowerCase());
    }
  }
  const queries: string[] = [];
  for (const text of texts) {
    const q = `q=${encodeURIComponent(text).replace(/%20/g, "+")}`;
    queries.push(q, `${q}&page=2`);
    for (const city of cities) queries.push(`${q}&city=${city}`);
  }
  // A fixed shuffle (seeded), so consecutive requests are unrelated searches.
  let seed = 1;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queries[i], queries[j]] = [queries[j] as string, queries[i] as string];
  }
  return queries;
}
