/**
 * The home banner's reel (a hero reel built from the work): a short silent video
 * assembled at build time from the pictures the site composes from content. Each version of
 * generated/home.ts `homePage.banner` (desktop 16:9, mobile 9:16; where and how large is the
 * generator's word, generator/assets/reel.ts) gets:
 *
 * - a cut list ({@link reelPlan}) derived from content: a title card (the agency's name and the
 *   words of spec/pages/home.yaml `banner.reel`), then one cut per featured study of the home page,
 *   in its order, showing the study's composed cover (../recipes.ts `kind: "cover"`: the site's
 *   own banner cover for the desktop version, a cover composed tall for the mobile one), so the
 *   reel follows whatever the recipes draw;
 * - the frames rasterised with @resvg/resvg-js, the cuts joined by ffmpeg (the binary of the
 *   @ffmpeg-installer/ffmpeg package, run without a shell) with hard cuts, encoded in one run
 *   into MP4 (H.264, yuv420p, faststart) and WebM (VP9), with no audio track;
 * - the poster: the title card (the reel's first frame) as JPEG, AVIF and WebP (sharp), which the
 *   page shows as a <picture> until the reel plays, and alone under reduced motion.
 *
 * Cached by content (lib/cache-store.mjs, the store's `reel` area): a {@link ContentCache} entry `<sha256>.json` keyed by the plan
 * (every recipe and word it draws, sizes, timing) and a base key (this file, the painters'
 * sources, the package versions); the video and poster files sit beside it as `<sha256>.<ext>`.
 * An unchanged content rebuild copies them; a changed one makes only the version that changed.
 *
 * Committed too ({@link REEL_COMMITTED_DIR}, written by `npm run media`, {@link commitReel}): the
 * same entries under the same names, which a build with an empty cache (a fresh clone, CI) takes
 * instead of making them, as long as the content and the code they were made from are unchanged
 * (the name is the key); otherwise the build makes the reel as before. See docs/decisions.md.
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createElement as h } from "react";
import type { ArtSlot, HomePage, Reel } from "../model/index.ts";
import { baseKey, ContentCache, markUsed } from "../lib/cache-store.mjs";
import { hasSoundTrack } from "../lib/sound-track.mjs";
import { FONT_FAMILY, plusJakartaFonts } from "./art/fonts.ts";
import { readable } from "./art/palette.ts";
import { type ArtRecipe, type RecipeContent, recipeOf } from "./recipes.ts";

/**
 * Frames per second of the reel: stills with hard cuts need no more (every cut's length is a
 * whole number of frames), and each frame is one more to encode: 12 against 24 took 2.1 s of CPU
 * against 3.6 s for the mobile version's two files.
 */
export const REEL_FPS = 12;
/** How long the title card holds, s. */
export const TITLE_SECONDS = 2.5;
/** How long a study's cut holds at least, s. */
export const CUT_SECONDS = 1.5;
/** The reel's shortest and longest run, s (10 to 20 s). */
export const REEL_SECONDS = { min: 10, max: 20 } as const;

/** The version names of the banner, as generated/home.ts has them. */
export type ReelVersionName = "desktop" | "mobile";

/** The title card of a version: the agency's name over the spec's words, in the brand's colours. */
export interface TitleCard {
  readonly kind: "title";
  readonly brand: string;
  readonly title: string;
  readonly line: string;
  /** The brand palette by shade (spec/site.yaml `theme.brand`). */
  readonly palette: Readonly<Record<number, string>>;
}

/** One cut of the reel: what it shows and for how long (s). */
export type ReelCut = { readonly seconds: number } & ({ readonly picture: TitleCard } | { readonly picture: ArtRecipe; readonly study: string });

/** One version of the reel: where its files go (generated/home.ts), its size, its cuts. */
export interface ReelPlan {
  readonly version: ReelVersionName;
  readonly files: Reel;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly cuts: readonly ReelCut[];
}

