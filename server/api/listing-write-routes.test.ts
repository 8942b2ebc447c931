import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listingPhotos, listings, photoUploads } from "~/db/schema";
import { jpeg, jpegWithGps, pngBomb } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;
let people = 0;

async function setUp(rateLimitScale = 100) {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale });
}
afterEach(() => t.close());

async function signUp(name = "Asha Rao") {
  people += 1;
  const phone = `+9198${String(10_000_000 + people).padStart(8, "0")}`;
  return authClient(t).signUp({ name, email: `seller${people}@example.in`, phone });
}

const api = (token: string | null, path: string, init: RequestInit = {}) =>
  t.app.request(t.url(`/api/v1${path}`), {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
const sendJson = (token: string | null, method: string, path: string, body: unknown) =>
  api(token, path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function upload(
  token: string | null,
  image: Buffer | Uint8Array,
  name = "photo.jpg",
  type = "image/jpeg",
) {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(image)], name, { type }));
  return api(token, "/photos", { method: "POST", body: form });
}
async function uploadedKey(token: string, image?: Buffer) {
  const res = await upload(token, image ?? (await jpeg()));
  expect(res.status).toBe(201);
  return (await res.json()).photo.storageKey as string;
}

const sedan = (photos: string[]) => ({
  category: "cars",
  subcategory: "sedans",
  title: "Honda City ZX 2019, single owner",
  description: "Serviced at Honda, new tyres.\nNo accidents.",
  condition: "used",
  attributes: {
    brand: "Honda",
    model: "City ZX",
    year: 2019,
    fuel: "Petrol",
    transmission: "Manual",
    kmDriven: "42,000",
    owners: "1",
  },
  price: "6,25,000",
  negotiable: true,
  photos,
  city: "pune",
  locality: "Kothrud",
  pincode: "411038",
  sellerName: "Asha Rao",
  sellerPhone: "98765 43210",
  showPhone: true,
});

