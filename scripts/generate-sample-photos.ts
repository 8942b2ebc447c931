// Draws the sample listing photos (db/seed/photos/*.jpg) and the blog covers (public/images/blog/*.webp) from
// SVG with sharp, so the repository ships its own pictures. Run: npx tsx scripts/generate-sample-photos.ts
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BLOG_POSTS } from "../db/seed/content-blog";
import { rentingCover, safetyCover, sellCarCover } from "./sample-photos/blog-covers";
import { SAMPLE_PHOTOS } from "./sample-photos/photo-list";

const root = path.resolve(import.meta.dirname, "..");
const photosDir = path.join(root, "db/seed/photos");
const blogDir = path.join(root, "public/images/blog");

const covers: Record<string, () => string> = {
  "safe-deals-buying-selling-online": safetyCover,
  "sell-your-used-car-faster": sellCarCover,
  "renting-your-first-flat-checklist": rentingCover,
};

async function main() {
  const missing = BLOG_POSTS.filter((p) => !covers[p.slug]).map((p) => p.slug);
  if (missing.length > 0) throw new Error(`No cover drawn for blog posts: ${missing.join(", ")}`);

  await rm(photosDir, { recursive: true, force: true });
  await mkdir(photosDir, { recursive: true });
  await mkdir(blogDir, { recursive: true });

  for (const [file, draw] of Object.entries(SAMPLE_PHOTOS)) {
    await sharp(Buffer.from(draw())).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(photosDir, file));
  }
  for (const [slug, draw] of Object.entries(covers)) {
    await sharp(Buffer.from(draw()))
      .webp({ quality: 80 })
      .toFile(path.join(blogDir, `${slug}.webp`));
  }

  const files = await readdir(photosDir);
  let total = 0;
  for (const f of files) total += (await stat(path.join(photosDir, f))).size;
  console.log(`${files.length} sample photos, ${(total / 1024).toFixed(0)} KiB in db/seed/photos`);
  console.log(`${Object.keys(covers).length} blog covers in public/images/blog`);
}

await main();
