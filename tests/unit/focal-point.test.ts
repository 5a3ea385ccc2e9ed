/**
 * A focal point that every crop follows, and alt text on every portrait (Pictures):
 * a leader's photograph is named with its alt text and a focal point on a marker; the real
 * version-cutting code (media/photos.ts) cuts each portrait size, and each keeps the marker at
 * the same relative place, where the middle cut loses it; the rendered About page carries the
 * alt text and the focal point's class, and generated/theme.css its rule.
 *
 * The test photographs are made here with sharp (no binary is committed): a flat grey field with
 * one red square, the marker, off the middle.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { frameSize } from "../../generator/assets/photos.ts";
import { generate } from "../../generator/run.ts";
import { writeGenerated } from "../../generator/write/write.ts";
import type { Image, PhotoSource } from "../../model/index.ts";
import { cropBox } from "../../media/crop.ts";
import { type CardText, cardPainter, palette } from "../../media/og-cards.tsx";
import { writePhotoVersions } from "../../media/photos.ts";
import { editOnce, projectRoot, tmpRoots } from "./support/tmp-root.ts";

// AVIF encoding is CPU-bound: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const tmpRoot = tmpRoots();

/** The test photograph: 1200 × 800 px, landscape, so a portrait's square must cut a third of it away. */
const SIZE = { width: 1200, height: 800 } as const;
/** The marker: a 40 px red square centred 10% from the left and 30% from the top (120, 240 px). */
const MARKER = { x: 10, y: 30, side: 40 } as const;

/** Flat grey RGB pixels with the red marker. */
function markedPixels(): Buffer {
  const { width, height } = SIZE;
  const px = Buffer.alloc(width * height * 3, 128);
  const [cx, cy] = [(width * MARKER.x) / 100, (height * MARKER.y) / 100];
  for (let y = cy - MARKER.side / 2; y < cy + MARKER.side / 2; y++) {
    for (let x = cx - MARKER.side / 2; x < cx + MARKER.side / 2; x++) px.set([230, 20, 20], (y * width + x) * 3);
  }
  return px;
}

/** Where the red marker is in a picture file, as % of its width and height (its centroid), or null when none of it is there. */
async function markerIn(file: string): Promise<{ x: number; y: number; width: number; height: number } | null> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let [n, sx, sy] = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) {
    // Red, with room for what lossy encoding does to a sharp-edged colour.
    if (data[i]! > 150 && data[i + 1]! < 100 && data[i + 2]! < 100) {
      const p = i / 3;
      n++;
      sx += p % info.width;
      sy += Math.floor(p / info.width);
    }
  }
  // A few stray pixels at a cut edge are not the marker.
  if (n < 4) return null;
  return { x: ((sx / n + 0.5) / info.width) * 100, y: ((sy / n + 0.5) / info.height) * 100, width: info.width, height: info.height };
}

const ALT = "Daniel Ssempijja at the head of a boardroom table, speaking";
/** The three portrait pictures the test names: with the focal point on the marker, with none, and stored sideways with an EXIF orientation. */
const FOCUSED = "/media/team/focal-test.png";
const SIDEWAYS = "/media/team/focal-test-sideways.jpg";

