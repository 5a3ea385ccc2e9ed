/**
 * The Vite plugin of the site's fonts (vite.config.ts composes it; it acts in the dev server and the build alike).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import type { Plugin } from "vite";
import { type Face, FACES, faceCss, fallbackFamily, latinFile } from "../../runtime/styles/fonts.ts";

/**
 * Adds the bundled variable faces (runtime/styles/fonts.ts: the body face and the display face)
 * to runtime/styles/app.css: each package's @font-face rules (its wght.css, with the face's
 * font-display, the files' URLs made relative to app.css so Vite emits them as assets), and a
 * metric-matched fallback face for each: a local sans-serif resized
 * (size-adjust, ascent/descent/line-gap overrides, computed by fontaine from the web font's own
 * Latin file) so that text set in it takes the same room as in the web font, and the swap when
 * the font arrives moves nothing (CLS). Each face's stack names its fallback right after it
 * (app.css for the body, generated/theme.css for the display face).
 */
export function fontFallback(): Plugin {
  let faces: Promise<string> | null = null;
  const build = async (face: Face) => {
    const file = createRequire(import.meta.url).resolve(latinFile(face));
    const metrics = await readMetrics(pathToFileURL(file));
    const fallback = await getMetricsForFamily(face.fallbackMetricsOf);
    if (!metrics || !fallback) throw new Error(`font fallback: no metrics for ${metrics ? face.fallbackMetricsOf : latinFile(face)}`);
    return generateFontFace(metrics, {
      name: fallbackFamily(face),
      font: face.fallbackMetricsOf,
      metrics: fallback,
      src: face.fallbackLocals.map((f) => `local(${JSON.stringify(f)})`).join(", "),
    });
  };
  const rules = (face: Face, from: string) => {
    const css = createRequire(import.meta.url).resolve(faceCss(face));
    return readFileSync(css, "utf8")
      .replace(/font-display:\s*\w+;/g, `font-display: ${face.fontDisplay};`)
      .replace(
        /url\(\.\/files\/([^)]+)\)/g,
        (_, file: string) =>
          `url(${JSON.stringify(
            relative(from, join(dirname(css), "files", file))
              .split(sep)
              .join("/"),
          )})`,
      );
  };
  return {
    name: "blu-font-fallback",
    enforce: "pre",
    async transform(code, id) {
      if (!id.endsWith("/runtime/styles/app.css")) return null;
      const from = dirname(id.split("?")[0]);
      faces ??= Promise.all(FACES.map(build)).then((all) => [...FACES.map((face) => rules(face, from)), ...all].join("\n"));
      return { code: `${code}\n${await faces}`, map: null };
    },
  };
}