describe("POST /api/v1/photos", () => {
  beforeEach(() => setUp());

  it("needs a signed-in user", async () => {
    const res = await upload(null, await jpeg());
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("UNAUTHENTICATED");
  });

  it("re-encodes to WebP in three widths without the EXIF and GPS data of the camera", async () => {
    const { token, userId } = await signUp();
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif;
    expect(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);

    const res = await upload(token, original);
    expect(res.status).toBe(201);
    const { photo } = await res.json();
    expect(photo).toMatchObject({ width: 80, height: 60, url: `/media/${photo.storageKey}/640.webp` });
    for (const width of [320, 640, 1280]) {
      const stored = await t.services.storage.get(`${photo.storageKey}/${width}.webp`);
      const meta = await sharp(stored?.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(stored?.data.includes(Buffer.from("MandiCam"))).toBe(false);
    }
    const served = await t.app.request(t.url(photo.url));
    expect(served.headers.get("cache-control")).toContain("immutable");
    const rows = await database.db.select().from(photoUploads).where(eq(photoUploads.userId, userId));
    expect(rows.map((r) => r.storageKey)).toEqual([photo.storageKey]);
  });

  it("judges the content, not the name: text called photo.jpg is refused with 415", async () => {
    const { token } = await signUp();
    const res = await upload(token, Buffer.from("just some text, honestly"), "photo.jpg", "image/jpeg");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please upload only image files (jpeg, png, etc.).",
    });
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .webp()
      .toBuffer();
    expect((await upload(token, webp, "photo.webp", "image/webp")).status).toBe(415);
  });

  it("refuses a PNG bomb and a file over 15 MB with 413", async () => {
    const { token } = await signUp();
    const bomb = await upload(token, pngBomb(), "bomb.png", "image/png");
    expect(bomb.status).toBe(413);
    expect((await bomb.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    const huge = await upload(token, Buffer.alloc(16 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe("File is larger than 15 MB.");
    expect(await database.db.select().from(photoUploads)).toEqual([]);
  });

  it("answers 415 when no file is sent", async () => {
    const { token } = await signUp();
    const res = await api(token, "/photos", { method: "POST", body: new FormData() });
    expect(res.status).toBe(415);
  });
});

describe("POST /api/v1/listings", () => {
  beforeEach(() => setUp());

  it("posts an active ad for 30 days with its photos in order, findable by search at once", async () => {
    const { token, userId } = await signUp();
    const first = await uploadedKey(token);
    const second = await uploadedKey(token, await jpeg(90, 60, { r: 0, g: 200, b: 0 }));
    const res = await sendJson(token, "POST", "/listings", sedan([second, first]));
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing).toMatchObject({ title: "Honda City ZX 2019, single owner", status: "active" });
    expect(listing.url).toBe(`/product/${listing.id}`);
    const days = (Date.parse(listing.expiresAt) - Date.parse(listing.postedAt)) / 86_400_000;
    expect(days).toBe(30);

    const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      userId,
      categoryText: "Cars Sedans",
      price: 625000,
      negotiable: true,
      condition: "used",
      city: "Pune",
      state: "Maharashtra",
      locality: "Kothrud",
      pincode: "411038",
      sellerPhone: "+919876543210",
      showPhone: true,
      attributes: {
        brand: "Honda",
        model: "City ZX",
        year: 2019,
        fuel: "Petrol",
        transmission: "Manual",
        kmDriven: 42000,
        owners: 1,
      },
    });
    expect(row?.lat).toBeCloseTo(18.52, 1);
    const photos = await database.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listing.id));
    expect(photos.sort((a, b) => a.position - b.position).map((p) => [p.storageKey, p.width])).toEqual([
      [second, 90],
      [first, 64],
    ]);
    expect(await database.db.select().from(photoUploads)).toEqual([]);

    const found = await (await api(null, "/listings?q=honda%20city")).json();
    expect(found.listings.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    expect(found.listings[0].cover.storageKey).toBe(second);
  });

  it("answers 401 to a visitor before looking at the body", async () => {
    const res = await sendJson(null, "POST", "/listings", {});
    expect(res.status).toBe(401);
  });

  it("names every missing field of every step with the form's messages", async () => {
    const { token } = await signUp();
    const res = await sendJson(token, "POST", "/listings", { category: "cars", subcategory: "sedans" });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe("VALIDATION");
    expect(error.fields).toMatchObject({
      title: "Title is required.",
      description: "Description is required.",
      price: "Price is required.",
      photos: "Please upload at least one photo.",
      city: "Location is required.",
      sellerName: "Name is required.",
      sellerPhone: "Phone is required.",
    });
    // Spec section 5 requires no more: the condition and the car's own fields are checked only when given.
    expect(Object.keys(error.fields)).toHaveLength(7);
    const bad = await sendJson(token, "POST", "/listings", {
      ...sedan([]),
      price: "-5",
      pincode: "12",
      sellerPhone: "12",
    });
    expect((await bad.json()).error.fields).toMatchObject({
      price: "Price cannot be negative.",
      pincode: "PIN code must be 6 digits.",
      sellerPhone: "Please enter a valid phone number, e.g. +91 98765 43210.",
    });
  });

  it("checks each category's own fields when given: a job's salary is its price", async () => {
    const { token } = await signUp();
    const job = {
      ...sedan([await uploadedKey(token)]),
      category: "jobs",
      subcategory: "driver",
      title: "Driver needed in Kothrud",
      condition: undefined,
      price: undefined,
      attributes: { positionType: "Full-time", salaryPeriod: "Monthly", salaryFrom: 18000, salaryTo: 15000 },
    };
    const backwards = await sendJson(token, "POST", "/listings", job);
    expect((await backwards.json()).error.fields).toEqual({
      "attributes.salaryTo": "Salary to cannot be less than salary from.",
    });
    const posted = await sendJson(token, "POST", "/listings", {
      ...job,
      attributes: { ...job.attributes, salaryTo: 25000 },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const [row] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.id, (await posted.json()).listing.id));
    expect(row).toMatchObject({ price: 18000, condition: null, categoryText: "Jobs Driver" });

    const flat = {
      ...job,
      category: "properties",
      subcategory: "for-rent-houses-apartments",
      attributes: { type: "Castle", bhk: "2" },
    };
    expect((await (await sendJson(token, "POST", "/listings", flat)).json()).error.fields).toEqual({
      "attributes.type": "Please choose the property type.",
      price: "Price is required.",
    });
    const flatPosted = await sendJson(token, "POST", "/listings", {
      ...flat,
      title: "2 BHK flat for rent in Kothrud",
      photos: [await uploadedKey(token)],
      price: 22000,
      attributes: { type: "Apartment", bhk: "2" },
    });
    expect(flatPosted.status).toBe(201);
    const [flatRow] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.id, (await flatPosted.json()).listing.id));
    expect(flatRow?.attributes).toEqual({ type: "Apartment", bhk: 2 });
    // A phone with only a title, a description and the spec's other required fields posts.
    const mobile = {
      ...sedan([await uploadedKey(token)]),
      title: "Redmi Note 12, 6 GB RAM",
      category: "mobiles",
      subcategory: "mobile-phones",
      condition: undefined,
      attributes: { brand: "" },
    };
    expect((await sendJson(token, "POST", "/listings", mobile)).status).toBe(201);
  });

  it("refuses an unknown category, subcategory or city by field", async () => {
    const { token } = await signUp();
    const key = await uploadedKey(token);
    const res = await sendJson(token, "POST", "/listings", {
      ...sedan([key]),
      subcategory: "spaceships",
      city: "Atlantis",
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields).toEqual({
      subcategory: "Choose a subcategory.",
      city: "Choose a city from the list.",
    });
  });

  it("attaches only photos the author uploaded, each to one ad", async () => {
    const asha = await signUp("Asha");
    const ravi = await signUp("Ravi");
    const ashaKey = await uploadedKey(asha.token);
    const stolen = await sendJson(ravi.token, "POST", "/listings", sedan([ashaKey]));
    expect(stolen.status).toBe(422);
    expect((await stolen.json()).error.fields.photos).toMatch(/no longer available/);
    expect((await sendJson(asha.token, "POST", "/listings", sedan([ashaKey]))).status).toBe(201);
    const again = await sendJson(asha.token, "POST", "/listings", {
      ...sedan([ashaKey]),
      title: "Honda City ZX 2019, second one",
    });
    expect(again.status).toBe(422);
    expect(await database.db.select().from(listings)).toHaveLength(1);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const { token } = await signUp();
    const res = await api(token, "/listings", { method: "POST", body: "title=x" });
    expect(res.status).toBe(415);
  });
});

