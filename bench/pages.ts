// npm run bench:pages [-- --only postgres|pglite] [--seconds 10] [--connections 50] [--no-build]
// The listing page /product/{id}, server-rendered, under autocannon: requests/s and latency percentiles over
// 100 different active listings (the newest pages of a few searches), on each generated database.
import {
  BASE_URL,
  benchTargets,
  buildOnce,
  formatLoad,
  load,
  loadAverage,
  startServer,
} from "./bench-support";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);

async function listingPaths(): Promise<string[]> {
  const ids = new Set<number>();
  for (const query of ["", "page=7", "page=20", "q=sale&page=3", "category=cars"]) {
    const res = await fetch(`${BASE_URL}/api/v1/listings?${query}`);
    const body = (await res.json()) as { listings: { id: number }[] };
    for (const listing of body.listings) ids.add(listing.id);
  }
  const paths = [...ids].slice(0, 100).map((id) => `/product/${id}`);
  for (const path of paths.slice(0, 3)) {
    const res = await fetch(`${BASE_URL}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  return paths;
}

/** As a browser asks: the pages go out gzipped. */
const headers = { "accept-encoding": "gzip, deflate, br" };

buildOnce();
console.log(
  `listing page benchmark: ${connections} connections × ${seconds} s, load average ${loadAverage()}`,
);
for (const target of benchTargets()) {
  const server = await startServer(target);
  try {
    const paths = await listingPaths();
    await load(paths, { connections: 10, seconds: 2, headers }); // warm-up
    console.log(`\n### ${target.label}: ${paths.length} listings`);
    console.log(
      formatLoad(
        `/product/{id}, ${connections} connections`,
        await load(paths, { connections, seconds, headers }),
      ),
    );
    // The target's load: 500 pages/s spread over the same connections.
    console.log(
      formatLoad(
        `/product/{id}, ${connections} conn. at 500/s`,
        await load(paths, { connections, seconds, headers, rate: 500 }),
      ),
    );
    console.log(
      formatLoad("/product/{id}, 1 connection", await load(paths, { connections: 1, seconds: 3, headers })),
    );
  } finally {
    await server.stop();
  }
}
