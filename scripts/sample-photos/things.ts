import { shadow } from "./scene";

const buttiPattern = (id: string, silk: string) =>
  `<pattern id="${id}" width="46" height="46" patternUnits="userSpaceOnUse">
     <rect width="46" height="46" fill="${silk}"/>
     <path d="M23,12 Q29,20 23,28 Q17,20 23,12 Z" fill="#e3b341"/><circle cx="23" cy="31" r="3" fill="#e3b341"/>
   </pattern>
   <pattern id="${id}Border" width="28" height="40" patternUnits="userSpaceOnUse">
     <rect width="28" height="40" fill="#c9962b"/><path d="M14,6 L24,20 L14,34 L4,20 Z" fill="#f1d27a"/>
   </pattern>`;

/** A folded silk saree with zari border and buttis, its pallu spread in front, in canvas coordinates. */
export function sareeFolded(silk: string): string {
  return `<defs>${buttiPattern("butti", silk)}</defs>${shadow(480, 560, 320, 14)}
    <rect x="200" y="300" width="560" height="250" rx="30" fill="${silk}"/>
    <rect x="200" y="300" width="560" height="250" rx="30" fill="#00000045"/>
    <rect x="180" y="240" width="600" height="280" rx="34" fill="url(#butti)"/>
    <rect x="180" y="240" width="600" height="44" rx="16" fill="url(#buttiBorder)"/>
    <path d="M180,380 L780,380" stroke="#00000030" stroke-width="5"/>
    <path d="M300,520 L700,520 Q760,600 820,660 L140,660 Q220,600 300,520 Z" fill="url(#butti)"/>
    <path d="M300,520 L700,520 L716,544 L284,544 Z" fill="#00000030"/>
    <path d="M196,612 L764,612 Q792,636 820,660 L140,660 Q168,636 196,612 Z" fill="url(#buttiBorder)"/>
    <path d="M248,570 L712,570 M228,590 L736,590" stroke="#e3b341" stroke-width="6"/>
    <path d="M200,250 Q480,232 760,252" stroke="#ffffff30" stroke-width="8" fill="none"/>`;
}

/** The same saree draped from a hanger, its pallu falling to the floor. */
export function sareeDraped(silk: string): string {
  return `<defs>${buttiPattern("butti2", silk)}</defs>
    <path d="M480,70 Q480,50 496,52 Q510,56 504,72 L480,92 L320,170 L640,170 Z" fill="none" stroke="#8d949b" stroke-width="7" stroke-linejoin="round"/>
    <path d="M330,168 L630,168 Q660,360 700,640 L560,660 Q520,420 480,330 Q440,420 400,660 L260,640 Q300,360 330,168 Z" fill="url(#butti2)"/>
    <path d="M630,168 Q660,360 700,640 L660,646 Q622,380 596,168 Z" fill="url(#butti2Border)"/>
    <path d="M330,168 Q300,360 260,640 L300,646 Q338,380 364,168 Z" fill="url(#butti2Border)"/>
    <path d="M260,640 L400,660 L402,620 L266,602 Z M560,660 L700,640 L694,602 L558,620 Z" fill="url(#butti2Border)"/>
    <path d="M480,330 Q460,420 430,560 M480,330 Q500,430 530,560" stroke="#00000030" stroke-width="6" fill="none"/>`;
}

/** A stack of books with coloured covers plus two standing ones, in canvas coordinates. */
export function booksStack(): string {
  const lying = [
    ["#1e88e5", 240, 120],
    ["#e53935", 250, 100],
    ["#43a047", 232, 132],
    ["#fb8c00", 246, 112],
    ["#5e35b1", 238, 124],
    ["#00897b", 252, 108],
  ] as const;
  const stack = lying
    .map(([colour, x, w], i) => {
      const y = 560 - (i + 1) * 44;
      return `<rect x="${x}" y="${y}" width="${w * 3}" height="40" rx="4" fill="${colour}"/>
        <rect x="${x + w * 3 - 18}" y="${y + 6}" width="16" height="28" fill="#fbf6e9"/>
        <rect x="${x + 24}" y="${y + 14}" width="${w}" height="8" rx="3" fill="#ffffff88"/>`;
    })
    .join("");
  return `${shadow(460, 560, 290, 12)}${stack}
    <rect x="690" y="300" width="54" height="260" rx="4" fill="#6d4c41"/><rect x="700" y="330" width="34" height="10" fill="#f5d67b"/>
    <rect x="748" y="320" width="48" height="240" rx="4" fill="#c62828" transform="rotate(8 772 560)"/>
    <rect x="300" y="244" width="300" height="12" rx="6" fill="#f2c94c" transform="rotate(-8 450 250)"/>
    <path d="M296,262 L278,254 L296,246 Z" fill="#333" transform="rotate(-8 450 250)"/>`;
}

