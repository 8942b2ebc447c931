import type { ServerBuild } from "react-router";

type Build = ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

interface Branch {
  pattern: string;
  matcher: RegExp;
  score: number;
}

const branchesOf = new WeakMap<ServerBuild, Branch[]>();

/**
 * The pattern of the page a path shows, as a metric label: `/product/123` → `/product/:id`, a client-side
 * navigation's `/product/123.data` → `/product/:id.data`, a path no page has → `/*` (the not-found route). The
 * labels are the app's route table, so however many paths people try, there are as many labels as routes.
 * React Router's own matchRoutes ranks the whole table on every call (about a millisecond here), so the table is
 * ranked once per build, the way it ranks it, and a path costs a few regular-expression tests.
 */
export function pageRouteLabeler(build: Build): (pathname: string) => Promise<string> {
  return async (pathname) => {
    const branches = ranked(typeof build === "function" ? await build() : build);
    const data = pathname.endsWith(".data");
    const path = !data ? pathname : pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
    const pattern = branches.find((branch) => branch.matcher.test(path))?.pattern ?? "(no route)";
    if (!data) return pattern;
    return pattern === "/" ? "/_root.data" : `${pattern}.data`;
  };
}

function ranked(build: ServerBuild): Branch[] {
  const known = branchesOf.get(build);
  if (known) return known;
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, prefix: string[]) => {
    for (const route of children.get(parentId) ?? []) {
      const segments = [...prefix, ...(route.path ?? "").split("/").filter(Boolean)];
      // As in React Router: a route without a path never matches by itself, unless it is an index route.
      if (route.index || route.path)
        branches.push(branch(segments, route.index === true, route.caseSensitive));
      if (!route.index) walk(route.id, segments);
    }
  };
  walk(undefined, []);
  // React Router's ranking (computeScore): more segments, static over :param over *, index routes first.
  const sorted = branches
    .map((b, order) => ({ b, order }))
    .sort((x, y) => y.b.score - x.b.score || x.order - y.order)
    .map(({ b }) => b);
  branchesOf.set(build, sorted);
  return sorted;
}

function branch(segments: string[], index: boolean, caseSensitive: boolean | undefined): Branch {
  const pattern = `/${segments.join("/")}`;
  const parts = pattern.split("/");
  let score = parts.length + (index ? 2 : 0) + (parts.includes("*") ? -2 : 0);
  for (const part of parts) if (part !== "*") score += part.startsWith(":") ? 3 : part === "" ? 1 : 10;
  const source = segments
    .map((segment) =>
      segment === "*"
        ? "(?:/.*)?"
        : segment.startsWith(":")
          ? "/[^/]+"
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    )
    .join("");
  return { pattern, matcher: new RegExp(`^${source}/?$`, caseSensitive ? "" : "i"), score };
}
