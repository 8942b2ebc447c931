/**
 * Paint first, then fetch the JavaScript (docs/decisions/009-scripts-after-first-paint.md).
 *
 * React Router ends a page with `<link rel="modulepreload">`s (React moves them into <head>) and an inline module
 * that imports the route modules and starts hydration. The browser fetches all of it while the page loads: on a
 * slow connection 120 KB of scripts share the line with the stylesheet and the first photos, and on a slow CPU
 * their evaluation can come before the first paint. The server HTML is the whole page and works without
 * JavaScript (links, forms), so the scripts can wait: this rewrites a rendered page so the preloads and the inline
 * module are added by a small classic script once the page has painted (an animation frame, then a task).
 *
 * Pages streamed with deferred data keep React Router's own tags: they are rewritten only when whole.
 */

// The page's bytes are searched and cut as they are: decoding ~100 KB to a string, rewriting it with two
// replaces and encoding it again made four copies of every page (13 % of what a results page allocated).
const SCRIPT_OPEN = Buffer.from('<script nonce="');
const MODULE_SCRIPT = Buffer.from('" type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" href="');
const QUOTE = 0x22;
const SLASH = 0x2f;
const GREATER_THAN = 0x3e;

/** `<script nonce="…" type="module" async="">…</script>`, its nonce and its code; undefined when absent. */
function findModuleScript(html: Buffer) {
  const mark = html.indexOf(MODULE_SCRIPT);
  if (mark < 0) return undefined;
  const start = html.lastIndexOf(SCRIPT_OPEN, mark);
  if (start < 0) return undefined;
  const nonce = html.toString("utf8", start + SCRIPT_OPEN.length, mark);
  const codeStart = mark + MODULE_SCRIPT.length;
  const close = html.indexOf(SCRIPT_CLOSE, codeStart);
  if (nonce.includes('"') || close < 0) return undefined;
  return { start, end: close + SCRIPT_CLOSE.length, nonce, code: html.toString("utf8", codeStart, close) };
}

export function scriptsAfterPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const module = findModuleScript(html);
  if (!module) return html;
  const { nonce, code } = module;
  // Each `<link rel="modulepreload" href="…" …/>` outside the module script is cut out; its address is kept.
  const cuts: { start: number; end: number; insert?: string }[] = [];
  const hrefs = new Set<string>();
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    if (at >= module.start && at < module.end) continue;
    const hrefStart = at + MODULE_PRELOAD.length;
    const hrefEnd = html.indexOf(QUOTE, hrefStart);
    const tagEnd = hrefEnd > hrefStart ? html.indexOf(GREATER_THAN, hrefEnd) : -1;
    if (tagEnd < 0 || html[tagEnd - 1] !== SLASH) continue;
    hrefs.add(html.toString("utf8", hrefStart, hrefEnd));
    cuts.push({ start: at, end: tagEnd + 1 });
  }
  const loader =
    `(()=>{const n=document.currentScript.nonce,m=${scriptString([...hrefs])},c=${scriptString(code)};` +
    "requestAnimationFrame(()=>setTimeout(()=>{for(const h of m){const l=document.createElement('link');" +
    "l.rel='modulepreload';l.href=h;document.head.append(l)}const s=document.createElement('script');" +
    "s.type='module';s.nonce=n;s.textContent=c;document.head.append(s)},0))})()";
  cuts.push({ start: module.start, end: module.end, insert: `<script nonce="${nonce}">${loader}</script>` });
  cuts.sort((a, b) => a.start - b.start);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(html.subarray(from, cut.start));
    if (cut.insert !== undefined) pieces.push(Buffer.from(cut.insert));
    from = cut.end;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}

/** A value as a JavaScript literal that is safe inside a <script> element (no `</script>`, no `<!--`). */
function scriptString(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
