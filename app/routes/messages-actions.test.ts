import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { conversations, listings, offers, userReports, users } from "~/db/schema";
import { listMessages } from "~/domain/chat/list-messages.server";
import { startConversation } from "~/domain/chat/start-conversation.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { jpegWithGps } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The conversation's controls (offers, Sold, block, report, photos, quick replies) as forms: a plain post without
// JavaScript comes back to the conversation with a toast; a fetcher (`enhanced=1`) gets JSON.
let database: Database;
let t: TestContext;
let seller: { userId: string; cookie: string };
let buyer: { userId: string; cookie: string };
let adId: number;
let chatId: number;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true, rateLimitScale: 100 });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  seller = await signedIn("Asha", "asha@example.in", "+919876543210");
  buyer = await signedIn("Ravi", "ravi@example.in", "+919812345678");
  adId = await insertListing(database.db, { title: "Honda Activa", price: 14000, userId: seller.userId });
  const started = await startConversation(t.services, {
    userId: buyer.userId,
    form: { listingId: adId, subject: "Honda Activa", body: "Hello, is the scooter still there?" },
  });
  chatId = started.conversationId;
});

async function signedIn(name: string, email: string, phone: string) {
  const auth = authClient(t);
  const { userId, password } = await auth.signUp({ name, email, phone });
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

const origin = () => t.url("/").replace(/\/$/, "");
const act = (id: number | string = chatId) => t.url(`/messages/${id}/act`);

function post(fields: Record<string, string>, cookie?: string, id: number | string = chatId) {
  return t.app.request(act(id), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function toastOf(res: Response) {
  const raw = /mandi_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
}

/** A fetcher's post: React Router answers a `.data` request with its turbo-stream encoding; read it as text. */
function enhancedPost(fields: Record<string, string>, cookie: string) {
  return t.app.request(`${act()}.data`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin(), Cookie: cookie },
    body: new URLSearchParams({ ...fields, enhanced: "1" }).toString(),
  });
}

const back = () => `/messages/${chatId}#latest`;
const openOffer = async () =>
  (await database.db.select().from(offers).where(eq(offers.conversationId, chatId))).find(
    (o) => o.status === "pending",
  );
const adStatus = async () =>
  (await database.db.select().from(listings).where(eq(listings.id, adId)))[0]?.status;

describe("/messages/:id/act", () => {
  it("sends a visitor to log in, hides other members' chats, and has no page of its own", async () => {
    const visitor = await post({ intent: "offer", amount: "100" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/messages/${chatId}`)}`,
    );

    const stranger = await signedIn("Meera", "meera@example.in", "+919811111111");
    for (const intent of ["offer", "block", "report", "quick"]) {
      const res = await post(
        { intent, amount: "100", reason: "Other", details: "Let me in", body: "Is it still available?" },
        stranger.cookie,
      );
      expect(res.status, intent).toBe(404);
    }
    expect((await post({ intent: "block" }, buyer.cookie, "abc")).status).toBe(404);
    expect(await openOffer()).toBeUndefined();

    const page = await t.app.request(act(), { headers: { Cookie: buyer.cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/messages/${chatId}`);
  });

  it("offer, counter, accept with Reserved, then Sold to this buyer — each a plain form with a toast", async () => {
    const offered = await post({ intent: "offer", amount: "₹ 12,500" }, buyer.cookie);
    expect(offered.status).toBe(303);
    expect(offered.headers.get("location")).toBe(back());
    expect(toastOf(offered)).toEqual({ title: "Offer sent", description: "You offered ₹12,500." });

    const first = await openOffer();
    expect(first).toMatchObject({ amount: 12500, fromUserId: buyer.userId });
    const countered = await post(
      { intent: "answer", offerId: String(first?.id), answer: "counter", amount: "13500" },
      seller.cookie,
    );
    expect(toastOf(countered)).toEqual({
      title: "Counter-offer sent",
      description: "You asked for ₹13,500.",
    });
    const counter = await openOffer();
    expect(counter).toMatchObject({ amount: 13500, fromUserId: seller.userId });

    // Whoever made the open offer cannot answer it.
    const own = await post(
      { intent: "answer", offerId: String(counter?.id), answer: "accept" },
      seller.cookie,
    );
    expect(toastOf(own)).toMatchObject({ title: "Could not answer the offer", variant: "destructive" });

    const declined = await post(
      { intent: "answer", offerId: String(counter?.id), answer: "decline" },
      buyer.cookie,
    );
    expect(toastOf(declined)).toEqual({ title: "Offer declined" });

    await post({ intent: "offer", amount: "13000" }, buyer.cookie);
    const second = await openOffer();
    const accepted = await post(
      { intent: "answer", offerId: String(second?.id), answer: "accept", reserve: "on" },
      seller.cookie,
    );
    expect(toastOf(accepted)).toEqual({
      title: "Offer accepted",
      description: "The ad is marked as reserved.",
    });
    expect(await adStatus()).toBe("reserved");

    const sold = await post({ intent: "sold" }, seller.cookie);
    expect(sold.headers.get("location")).toBe(back());
    expect(toastOf(sold)).toEqual({
      title: "Marked as sold",
      description: "“Honda Activa” is marked as sold to Ravi.",
    });
    expect(await adStatus()).toBe("sold");
    const [chat] = await database.db.select().from(conversations).where(eq(conversations.id, chatId));
    expect(chat?.soldToBuyerAt).toBeInstanceOf(Date);

    const { messages } = await listMessages(t.services, { userId: buyer.userId, conversationId: chatId });
    expect(messages.map((m) => m.body)).toEqual([
      "Hello, is the scooter still there?",
      "Offered ₹12,500",
      "Countered ₹12,500 with ₹13,500",
      "Declined the offer of ₹13,500",
      "Offered ₹13,000",
      "Accepted the offer of ₹13,000",
      "Marked “Honda Activa” as sold to you.",
    ]);
  });

  it("refuses a bad amount and the seller's own offer, with the schema's words", async () => {
    const empty = await post({ intent: "offer", amount: "" }, buyer.cookie);
    expect(toastOf(empty)).toEqual({
      title: "Could not send your offer",
      description: "Please enter an amount in rupees.",
      variant: "destructive",
    });
    const fraction = await enhancedPost({ intent: "offer", amount: "99.5" }, buyer.cookie);
    expect(fraction.status).toBe(422);
    expect(await fraction.text()).toContain("Please enter a whole number of rupees.");
    const bySeller = await post({ intent: "offer", amount: "100" }, seller.cookie);
    expect(toastOf(bySeller)).toMatchObject({ title: "Could not send your offer", variant: "destructive" });
    expect(await openOffer()).toBeUndefined();
    const unknown = await post({ intent: "launch" }, buyer.cookie);
    expect(toastOf(unknown)).toMatchObject({ title: "Something went wrong", description: "Unknown action." });
  });

  it("answers a fetcher with data: the stored message", async () => {
    const res = await enhancedPost({ intent: "offer", amount: "12500" }, buyer.cookie);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Offered ₹12,500");
    expect(res.headers.get("location")).toBeNull();
    // The toast rides in the answer, not in a cookie a live update's revalidation could consume first.
    expect(body).toContain("You offered ₹12,500.");
    expect(toastOf(res)).toBeNull();
  });

  it("quick replies send only the three starters", async () => {
    const sent = await post({ intent: "quick", body: "Is it still available?" }, buyer.cookie);
    expect(sent.status).toBe(303);
    expect(toastOf(sent)).toBeNull();
    const other = await post({ intent: "quick", body: "Send me your UPI PIN" }, buyer.cookie);
    expect(toastOf(other)).toMatchObject({ title: "Could not send your message", variant: "destructive" });
    const { messages } = await listMessages(t.services, { userId: seller.userId, conversationId: chatId });
    expect(messages.map((m) => m.body)).toEqual([
      "Hello, is the scooter still there?",
      "Is it still available?",
    ]);
  });

  it("block keeps the buyer's messages from the seller without telling the buyer; report reaches the team", async () => {
    const blocked = await post({ intent: "block" }, seller.cookie);
    expect(toastOf(blocked)).toEqual({
      title: "User blocked",
      description: "You will no longer receive their messages.",
    });
    const sent = await post({ intent: "quick", body: "What is the lowest price?" }, buyer.cookie);
    expect(sent.status).toBe(303);
    expect(toastOf(sent)).toBeNull();
    const forSeller = await listMessages(t.services, { userId: seller.userId, conversationId: chatId });
    expect(forSeller.messages.map((m) => m.body)).not.toContain("What is the lowest price?");
    const forBuyer = await listMessages(t.services, { userId: buyer.userId, conversationId: chatId });
    expect(forBuyer.messages.map((m) => m.body)).toContain("What is the lowest price?");

    const reported = await post(
      { intent: "report", reason: "Fraud or scam", details: "Asked for a PIN" },
      seller.cookie,
    );
    expect(toastOf(reported)).toEqual({
      title: "Report sent",
      description: "Thanks — our team will review it",
    });
    const reports = await database.db.select().from(userReports);
    expect(reports).toMatchObject([
      { reporterId: seller.userId, reportedUserId: buyer.userId, reason: "Fraud or scam" },
    ]);
    const noReason = await post({ intent: "report" }, seller.cookie);
    expect(toastOf(noReason)).toMatchObject({
      description: "Please choose a reason.",
      variant: "destructive",
    });

    const unblocked = await post({ intent: "unblock" }, seller.cookie);
    expect(toastOf(unblocked)).toEqual({
      title: "User unblocked",
      description: "You will receive their messages again.",
    });
  });

  it("a photo is re-encoded without its EXIF and shown to the two members only", async () => {
    const form = new FormData();
    form.append("intent", "photo");
    form.append(
      "photo",
      new File([new Uint8Array(await jpegWithGps())], "scooter.jpg", { type: "image/jpeg" }),
    );
    form.append("caption", "The left side");
    const res = await t.app.request(act(), {
      method: "POST",
      headers: { Origin: origin(), Cookie: buyer.cookie },
      body: form,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back());
    const { messages } = await listMessages(t.services, { userId: seller.userId, conversationId: chatId });
    const photo = messages.at(-1);
    expect(photo).toMatchObject({ kind: "photo", body: "The left side" });
    const image = await t.app.request(t.url(photo?.photo?.url ?? "/"), {
      headers: { Cookie: seller.cookie },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.includes("MandiCam")).toBe(false);
    expect(bytes.includes("Exif")).toBe(false);

    const notImage = new FormData();
    notImage.append("intent", "photo");
    notImage.append("photo", new File(["not a photo"], "x.jpg", { type: "image/jpeg" }));
    const refused = await t.app.request(act(), {
      method: "POST",
      headers: { Origin: origin(), Cookie: buyer.cookie },
      body: notImage,
    });
    expect(toastOf(refused)).toMatchObject({ title: "Could not send the photo", variant: "destructive" });
  });
});

describe("the message box without JavaScript", () => {
  function send(body: string, cookie: string) {
    return t.app.request(t.url(`/messages/${chatId}`), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin(),
        Cookie: cookie,
      },
      body: new URLSearchParams({ body, clientId: crypto.randomUUID() }).toString(),
    });
  }

  it("sends and comes back to the conversation", async () => {
    const res = await send("Yes, still available.", seller.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/messages/${chatId}#latest`);
    const page = await listMessages(t.services, { userId: buyer.userId, conversationId: chatId });
    expect(page.messages.map((m) => m.body)).toContain("Yes, still available.");
  });

  it("a refused message comes back in the box with the reason", async () => {
    const long = `Final price ${"9".repeat(1_989)}`; // 2,001 characters
    const res = await send(long, seller.cookie);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Message not sent:");
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Final price 999/);
  });

  it("someone else's conversation is not found", async () => {
    const stranger = await signedIn("Meera", "meera@example.in", "+919800000001");
    const res = await send("Hello", stranger.cookie);
    expect(res.status).toBe(404);
  });
});

describe("/messages/new written to an address (issue 25 §7)", () => {
  function write(to: string, cookie: string) {
    return t.app.request(t.url("/messages/new"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin(), Cookie: cookie },
      body: new URLSearchParams({ to, subject: "Your scooters", body: "Any more for sale?" }).toString(),
    });
  }

  it("answers the same whether a member, a suspended member or nobody has it; the member gets the message", async () => {
    const meera = await signedIn("Meera", "meera@example.in", "+919811111111");
    await database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, meera.userId));
    const answers = [];
    for (const to of ["nobody.here@example.in", "meera@example.in", "ASHA@example.in"]) {
      const res = await write(to, buyer.cookie);
      answers.push({ status: res.status, location: res.headers.get("location"), toast: toastOf(res) });
    }
    for (const [i, answer] of answers.entries()) {
      expect(answer).toEqual({
        status: 302,
        location: "/messages",
        toast: {
          title: "Message Sent!",
          description: `If ${["nobody.here@example.in", "meera@example.in", "ASHA@example.in"][i]} is a Mandi member's e-mail, they have your message. The chat shows here when they answer.`,
        },
      });
    }
    const direct = await database.db.select().from(conversations).where(eq(conversations.kind, "direct"));
    expect(direct.map((c) => [c.buyerId, c.sellerId])).toEqual([[buyer.userId, seller.userId]]);
    const page = await listMessages(t.services, {
      userId: seller.userId,
      conversationId: direct[0]?.id ?? 0,
    });
    expect(page.messages.map((m) => m.body)).toEqual(["Any more for sale?"]);
  });
});