describe("a focal point that every crop follows", () => {
  let root: string;
  let photos: readonly PhotoSource[];
  let leaders: readonly { name: string; image: Image | null }[];
  let dist: string;

  beforeAll(async () => {
    root = tmpRoot();
    const upright = sharp(markedPixels(), { raw: { ...SIZE, channels: 3 } });
    writeFileSync(join(root, "public", FOCUSED), await upright.clone().png().toBuffer());
    // Stored turned a quarter to the left, with EXIF orientation 6 ("turn right to show"): upright, it is the same picture.
    const turned = await upright.clone().rotate(-90).raw().toBuffer();
    writeFileSync(
      join(root, "public", SIDEWAYS),
      await sharp(turned, { raw: { width: SIZE.height, height: SIZE.width, channels: 3 } })
        .jpeg({ quality: 95 })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    // Three leaders of the About page: the marker as the focal point, no focal point, and the sideways file with the focal point.
    const picture = (name: string, src: string, focal: boolean) =>
      `    image:\n      src: ${src}\n      alt: ${name === "Daniel Ssempijja" ? ALT : `${name} at the head of a boardroom table`}\n${focal ? `      focalPoint: { x: ${MARKER.x}, y: ${MARKER.y} }\n` : ""}`;
    // Their records in spec/people.yaml, which the about page names by key.
    const leader = (name: string) => new RegExp(`(    name: ${name}\\n(?:    (?!image:).*\\n)*)    image:\\n      src: .*\\n      alt: .*\\n`);
    editOnce(root, "spec/people.yaml", leader("Daniel Ssempijja"), `$1${picture("Daniel Ssempijja", FOCUSED, true)}`);
    editOnce(root, "spec/people.yaml", leader("Wanjiru Kamau"), `$1${picture("Wanjiru Kamau", FOCUSED, false)}`);
    editOnce(root, "spec/people.yaml", leader("Brian Otieno"), `$1${picture("Brian Otieno", SIDEWAYS, true)}`);
    const result = generate(root);
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, { frames: false }));
    writeGenerated(root, result.files);
    ({ photos } = (await import(join(root, "generated/photos.ts"))) as typeof import("../../generated/photos.ts"));
    const { aboutPage } = (await import(join(root, "generated/about.ts"))) as typeof import("../../generated/about.ts");
    leaders = aboutPage!.team.leaders;
    dist = join(root, "dist");
    mkdirSync(dist, { recursive: true });
    await writePhotoVersions(root, dist, photos);
  });

  /** The versions a leader's portrait names (its srcset URLs, both formats). */
  const versionsOf = (name: string) => {
    const image = leaders.find((l) => l.name === name)!.image!;
    const urls = [image.photo!.avif, image.photo!.webp].flatMap((set) => set.split(", ").map((e) => e.split(" ")[0]!));
    return photos.flatMap((p) => p.versions).filter((v) => urls.includes(v.url));
  };

  it("names the portrait's square, its focal point and its class; the middle needs none", () => {
    const daniel = leaders.find((l) => l.name === "Daniel Ssempijja")!.image!;
    expect(daniel).toMatchObject({ src: FOCUSED, width: 800, height: 800, alt: ALT, focalPoint: { x: 10, y: 30, className: "focal-10-30" } });
    expect(versionsOf("Daniel Ssempijja").map((v) => `${v.format} ${v.width}`)).toEqual([
      "avif 320",
      "avif 480",
      "avif 640",
      "avif 800",
      "webp 320",
      "webp 480",
      "webp 640",
      "webp 800",
    ]);
    for (const v of versionsOf("Daniel Ssempijja")) {
      expect(v.url).toMatch(new RegExp(`^/media/_/team/focal-test\\.[0-9a-f]{10}\\.1x1-10-30\\.${v.width}\\.${v.format}$`));
      expect(v.cut).toEqual({ ratio: 1, x: 10, y: 30 });
    }
    const wanjiru = leaders.find((l) => l.name === "Wanjiru Kamau")!.image!;
    expect(wanjiru.focalPoint).toBeUndefined();
    for (const v of versionsOf("Wanjiru Kamau")) expect(v.url).toContain(".1x1-50-50.");
  });

  it("cuts every portrait size around the focal point: the marker at the same relative place in each", async () => {
    const versions = versionsOf("Daniel Ssempijja");
    expect(versions).toHaveLength(8);
    for (const v of versions) {
      const found = await markerIn(join(dist, v.url));
      expect(found, v.url).not.toBeNull();
      expect([found!.width, found!.height], v.url).toEqual([v.width, v.width]);
      // Within 1.5% of where it is in the whole photograph: 10% across, 30% down.
      expect(Math.abs(found!.x - MARKER.x), `${v.url}: x ${found!.x.toFixed(1)}%`).toBeLessThan(1.5);
      expect(Math.abs(found!.y - MARKER.y), `${v.url}: y ${found!.y.toFixed(1)}%`).toBeLessThan(1.5);
    }
  });

  it("without the focal point, the middle square cuts the marker off", async () => {
    const versions = versionsOf("Wanjiru Kamau");
    expect(versions).toHaveLength(8);
    for (const v of versions) expect(await markerIn(join(dist, v.url)), v.url).toBeNull();
  });

  it("places the cut on the upright photograph when the file is stored sideways (EXIF orientation)", async () => {
    const brian = leaders.find((l) => l.name === "Brian Otieno")!.image!;
    expect([brian.width, brian.height]).toEqual([800, 800]);
    for (const v of versionsOf("Brian Otieno")) {
      const found = await markerIn(join(dist, v.url));
      expect(found, v.url).not.toBeNull();
      expect(Math.abs(found!.x - MARKER.x), `${v.url}: x ${found!.x.toFixed(1)}%`).toBeLessThan(2);
      expect(Math.abs(found!.y - MARKER.y), `${v.url}: y ${found!.y.toFixed(1)}%`).toBeLessThan(2);
    }
  });

  it("writes one object-position rule per distinct focal point into generated/theme.css", () => {
    const theme = readFileSync(join(root, "generated/theme.css"), "utf8");
    expect(theme.match(/\.focal-[\d-]+ \{[^}]*\}/g)).toEqual([".focal-10-30 { object-position: 10% 30%; }"]);
  });

  it("renders the About page with the portrait's alt text and its focal point's class", async () => {
    // The real renderer, reading this root's generated/ (runtime/ copied beside it).
    cpSync(join(projectRoot, "runtime"), join(root, "runtime"), { recursive: true });
    const { renderPage } = (await import(join(root, "runtime/app/render.tsx"))) as typeof import("../../runtime/app/render.tsx");
    const { status, html } = renderPage("/about", { css: [], noscriptCss: null, loader: null, fonts: [] });
    expect(status).toBe(200);
    const img = html.match(new RegExp(`<img src="${FOCUSED}"[^>]*>`))?.[0];
    expect(img).toBeDefined();
    expect(img).toContain(`alt="${ALT}"`);
    expect(img).toMatch(/class="photo-ph-[0-9a-f]{10} focal-10-30 [^"]*object-cover"/);
    expect(img).toContain('width="800" height="800"');
    // The portrait's tile is read out (its picture), not hidden as a monogram is.
    const at = html.indexOf(img!);
    const tile = html.slice(html.lastIndexOf("<div", at), at);
    expect(tile).toContain("size-20");
    expect(tile).not.toContain("aria-hidden");
    expect(html).not.toContain("style=");
  });
});

