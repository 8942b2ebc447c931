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

const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

export function scriptsAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const [tag, nonce, code] = module as unknown as [string, string, string];
  const hrefs = new Set<string>();
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.add(href);
    return "";
  });
  const loader =
    `(()=>{const n=document.currentScript.nonce,m=${scriptString([...hrefs])},c=${scriptString(code)};` +
    "requestAnimationFrame(()=>setTimeout(()=>{for(const h of m){const l=document.createElement('link');" +
    "l.rel='modulepreload';l.href=h;document.head.append(l)}const s=document.createElement('script');" +
    "s.type='module';s.nonce=n;s.textContent=c;document.head.append(s)},0))})()";
  return withoutPreloads.replace(tag, () => `<script nonce="${nonce}">${loader}</script>`);
}

/** A value as a JavaScript literal that is safe inside a <script> element (no `</script>`, no `<!--`). */
function scriptString(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
