import { shadow } from "./scene";

/** A tractor facing right, big rear wheel, in a 640 × 390 box (ground at y = 390). */
export function tractor(paint: string): string {
  return `${shadow(330, 388, 320, 14, 0.35)}
    <rect x="430" y="110" width="14" height="100" rx="4" fill="#222"/><rect x="424" y="104" width="26" height="12" rx="3" fill="#222"/>
    <path d="M260,196 L560,206 Q592,210 594,240 L594,300 L290,300 Z" fill="${paint}"/>
    <path d="M270,212 L560,220" stroke="#ffffff55" stroke-width="6"/>
    <path d="M580,214 L594,216 L594,296 L580,296 Z" fill="#3a3d42"/>
    <path d="M584,230 L590,230 M584,246 L590,246 M584,262 L590,262 M584,278 L590,278" stroke="#9aa1a8" stroke-width="4"/>
    <rect x="300" y="296" width="230" height="34" rx="6" fill="#5d6167"/>
    <circle cx="565" cy="226" r="10" fill="#fffbe6" stroke="#333" stroke-width="3"/>
    <path d="M250,200 L232,128" stroke="#222" stroke-width="9" stroke-linecap="round"/>
    <ellipse cx="232" cy="126" rx="32" ry="9" fill="none" stroke="#222" stroke-width="7"/>
    <path d="M120,170 Q124,146 160,146 L200,148 Q206,168 196,176 L126,180 Z" fill="#1c1d20"/>
    <path d="M160,176 L190,240" stroke="#333" stroke-width="12"/>
    <circle cx="170" cy="280" r="110" fill="#1f2124"/>
    <circle cx="170" cy="280" r="102" fill="none" stroke="#34373c" stroke-width="14" stroke-dasharray="16 12"/>
    <circle cx="170" cy="280" r="62" fill="#e0b10f"/><circle cx="170" cy="280" r="26" fill="#bfc4c9"/>
    <path d="M50,238 A122,122 0 0 1 292,228 L292,250 A108,108 0 0 0 66,258 Z" fill="${paint}"/>
    <circle cx="522" cy="330" r="60" fill="#1f2124"/>
    <circle cx="522" cy="330" r="54" fill="none" stroke="#34373c" stroke-width="8" stroke-dasharray="10 8"/>
    <circle cx="522" cy="330" r="32" fill="#e0b10f"/><circle cx="522" cy="330" r="12" fill="#bfc4c9"/>
    <path d="M452,292 A72,72 0 0 1 594,292" fill="none" stroke="${paint}" stroke-width="12"/>`;
}

/** A moving truck with a closed container, facing right, in a 700 × 350 box. */
export function movingTruck(cab: string, stripe: string): string {
  const wheels = [120, 214, 590]
    .map(
      (x) =>
        `<circle cx="${x}" cy="300" r="44" fill="#1f2124"/><circle cx="${x}" cy="300" r="22" fill="url(#chrome)"/>`,
    )
    .join("");
  return `${shadow(350, 344, 340, 12, 0.35)}
    <rect x="20" y="36" width="450" height="240" rx="10" fill="#eef1f3" stroke="#c5ccd2" stroke-width="4"/>
    <rect x="20" y="150" width="450" height="36" fill="${stripe}"/>
    <path d="M40,60 L40,254 M450,60 L450,254" stroke="#c5ccd2" stroke-width="3"/>
    <path d="M470,118 L590,118 Q622,120 642,168 L684,196 Q690,200 690,210 L690,280 L470,280 Z" fill="${cab}"/>
    <path d="M490,134 L580,134 Q602,136 616,176 L490,176 Z" fill="url(#glass)"/>
    <rect x="500" y="196" width="30" height="7" rx="3" fill="#00000055"/>
    <rect x="664" y="214" width="26" height="22" rx="4" fill="#fff6d5"/>
    <rect x="20" y="270" width="670" height="16" fill="#2b2e33"/>${wheels}`;
}

/** A stack of taped cardboard boxes, in a 260 × 260 box. */
export function cartons(): string {
  const box = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c89b66" stroke="#9b7246" stroke-width="3"/>
     <rect x="${x + w / 2 - 10}" y="${y}" width="20" height="${h}" fill="#e7cfa0" opacity=".8"/>`;
  return `${shadow(130, 258, 130, 10)}${box(0, 140, 140, 118)}${box(130, 160, 130, 98)}${box(30, 40, 120, 100)}`;
}
