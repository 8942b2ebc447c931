// Makes believable listings from bench/vocabulary.ts: popular brands, cities and words far more often than rare
// ones (Zipf-like), prices by category, 90 % active, posted over the last 60 days. Deterministic for a seed.
import {
  type CategoryVocabulary,
  COMMON_DETAILS,
  LOCALITIES,
  SELLER_NAMES,
  TITLE_SUFFIXES,
  VOCABULARY,
} from "./vocabulary";

export interface GeneratedListing {
  userId: string;
  title: string;
  description: string;
  price: number | null;
  priceText: string | null;
  categoryId: number;
  subcategoryId: number | null;
  categoryText: string;
  condition: string | null;
  status: string;
  featured: boolean;
  city: string;
  state: string;
  locality: string;
  lat: number;
  lng: number;
  sellerName: string;
  sellerPhone: string;
  postedAt: Date;
  /** JSON of the category fields the fair-price hint matches on (brand, model, year, BHK). */
  attributes: string;
  soldAt: Date | null;
}

interface FactoryInput {
  seed: number;
  categories: { id: number; slug: string; name: string }[];
  subcategories: { id: number; category_id: number; name: string }[];
  cities: { name: string; state: string; lat: number; lng: number }[];
  sellers: number;
  /** How many listings will be made: they are spread over the last 60 days in posting order. */
  total: number;
}

const DAY = 86_400_000;
const CONDITIONS = ["used", "used", "used", "like_new", "new", "refurbished", "for_parts"];
const STATUSES = ["sold", "inactive", "expired", "reserved"];

/** mulberry32: small, fast and good enough for test data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a list with weight 1/(rank+1)^s, by binary search over the cumulative weights. */
function zipf<T>(items: readonly T[], rnd: () => number, s = 1): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < items.length; i++) {
    sum += 1 / (i + 1) ** s;
    cumulative.push(sum);
  }
  return () => {
    const x = rnd() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo] as T;
  };
}

export function createListingFactory(input: FactoryInput) {
  const rnd = random(input.seed);
  // Attributes and sale dates draw from their own stream, so the rest of the data stays what it was before them.
  const extraRnd = random(input.seed + 7919);
  const chance = (p: number) => rnd() < p;
  const now = Date.now();
  let count = 0;

  const perCategory = input.categories.map((category) => {
    const vocabulary = VOCABULARY[category.slug];
    if (!vocabulary) throw new Error(`no vocabulary for category ${category.slug}`);
    const subs = input.subcategories.filter((s) => s.category_id === category.id);
    const brands = vocabulary.brands.map((line) => {
      const [brand = "", models = ""] = line.split(": ");
      return { brand, model: zipf(models.split(", "), rnd) };
    });
    return {
      category,
      vocabulary,
      subcategory: zipf(subs, rnd, 0.8),
      brand: brands.length > 0 ? zipf(brands, rnd) : undefined,
      item: zipf(vocabulary.items, rnd),
      extra: zipf(vocabulary.extras, rnd),
      detail: zipf(vocabulary.details, rnd, 0.6),
    };
  });
  const category = zipf(
    perCategory.flatMap((c) => Array.from({ length: c.vocabulary.weight }, () => c)),
    () => rnd(),
    0,
  );
  const city = zipf(input.cities, rnd, 0.9);
  const suffix = zipf(TITLE_SUFFIXES, rnd);
  const common = zipf(COMMON_DETAILS, rnd, 0.7);
  const locality = zipf(LOCALITIES, rnd, 0.5);
  const sellerIndex = zipf(
    Array.from({ length: input.sellers }, (_, i) => i),
    rnd,
    0.6,
  );

  let picked: { brand: string; model: string } | null = null;
  const title = (c: (typeof perCategory)[number]) => {
    const parts: string[] = [];
    picked = null;
    if (c.brand && chance(0.75)) {
      const b = c.brand();
      const withBrand = chance(0.85);
      const model = b.model();
      picked = { brand: b.brand, model };
      parts.push(withBrand ? `${b.brand} ${model}` : model);
    } else parts.push(capitalise(c.item()));
    if (chance(0.45)) parts.push(c.extra());
    if (c.vocabulary.condition && chance(0.35)) parts.push(suffix());
    return parts.join(" ");
  };

  const description = (c: (typeof perCategory)[number], heading: string) => {
    const sentences = [`${heading}.`, c.detail(), c.detail()];
    if (chance(0.6)) sentences.push(common());
    if (chance(0.3)) sentences.push(`Located near ${locality()}.`);
    return [...new Set(sentences)].join(" ");
  };

  return {
    sellers: () =>
      Array.from({ length: input.sellers }, (_, i) => ({
        id: `bench-seller-${i}`,
        name: SELLER_NAMES[i % SELLER_NAMES.length] ?? "Seller",
        email: `bench-seller-${i}@example.test`,
      })),
    next(): GeneratedListing {
      const c = category();
      const sub = c.subcategory();
      const place = city();
      const seller = sellerIndex();
      const heading = title(c);
      const status = chance(0.9) ? "active" : (STATUSES[Math.floor(rnd() * STATUSES.length)] ?? "sold");
      const made = {
        userId: `bench-seller-${seller}`,
        title: heading,
        description: description(c, heading),
        ...price(c.vocabulary, rnd),
        categoryId: c.category.id,
        subcategoryId: sub?.id ?? null,
        categoryText: [c.category.name, sub?.name].filter(Boolean).join(" "),
        condition: c.vocabulary.condition
          ? (CONDITIONS[Math.floor(rnd() * CONDITIONS.length)] ?? null)
          : null,
        status,
        featured: chance(0.03),
        city: place.name,
        state: place.state,
        locality: locality(),
        lat: place.lat + (rnd() - 0.5) * 0.2,
        lng: place.lng + (rnd() - 0.5) * 0.2,
        sellerName: SELLER_NAMES[seller % SELLER_NAMES.length] ?? "Seller",
        sellerPhone: `+9198${String(10_000_000 + seller).padStart(8, "0")}`,
        // Rows arrive in the order they were posted, as in a live marketplace (a renewal moves a few later).
        postedAt: new Date(now - 60 * DAY * (1 - count++ / input.total) - rnd() * 3_600_000),
      };
      const posted = made.postedAt.getTime();
      return {
        ...made,
        attributes: JSON.stringify(attributes(c.category.slug, picked, extraRnd)),
        soldAt: status === "sold" ? new Date(posted + extraRnd() * (now - posted)) : null,
      };
    },
  };
}

/** What the sell form would have asked: brand (and a car's model) from the title, a year, a home's BHK. */
function attributes(
  category: string,
  picked: { brand: string; model: string } | null,
  rnd: () => number,
): Record<string, string | number> {
  const year = 2024 - Math.floor(rnd() * rnd() * 16);
  if (category === "cars" && picked) return { brand: picked.brand, model: picked.model, year };
  if (category === "bikes" && picked) return { brand: picked.brand, year };
  if (category === "mobiles" && picked) return { brand: picked.brand };
  if (category === "properties") return { bhk: 1 + Math.floor(rnd() * rnd() * 4) };
  return {};
}

function price(vocabulary: CategoryVocabulary, rnd: () => number) {
  if (rnd() < 0.02) return { price: null, priceText: "On request" };
  const [min, max] = vocabulary.price;
  const raw = Math.exp(Math.log(min) + rnd() * (Math.log(max) - Math.log(min)));
  const step = raw > 100_000 ? 1000 : raw > 5000 ? 100 : 10;
  return { price: Math.round(raw / step) * step, priceText: null };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
