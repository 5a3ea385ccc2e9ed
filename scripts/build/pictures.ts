/**
 * The pictures stage of `npm run build` (scripts/build/build.ts), a process of its own that runs
 * beside the type check, the Vite builds and the prerender of the pages, right after the
 * generator: nothing it paints depends on the code, only on generated/. It writes, into the
 * staging folder {@link PICTURES_DIR} (the client build empties dist/ when it runs, so the
 * pictures cannot be written there while it may), every file the site's pictures are:
 *
 *   composed pictures    media/art/render.ts `writeArt` (the recipes of generated/art.ts)
 *   Open Graph cards     media/og-cards.tsx, on two threads beside the composed pictures (a detail
 *                        page's card shows its cover: those cards wait for the composed pictures)
 *   photograph versions  media/photos.ts
 *   reel                 media/reel.ts, started first: its ffmpeg run encodes beside the painting
 *                        (a fresh clone takes the committed files `npm run media` wrote instead)
 *   word marks           media/art/wordmark-files.ts
 *
 * Each is cached by content (lib/cache-store.mjs), so an unchanged picture is copied, not
 * painted; a file whose bytes are already in the staging folder is not written again. The build
 * then places the staging folder's files into dist/ ({@link placePictures}), leaving alone those
 * whose bytes are there already (so the precompression skips them). Ends with a table and the
 * figures of {@link PicturesReport} in {@link PICTURES_REPORT}. Exits 1 when a stage fails.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { folderRecord, writeAtomic } from "../../lib/cache-store.mjs";
import { filesUnder } from "../../lib/file-tree.mjs";
import { fileURLToPath } from "node:url";
import { BUILD_CACHE_DIR } from "./build-inputs.ts";
import { type ProgressLine, progressLine, table } from "./progress.ts";

/** The staging folder of the pictures stage, relative to the project root: a tree laid out as dist/ (media/art/…, og/…). */
export const PICTURES_DIR = `${BUILD_CACHE_DIR}/pictures`;
/** The figures of the last pictures stage ({@link PicturesReport}), for scripts/build/build.ts. */
export const PICTURES_REPORT = `${BUILD_CACHE_DIR}/pictures-report.json`;
/** The record of the composed pictures written into the staging folder (media/art/render.ts `writeArt`), relative to the project root. */
const ART_RECORD = `${BUILD_CACHE_DIR}/art-written.json`;

/** What the pictures stage did: the time of each part, ms, and the files it holds. */
export interface PicturesReport {
  readonly ms: Readonly<Record<"composed pictures" | "Open Graph cards" | "photograph versions" | "reel" | "word marks", number>>;
  /** Wall time of the whole stage, ms. */
  readonly total: number;
}

/**
 * The folders of dist/ that hold the pictures stage's files alone, relative to `to`: each entry of
 * the staging folder `from` that public/ (`pub`) lacks is one; where public/ has it too (media/),
 * its entries are looked at in turn. Derived from the two trees, so a new kind of picture needs no list.
 */
