// npx tsx scripts/generate-app-icons.ts — draws the installed app's icons (public/icons/*.png, named by the web app
// manifest public/manifest.webmanifest and app/root.tsx) from one SVG with sharp. Re-run it after changing the mark.
// Maskable icons keep the mark inside the middle 80 %, the part every launcher's mask leaves visible.
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../public/icons");
const TEAL = "#002f34";

/** Mandi's "M" on the brand teal; `scale` shrinks the mark towards the middle (maskable icons). */
function icon(scale: number, rounded: boolean): string {
  const inset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${TEAL}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <path d="M120 380V140l136 150 136-150v240" fill="none" stroke="#ffffff" stroke-width="56"
      stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="444" cy="84" r="26" fill="#23e5db"/>
  </g>
</svg>`;
}

writeFileSync(path.join(out, "icon.svg"), `${icon(1, true)}\n`);
const sizes: [file: string, size: number, svg: string][] = [
  ["icon-192.png", 192, icon(1, true)],
  ["icon-512.png", 512, icon(1, true)],
  ["maskable-512.png", 512, icon(0.72, false)],
  ["apple-touch-icon.png", 180, icon(0.8, false)],
];
for (const [file, size, svg] of sizes) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
}
console.log(`wrote ${sizes.length} icons and icon.svg to ${path.relative(process.cwd(), out)}`);