describe("the generator's frame and the media stage's cut agree (generator/assets/photos.ts frameSize, media/crop.ts cropBox)", () => {
  it.each([
    [1200, 800],
    [800, 1200],
    [640, 853],
    [1001, 1000],
    [4000, 3],
    [3, 4000],
    [1, 1],
  ] as const)("%i × %i px", (w, h) => {
    for (const frame of [
      { width: 1, height: 1 },
      { width: 3, height: 4 },
      { width: 16, height: 9 },
    ]) {
      const box = cropBox(w, h, frame.width / frame.height);
      expect(frameSize(w, h, frame)).toEqual({ width: box.width, height: box.height });
    }
  });
});

describe("the Open Graph card's cover follows the focal point", () => {
  /** A 1600 × 1200 cover with the marker 15% down the middle: the card's 1200 × 510 band keeps 57% of its height. */
  const COVER = { width: 1600, height: 1200, x: 50, y: 15 } as const;
  const SRC = "/media/projects/focal-cover.png";
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "blu-og-focal-"));
    const px = Buffer.alloc(COVER.width * COVER.height * 3, 128);
    const [cx, cy] = [(COVER.width * COVER.x) / 100, (COVER.height * COVER.y) / 100];
    for (let y = cy - 20; y < cy + 20; y++) for (let x = cx - 20; x < cx + 20; x++) px.set([230, 20, 20], (y * COVER.width + x) * 3);
    mkdirSync(join(dist, "media/projects"), { recursive: true });
    writeFileSync(
      join(dist, SRC),
      await sharp(px, { raw: { width: COVER.width, height: COVER.height, channels: 3 } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** Where the marker is in the card's cover band (its top 510 rows), in % of the band, or null. */
  async function markerInBand(card: Buffer): Promise<{ x: number; y: number } | null> {
    const file = join(dist, "card.png");
    writeFileSync(file, await sharp(card).extract({ left: 0, top: 0, width: 1200, height: 510 }).png().toBuffer());
    const found = await markerIn(file);
    return found && { x: found.x, y: found.y };
  }

  const text = (coverFocus: CardText["coverFocus"]): CardText => ({
    headline: "Powering community support",
    label: "Projects",
    host: "example.com",
    brand: "BLU",
    brandSuffix: "Group",
    accent: null,
    cover: SRC,
    coverFocus,
  });

  it("keeps the marker at its relative place in the band; the middle band loses it", async () => {
    const paint = await cardPainter(projectRoot, palette, dist);
    const focused = await markerInBand(await paint(text({ x: COVER.x, y: COVER.y })));
    expect(focused).not.toBeNull();
    expect(Math.abs(focused!.x - COVER.x)).toBeLessThan(1.5);
    expect(Math.abs(focused!.y - COVER.y)).toBeLessThan(1.5);
    expect(await markerInBand(await paint(text(null)))).toBeNull();
  });
});
