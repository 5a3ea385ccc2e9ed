/**
 * Placeholder artwork for media files spec/ names that public/ does not have yet (`npm run
 * media`, scripts/media/make-media.ts): small, deterministic SVG compositions in the brand palette,
 * sized for their slot by the file's name (hero 1200×900, card 800×600, benefit 800×560,
 * portrait 600×800, banner 1600×700, detail 1000×800, showcase 1200×900, tile 800×1000,
 * anything else 1200×800 px). The same path always gives the same bytes.
 */
import { createHash } from "node:crypto";

const PALETTES = [
  ["#06173d", "#0b3a8c", "#2f6bff", "#8fb4ff"],
  ["#0a1f4d", "#1344b8", "#3b82f6", "#bfdbfe"],
  ["#071a3a", "#0e4f9e", "#22a3ff", "#a5e3ff"],
  ["#101a4a", "#2b3ec7", "#6a7dff", "#d6dcff"],
];

/** Pixel size of the slot a file name stands for. */
export function slotSize(path: string): [number, number] {
  const name = path.split("/").pop() ?? "";
  if (name.startsWith("hero")) return [1200, 900];
  if (name.startsWith("card")) return [800, 600];
  if (name.startsWith("benefit")) return [800, 560];
  if (name.startsWith("portrait")) return [600, 800];
  if (name.startsWith("banner")) return [1600, 700];
  if (name.startsWith("detail")) return [1000, 800];
  if (name.startsWith("showcase")) return [1200, 900];
  if (name.startsWith("tile")) return [800, 1000];
  return [1200, 800];
}

/** Deterministic SVG artwork for `path` (same path, same bytes). */
export function artwork(path: string): string {
  const h = createHash("sha256").update(path).digest();
  const [w, ht] = slotSize(path);
  const p = PALETTES[h[0] % PALETTES.length];
  const r = (i: number, max: number) => Math.round((h[i % h.length] / 255) * max);
  const circles = [0, 1, 2].map(
    (k) =>
      `<circle cx="${r(3 + k, w)}" cy="${r(6 + k, ht)}" r="${Math.round(ht * (0.25 + (h[9 + k] / 255) * 0.35))}" fill="${p[2 + (k % 2)]}" opacity="${(0.18 + (h[12 + k] / 255) * 0.25).toFixed(2)}"/>`,
  );
  const angle = r(15, 60) - 30;
  const dots: string[] = [];
  const step = Math.round(w / 24);
  for (let y = step; y < ht * 0.45; y += step) for (let x = Math.round(w * 0.55); x < w - step / 2; x += step) dots.push(`M${x} ${y}h2v2h-2z`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p[2]}" stop-opacity="0"/><stop offset="1" stop-color="${p[3]}" stop-opacity=".55"/></linearGradient></defs><rect width="${w}" height="${ht}" fill="url(#g)"/>${circles.join("")}<rect x="${-w * 0.2}" y="${ht * 0.55}" width="${w * 1.4}" height="${Math.round(ht * 0.12)}" fill="url(#b)" transform="rotate(${angle} ${w / 2} ${ht / 2})"/><path d="${dots.join("")}" fill="#ffffff" opacity=".35"/></svg>\n`;
}
