/**
 * A request made ahead of a visit rather than by one: the browser's prefetch (`Sec-Purpose`), or Mandi's service
 * worker keeping a page for offline (`Purpose: prefetch`, app/sw/sw.ts). Such a fetch is not an ad's view.
 */
export function isPrefetch(headers: Headers): boolean {
  return /\bprefetch\b/i.test(headers.get("Sec-Purpose") ?? headers.get("Purpose") ?? "");
}