describe("PATCH /api/v1/listings/{id}", () => {
  beforeEach(() => setUp());

  async function postedBy(token: string) {
    const keys = [await uploadedKey(token), await uploadedKey(token)];
    const res = await sendJson(token, "POST", "/listings", sedan(keys));
    return { id: (await res.json()).listing.id as number, keys };
  }

  it("lets the owner change fields and photos; dropped photos are deleted", async () => {
    const { token } = await signUp();
    const { id, keys } = await postedBy(token);
    const added = await uploadedKey(token);
    const res = await sendJson(token, "PATCH", `/listings/${id}`, {
      title: "Honda City ZX, price drop",
      price: 599000,
      photos: [added, keys[1]],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({
      id,
      title: "Honda City ZX, price drop",
      status: "active",
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ price: 599000, attributes: { brand: "Honda", year: 2019 }, city: "Pune" });
    const photos = await database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, id));
    expect(photos.sort((a, b) => a.position - b.position).map((p) => p.storageKey)).toEqual([added, keys[1]]);
    expect(await t.services.storage.get(`${keys[0]}/320.webp`)).toBeNull();
    expect(await t.services.storage.get(`${keys[1]}/320.webp`)).not.toBeNull();
  });

  it("answers 404 for another user's ad and changes nothing", async () => {
    const asha = await signUp("Asha");
    const ravi = await signUp("Ravi");
    const { id } = await postedBy(asha.token);
    const res = await sendJson(ravi.token, "PATCH", `/listings/${id}`, { title: "Mine now" });
    expect(res.status).toBe(404);
    expect((await sendJson(ravi.token, "PATCH", "/listings/999999", { title: "x" })).status).toBe(404);
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.title).toBe("Honda City ZX 2019, single owner");
    expect((await sendJson(null, "PATCH", `/listings/${id}`, { title: "x" })).status).toBe(401);
  });

  it("checks the result is still a complete ad", async () => {
    const { token } = await signUp();
    const { id } = await postedBy(token);
    const blank = await sendJson(token, "PATCH", `/listings/${id}`, { title: " " });
    expect(blank.status).toBe(422);
    expect((await blank.json()).error.fields).toEqual({ title: "Title is required." });
    const partial = await sendJson(token, "PATCH", `/listings/${id}`, { attributes: { year: "1800" } });
    expect((await partial.json()).error.fields).toEqual({ "attributes.year": "Year must be at least 1950." });
    expect((await sendJson(token, "PATCH", "/listings/abc", { title: "x" })).status).toBe(422);
  });
});

