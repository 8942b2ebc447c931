import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

/** A title no other test of this run uses (workers share one server and database). */
export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A photo no other ad has: coarse random blocks, so its perceptual hash is its own. A seed photo would be another
 * seller's photo (an ad showing one is held for review), and every plain colour hashes alike.
 */
export async function distinctPhoto(name = "photo.jpg") {
  const buffer = await sharp(randomBytes(12 * 9 * 3), { raw: { width: 12, height: 9, channels: 3 } })
    .resize(96, 72, { kernel: "nearest" })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export interface TestAd {
  phone?: string;
  showPhone?: boolean;
  price?: number;
  description?: string;
}

/**
 * Posts a used sofa for the page's signed-in user through the API, the way the mobile app does (the photo first,
 * then the ad); answers the new ad's id.
 */
export async function postAd(page: Page, title: string, ad: TestAd = {}): Promise<number> {
  const photo = await page.request.post("/api/v1/photos", {
    multipart: { photo: await distinctPhoto("sofa.jpg") },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { storageKey } = (await photo.json()).photo;
  const res = await page.request.post("/api/v1/listings", {
    data: {
      category: "furniture",
      subcategory: "sofa-dining",
      title,
      description: ad.description ?? "Three-seater fabric sofa, two years old, no stains.",
      condition: "used",
      price: ad.price ?? 12000,
      photos: [storageKey],
      city: "Mumbai",
      sellerName: "Test Seller",
      sellerPhone: ad.phone ?? "98765 43210",
      showPhone: ad.showPhone ?? false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).listing.id as number;
}
