// npm run bench:geo [-- --rounds 400] [--no-build]
// The production server on PGlite (a data folder of its own, seeded with every Indian place on first start), one
// client asking one request at a time: p50/p95 of GET /api/v1/geo/reverse over positions across India and the
// sea, and of GET /api/v1/geo/search over names, typos, localities and PINs (decision 016).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BASE_URL, buildOnce, loadAverage, ms, percentile, startServer } from "./bench-support";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const rounds = arg("rounds", 400);
const dataDir = process.env.BENCH_GEO_DIR ?? path.join(tmpdir(), "mandi-bench-geo");

const SEARCHES = [
  "Puen",
  "pune",
  "Bangalore",
  "bengaluru",
  "mumbai",
  "Mumbia",
  "delhi",
  "kothrud",
  "andheri",
  "whitefield",
  "nagpru",
  "vijayawda",
  "chennai",
  "hydrabad",
  "kolkata",
  "jaipur",
  "lucknow",
  "indore",
  "surat",
  "koregaon",
  "411001",
  "560001",
  "110001",
  "400053",
  "600001",
  "700001",
  "pur",
  "nagar",
  "gan",
  "salt lake",
];

/** A deterministic spread of positions over India's bounding box: towns, villages, and some of the sea. */
function positions(count: number): string[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const lat = 8 + next() * 27;
    const lng = 68 + next() * 29;
    return `/api/v1/geo/reverse?lat=${lat.toFixed(4)}&lng=${lng.toFixed(4)}`;
  });
}

async function timeEach(paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(`${BASE_URL}${p}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const line = (name: string, t: number[]) =>
  `${name.padEnd(30)} n=${t.length}  p50 ${ms(percentile(t, 50))}  p95 ${ms(percentile(t, 95))}  max ${ms(t.at(-1) ?? 0)}`;

buildOnce();
mkdirSync(dataDir, { recursive: true });
const started = performance.now();
const server = await startServer({ kind: "pglite", env: { DATA_DIR: dataDir }, label: `PGlite ${dataDir}` });
console.log(
  `PGlite ${dataDir}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s (first start seeds)`,
);
try {
  const reverse = positions(rounds);
  const search = Array.from(
    { length: rounds },
    (_, i) => `/api/v1/geo/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length] ?? "")}`,
  );
  await timeEach([...reverse.slice(0, 50), ...search.slice(0, 50)]); // warm-up
  console.log(line("GET /api/v1/geo/reverse", await timeEach(reverse)));
  console.log(line("GET /api/v1/geo/search", await timeEach(search)));
  const pins = search.filter((p) => /q=\d{6}$/.test(p));
  console.log(line("  of which 6-digit PINs", await timeEach(pins)));
  console.log(line("  of which names", await timeEach(search.filter((p) => !pins.includes(p)))));
  console.log(`load average ${loadAverage()}`);
} finally {
  await server.stop();
}
