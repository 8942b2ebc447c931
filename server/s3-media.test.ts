import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage, type S3Storage } from "~/adapters/storage/s3-storage";
import type { Database } from "~/db/client.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { jpeg } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { type S3Server, startS3Server } from "~/tests/support/s3-server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { loadConfig } from "./config";

/** Photos in an S3 bucket (decision 019): uploaded, served by /media and /chat-media, deleted with their ad. */

let s3: S3Server;
let storage: S3Storage;
let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let asha: Member;

beforeAll(async () => {
  s3 = await startS3Server();
  // Configured as production is: STORAGE_URL and the keys, through loadConfig.
  const { objectStorage } = loadConfig({ DATA_DIR: "/nonexistent", AUTH_SECRET: "s".repeat(32), ...s3.env });
  if (!objectStorage) throw new Error("STORAGE_URL was not read");
  storage = createS3Storage(objectStorage);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});
beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100, storage });
  asha = await authClient(t).signUp({ name: "Asha Rao", email: "asha@example.in", phone: "+919876543210" });
});
afterEach(() => t.close());

const api = (who: Member | null, path: string, init: RequestInit = {}) =>
  t.app.request(t.url(path), {
    ...init,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...init.headers },
  });
const sendJson = (who: Member, path: string, body: unknown) =>
  api(who, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const photoForm = async () => {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(await jpeg())], "photo.jpg", { type: "image/jpeg" }));
  return form;
};
const isWebp = async (res: Response) =>
  (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format === "webp";

describe("photos in S3 storage", () => {
  it("stores an ad's photo in the bucket, serves it from /media, and deletes it with the ad", async () => {
    const uploaded = await api(asha, "/api/v1/photos", { method: "POST", body: await photoForm() });
    expect(uploaded.status).toBe(201);
    const { photo } = await uploaded.json();
    const key: string = photo.storageKey;
    expect(await s3.keys(`${key}/`)).toEqual([`${key}/1280.webp`, `${key}/320.webp`, `${key}/640.webp`]);

    const posted = await sendJson(asha, "/api/v1/listings", {
      category: "cars",
      subcategory: "sedans",
      title: "Honda City ZX 2019, single owner",
      description: "Serviced at Honda, new tyres.\nNo accidents.",
      condition: "used",
      attributes: { brand: "Honda", model: "City ZX", year: 2019, fuel: "Petrol", transmission: "Manual" },
      price: "6,25,000",
      photos: [key],
      city: "pune",
      locality: "Kothrud",
      pincode: "411038",
      sellerName: "Asha Rao",
      sellerPhone: "98765 43210",
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { listing } = await posted.json();

    const served = await api(null, `/media/${key}/640.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await isWebp(served)).toBe(true);
    expect((await api(null, `/media/${key}/800.webp`)).status).toBe(404);

    const deleted = await api(asha, `/api/v1/listings/${listing.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await s3.keys(`${key}/`)).toEqual([]);
    expect((await api(null, `/media/${key}/640.webp`)).status).toBe(404);
  });

  it("keeps a chat photo in the bucket for the conversation's members through /chat-media only", async () => {
    const ravi = await authClient(t).signUp({
      name: "Ravi",
      email: "ravi@example.in",
      phone: "+919812345678",
    });
    const listingId = await insertListing(database.db, { title: "Study table", userId: asha.userId });
    const opened = await sendJson(ravi, "/api/v1/conversations", {
      listingId,
      subject: "Study table",
      body: "Is it still available?",
    });
    const { conversationId } = await opened.json();
    const sent = await api(ravi, `/api/v1/conversations/${conversationId}/photos`, {
      method: "POST",
      body: await photoForm(),
    });
    expect(sent.status).toBe(201);
    const { message } = await sent.json();
    const chatKeys = await s3.keys("chat/");
    expect(chatKeys.filter((k) => k.endsWith("/640.webp"))).toHaveLength(1);

    for (const who of [asha, ravi]) {
      const got = await api(who, `/chat-media/${message.id}/640`);
      expect(got.status).toBe(200);
      expect(got.headers.get("cache-control")).toBe("no-store");
      expect(await isWebp(got)).toBe(true);
    }
    expect((await api(null, `/chat-media/${message.id}/640`)).status).toBe(404);
    expect((await api(null, `/media/${chatKeys[0]}`)).status).toBe(404);
  });
});
