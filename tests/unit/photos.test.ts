/**
 * The photography pipeline: a photograph a content owner drops into public/media
 * gets AVIF and WebP versions at the widths its slot needs, a <picture> with srcset and sizes,
 * a sized slot and a blurred placeholder. The sample photograph is made here with sharp, so no
 * binary is committed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { IMAGE_SLOTS, photoWidths } from "../../generator/assets/photos.ts";
import { generate } from "../../generator/run.ts";
import { writeGenerated } from "../../generator/write/write.ts";
import type { Image, PhotoSource } from "../../model/index.ts";
import { Img } from "../../runtime/primitives/Img.tsx";
import { writePhotoVersions } from "../../media/photos.ts";
import { editOnce, tmpRoots } from "./support/tmp-root.ts";

// AVIF encoding is CPU-bound: several seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const tmpRoot = tmpRoots();

/** A 1800×1200 "photograph": colour gradients and noise, which compress like a real one. */
async function samplePhotograph(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 24) - 12;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, Math.round((x / width) * 200) + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, Math.round((y / height) * 160) + 40 + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 180 - Math.round((x / width) * 90) + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const SRC = "/media/services/sample-photo.jpg";

describe("the photography pipeline", () => {
  let root: string;
  let photos: readonly PhotoSource[];
  let heroImage: Image;
  let theme: string;

  beforeAll(async () => {
    root = tmpRoot();
    writeFileSync(join(root, "public", SRC), await samplePhotograph());
    // The hero image of a service page: a "feature" slot (a large image beside text).
    editOnce(
      root,
      "spec/services/media.yaml",
      "    title: Media buying\n",
      `    title: Media buying\n    heroImage: { src: ${SRC}, alt: The media buying team planning a campaign }\n`,
    );
    const result = generate(root);
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, { frames: false }));
    writeGenerated(root, result.files);
    ({ photos } = (await import(join(root, "generated/photos.ts"))) as typeof import("../../generated/photos.ts"));
    const { services } = (await import(join(root, "generated/services.ts"))) as typeof import("../../generated/services.ts");
    heroImage = services.find((s) => s.slug === "media-buying")!.heroImage;
    theme = readFileSync(join(root, "generated/theme.css"), "utf8");
  });

  it("knows the photograph's size and the versions its slot needs", () => {
    expect(heroImage.width).toBe(1800);
    expect(heroImage.height).toBe(1200);
    const widths = photoWidths("feature", 1800);
    expect(widths).toEqual([480, 800, 1200, 1600]);
    expect(photos).toHaveLength(1);
    expect(photos[0].src).toBe(SRC);
    expect(photos[0].versions.map((v) => `${v.format} ${v.width}`)).toEqual([...widths.map((w) => `avif ${w}`), ...widths.map((w) => `webp ${w}`)]);
    for (const v of photos[0].versions) expect(v.url).toMatch(new RegExp(`^/media/_/services/sample-photo\\.[0-9a-f]{10}\\.${v.width}\\.${v.format}$`));
  });

  it("the image pipeline emits every width and format for a sample photograph", async () => {
    const dist = join(root, "dist");
    mkdirSync(dist, { recursive: true });
    const report = await writePhotoVersions(root, dist, photos);
    expect(report.versions).toBe(8);
    for (const v of photos[0].versions) {
      const file = join(dist, v.url);
      expect(existsSync(file), v.url).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.width, v.url).toBe(v.width);
      expect(meta.height, v.url).toBe(Math.round((v.width * 1200) / 1800));
      if (v.format === "avif") expect([meta.format, meta.compression], v.url).toEqual(["heif", "av1"]);
      else expect(meta.format, v.url).toBe("webp");
      // Smaller than the photograph itself, or there is no point.
      expect(readFileSync(file).length, v.url).toBeLessThan(readFileSync(join(root, "public", SRC)).length);
    }
    // Made once: a second build takes them from the cache.
    expect((await writePhotoVersions(root, dist, photos)).made).toBe(0);
  });

  it("renders a <picture> with AVIF and WebP sources, sizes, a sized <img> and a placeholder class", () => {
    const html = renderToStaticMarkup(createElement(Img, { image: heroImage, alt: "" }));
    const doc = html.replace(/&amp;/g, "&");
    const sizes = IMAGE_SLOTS.feature.sizes;
    expect(doc).toMatch(/^<picture data-slot="picture" class="contents">/);
    const [avif, webp] = ["avif", "webp"].map((f) =>
      photos[0].versions
        .filter((v) => v.format === f)
        .map((v) => `${v.url} ${v.width}w`)
        .join(", "),
    );
    expect(doc).toContain(`<source type="image/avif" srcSet="${avif}" sizes="${sizes}"/>`);
    expect(doc).toContain(`<source type="image/webp" srcSet="${webp}" sizes="${sizes}"/>`);
    expect(doc).toMatch(
      new RegExp(
        `<img src="${SRC}" width="1800" height="1200" alt="" loading="lazy" decoding="async" data-slot="img" class="photo-ph-[0-9a-f]{10}"/></picture>$`,
      ),
    );
    expect(html).not.toContain("style=");
  });

  it("paints the placeholder with CSS gradients from the photograph's colours (no data: URL, no request)", () => {
    const cls = heroImage.photo!.placeholder!;
    const rule = theme.split("\n").find((l) => l.includes(`.${cls} `));
    expect(rule).toMatch(
      /background-color: #[0-9a-f]{6}; background-image: (radial-gradient\(40% 53.3% at [\d.]+% [\d.]+%, #[0-9a-f]{6}, #0000\)(, )?){12}; \}$/,
    );
    expect(rule).not.toMatch(/url\(/);
  });

  it("leaves SVG artwork a plain <img>", () => {
    const html = renderToStaticMarkup(createElement(Img, { image: { src: "/media/x.svg", width: 10, height: 10 }, alt: "" }));
    expect(html).toBe('<img src="/media/x.svg" width="10" height="10" alt="" loading="lazy" decoding="async" data-slot="img"/>');
  });
});
