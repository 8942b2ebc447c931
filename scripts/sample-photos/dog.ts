import { shadow } from "./scene";

/** A sitting retriever facing the viewer, drawn in a 400 × 470 box (floor at y = 460). */
export function sittingDog(coat: string, light: string, dark: string): string {
  return `${shadow(210, 458, 170, 12, 0.3)}
    <path d="M90,400 Q10,380 30,300" stroke="${coat}" stroke-width="34" stroke-linecap="round" fill="none"/>
    <ellipse cx="200" cy="340" rx="122" ry="112" fill="${coat}"/>
    <ellipse cx="120" cy="392" rx="70" ry="62" fill="${coat}"/><ellipse cx="290" cy="392" rx="62" ry="58" fill="${coat}"/>
    <ellipse cx="232" cy="300" rx="72" ry="98" fill="${light}"/>
    <rect x="190" y="320" width="40" height="130" rx="18" fill="${coat}"/><rect x="248" y="320" width="40" height="130" rx="18" fill="${coat}"/>
    <ellipse cx="210" cy="450" rx="30" ry="14" fill="${light}"/><ellipse cx="270" cy="450" rx="30" ry="14" fill="${light}"/>
    <ellipse cx="130" cy="452" rx="36" ry="13" fill="${light}"/>
    <path d="M186,236 Q240,262 300,232" stroke="#c62828" stroke-width="14" fill="none" stroke-linecap="round"/>
    <circle cx="248" cy="150" r="86" fill="${coat}"/>
    <ellipse cx="176" cy="176" rx="34" ry="68" fill="${dark}" transform="rotate(16 176 176)"/>
    <ellipse cx="322" cy="170" rx="34" ry="68" fill="${dark}" transform="rotate(-16 322 170)"/>
    <ellipse cx="262" cy="198" rx="52" ry="40" fill="${light}"/>
    <ellipse cx="264" cy="176" rx="18" ry="13" fill="#2b1b12"/>
    <path d="M264,190 L264,208 M244,212 Q264,226 284,212" stroke="#2b1b12" stroke-width="4" fill="none" stroke-linecap="round"/>
    <ellipse cx="266" cy="226" rx="12" ry="10" fill="#e57373"/>
    <circle cx="222" cy="134" r="10" fill="#2b1b12"/><circle cx="292" cy="130" r="10" fill="#2b1b12"/>
    <circle cx="225" cy="131" r="3" fill="#fff"/><circle cx="295" cy="127" r="3" fill="#fff"/>
    <path d="M206,112 Q222,104 236,112 M278,108 Q292,100 306,108" stroke="${dark}" stroke-width="5" fill="none"/>`;
}