describe("limits", () => {
  beforeEach(() => setUp(0.05));

  it("rate-limits posting per user", async () => {
    const { token } = await signUp();
    expect((await sendJson(token, "POST", "/listings", sedan([await uploadedKey(token)]))).status).toBe(201);
    const second = await sendJson(token, "POST", "/listings", {
      ...sedan([await uploadedKey(token)]),
      title: "Honda City ZX 2019, second one",
    });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await second.json()).error.code).toBe("RATE_LIMITED");
  });
});

describe("a seller's duplicate ad", () => {
  beforeEach(() => setUp());

  it("is refused with 409 and the ad they already have; the same title with another photo is not", async () => {
    const { token } = await signUp();
    const sofa = await readFile("db/seed/photos/sofa-grey.jpg");
    const first = await sendJson(token, "POST", "/listings", sedan([await uploadedKey(token, sofa)]));
    expect(first.status).toBe(201);
    const { id } = (await first.json()).listing;
    // The same photo again (smaller, re-encoded) under the same title, written differently.
    const resized = await sharp(sofa).resize({ width: 500 }).jpeg({ quality: 60 }).toBuffer();
    const again = await sendJson(token, "POST", "/listings", {
      ...sedan([await uploadedKey(token, resized)]),
      title: "HONDA CITY ZX 2019 — single owner!",
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: "CONFLICT",
      message:
        "You already have this ad: “Honda City ZX 2019, single owner”. Renew or edit it from My Listings instead of posting it again.",
    });
    expect(await database.db.select({ id: listings.id }).from(listings)).toEqual([{ id }]);
    const dashboard = await readFile("db/seed/photos/car-dashboard.jpg");
    const other = await sendJson(token, "POST", "/listings", sedan([await uploadedKey(token, dashboard)]));
    expect(other.status).toBe(201);
  });
});

describe("OpenAPI", () => {
  beforeEach(() => setUp());

  it("documents posting, editing and photo uploads", async () => {
    const doc = await (await api(null, "/openapi.json")).json();
    expect(
      doc.paths["/listings"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("attributes");
    expect(doc.paths["/listings/{id}"].patch.responses).toHaveProperty("404");
    expect(doc.paths["/photos"].post.requestBody.content).toHaveProperty("multipart/form-data");
  });
});
