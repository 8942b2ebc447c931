// The searches every search benchmark runs, as query strings of GET /api/v1/listings and /products.
// Word frequencies refer to the listings bench/generate-listings.ts makes.
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
