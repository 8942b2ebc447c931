/** SVG building blocks for the sample photos: a soft studio backdrop, blurred shadows, placement and zoom. */

export const W = 960;
export const H = 720;

export interface Backdrop {
  /** Top and bottom colours of the wall or sky. */
  sky: readonly [string, string];
  /** Colour of the floor or ground, if the scene has one. */
  floor?: string;
  /** Where the floor starts, in canvas pixels. */
  floorY?: number;
}

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Close-up: scale the scene by `scale` around (cx, cy), which lands in the centre of the frame. */
  zoom?: { cx: number; cy: number; scale: number };
}

/** A whole SVG document: gradient backdrop, optional floor, then the drawn content. */
export function photo(content: string, backdrop: Backdrop, options: PhotoOptions = {}): string {
  const width = options.width ?? W;
  const height = options.height ?? H;
  const floorY = backdrop.floorY ?? Math.round(height * 0.72);
  const floor = backdrop.floor
    ? `<rect x="-4000" y="${floorY}" width="10000" height="4000" fill="${backdrop.floor}"/>
       <rect x="-4000" y="${floorY}" width="10000" height="60" fill="url(#floorFade)"/>`
    : "";
  const z = options.zoom;
  const transform = z
    ? ` transform="translate(${width / 2} ${height / 2}) scale(${z.scale}) translate(${-z.cx} ${-z.cy})"`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${backdrop.sky[0]}"/><stop offset="1" stop-color="${backdrop.sky[1]}"/>
    </linearGradient>
    <linearGradient id="floorFade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#d6e9f3"/><stop offset="1" stop-color="#6d8ea3"/>
    </linearGradient>
    <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#aab2ba"/><stop offset="1" stop-color="#e3e7ea"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <g${transform}>${floor}${content}</g>
</svg>`;
}

/** A soft contact shadow under an object standing on the floor. */
export function shadow(cx: number, cy: number, rx: number, ry = 16, opacity = 0.28): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`;
}

/** Moves (and optionally scales and turns) a drawing made in its own coordinates. */
export function place(content: string, x: number, y: number, scale = 1, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${content}</g>`;
}

/** A car or bike wheel: tyre, rim and `spokes` spokes. */
export function wheel(cx: number, cy: number, r: number, rim = "#c9ced3", spokes = 5): string {
  const lines = Array.from({ length: spokes }, (_, i) => {
    const a = (i * 2 * Math.PI) / spokes;
    const x = (cx + Math.cos(a) * r * 0.58).toFixed(1);
    const y = (cy + Math.sin(a) * r * 0.58).toFixed(1);
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${rim}" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
  }).join("");
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2124"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="#3a3d42"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="${rim}" stroke-width="${(r * 0.08).toFixed(1)}"/>
    ${lines}<circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${rim}"/>`;
}

/** A leafy pot plant, drawn with its pot's bottom centre at (x, y). */
export function pottedPlant(x: number, y: number, scale = 1, pot = "#c8794a"): string {
  const leaves = [
    [-40, -150, -30],
    [30, -160, 25],
    [-5, -200, 0],
    [-60, -105, -55],
    [55, -110, 50],
    [10, -140, 10],
  ]
    .map(
      ([dx, dy, rot]) =>
        `<ellipse cx="${dx}" cy="${dy}" rx="24" ry="62" fill="#3f8f4f" transform="rotate(${rot} ${dx} ${dy})"/>`,
    )
    .join("");
  return place(
    `${leaves}<path d="M-10,-60 L-6,-150 M6,-60 L20,-140" stroke="#2f6e3c" stroke-width="5"/>
     <path d="M-50,-70 L50,-70 L38,0 L-38,0 Z" fill="${pot}"/><rect x="-54" y="-78" width="108" height="14" rx="4" fill="${pot}"/>`,
    x,
    y,
    scale,
  );
}
