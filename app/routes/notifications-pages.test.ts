import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { notifyAdPosted } from "~/domain/notifications/notify-listing-events.server";
import { unsubscribeUrl } from "~/domain/notifications/unsubscribe.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser, visibleText } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// /notifications and /unsubscribe as a browser without JavaScript uses them: plain form posts and redirects.
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true, rateLimitScale: 20 });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  t.outbox.clear();
});

async function signedIn() {
  const { userId } = await authClient(t).signUp({
    name: "Asha Rao",
    email: "asha@example.in",
    phone: "+919876543210",
    password: "monsoon-chai-1987",
  });
  const b = pageBrowser(t);
  await b.post("/login", {
    intent: "email-sign-in",
    email: "asha@example.in",
    password: "monsoon-chai-1987",
  });
  return { b, userId };
}

const adPosted = (userId: string, listingId: number, title: string) =>
  notifyAdPosted(t.services, { userId, listingId, title });

describe("/notifications without JavaScript", () => {
  it("lists, filters, marks read, opens, deletes and deletes all", async () => {
    const { b, userId } = await signedIn();
    expect(visibleText(await (await b.get("/notifications")).text())).toContain("All caught up!");
    await adPosted(userId, 101, "Grey sofa");
    await adPosted(userId, 102, "Cane chair");

    const page = await (await b.get("/notifications")).text();
    expect(visibleText(page)).toContain("“Grey sofa” is now on Mandi");
    // The header's bell counts them (server-rendered).
    expect(page).toContain("Notifications, 2 unread");
    const ids = [...page.matchAll(/name="id" value="(\d+)"/g)].map((m) => m[1] ?? "");
    const [chair, sofa] = [...new Set(ids)];

    const read = await b.post("/notifications", {
      intent: "read",
      id: String(sofa),
      returnTo: "/notifications?tab=unread",
    });
    expect(read.status).toBe(302);
    expect(read.headers.get("location")).toBe("/notifications?tab=unread");
    const unread = visibleText(await (await b.get("/notifications?tab=unread")).text());
    expect(unread).toContain("Cane chair");
    expect(unread).not.toContain("Grey sofa");

    const open = await b.post("/notifications", { intent: "open", id: String(chair) });
    expect(open.headers.get("location")).toBe("/product/102");
    expect(visibleText(await (await b.get("/notifications?tab=unread")).text())).toContain("All caught up!");

    await b.post("/notifications", { intent: "delete", id: String(sofa) });
    const left = visibleText(await (await b.get("/notifications")).text());
    expect(left).not.toContain("Grey sofa");
    expect(left).toContain("Cane chair");

    await b.post("/notifications", { intent: "delete-all" });
    expect(visibleText(await (await b.get("/notifications")).text())).toContain("All caught up!");
  });

  it("answers another member's notification as not found, and a visitor with the login page", async () => {
    const { b, userId } = await signedIn();
    await adPosted(userId, 101, "Grey sofa");
    const page = await (await b.get("/notifications")).text();
    const id = /name="id" value="(\d+)"/.exec(page)?.[1] ?? "";

    const visitor = pageBrowser(t);
    const refused = await visitor.post("/notifications", { intent: "delete", id });
    expect(refused.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    await authClient(t).signUp({
      email: "ravi@example.in",
      phone: "+919812345678",
      password: "monsoon-chai-1988",
    });
    const other = pageBrowser(t);
    await other.post("/login", {
      intent: "email-sign-in",
      email: "ravi@example.in",
      password: "monsoon-chai-1988",
    });
    const answer = await other.post("/notifications", { intent: "delete", id, enhanced: "1" });
    expect(answer.status).toBe(404);
    expect(visibleText(await (await b.get("/notifications")).text())).toContain("Grey sofa");
  });
});

describe("/unsubscribe", () => {
  it("turns the e-mails off without signing in, and on again with its form", async () => {
    const { b, userId } = await signedIn();
    const link = new URL(unsubscribeUrl(t.services.settings, userId, "messages"));
    const visitor = pageBrowser(t);
    const off = await visitor.get(link.pathname + link.search);
    expect(off.status).toBe(200);
    expect(visibleText(await off.text())).toContain("New Messages e-mails are off");
    expect(await (await b.get("/settings")).text()).not.toMatch(/name="newMessages" checked=""/);

    const on = await visitor.post(link.pathname + link.search, { intent: "resubscribe" });
    expect(on.status).toBe(302);
    const landed = await visitor.get(on.headers.get("location") ?? "");
    expect(visibleText(await landed.text())).toContain("New Messages e-mails are on");
    expect(await (await b.get("/settings")).text()).toMatch(/name="newMessages" checked=""/);

    // A mail app's one-click unsubscribe (RFC 8058).
    const oneClick = await visitor.post(link.pathname + link.search, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await (await b.get("/settings")).text()).not.toMatch(/name="newMessages" checked=""/);
  });

  it("changes nothing for a link that was tampered with", async () => {
    const { b, userId } = await signedIn();
    const link = new URL(unsubscribeUrl(t.services.settings, userId, "product"));
    link.searchParams.set("k", "messages");
    const res = await pageBrowser(t).get(link.pathname + link.search);
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain("This unsubscribe link is not valid");
    expect(await (await b.get("/settings")).text()).toMatch(/name="newMessages" checked=""/);
  });
});
