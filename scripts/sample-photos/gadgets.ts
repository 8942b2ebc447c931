import { shadow } from "./scene";

/** A phone seen from the front with a home screen, in a 300 × 600 box. */
export function phoneFront(frame: string): string {
  const icons = ["#ff7043", "#42a5f5", "#66bb6a", "#ffca28", "#ab47bc", "#26c6da", "#ec407a", "#8d6e63"]
    .flatMap((c, i) => {
      const x = 46 + (i % 4) * 56;
      const y = 150 + Math.floor(i / 4) * 70;
      return [`<rect x="${x}" y="${y}" width="42" height="42" rx="11" fill="${c}"/>`];
    })
    .join("");
  const dock = ["#4caf50", "#2196f3", "#ff9800", "#e91e63"]
    .map((c, i) => `<rect x="${46 + i * 56}" y="494" width="42" height="42" rx="11" fill="${c}"/>`)
    .join("");
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3a1c71"/><stop offset=".55" stop-color="#d76d77"/><stop offset="1" stop-color="#ffaf7b"/>
    </linearGradient></defs>
    <rect x="0" y="0" width="300" height="600" rx="46" fill="${frame}"/>
    <rect x="14" y="14" width="272" height="572" rx="36" fill="url(#wall)"/>
    <rect x="110" y="24" width="80" height="22" rx="11" fill="${frame}"/>
    <rect x="60" y="72" width="180" height="40" rx="10" fill="#ffffff33"/>
    ${icons}<rect x="32" y="482" width="236" height="66" rx="22" fill="#ffffff30"/>${dock}
    <rect x="-4" y="150" width="6" height="60" rx="2" fill="${frame}"/><rect x="298" y="170" width="6" height="90" rx="2" fill="${frame}"/>`;
}

/** The same phone from the back: glass back and a two-lens camera block. */
export function phoneBack(back: string): string {
  return `<rect x="0" y="0" width="300" height="600" rx="46" fill="${back}"/>
    <rect x="6" y="6" width="288" height="588" rx="42" fill="#ffffff10"/>
    <rect x="24" y="24" width="130" height="130" rx="30" fill="#00000030" stroke="#ffffff25" stroke-width="2"/>
    <circle cx="62" cy="62" r="26" fill="#111" stroke="#555" stroke-width="5"/><circle cx="62" cy="62" r="10" fill="#24325a"/>
    <circle cx="116" cy="116" r="26" fill="#111" stroke="#555" stroke-width="5"/><circle cx="116" cy="116" r="10" fill="#24325a"/>
    <circle cx="118" cy="56" r="9" fill="#f5ecd0"/><circle cx="150" cy="300" r="24" fill="#ffffff18"/>`;
}

/** An open laptop on a desk, drawn in canvas coordinates (960 × 720). */
export function laptop(lid: string): string {
  const rows = [0, 1, 2, 3, 4].map((r) => {
    const y = 452 + r * 11;
    const inset = 40 - r * 8;
    const keys = Array.from({ length: 14 }, (_, k) => {
      const span = 560 - inset * 2;
      const x = 200 + inset + (k * span) / 14;
      return `<rect x="${x.toFixed(1)}" y="${y}" width="${(span / 14 - 4).toFixed(1)}" height="8" rx="2" fill="#2c2f34"/>`;
    }).join("");
    return keys;
  });
  return `${shadow(480, 512, 330, 14, 0.3)}
    <rect x="250" y="120" width="460" height="316" rx="16" fill="${lid}"/>
    <rect x="266" y="136" width="428" height="280" rx="6" fill="#0d2f4f"/>
    <rect x="266" y="136" width="428" height="280" rx="6" fill="url(#glass)" opacity=".35"/>
    <rect x="296" y="170" width="220" height="150" rx="6" fill="#eef3f7"/><rect x="296" y="170" width="220" height="20" rx="6" fill="#1f6fb2"/>
    <rect x="540" y="200" width="124" height="170" rx="6" fill="#f7f9fb"/><rect x="552" y="216" width="100" height="10" rx="3" fill="#b0bec5"/>
    <rect x="552" y="236" width="80" height="10" rx="3" fill="#b0bec5"/><rect x="310" y="206" width="120" height="10" rx="3" fill="#90a4ae"/>
    <rect x="266" y="396" width="428" height="20" fill="#1d2126" opacity=".85"/>
    <path d="M190,436 L770,436 L812,504 Q812,516 798,516 L162,516 Q148,516 148,504 Z" fill="#c9ced6"/>
    <path d="M200,444 L760,444 L772,512 L188,512 Z" fill="#b6bcc5"/>${rows.join("")}
    <rect x="420" y="505" width="120" height="8" rx="3" fill="#a5acb6"/>
    <rect x="148" y="512" width="664" height="10" rx="5" fill="#9aa1ab"/>`;
}

/** A flat-screen TV showing a sunset, in a 480 × 300 box. */
export function television(): string {
  return `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b2d6e"/><stop offset=".6" stop-color="#f07b5a"/><stop offset="1" stop-color="#ffd27f"/>
    </linearGradient></defs>
    <rect x="0" y="0" width="480" height="280" rx="8" fill="#121417"/>
    <rect x="10" y="10" width="460" height="258" fill="url(#dusk)"/>
    <circle cx="300" cy="190" r="40" fill="#ffe9a8"/>
    <path d="M10,268 L10,200 L90,140 L160,196 L240,120 L340,210 L400,170 L470,220 L470,268 Z" fill="#3c2a4d"/>
    <path d="M10,268 L10,232 L120,200 L220,236 L330,210 L470,246 L470,268 Z" fill="#24182f"/>
    <rect x="200" y="280" width="80" height="12" fill="#222"/><rect x="150" y="290" width="180" height="8" rx="4" fill="#2a2c30"/>`;
}

/** A front-loading washing machine, in a 360 × 470 box. */
export function washingMachine(): string {
  return `${shadow(180, 470, 190, 12, 0.35)}
    <rect x="0" y="0" width="360" height="470" rx="20" fill="#f4f6f8" stroke="#cfd6dc" stroke-width="4"/>
    <rect x="0" y="0" width="360" height="84" rx="20" fill="#e4e9ed"/>
    <rect x="22" y="24" width="80" height="36" rx="6" fill="#dde3e8"/>
    <rect x="130" y="26" width="96" height="32" rx="6" fill="#1b2530"/><rect x="140" y="34" width="40" height="16" rx="3" fill="#5ff2a8"/>
    <circle cx="292" cy="42" r="26" fill="#fff" stroke="#b8c1c9" stroke-width="5"/><line x1="292" y1="42" x2="292" y2="22" stroke="#7b8791" stroke-width="5"/>
    <circle cx="180" cy="270" r="148" fill="#e9edf0" stroke="#c7cfd6" stroke-width="6"/>
    <circle cx="180" cy="270" r="116" fill="#b9c8d3" stroke="#8b9aa6" stroke-width="10"/>
    <ellipse cx="160" cy="300" rx="70" ry="36" fill="#5c8dd6" opacity=".8"/>
    <ellipse cx="205" cy="316" rx="60" ry="30" fill="#e57373" opacity=".8"/>
    <ellipse cx="185" cy="286" rx="40" ry="22" fill="#ffd54f" opacity=".7"/>
    <path d="M110,200 Q150,170 200,176" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".55" fill="none"/>
    <rect x="312" y="240" width="16" height="62" rx="8" fill="#c7cfd6"/>
    <rect x="24" y="464" width="40" height="10" rx="3" fill="#9aa3ab"/><rect x="296" y="464" width="40" height="10" rx="3" fill="#9aa3ab"/>`;
}
