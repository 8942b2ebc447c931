import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { messages } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { jpeg, jpegWithGps } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/** Photos in a chat: sent through the ads' pipeline, and shown by /chat-media to the two members alone. */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let seller: Member;
let buyer: Member;
let stranger: Member;
let conversationId: number;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100 });
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
  stranger = await auth.signUp({ name: "Mallory", email: "mallory@example.in", phone: "+919811111111" });
  const listingId = await insertListing(database.db, { title: "Study table", userId: seller.userId });
  const res = await t.app.request(t.url("/api/v1/conversations"), {
    method: "POST",
    headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
    body: JSON.stringify({ listingId, subject: "Study table", body: "Is it still available?" }),
  });
  conversationId = (await res.json()).conversationId;
});
afterEach(() => t.close());

function sendPhoto(
  who: Member | null,
  file: Blob | null,
  fields: Record<string, string> = {},
  id = conversationId,
) {
  const form = new FormData();
  if (file) form.append("photo", file, "photo.jpg");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return t.app.request(t.url(`/api/v1/conversations/${id}/photos`), {
    method: "POST",
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    body: form,
  });
}

const media = (path: string, who?: Member | null) =>
  t.app.request(t.url(path), { headers: who ? { authorization: `Bearer ${who.token}` } : {} });

const image = (data: Buffer, type = "image/jpeg") => new Blob([new Uint8Array(data)], { type });

describe("photos in a chat", () => {
  it("re-encodes a photo without its location and shows it to both members at three sizes", async () => {
    const res = await sendPhoto(seller, image(await jpegWithGps()), {
      caption: "Another angle",
      clientId: "photo-000001",
    });
    expect(res.status).toBe(201);
    const { message } = await res.json();
    expect(message).toMatchObject({
      kind: "photo",
      body: "Another angle",
      photo: { url: `/chat-media/${message.id}/640`, largeUrl: `/chat-media/${message.id}/1280` },
    });

    for (const who of [buyer, seller]) {
      for (const width of [320, 640, 1280]) {
        const got = await media(`/chat-media/${message.id}/${width}`, who);
        expect(got.status, `${width}`).toBe(200);
        expect(got.headers.get("content-type")).toBe("image/webp");
        // Not kept on the device: a shared phone must not show it after the member signs out (issue 25 §7).
        expect(got.headers.get("cache-control")).toBe("no-store");
        const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
      }
    }
    // The ads' public /media never serves it, however its key is spelled.
    const [row] = await database.db.select().from(messages).where(eq(messages.id, message.id));
    const key = row?.photoKey ?? "";
    expect(key).toMatch(/^chat\//);
    expect((await t.services.storage.get(`${key}/640.webp`))?.data.byteLength).toBeGreaterThan(0);
    for (const path of [
      `/media/${key}/640.webp`,
      `/media/${encodeURIComponent(`${key}/640.webp`)}`,
      `/media/%63hat/${key.slice(5)}/640.webp`,
      `/media/listings/../${key}/640.webp`,
      `/media/listings/%2E%2E/${key}/640.webp`,
      `/media/./${key}/640.webp`,
    ]) {
      expect((await media(path, buyer)).status, path).toBe(404);
    }

    // Sent again with the same client id: stored once.
    const again = await sendPhoto(seller, image(await jpegWithGps()), { clientId: "photo-000001" });
    expect(again.status).toBe(200);
    expect((await again.json()).message.id).toBe(message.id);
  });

  it("answers everyone else the same 404: a stranger, a visitor, a text message, a size not made", async () => {
    const res = await sendPhoto(buyer, image(await jpeg()));
    const { message } = await res.json();
    const [text] = (await (await media(`/api/v1/conversations/${conversationId}/messages`, buyer)).json())
      .messages;
    for (const [path, who] of [
      [`/chat-media/${message.id}/640`, stranger],
      [`/chat-media/${message.id}/640`, null],
      [`/chat-media/${text.id}/640`, buyer],
      [`/chat-media/${message.id}/800`, buyer],
      [`/chat-media/${message.id}/64000`, buyer],
      [`/chat-media/987654/640`, buyer],
      ["/chat-media/abc/640", buyer],
      [`/chat-media/${message.id}/abc`, buyer],
    ] as const) {
      const got = await media(path, who);
      expect(got.status, `${path} ${who?.userId ?? "visitor"}`).toBe(404);
      expect(got.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a stranger 404, a visitor 401, and what is not an image 415, storing nothing", async () => {
    expect((await sendPhoto(stranger, image(await jpeg()))).status).toBe(404);
    expect((await sendPhoto(null, image(await jpeg()))).status).toBe(401);
    const notImage = await sendPhoto(buyer, image(Buffer.from("just some text"), "image/jpeg"));
    expect(notImage.status).toBe(415);
    expect(await notImage.json()).toMatchObject({
      error: {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: expect.any(String),
        fields: { photo: expect.any(String) },
      },
    });
    const noFile = await sendPhoto(buyer, null, { caption: "where is it" });
    expect(noFile.status).toBe(415);
    const longCaption = await sendPhoto(buyer, image(await jpeg()), { caption: "a".repeat(2001) });
    expect(longCaption.status).toBe(422);
    expect((await longCaption.json()).error.fields.caption).toBe(
      "A caption can be at most 2,000 characters.",
    );
    const badId = await sendPhoto(buyer, image(await jpeg()), {}, 0);
    expect(badId.status).toBe(422);
    const page = await (await media(`/api/v1/conversations/${conversationId}/messages`, buyer)).json();
    expect(page.messages).toHaveLength(1);
  });
});
