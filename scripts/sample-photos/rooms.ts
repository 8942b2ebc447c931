import { bed, floorLamp, sofa, windowView } from "./furniture";
import { place, pottedPlant, shadow } from "./scene";

/** A residential block with balconies and a rooftop water tank, in canvas coordinates. */
export function apartmentBlock(x: number, width: number, top: number, wall: string, floors: number): string {
  const ground = 600;
  const floorH = (ground - top) / floors;
  const cols = Math.max(3, Math.round(width / 90));
  const colW = width / cols;
  const cells: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * colW + colW * 0.2;
      const wy = top + f * floorH + floorH * 0.2;
      cells.push(
        `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(colW * 0.6).toFixed(1)}" height="${(floorH * 0.55).toFixed(1)}" fill="#9cc3dc" stroke="#ffffff" stroke-width="3"/>`,
      );
      if (c % 2 === 1) {
        const by = top + (f + 1) * floorH - floorH * 0.18;
        cells.push(
          `<rect x="${(x + c * colW + 4).toFixed(1)}" y="${by.toFixed(1)}" width="${(colW - 8).toFixed(1)}" height="${(floorH * 0.18).toFixed(1)}" fill="#00000022"/>`,
        );
      }
    }
  }
  return `<rect x="${x}" y="${top}" width="${width}" height="${ground - top}" fill="${wall}"/>
    <rect x="${x - 8}" y="${top - 12}" width="${width + 16}" height="14" fill="#00000030"/>
    <rect x="${x + width * 0.7}" y="${top - 56}" width="46" height="44" rx="8" fill="#1d1e20"/>
    <rect x="${x + width * 0.7 - 4}" y="${top - 60}" width="54" height="10" rx="4" fill="#2a2b2e"/>
    ${cells.join("")}<rect x="${x + width / 2 - 34}" y="${ground - 70}" width="68" height="70" fill="#6d4c41"/>`;
}

export function tree(x: number, y: number, size = 1): string {
  return place(
    `<rect x="-8" y="-90" width="16" height="90" fill="#6d4c41"/><circle cx="0" cy="-120" r="60" fill="#4c9a52"/>
     <circle cx="-36" cy="-96" r="40" fill="#5aae5f"/><circle cx="34" cy="-100" r="42" fill="#438a49"/>`,
    x,
    y,
    size,
  );
}

/** A living room: window, rug, sofa, floor lamp and a plant. */
export function livingRoom(): string {
  return `${windowView(600, 120, 240, 240)}
    <rect x="120" y="140" width="180" height="120" fill="#f1e6d2" stroke="#8d6e63" stroke-width="10"/>
    <path d="M140,240 L190,190 L220,220 L250,180 L285,240 Z" fill="#7aa37a"/>
    <ellipse cx="450" cy="640" rx="360" ry="50" fill="#c27c5e" opacity=".85"/>
    ${place(sofa("#607d8b", "#78909c", ["#ffb74d", "#f06292"]), 150, 330, 0.95)}
    ${floorLamp(820, 610)}${pottedPlant(80, 620, 1.1)}`;
}

/** A modular kitchen: tiled backsplash, cabinets, hob, chimney and sink. */
export function kitchen(): string {
  const tiles = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${60 + i * 72}" y1="330" x2="${60 + i * 72}" y2="440" stroke="#dfe5e8" stroke-width="3"/>`,
  ).join("");
  const doors = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${70 + i * 140}" y="470" width="130" height="190" rx="6" fill="#f7f7f2" stroke="#c9c9bf" stroke-width="3"/>
     <rect x="${125 + i * 140}" y="490" width="20" height="6" rx="3" fill="#8d8d86"/>`,
  ).join("");
  const upper = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${[70, 210, 620, 760][i]}" y="90" width="130" height="170" rx="6" fill="#3d7d6d" stroke="#2f6457" stroke-width="3"/>`,
  ).join("");
  return `<rect x="60" y="330" width="840" height="110" fill="#f5f8f9"/>
    <line x1="60" y1="385" x2="900" y2="385" stroke="#dfe5e8" stroke-width="3"/>${tiles}
    ${upper}<path d="M390,250 L570,250 L610,320 L350,320 Z" fill="#b0b7bd"/><rect x="440" y="90" width="80" height="160" fill="#c2c8cd"/>
    <rect x="50" y="440" width="860" height="30" rx="4" fill="#3a3b3f"/>${doors}
    <rect x="390" y="426" width="180" height="16" rx="4" fill="#1e1f22"/>
    <ellipse cx="435" cy="426" rx="28" ry="6" fill="#55585e"/><ellipse cx="525" cy="426" rx="28" ry="6" fill="#55585e"/>
    <rect x="660" y="438" width="150" height="12" rx="4" fill="#aeb5bb"/>
    <path d="M760,438 L760,380 Q760,366 744,366 L724,366" stroke="#aeb5bb" stroke-width="8" fill="none"/>
    ${pottedPlant(150, 438, 0.45, "#eeeeee")}`;
}

/** A bedroom: window with curtains, the bed and a bedside table with a lamp. */
export function bedroom(): string {
  return `${windowView(340, 90, 280, 200)}
    <path d="M300,80 Q330,200 310,320 L360,320 Q350,200 360,80 Z M660,80 Q630,200 650,320 L600,320 Q610,200 600,80 Z" fill="#d7a86e"/>
    ${place(bed("#8d5a3b", "#4f83a8"), 160, 300, 1)}
    <rect x="40" y="500" width="110" height="140" rx="6" fill="#8d5a3b"/>${shadow(95, 640, 60, 8)}
    <rect x="80" y="430" width="30" height="70" fill="#e8d6b0"/><path d="M60,430 L70,380 L120,380 L130,430 Z" fill="#fff3d6"/>`;
}
