import { shadow } from "./scene";

/** Spoked wheel of a motorcycle. */
function spokedWheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 18 }, (_, i) => {
    const a = (i * Math.PI) / 9;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * (r - 12)).toFixed(1)}" y2="${(cy + Math.sin(a) * (r - 12)).toFixed(1)}" stroke="#c9ced3" stroke-width="2"/>`;
  }).join("");
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1a1b1d" stroke-width="18"/>
    <circle cx="${cx}" cy="${cy}" r="${r - 11}" fill="none" stroke="url(#chrome)" stroke-width="5"/>
    ${spokes}<circle cx="${cx}" cy="${cy}" r="16" fill="#8d949b"/><circle cx="${cx}" cy="${cy}" r="6" fill="#555"/>`;
}

/** A classic single-cylinder motorcycle facing right, in a 640 × 350 box (ground at y = 350). */
export function motorcycle(paint: string): string {
  return `${shadow(320, 350, 300, 12, 0.35)}
    <path d="M36,250 A96,96 0 0 1 200,180" fill="none" stroke="${paint}" stroke-width="16" stroke-linecap="round"/>
    ${spokedWheel(130, 260, 86)}${spokedWheel(510, 260, 86)}
    <path d="M440,222 A90,90 0 0 1 585,212" fill="none" stroke="${paint}" stroke-width="13" stroke-linecap="round"/>
    <path d="M130,260 L250,205 L360,205 L440,140" fill="none" stroke="#202225" stroke-width="11" stroke-linejoin="round"/>
    <path d="M200,160 L160,245" stroke="url(#chrome)" stroke-width="10" stroke-linecap="round"/>
    <path d="M340,258 Q250,300 130,288 L60,286" fill="none" stroke="url(#chrome)" stroke-width="16" stroke-linecap="round"/>
    <path d="M40,278 L120,280 L118,298 L40,296 Z" fill="url(#chrome)"/>
    <rect x="250" y="175" width="100" height="72" rx="10" fill="#a9b0b7"/>
    <path d="M258,188 L342,188 M258,200 L342,200 M258,212 L342,212 M258,224 L342,224" stroke="#7c848c" stroke-width="4"/>
    <circle cx="300" cy="258" r="28" fill="#8d949b"/><circle cx="300" cy="258" r="12" fill="#c9ced3"/>
    <rect x="212" y="166" width="40" height="44" rx="6" fill="${paint}"/>
    <path d="M250,150 Q258,100 330,98 Q410,96 432,130 Q420,162 360,166 L270,166 Q250,162 250,150 Z" fill="${paint}"/>
    <path d="M262,140 Q300,118 380,116 Q410,116 420,128" fill="none" stroke="#d4af37" stroke-width="4"/>
    <circle cx="340" cy="138" r="12" fill="#d4af37"/>
    <path d="M140,158 Q150,132 196,132 L252,134 Q262,150 250,162 L152,164 Z" fill="#3b2416"/>
    <path d="M440,140 L510,260" stroke="url(#chrome)" stroke-width="13" stroke-linecap="round"/>
    <path d="M404,98 Q440,86 474,92" fill="none" stroke="#18191b" stroke-width="8" stroke-linecap="round"/>
    <circle cx="478" cy="136" r="27" fill="url(#chrome)"/><circle cx="482" cy="136" r="19" fill="#fffbe6"/>
    <rect x="54" y="170" width="18" height="12" rx="3" fill="#b3101e"/>`;
}

/** A step-through scooter facing right, in a 520 × 350 box; `box` adds a delivery box on the carrier. */
export function scooter(paint: string, box?: string): string {
  const carrier = box
    ? `<rect x="28" y="18" width="176" height="112" rx="8" fill="${box}"/>
       <rect x="28" y="18" width="176" height="22" rx="8" fill="#00000026"/>
       <rect x="70" y="60" width="92" height="46" rx="6" fill="#ffffff55"/>`
    : "";
  return `${shadow(260, 344, 250, 12, 0.35)}
    <circle cx="110" cy="290" r="52" fill="#1f2124"/><circle cx="110" cy="290" r="28" fill="url(#chrome)"/>
    <circle cx="420" cy="290" r="52" fill="#1f2124"/><circle cx="420" cy="290" r="28" fill="url(#chrome)"/>
    <path d="M40,240 Q30,180 90,160 L260,150 Q300,150 300,190 L300,250 Q300,265 285,265 L170,265 Q150,270 140,250 Z" fill="${paint}"/>
    <rect x="230" y="240" width="160" height="22" rx="6" fill="#3a3d42"/>
    <path d="M370,262 Q372,232 420,228 Q470,232 472,262" fill="none" stroke="${paint}" stroke-width="14"/>
    <path d="M380,262 L350,110 Q348,80 380,76 L410,76 Q430,80 430,110 L440,240 Q442,262 420,262 Z" fill="${paint}"/>
    <path d="M392,96 L414,96 L420,180 L398,180 Z" fill="#ffffff33"/>
    <path d="M80,150 Q90,120 150,118 L270,120 Q292,124 290,148 L90,156 Z" fill="#1c1d20"/>
    <rect x="352" y="40" width="100" height="16" rx="8" fill="#2b2e33"/>
    <ellipse cx="424" cy="58" rx="24" ry="14" fill="#fffbe6" stroke="#2b2e33" stroke-width="4"/>
    <path d="M372,42 L366,12 M440,42 L448,12" stroke="#2b2e33" stroke-width="4"/>
    <ellipse cx="364" cy="10" rx="14" ry="9" fill="#2b2e33"/><ellipse cx="450" cy="10" rx="14" ry="9" fill="#2b2e33"/>
    <rect x="34" y="196" width="12" height="22" rx="4" fill="#b3101e"/>${carrier}`;
}