/** What the plan reads of generated/: the home page, the art slots and the records the recipes show. */
export interface ReelContent extends RecipeContent {
  /** generated/home.ts `homePage`. */
  readonly home: HomePage;
  /** generated/art.ts `artSlots`. */
  readonly artSlots: readonly ArtSlot[];
  /** generated/site.ts `site.theme.brand`, by shade. */
  readonly palette: Readonly<Record<number, string>>;
}

/**
 * The cut lengths of a reel of `studies` studies after the title card, s: {@link CUT_SECONDS}
 * each, longer when that would leave the reel under {@link REEL_SECONDS}.min, and as many studies
 * as fit in {@link REEL_SECONDS}.max (the first ones, in the home page's order).
 */
export function cutSeconds(studies: number): { readonly count: number; readonly seconds: number } {
  const count = Math.min(studies, Math.floor((REEL_SECONDS.max - TITLE_SECONDS) / CUT_SECONDS));
  if (count === 0) return { count, seconds: 0 };
  const seconds = Math.max(CUT_SECONDS, (REEL_SECONDS.min - TITLE_SECONDS) / count);
  // A whole number of quarter seconds: a whole number of frames.
  return { count, seconds: Math.ceil(seconds * 4) / 4 };
}

/**
 * The cut list of each version, derived from content: the title card, then each featured study
 * of the home page (`home.featured.studies`, slugs of the featured scope) showing its cover. The
 * desktop version shows the study's banner cover as the site serves it (its slot of
 * generated/art.ts); the mobile one the same cover composed tall at the frame's size.
 * @throws Error when a featured study has no banner cover slot (generated/ is one run's output:
 *   a generator bug)
 */
export function reelPlan(c: ReelContent): ReelPlan[] {
  const studies = c.home.featured.studies
    .map((slug) => {
      const study = c.caseStudies.find((cs) => cs.scope === "featured" && cs.slug === slug);
      if (!study) throw new Error(`media/reel.ts: the home page features ${slug}, which generated/case-studies.ts does not have`);
      const slot = c.artSlots.find(
        (s) => s.kind === "cover" && s.part === "banner" && s.record.kind === "case-study" && s.record.key === `${study.scope}/${study.key}`,
      );
      if (!slot) throw new Error(`media/reel.ts: ${study.scope}/${study.key} has no banner cover in generated/art.ts (a photograph banner is not composed)`);
      return { key: `${study.scope}/${study.key}`, slot };
    })
    .filter((s) => s !== null);
  const { count, seconds } = cutSeconds(studies.length);
  const title: TitleCard = { kind: "title", brand: c.brand, title: c.home.banner.reel.title, line: c.home.banner.reel.line, palette: c.palette };
  return (["desktop", "mobile"] as const).map((version) => {
    const files = c.home.banner[version];
    const { width, height } = files;
    const cuts: ReelCut[] = [{ seconds: count === 0 ? REEL_SECONDS.min : TITLE_SECONDS, picture: title }];
    for (const { key, slot } of studies.slice(0, count)) {
      // Desktop: the banner cover (16:9, as the reel). Mobile: the same cover drawn as a tall tile at the frame's size.
      const cut: ArtSlot = version === "desktop" ? slot : { ...slot, path: slot.path.replace(/[^/]+$/, "reel-tall.svg"), part: "tile", width, height };
      cuts.push({ seconds, picture: recipeOf(cut, c), study: key });
    }
    return { version, files, width, height, fps: REEL_FPS, cuts };
  });
}

/** The reel's length, s. */
export function reelSeconds(plan: ReelPlan): number {
  return plan.cuts.reduce((sum, cut) => sum + cut.seconds, 0);
}

/**
 * The title card as a satori element: the brand's deepest blue, rings in its darker shades, and
 * the words (desktop: on the left; mobile: at the top) opposite the rings.
 */