/** An acoustic guitar standing upright, drawn centred on (0, 0), about 760 units tall. */
export function guitar(top: string): string {
  const frets = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="-16" y1="${-410 + i * 24}" x2="16" y2="${-410 + i * 24}" stroke="#c8c8c8" stroke-width="3"/>`,
  ).join("");
  const strings = Array.from({ length: 6 }, (_, i) => {
    const x = -12 + i * 4.8;
    return `<line x1="${x.toFixed(1)}" y1="-430" x2="${(x * 1.6).toFixed(1)}" y2="160" stroke="#eeeeee" stroke-width="1.6"/>`;
  }).join("");
  const pegs = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="-38" cy="${-480 + i * 24}" r="8" fill="#c0c0c0"/><circle cx="38" cy="${-480 + i * 24}" r="8" fill="#c0c0c0"/>`,
    )
    .join("");
  return `<path d="M0,-125 C60,-125 95,-90 90,-40 C86,0 70,15 75,40 C80,65 125,80 125,140 C125,210 70,250 0,250 C-70,250 -125,210 -125,140 C-125,80 -80,65 -75,40 C-70,15 -86,0 -90,-40 C-95,-90 -60,-125 0,-125 Z" fill="${top}" stroke="#5a3315" stroke-width="8"/>
    <circle cx="0" cy="20" r="46" fill="none" stroke="#5a3315" stroke-width="6"/><circle cx="0" cy="20" r="36" fill="#24160c"/>
    <path d="M30,50 Q70,70 66,120 Q40,110 24,64 Z" fill="#3a2414" opacity=".75"/>
    <rect x="-40" y="150" width="80" height="18" rx="5" fill="#3e2412"/>
    <rect x="-17" y="-432" width="34" height="330" fill="#5d3a1a"/>${frets}
    <path d="M-24,-432 L-30,-500 Q0,-514 30,-500 L24,-432 Z" fill="#3e2412"/>${pegs}${strings}`;
}

/** A cricket bat, ball, stumps and helmet, in canvas coordinates. */
export function cricketKit(): string {
  const stump = (x: number) =>
    `<rect x="${x}" y="170" width="16" height="380" rx="6" fill="#e6cf9f" stroke="#b99a5e" stroke-width="2"/>`;
  return `${shadow(480, 580, 360, 14)}
    ${stump(610)}${stump(650)}${stump(690)}
    <rect x="604" y="160" width="54" height="10" rx="5" fill="#d8bb80"/><rect x="654" y="160" width="54" height="10" rx="5" fill="#d8bb80"/>
    <g transform="rotate(-28 380 400)">
      <rect x="364" y="90" width="32" height="150" rx="12" fill="#1e3a8a"/>
      <path d="M368,110 L392,122 M368,134 L392,146 M368,158 L392,170 M368,182 L392,194 M368,206 L392,218" stroke="#60a5fa" stroke-width="6"/>
      <path d="M334,236 L426,236 L430,580 Q430,602 408,606 L352,606 Q330,602 330,580 Z" fill="#f1d9a7"/>
      <rect x="334" y="270" width="92" height="44" fill="#c62828"/><rect x="334" y="520" width="92" height="30" fill="#c62828"/>
      <path d="M380,240 L380,600" stroke="#d9bd85" stroke-width="8"/>
    </g>
    <circle cx="520" cy="540" r="38" fill="#b71c1c"/>
    <path d="M498,510 Q520,540 498,570 M542,510 Q520,540 542,570" stroke="#fce4e4" stroke-width="3" stroke-dasharray="5 4" fill="none"/>
    <path d="M140,560 Q140,430 250,430 Q360,430 360,540 L360,560 Z" fill="#1e3a5f"/>
    <path d="M170,480 Q250,460 330,482" stroke="#ffffff55" stroke-width="8" fill="none"/>
    <path d="M330,540 Q380,548 392,580 L330,584 Z" fill="#1e3a5f"/>
    <path d="M340,556 L386,560 M338,570 L390,572" stroke="#9aa3ab" stroke-width="5"/>`;
}
