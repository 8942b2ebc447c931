import { shadow } from "./scene";

/** A three-seater sofa with cushions, in a 600 × 300 box (floor at y = 300). */
export function sofa(fabric: string, cushionShade: string, pillows: readonly [string, string]): string {
  const backCushions = [0, 1, 2]
    .map((i) => `<rect x="${70 + i * 158}" y="46" width="150" height="120" rx="22" fill="${cushionShade}"/>`)
    .join("");
  const seats = [0, 1, 2]
    .map((i) => `<rect x="${66 + i * 158}" y="168" width="156" height="54" rx="16" fill="${cushionShade}"/>`)
    .join("");
  return `${shadow(300, 296, 300, 12, 0.35)}
    <rect x="36" y="20" width="528" height="200" rx="34" fill="${fabric}"/>${backCushions}
    <rect x="60" y="200" width="480" height="76" rx="14" fill="${fabric}"/>${seats}
    <rect x="0" y="110" width="92" height="176" rx="34" fill="${fabric}"/><rect x="508" y="110" width="92" height="176" rx="34" fill="${fabric}"/>
    <rect x="6" y="112" width="80" height="24" rx="12" fill="#ffffff22"/><rect x="514" y="112" width="80" height="24" rx="12" fill="#ffffff22"/>
    <rect x="104" y="92" width="88" height="88" rx="16" fill="${pillows[0]}" transform="rotate(-10 148 136)"/>
    <rect x="410" y="92" width="88" height="88" rx="16" fill="${pillows[1]}" transform="rotate(10 454 136)"/>
    <rect x="30" y="284" width="18" height="16" rx="3" fill="#4a3426"/><rect x="552" y="284" width="18" height="16" rx="3" fill="#4a3426"/>`;
}

/** A wooden bed with storage drawers, pillows and a duvet, in a 640 × 340 box (floor at y = 340). */
export function bed(wood: string, duvet: string): string {
  return `${shadow(320, 336, 330, 12, 0.35)}
    <rect x="40" y="0" width="560" height="210" rx="18" fill="${wood}"/>
    <rect x="70" y="26" width="240" height="120" rx="10" fill="#00000022"/><rect x="330" y="26" width="240" height="120" rx="10" fill="#00000022"/>
    <rect x="20" y="150" width="600" height="70" rx="14" fill="#f5f1ea"/>
    <rect x="80" y="118" width="190" height="62" rx="24" fill="#fffdf8" stroke="#e4dccf" stroke-width="3"/>
    <rect x="370" y="118" width="190" height="62" rx="24" fill="#fffdf8" stroke="#e4dccf" stroke-width="3"/>
    <path d="M20,186 Q320,166 620,186 L620,246 L20,246 Z" fill="${duvet}"/>
    <path d="M20,196 Q320,178 620,196" stroke="#ffffff44" stroke-width="6" fill="none"/>
    <rect x="10" y="240" width="620" height="80" rx="8" fill="${wood}"/>
    <rect x="40" y="254" width="260" height="52" rx="6" fill="#00000018"/><rect x="340" y="254" width="260" height="52" rx="6" fill="#00000018"/>
    <rect x="150" y="276" width="40" height="8" rx="4" fill="#d8c39a"/><rect x="450" y="276" width="40" height="8" rx="4" fill="#d8c39a"/>
    <rect x="20" y="318" width="24" height="22" fill="#3f2a1c"/><rect x="596" y="318" width="24" height="22" fill="#3f2a1c"/>`;
}

/** A floor lamp, drawn with its base centre at (x, y). */
export function floorLamp(x: number, y: number, shade = "#f3e3c3"): string {
  return `<ellipse cx="${x}" cy="${y}" rx="46" ry="10" fill="#333"/>
    <rect x="${x - 4}" y="${y - 330}" width="8" height="330" fill="#3a3a3a"/>
    <path d="M${x - 70},${y - 330} L${x - 44},${y - 420} L${x + 44},${y - 420} L${x + 70},${y - 330} Z" fill="${shade}"/>
    <ellipse cx="${x}" cy="${y - 330}" rx="70" ry="10" fill="#fff6d8" opacity=".7"/>`;
}

/** A window with a view of sky and trees, framed, at (x, y) with size w × h. */
export function windowView(x: number, y: number, w: number, h: number, frame = "#ffffff"): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#a9d8f5"/>
    <circle cx="${x + w * 0.3}" cy="${y + h * 0.95}" r="${w * 0.3}" fill="#7fbf7f"/>
    <circle cx="${x + w * 0.8}" cy="${y + h * 1.02}" r="${w * 0.35}" fill="#5fa86a"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${frame}" stroke-width="14"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${frame}" stroke-width="10"/>
    <line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${frame}" stroke-width="10"/>`;
}