function titleElement(t: TitleCard, width: number, height: number) {
  const deep = t.palette[950] ?? "#0a1640";
  const tall = height > width;
  const unit = Math.min(width, height) / 720;
  const ink = readable(deep, t.palette[50] ?? "#ffffff");
  const soft = readable(deep, t.palette[200] ?? "#c7d2fe", ink);
  const accent = t.palette[500] ?? "#3464f4";
  const ring = (size: number, x: number, y: number, colour: string) =>
    h("div", {
      style: {
        position: "absolute",
        left: x - size / 2,
        top: y - size / 2,
        width: size,
        height: size,
        borderRadius: size,
        border: `${Math.round(28 * unit)}px solid ${colour}`,
      },
    });
  // The page shows the reel whole in a frame of its own shape, beside or under the banner's
  // promo (runtime/pages/HomePage.tsx), so the card is composed for its frame alone: the words
  // at the top of the tall card, on the left of the wide one, the rings opposite them.
  const words = h(
    "div",
    {
      style: {
        position: "absolute",
        display: "flex",
        flexDirection: "column",
        ...(tall ? { left: width * 0.14, right: width * 0.14, top: 40 * unit } : { left: width * 0.08, right: width * 0.45, top: height * 0.3 }),
      },
    },
    h("div", { style: { width: 56 * unit, height: 6 * unit, borderRadius: 6 * unit, backgroundColor: accent } }),
    h("div", { style: { marginTop: 18 * unit, fontSize: 24 * unit, fontWeight: 800, letterSpacing: 3 * unit, color: soft } }, t.brand),
    h("div", { style: { marginTop: 6 * unit, fontSize: (tall ? 54 : 64) * unit, lineHeight: 1.05, fontWeight: 800, color: ink } }, t.title),
    h("div", { style: { marginTop: 12 * unit, fontSize: 22 * unit, lineHeight: 1.3, fontWeight: 500, color: soft } }, t.line),
  );
  return h(
    "div",
    { style: { display: "flex", position: "relative", width, height, backgroundColor: deep, fontFamily: FONT_FAMILY, overflow: "hidden" } },
    ring(height * 1.1, tall ? width * 0.9 : width * 0.78, tall ? height * 0.78 : height * 0.5, t.palette[900] ?? "#122966"),
    ring(height * 0.62, tall ? width * 0.9 : width * 0.78, tall ? height * 0.78 : height * 0.5, t.palette[800] ?? "#1e3a8a"),
    words,
  );
}

/** The packages whose version changes the files. */
const PACKAGES = ["@ffmpeg-installer/ffmpeg", "@resvg/resvg-js", "sharp", "satori", "svgo"];

