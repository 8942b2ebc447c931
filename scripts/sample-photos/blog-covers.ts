import { carSide } from "./cars";
import { phoneFront } from "./gadgets";
import { apartmentBlock, tree } from "./rooms";
import { photo, place } from "./scene";

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
const size = { width: COVER_WIDTH, height: COVER_HEIGHT };

/** Safety: a phone guarded by a shield with a tick. */
export function safetyCover(): string {
  return photo(
    `<circle cx="980" cy="110" r="160" fill="#23e5db" opacity=".12"/><circle cx="160" cy="560" r="220" fill="#23e5db" opacity=".08"/>
     ${place(phoneFront("#101314"), 360, 90, 0.78, -8)}
     <path d="M700,110 L900,170 L900,330 Q900,480 700,560 Q500,480 500,330 L500,170 Z" fill="#23e5db"/>
     <path d="M700,150 L860,198 L860,330 Q860,450 700,516 Z" fill="#ffffff30"/>
     <path d="M610,330 L680,400 L800,260" stroke="#002f34" stroke-width="38" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    { sky: ["#002f34", "#0b5158"] },
    size,
  );
}

/** Selling a car: a hatchback with a price tag. */
export function sellCarCover(): string {
  return photo(
    `${place(carSide("#1565c0", "hatchback"), 140, 250, 1.15)}
     <g transform="rotate(-14 960 170)">
       <path d="M860,110 L1060,110 Q1078,110 1078,128 L1078,232 Q1078,250 1060,250 L860,250 L800,180 Z" fill="#fff"/>
       <circle cx="846" cy="180" r="14" fill="#ffce32"/>
       <rect x="900" y="150" width="140" height="22" rx="11" fill="#002f34"/><rect x="900" y="188" width="96" height="18" rx="9" fill="#23a69e"/>
     </g>`,
    { sky: ["#ffe48a", "#ffce32"], floor: "#e0b21f", floorY: 560 },
    size,
  );
}

/** Renting a flat: apartment blocks and a big key. */
export function rentingCover(): string {
  return photo(
    `<g transform="translate(0 -40)">${apartmentBlock(150, 300, 170, "#f3e1c7", 8)}${apartmentBlock(480, 220, 260, "#d7e3ec", 6)}
     ${tree(110, 600, 0.9)}${tree(740, 600, 0.8)}</g>
     <rect x="0" y="560" width="1200" height="70" fill="#9ccc65"/>
     <g transform="translate(-90 20) rotate(-30 980 300)">
       <circle cx="900" cy="300" r="80" fill="none" stroke="#f2b01e" stroke-width="36"/>
       <rect x="976" y="284" width="230" height="34" rx="8" fill="#f2b01e"/>
       <rect x="1150" y="316" width="24" height="52" rx="4" fill="#f2b01e"/><rect x="1100" y="316" width="24" height="40" rx="4" fill="#f2b01e"/>
     </g>`,
    { sky: ["#cfe8fb", "#fdf1e1"] },
    size,
  );
}
