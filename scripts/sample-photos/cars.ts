import { place, shadow, wheel } from "./scene";

/** Side view of a hatchback or an SUV, facing right, drawn in a 640 × 270 box whose bottom is the ground. */
export function carSide(body: string, kind: "hatchback" | "suv", dark = "#00000055"): string {
  const suv = kind === "suv";
  const outline = suv
    ? "M18,200 L20,120 Q22,100 48,96 L60,30 Q64,14 86,12 L420,10 Q444,10 458,26 L520,92 L600,104 Q628,110 632,140 L634,196 Q634,212 618,212 L34,212 Q18,212 18,200 Z"
    : "M20,196 L22,150 Q25,128 55,122 L70,118 L88,40 Q92,26 112,24 L380,22 Q402,22 418,36 L486,108 L590,122 Q622,130 628,160 L630,198 Q630,212 615,212 L35,212 Q20,212 20,196 Z";
  const windows = suv
    ? "M66,92 L78,28 L190,26 L190,92 Z M203,92 L203,26 L330,24 L330,92 Z M343,92 L343,24 L418,22 Q438,22 448,36 L496,92 Z"
    : "M84,112 L100,46 L215,42 L215,112 Z M228,112 L228,42 L372,38 Q392,38 402,50 L458,112 Z";
  const r = suv ? 58 : 52;
  const cy = 212;
  const extras = suv
    ? `<rect x="84" y="2" width="320" height="7" rx="3" fill="#3b3f45"/>
       <path d="M18,176 L634,176 L634,198 Q634,212 618,212 L34,212 Q18,212 18,198 Z" fill="#2e3236"/>`
    : `<path d="M20,180 L630,180 L630,198 Q630,212 615,212 L35,212 Q20,212 20,198 Z" fill="#2e3236" opacity=".85"/>`;
  return `${shadow(326, 268, 320, 14, 0.35)}
    <path d="${outline}" fill="${body}"/>
    <path d="M30,150 L622,150 L624,160 L30,162 Z" fill="#fff" opacity=".18"/>
    <path d="${windows}" fill="url(#glass)"/>
    <path d="M${suv ? 56 : 72},${suv ? 96 : 118} L${suv ? 520 : 480},${suv ? 96 : 118}" stroke="${dark}" stroke-width="3"/>
    <path d="M222,${suv ? 100 : 118} L222,200 M${suv ? 337 : 462},${suv ? 100 : 118} L${suv ? 337 : 470},200 M${suv ? 500 : 470},${suv ? 100 : 118} L${suv ? 505 : 470},200" stroke="${dark}" stroke-width="3" fill="none"/>
    <rect x="176" y="${suv ? 110 : 130}" width="30" height="7" rx="3" fill="${dark}"/>
    <rect x="${suv ? 290 : 400}" y="${suv ? 110 : 130}" width="30" height="7" rx="3" fill="${dark}"/>
    <path d="M${suv ? 496 : 450},${suv ? 84 : 100} l24,-3 l4,14 l-22,4 Z" fill="${body}" stroke="${dark}" stroke-width="2"/>
    <path d="M${suv ? 588 : 585},${suv ? 108 : 128} L626,${suv ? 122 : 140} Q630,${suv ? 132 : 150} 620,${suv ? 136 : 152} L580,${suv ? 128 : 146} Z" fill="#fff6d5" stroke="${dark}" stroke-width="2"/>
    <rect x="20" y="${suv ? 112 : 130}" width="14" height="28" rx="4" fill="#9b0d1a"/>
    ${extras}
    <circle cx="140" cy="${cy}" r="${r + 7}" fill="#17191b"/><circle cx="500" cy="${cy}" r="${r + 7}" fill="#17191b"/>
    ${wheel(140, cy, r)}${wheel(500, cy, r)}`;
}