/** The ffmpeg binary of @ffmpeg-installer/ffmpeg. @throws Error naming the fix when the package is missing */
export function ffmpegPath(root: string): string {
  try {
    return (createRequire(join(root, "package.json"))("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  } catch (e) {
    throw new Error(`media/reel.ts: the ffmpeg binary is missing (${(e as Error).message.split("\n")[0]}); run "npm ci" to install @ffmpeg-installer/ffmpeg`);
  }
}

/** The reel's cache: keyed by this file, the art painters' sources, the fonts and the package versions. */
function reelCache(root: string): ContentCache {
  const here = fileURLToPath(import.meta.url);
  const art = join(dirname(here), "art");
  const base = baseKey(root, {
    sources: [
      here,
      join(dirname(here), "recipes.ts"),
      ...readdirSync(art)
        .filter((x) => /\.(ts|tsx)$/.test(x))
        .sort()
        .map((f) => join(art, f)),
    ],
    packages: PACKAGES,
    extra: [],
  });
  return new ContentCache(root, "reel", base, "json");
}

/** The files of one version, by extension, as the cache keeps them beside its `<sha256>.json`. */
const EXTS = ["webm", "mp4", "jpg", "avif", "webp"] as const;
type Ext = (typeof EXTS)[number];
const sibling = (entry: string, ext: Ext) => entry.replace(/\.json$/, `.${ext}`);

/**
 * The committed reel files, relative to the project root: the cache's entries of today's content
 * (`<sha256>.json` and its five files), written by `npm run media` ({@link commitReel}).
 */
export const REEL_COMMITTED_DIR = "media/reel-files";

/**
 * Puts the committed files of `entry` into the cache when the cache lacks them and the committed
 * folder holds all of them (the same key: the same plan, code and packages).
 * @returns whether they were taken
 */
function takeCommitted(root: string, entry: string): boolean {
  const from = join(root, REEL_COMMITTED_DIR, basename(entry));
  if (!existsSync(from) || !EXTS.every((ext) => existsSync(sibling(from, ext)))) return false;
  mkdirSync(dirname(entry), { recursive: true });
  // The files first, the entry last: an entry is there only with all its files.
  for (const ext of EXTS) copyFileSync(sibling(from, ext), sibling(entry, ext));
  copyFileSync(from, entry);
  return true;
}

/** What one version's entry records. */
export interface ReelEntry {
  readonly seconds: number;
  readonly frames: number;
  /** Bytes of each file. */
  readonly bytes: Readonly<Record<Ext, number>>;
}

const run = promisify(execFile);

/**
 * Makes one version's files at `entry`'s siblings: each cut rasterised (resvg), the poster
 * encoded (sharp), the cuts joined and encoded by one ffmpeg run with two outputs.
 * @throws Error with ffmpeg's last lines when it fails
 */
async function makeVersion(
  root: string,
  plan: ReelPlan,
  entry: string,
  paintArt: (r: ArtRecipe) => Promise<string>,
  paintTitle: (t: TitleCard, w: number, h: number) => Promise<string>,
): Promise<ReelEntry> {
  const [{ renderAsync }, { default: sharp }] = await Promise.all([import("@resvg/resvg-js"), import("sharp")]);
  mkdirSync(dirname(entry), { recursive: true });
  const tmp = mkdtempSync(join(dirname(entry), "frames-"));
  try {
    const { width, height, fps } = plan;
    const t0 = performance.now();
    const frames = await Promise.all(
      plan.cuts.map(async (cut, i) => {
        const svg = "study" in cut ? await paintArt(cut.picture) : await paintTitle(cut.picture as TitleCard, width, height);
        // A cover of the frame's shape fills it; fitTo width keeps its aspect ratio (the recipes are the frame's shape).
        // On libuv's thread pool, so the cuts are drawn on both cores.
        const png = (await renderAsync(svg, { fitTo: { mode: "width", value: width } })).asPng();
        const file = join(tmp, `cut-${i}.png`);
        writeFileSync(file, png);
        return file;
      }),
    );
    // The poster: the title card, the reel's first frame. AVIF at effort 2, not the photographs'
    // 4: 0.2 s of CPU against 3.3 s for the desktop card, a flat picture that gains little from more.
    const poster = sharp(frames[0]!).resize(width, height, { fit: "cover" });
    await Promise.all([
      poster.clone().jpeg({ quality: 78, mozjpeg: true }).toFile(sibling(entry, "jpg")),
      poster.clone().avif({ quality: 50, effort: 2 }).toFile(sibling(entry, "avif")),
      poster.clone().webp({ quality: 76, effort: 4 }).toFile(sibling(entry, "webp")),
    ]);
    // Each still is read once and repeated by the loop filter (an image looped by the demuxer is
    // decoded again for every frame: twenty times the work); hard cuts, no fades: a fade makes
    // every one of its frames differ from the last, which cost VP9 twice the time and six times
    // the bytes (measured on the mobile version: 2.5 MB against 0.4 MB).
    const inputs = frames.flatMap((file) => ["-i", file]);
    const chains = plan.cuts.map(
      (cut, i) =>
        `[${i}:v]scale=${width}:${height},setsar=1,format=yuv420p,loop=loop=${Math.round(cut.seconds * fps) - 1}:size=1:start=0,setpts=N/${fps}/TB[c${i}]`,
    );
    const graph = `${chains.join(";")};${plan.cuts.map((_, i) => `[c${i}]`).join("")}concat=n=${plan.cuts.length}:v=1:a=0,split=2[h264][vp9]`;
    const args = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      ...inputs,
      "-filter_complex",
      graph,
      "-map",
      "[h264]",
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-tune",
      "stillimage",
      "-crf",
      "26",
      "-g",
      String(fps * 10),
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "high",
      "-movflags",
      "+faststart",
      "-r",
      String(fps),
      sibling(entry, "mp4"),
      "-map",
      "[vp9]",
      "-an",
      "-c:v",
      "libvpx-vp9",
      "-deadline",
      "realtime",
      "-cpu-used",
      "8",
      "-row-mt",
      "1",
      "-g",
      String(fps * 10),
      "-b:v",
      "0",
      "-crf",
      "40",
      "-pix_fmt",
      "yuv420p",
      "-r",
      String(fps),
      sibling(entry, "webm"),
    ];
    if (process.env.REEL_DEBUG)
      process.stderr.write(`reel ${plan.version}: frames and poster ${Math.round(performance.now() - t0)} ms\n${JSON.stringify(args)}\n`);
    try {
      await run(ffmpegPath(root), args, { maxBuffer: 16 * 1024 * 1024 });
    } catch (e) {
      const err = e as { stderr?: string; message: string };
      throw new Error(`media/reel.ts: ffmpeg failed making the ${plan.version} reel: ${(err.stderr || err.message).trim().split("\n").slice(-6).join("\n")}`);
    }
    // The generator's word on sound (generated/home.ts `hasAudio`) decides the mute control; the file must agree.
    if (hasSoundTrack(sibling(entry, "mp4")) !== plan.files.hasAudio)
      throw new Error(
        `media/reel.ts: the ${plan.version} reel ${plan.files.hasAudio ? "has no" : "has a"} sound track, which generated/home.ts says it ${plan.files.hasAudio ? "has" : "has not"}`,
      );
    const seconds = reelSeconds(plan);
    const bytes = Object.fromEntries(EXTS.map((ext) => [ext, statSync(sibling(entry, ext)).size])) as Record<Ext, number>;
    return { seconds, frames: Math.round(seconds * fps), bytes };
  } finally {
    if (!process.env.REEL_DEBUG) rmSync(tmp, { recursive: true, force: true });
  }
}

/** What {@link writeReel} did. */
export interface ReelReport {
  /** Versions written (2). */
  readonly versions: number;
  /** Versions made now (not found in the cache nor committed). */
  readonly made: number;
  /** Versions taken from the committed files ({@link REEL_COMMITTED_DIR}). */
  readonly committed: number;
  /** Each version's length, s. */
  readonly seconds: readonly number[];
  /** Bytes of every file written. */
  readonly bytes: number;
  /** The files written, relative to `dist`. */
  readonly paths: readonly string[];
  readonly ms: number;
}

/** Makes the painters on first use: the art painter (../art/render.ts) and the title card's satori. */
function painters(root: string) {
  let art: Promise<(r: ArtRecipe) => Promise<string>> | undefined;
  let title: Promise<(t: TitleCard, w: number, h: number) => Promise<string>> | undefined;
  return {
    paintArt: async (r: ArtRecipe) => {
      art ??= import("./art/render.ts").then((m) => (x: ArtRecipe) => m.paintArt(root, x));
      return (await art)(r);
    },
    paintTitle: async (t: TitleCard, w: number, hgt: number) => {
      title ??= import("satori").then(({ default: satori }) => {
        const fonts = plusJakartaFonts(root);
        return (x: TitleCard, ww: number, hh: number) => satori(titleElement(x, ww, hh), { width: ww, height: hh, fonts: fonts as never });
      });
      return (await title)(t, w, hgt);
    },
  };
}

/**
 * The files of each version, made when neither cached nor committed ({@link REEL_COMMITTED_DIR}):
 * resolves to each version's cache entry (its `<sha256>.json`, the files beside it), whether it
 * was made now or taken from the committed files, and what it records.
 */
export async function reelFiles(
  root: string,
  plans: readonly ReelPlan[],
): Promise<{ plan: ReelPlan; entry: string; made: boolean; committed: boolean; record: ReelEntry }[]> {
  const cache = reelCache(root);
  const paint = painters(root);
  // Both versions at once: one ffmpeg run keeps about one core busy (its frames are few and small).
  const out = await Promise.all(
    plans.map(async (plan) => {
      const entry = cache.file(plan);
      // An entry whose files were swept (or never all written) is made again.
      if (existsSync(entry) && !EXTS.every((ext) => existsSync(sibling(entry, ext)))) rmSync(entry, { force: true });
      const committed = !existsSync(entry) && takeCommitted(root, entry);
      const got = await cache.get(plan, async () => JSON.stringify(await makeVersion(root, plan, entry, paint.paintArt, paint.paintTitle)));
      if (!got.painted) {
        const now = new Date();
        for (const ext of EXTS) markUsed(sibling(entry, ext), now);
      }
      return { plan, entry, made: got.painted, committed, record: JSON.parse(got.text) as ReelEntry };
    }),
  );
  return out;
}

/**
 * `npm run media`'s part: makes (or takes from the cache) each version of today's reel and
 * writes its entry into {@link REEL_COMMITTED_DIR}, removing the entries of any other content, so
 * that the folder holds exactly the reel a fresh clone's build would make.
 * @returns the names written and removed
 */
export async function commitReel(root: string, content: ReelContent): Promise<{ readonly written: string[]; readonly removed: string[] }> {
  const made = await reelFiles(root, reelPlan(content));
  const dir = join(root, REEL_COMMITTED_DIR);
  mkdirSync(dir, { recursive: true });
  const keep = new Set(made.flatMap(({ entry }) => [basename(entry), ...EXTS.map((ext) => basename(sibling(entry, ext)))]));
  const removed = readdirSync(dir).filter((name) => !keep.has(name));
  for (const name of removed) rmSync(join(dir, name), { recursive: true, force: true });
  const written: string[] = [];
  for (const { entry } of made)
    for (const file of [...EXTS.map((ext) => sibling(entry, ext)), entry]) {
      const to = join(dir, basename(file));
      if (existsSync(to) && readFileSync(to).equals(readFileSync(file))) continue;
      copyFileSync(file, to);
      written.push(basename(file));
    }
  return { written, removed };
}

/** The cached file behind a URL of a version's files, or null when `url` names none of them. */
export function reelFileOf(files: Reel, entry: string, url: string): { file: string; type: string } | null {
  const types: Record<Ext, string> = { webm: "video/webm", mp4: "video/mp4", jpg: "image/jpeg", avif: "image/avif", webp: "image/webp" };
  const urls: Record<Ext, string> = {
    webm: files.sources.find((s) => s.type === "video/webm")?.src ?? "",
    mp4: files.sources.find((s) => s.type === "video/mp4")?.src ?? "",
    jpg: files.poster.src,
    avif: files.poster.photo?.avif.split(" ")[0] ?? "",
    webp: files.poster.photo?.webp.split(" ")[0] ?? "",
  };
  const ext = EXTS.find((x) => urls[x] === url);
  return ext ? { file: sibling(entry, ext), type: types[ext] } : null;
}

/**
 * Writes each version's files to `dist` at their URLs (dist/media/reel/…), making the versions
 * not cached.
 * @throws Error as {@link reelPlan} and when ffmpeg fails
 */
export async function writeReel(root: string, dist: string, content: ReelContent): Promise<ReelReport> {
  const started = performance.now();
  const made = await reelFiles(root, reelPlan(content));
  let bytes = 0;
  const paths: string[] = [];
  for (const { plan, entry } of made) {
    const f = plan.files;
    const urls = [...f.sources.map((s) => s.src), f.poster.src, f.poster.photo!.avif.split(" ")[0]!, f.poster.photo!.webp.split(" ")[0]!];
    for (const url of urls) {
      const from = reelFileOf(f, entry, url)!.file;
      const to = join(dist, url.replace(/^\/+/, ""));
      paths.push(url.replace(/^\/+/, ""));
      const body = readFileSync(from);
      bytes += body.length;
      // A file already there with these bytes is left alone.
      if (statSync(to, { throwIfNoEntry: false })?.size === body.length && readFileSync(to).equals(body)) continue;
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  return {
    versions: made.length,
    made: made.filter((m) => m.made).length,
    committed: made.filter((m) => m.committed).length,
    seconds: made.map((m) => m.record.seconds),
    bytes,
    paths,
    ms: Math.round(performance.now() - started),
  };
}
