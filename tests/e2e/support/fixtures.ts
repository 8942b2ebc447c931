import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and failed page requests seen while a test ran; a test asserts this stays empty. */
export interface PageProblems {
  errors: string[];
}

/** Collects what goes wrong on `page`: the `problems` fixture, or a page a test opened itself. */
export function watchForProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const url = msg.location().url;
    // "Failed to load resource" does not say which one: add the address.
    problems.errors.push(
      msg.text().startsWith("Failed to load resource") && url ? `${msg.text()}: ${url}` : msg.text(),
    );
  });
  page.on("pageerror", (err) => problems.errors.push(err.message));
  // A request that never got an answer (refused, reset, timed out). A navigation or a closing page cancels what
  // was still loading — that is ERR_ABORTED, which a person never notices.
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "failed";
    if (failure.includes("ERR_ABORTED")) return;
    problems.errors.push(`${request.method()} ${request.url()}: ${failure}`);
  });
  // A server error is always a problem; a missing script, style sheet, font or image shows as a broken page. A
  // 4xx on a page or a data request is an answer the page shows (a 404 page, a form's field messages).
  page.on("response", (response) => {
    const status = response.status();
    const kind = response.request().resourceType();
    const broken =
      status >= 500 || (status >= 400 && ["script", "stylesheet", "font", "image"].includes(kind));
    if (broken) problems.errors.push(`${status} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(watchForProblems(page));
  },
});

export { expect };

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // What arrives late would be measured half-drawn: streamed content and lazily loaded parts (a toast queued by
  // the server shows once its code is in) must be in, and their entrance animations over (store cards fade in).
  await page.waitForLoadState("networkidle");
  // A toast on screen is measured as it rests: Radix pauses its 5-second timer while a pointer is over the toasts
  // (a person reading one), so it does not start fading out in the middle of a slow analysis. Only the toasts'
  // region hears it: a window blur would pause them too, but it also closes open menus.
  const toasts = page.getByRole("region", { name: /^Notifications \(/ });
  const hold = async (type: "pointermove" | "pointerleave") => {
    if ((await toasts.count()) === 1)
      await toasts.dispatchEvent(type, { bubbles: type === "pointermove" }).catch(() => undefined);
  };
  await hold("pointermove");
  try {
    await analyzeSettled(page);
  } finally {
    await hold("pointerleave");
  }
}

async function analyzeSettled(page: Page) {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  // Something drawn mid-change (a toast replaced by a newer one just as axe ran) is gone a moment later; a real
  // violation is still there. Only what both measurements find counts.
  const second = await seriousViolations(page);
  expect(second.filter((violation) => first.includes(violation))).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Two frames: a part mounted just now (a toast whose code has just arrived) has started its entrance by then, so
  // the wait below sees it running instead of measuring it half drawn.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // axe-core itself, put into the page once and run there: @axe-core/playwright injected it afresh on every call
  // and finished each analysis in a second, blank page — ~2 s a call against ~0.5 s, over some 300 calls a run.
  // Mandi has no frames, which that wrapper would have walked. Playwright's evaluate is not bound by the page's CSP.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Waits until React has taken the page over (the root marks <html data-hydrated>). Only for enhancements a person
 * could not use before it either — Enter-to-send in a textarea is a newline until then; the Send button works
 * from the first paint (tests/e2e/no-js covers that path).
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

export interface OutboxEntry {
  channel: "sms" | "email";
  to: string;
  body: string;
  createdAt: string;
}

export async function readOutbox(page: Page): Promise<OutboxEntry[]> {
  const res = await page.request.get("/api/dev/outbox");
  expect(res.ok()).toBe(true);
  return res.json();
}