function ownedFolders(from: string, pub: string, rel = ""): string[] {
  return readdirSync(join(from, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => {
      const sub = rel ? join(rel, e.name) : e.name;
      return existsSync(join(pub, sub)) ? ownedFolders(from, pub, sub) : [sub];
    });
}

/** A file placed: the size (bytes) and modification time (ms) of its staged copy, and the time of its copy in dist/ then. */
type Placed = readonly [size: number, stagedMs: number, placedMs: number];

/**
 * Copies every file of the staging folder `from` into `to` (dist/) at the same path, leaving
 * alone a file whose bytes are already there (its time too: the precompression then skips it),
 * and removes from the folders of `to` that hold pictures alone ({@link ownedFolders}) every file
 * the staging folder no longer has (a picture of a removed record, with its compressed siblings).
 * @param pub the project's public/ folder, whose files Vite copies into dist/ and which are never removed
 * @param record a JSON file (in the build's cache) of the files placed, by path in `to`: a file
 *   whose staged copy and copy in `to` are both as they were when it was placed (size and time;
 *   the pictures stage leaves a file with unchanged bytes alone) is not read again, as the
 *   precompression does (./precompress.ts); otherwise the two are compared byte for byte
 * @returns how many files were copied, found in place and removed
 */
export function placePictures(
  from: string,
  to: string,
  pub: string,
  record?: string,
): { readonly copied: number; readonly unchanged: number; readonly removed: number } {
  let copied = 0;
  let unchanged = 0;
  const staged = new Set<string>();
  const { before, kept: now } = record ? folderRecord<Placed>(record, to) : { before: {}, kept: {} as Record<string, Placed> };
  for (const rel of filesUnder(from)) {
    const source = join(from, rel);
    const stat = statSync(source);
    if (!stat.isFile()) continue;
    staged.add(rel);
    const target = join(to, rel);
    const was = before[target];
    const there = statSync(target, { throwIfNoEntry: false });
    if (
      there?.size === stat.size &&
      ((was?.[0] === stat.size && was[1] === stat.mtimeMs && was[2] === there.mtimeMs) || readFileSync(target).equals(readFileSync(source)))
    ) {
      now[target] = [stat.size, stat.mtimeMs, there.mtimeMs];
      unchanged++;
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
    now[target] = [stat.size, stat.mtimeMs, statSync(target).mtimeMs];
    copied++;
  }
  if (record) writeAtomic(record, `${JSON.stringify(now)}\n`);
  let removed = 0;
  for (const folder of ownedFolders(from, pub)) {
    if (!existsSync(join(to, folder))) continue;
    for (const name of filesUnder(join(to, folder))) {
      const rel = join(folder, name);
      if (staged.has(rel.replace(/\.(br|gz)$/, "")) || !statSync(join(to, rel)).isFile()) continue;
      rmSync(join(to, rel));
      removed++;
    }
  }
  return { copied, unchanged, removed };
}

/**
 * Removes from the staging folder `dir` every file not among `written` (paths relative to it),
 * and the folders left empty.
 * @returns how many files were removed
 */
export function removeUnwritten(dir: string, written: readonly string[]): number {
  const keep = new Set(written.map((p) => p.split("\\").join("/")));
  let removed = 0;
  for (const rel of filesUnder(dir)) {
    const full = join(dir, rel);
    if (keep.has(rel) || !statSync(full, { throwIfNoEntry: false })?.isFile()) continue;
    rmSync(full);
    removed++;
  }
  if (removed > 0)
    for (const rel of (readdirSync(dir, { recursive: true }) as string[]).sort().reverse()) {
      const full = join(dir, rel);
      if (statSync(full, { throwIfNoEntry: false })?.isDirectory() && readdirSync(full).length === 0) rmSync(full, { recursive: true });
    }
  return removed;
}

async function main(): Promise<void> {
  const { parseCommand } = await import("../../lib/cli-args.mjs");
  parseCommand({
    name: "pictures",
    usage: "node --import tsx scripts/build/pictures.ts (run by npm run build)",
    run: "node --import tsx scripts/build/pictures.ts",
    summary: `The pictures stage of \`npm run build\`: paints (or takes from the cache) every composed picture, Open Graph card, photograph version, the reel and the word marks, into ${PICTURES_DIR}; the build places them in dist/.`,
  });
  const root = process.cwd();
  const out = join(root, PICTURES_DIR);
  // Kept from the last run: each part leaves a file whose bytes are already there alone, and the
  // files no part wrote this time (a removed record's pictures) are removed at the end, so that it
  // holds this run's pictures alone. Emptying it first cost more than the rest of a content
  // edit's pictures (1,400 files removed and written again at eleven times the featured studies).
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const [{ clients }, { photos }, { prerenderUrls }, { writeArt }, { writeOgCards }, { writePhotoVersions }, { writeLogoFiles }, recipes, { writeReel }] =
    await Promise.all([
      import("../../generated/clients.ts"),
      import("../../generated/photos.ts"),
      import("../../generated/routes.ts"),
      import("../../media/art/render.ts"),
      import("../../media/og-cards.tsx"),
      import("../../media/photos.ts"),
      import("../../media/art/wordmark-files.ts"),
      import("../../media/generated-recipes.ts"),
      import("../../media/reel.ts"),
    ]);
  /** Runs one part with its progress line, which ends with `summary` of its report. */
  const withProgress = async <R>(label: string, work: (line: ProgressLine) => Promise<R>, summary: (r: R) => string): Promise<R> => {
    const line = progressLine(label);
    const report = await work(line);
    line.end(`pictures: ${label}: ${summary(report)}`);
    return report;
  };
  // The reel first: its frames are a few pictures, then ffmpeg encodes in a process of its own
  // while this one paints the composed pictures and cards.
  const reelContent = recipes.generatedReelContent();
  const reeling = reelContent ? writeReel(root, out, reelContent) : Promise.resolve(null);
  reeling.catch(() => undefined); // awaited below; a failure is reported there
  const painting = withProgress(
    "composed pictures",
    (l) => writeArt(root, out, recipes.generatedRecipes(), l.update, join(root, ART_RECORD)),
    (r) => `${r.files} (${r.painted} painted, ${r.ms} ms)`,
  );
  // The cards' threads paint beside this one: the cards without a cover at once, the others
  // once the composed pictures (their covers) are written.
  const carding = withProgress(
    "Open Graph cards",
    (l) => writeOgCards(root, out, prerenderUrls, l.update, painting),
    (r) => `${r.cards} (${r.painted} painted, ${r.ms} ms)`,
  );
  carding.catch(() => undefined); // awaited below; a failure is reported there
  const art = await painting;
  const og = await carding;
  const photoVersions = await withProgress(
    "photograph versions",
    (l) => writePhotoVersions(root, out, photos, l.update),
    (r) => `${r.versions} (${r.made} made, ${r.ms} ms)`,
  );
  const logos = await withProgress(
    "word marks",
    (l) => writeLogoFiles(root, out, clients, l.update),
    (r) => `${r.files} (${r.painted} painted, ${r.ms} ms)`,
  );
  if (logos.monograms.length) process.stderr.write(`pictures: ${logos.monograms.join(", ")} drawn as monogram tiles (see the warnings above)\n`);
  const reel = await reeling;
  const stale = removeUnwritten(out, [...art.paths, ...og.paths, ...photoVersions.paths, ...logos.paths, ...(reel?.paths ?? [])]);
  if (reel)
    process.stdout.write(
      `pictures: reel: ${reel.seconds.map((x) => `${x} s`).join(" and ")} (${reel.made} of ${reel.versions} versions made, ${reel.committed} taken from the committed files, ${Math.round(reel.bytes / 1024)} KB, ${reel.ms} ms)\n` +
        (reel.made > 0
          ? "pictures: reel: made for content the committed files were not made from (`npm run media` commits them: a fresh clone's build then takes them)\n"
          : ""),
    );
  const total = Math.round(performance.now() - started);
  const report: PicturesReport = {
    ms: { "composed pictures": art.ms, "Open Graph cards": og.ms, "photograph versions": photoVersions.ms, reel: reel?.ms ?? 0, "word marks": logos.ms },
    total,
  };
  writeFileSync(join(root, PICTURES_REPORT), `${JSON.stringify(report)}\n`);
  const secs = (t: number) => `${(t / 1000).toFixed(1)} s`;
  process.stdout.write(
    `${table([
      ["pictures", "total", "new", "time", "notes"],
      ["composed pictures", `${art.files}`, `${art.painted}`, secs(art.ms), `${Math.round(art.bytes / 1024)} KB`],
      ["Open Graph cards", `${og.cards}`, `${og.painted}`, secs(og.ms), ""],
      ["photograph versions", `${photoVersions.versions}`, `${photoVersions.made}`, secs(photoVersions.ms), ""],
      [
        "reel",
        reel ? `${reel.versions}` : "none",
        reel ? `${reel.made}` : "",
        reel ? secs(reel.ms) : "",
        reel
          ? `${Math.round(reel.bytes / 1024)} KB, ${reel.seconds.map((x) => `${x} s`).join(" and ")}; ${reel.made > 0 ? "encoded beside the others" : reel.committed > 0 ? "the committed files (media/reel-files/)" : "from the cache"}`
          : "",
      ],
      ["word marks", `${logos.files}`, `${logos.painted}`, secs(logos.ms), ""],
      ["total", "", "", secs(total), `beside the type check, the Vite builds and the pages${stale ? `; ${stale} of removed records taken out` : ""}`],
    ])}\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