/** Front view of a car, drawn in a 520 × 380 box. */
export function carFront(body: string, suv = false): string {
  const top = suv ? 60 : 80;
  return `${shadow(260, 372, 250, 16, 0.4)}
    <rect x="60" y="320" width="70" height="50" rx="12" fill="#1f2124"/><rect x="390" y="320" width="70" height="50" rx="12" fill="#1f2124"/>
    <path d="M40,330 L40,220 Q44,190 80,180 L130,${top + 20} Q140,${top} 165,${top} L355,${top} Q380,${top} 390,${top + 20} L440,180 Q476,190 480,220 L480,330 Q480,345 465,345 L55,345 Q40,345 40,330 Z" fill="${body}"/>
    <path d="M150,172 L172,${top + 24} Q176,${top + 16} 186,${top + 16} L334,${top + 16} Q344,${top + 16} 348,${top + 24} L370,172 Z" fill="url(#glass)"/>
    <path d="M20,170 L52,160 L58,186 L24,192 Z M500,170 L468,160 L462,186 L496,192 Z" fill="${body}" stroke="#00000055" stroke-width="2"/>
    <path d="M66,212 L172,222 L166,248 L76,242 Z M454,212 L348,222 L354,248 L444,242 Z" fill="#fff6d5" stroke="#00000066" stroke-width="3"/>
    <path d="M190,232 L330,232 L318,286 L202,286 Z" fill="#23262a"/>
    <path d="M196,246 L324,246 M199,260 L321,260 M202,274 L318,274" stroke="#5b6168" stroke-width="4"/>
    <ellipse cx="260" cy="238" rx="18" ry="9" fill="url(#chrome)"/>
    <rect x="50" y="292" width="420" height="34" rx="10" fill="#00000033"/>
    <rect x="212" y="298" width="96" height="24" rx="3" fill="#fdfdfd" stroke="#333" stroke-width="2"/>
    <circle cx="100" cy="309" r="10" fill="#fff6d5"/><circle cx="420" cy="309" r="10" fill="#fff6d5"/>`;
}

/** The driver's view: windscreen with a road, dashboard, instrument cluster, steering wheel. */
export function carDashboard(): string {
  const ticks = (cx: number, cy: number) =>
    Array.from({ length: 11 }, (_, i) => {
      const a = ((150 + i * 24) * Math.PI) / 180;
      return `<line x1="${(cx + Math.cos(a) * 44).toFixed(1)}" y1="${(cy + Math.sin(a) * 44).toFixed(1)}" x2="${(cx + Math.cos(a) * 54).toFixed(1)}" y2="${(cy + Math.sin(a) * 54).toFixed(1)}" stroke="#e8eef2" stroke-width="3"/>`;
    }).join("");
  const dial = (cx: number, cy: number, angle: number) =>
    `<circle cx="${cx}" cy="${cy}" r="60" fill="#0d1014" stroke="#59616a" stroke-width="4"/>${ticks(cx, cy)}
     <line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos((angle * Math.PI) / 180) * 48).toFixed(1)}" y2="${(cy + Math.sin((angle * Math.PI) / 180) * 48).toFixed(1)}" stroke="#ff5a36" stroke-width="5" stroke-linecap="round"/>
     <circle cx="${cx}" cy="${cy}" r="7" fill="#ff5a36"/>`;
  const vents = [0, 1, 2, 3]
    .map((i) => `<rect x="770" y="${452 + i * 14}" width="120" height="6" rx="3" fill="#555b62"/>`)
    .join("");
  return `<path d="M0,0 L960,0 L960,330 L0,330 Z" fill="url(#sky)"/>
    <path d="M0,380 L960,380 L960,250 Q700,226 480,228 Q260,226 0,250 Z" fill="#8fb17c"/>
    <path d="M350,380 L610,380 L505,236 L455,236 Z" fill="#6b7178"/>
    <path d="M478,320 L482,320 L481,300 L479,300 Z M479,285 L481,285 L480,265 L480,265 Z" fill="#fff" opacity=".85"/>
    <path d="M0,360 Q480,300 960,360 L960,720 L0,720 Z" fill="#2a2e33"/>
    <path d="M0,372 Q480,312 960,372" stroke="#3b4047" stroke-width="8" fill="none"/>
    <rect x="290" y="410" width="380" height="170" rx="40" fill="#15181c"/>
    ${dial(390, 495, 20)}${dial(570, 495, -60)}
    <rect x="740" y="400" width="180" height="110" rx="10" fill="#0f1a2b" stroke="#444b53" stroke-width="4"/>
    <rect x="752" y="412" width="156" height="86" rx="6" fill="#1f6fb2" opacity=".85"/>
    <g transform="translate(0 120)">${vents}</g>
    <circle cx="480" cy="800" r="210" fill="none" stroke="#1b1d20" stroke-width="40"/>
    <path d="M300,700 Q480,660 660,700 L630,720 L330,720 Z" fill="#1b1d20"/>
    <circle cx="480" cy="720" r="56" fill="#2a2d31" stroke="#3d4147" stroke-width="6"/>
    <ellipse cx="480" cy="700" rx="22" ry="12" fill="url(#chrome)"/>`;
}

export const carScene = (content: string) => place(content, 160, 300);
