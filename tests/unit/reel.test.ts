/**
 * The home banner's reel (media/reel.ts): its cut list is derived from content (the
 * spec's title card words, then the home page's featured studies in order, each its composed
 * cover), its length stays within 10 to 20 s, and its files are made once: a second run with
 * the same content is a cache hit, and a fresh clone's empty cache takes the committed files
 * (media/reel-files/, written by `npm run media`) instead of making them. The files are checked as ffmpeg reads them: H.264 in yuv420p
 * with the index first (faststart), VP9, no audio track, the planned length.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { artSlots } from "../../generated/art.ts";
import { caseStudies } from "../../generated/case-studies.ts";
import { homePage } from "../../generated/home.ts";
import { REEL_VERSIONS } from "../../generator/assets/reel.ts";
import { generatedReelContent } from "../../media/generated-recipes.ts";
import {
  CUT_SECONDS,
  cutSeconds,
  ffmpegPath,
  REEL_FPS,
  REEL_COMMITTED_DIR,
  REEL_SECONDS,
  reelFiles,
  reelPlan,
  reelSeconds,
  TITLE_SECONDS,
  type ReelPlan,
} from "../../media/reel.ts";
import { projectRoot } from "./support/tmp-root.ts";

const content = generatedReelContent()!;

describe("the reel's cut list", () => {
  const plans = reelPlan(content);
  const home = homePage!;
  const featuredKeys = home.featured.studies.map((slug) => {
    const cs = caseStudies.find((c) => c.scope === "featured" && c.slug === slug)!;
    return `${cs.scope}/${cs.key}`;
  });

  it("has a desktop and a mobile version at the generator's sizes and files", () => {
    expect(plans.map((p) => [p.version, p.width, p.height])).toEqual(Object.entries(REEL_VERSIONS).map(([k, v]) => [k, v.width, v.height]));
    for (const p of plans) expect(p.files).toEqual(home.banner[p.version]);
  });

  it("opens on the title card with the spec's words, then one cut per featured study in the home page's order", () => {
    for (const p of plans) {
      const [title, ...cuts] = p.cuts;
      expect(title!.picture).toMatchObject({ kind: "title", brand: content.brand, title: home.banner.reel.title, line: home.banner.reel.line });
      expect(cuts.map((c) => ("study" in c ? c.study : null))).toEqual(featuredKeys);
      // Each cover has the frame's shape (the desktop's is the site's 1600 × 900 banner, drawn at 1280 × 720).
      for (const c of cuts) {
        const { kind, width, height } = c.picture as { kind: string; width: number; height: number };
        expect(kind).toBe("cover");
        expect(width * p.height).toBe(height * p.width);
      }
    }
  });

  it("shows each study's own banner cover on desktop, and the same cover composed tall on mobile", () => {
    const [desktop, mobile] = plans as [ReelPlan, ReelPlan];
    desktop.cuts.slice(1).forEach((c, i) => {
      const slot = artSlots.find((s) => s.kind === "cover" && s.part === "banner" && s.record.key === featuredKeys[i])!;
      expect(c.picture).toMatchObject({ path: slot.path, format: "banner" });
    });
    mobile.cuts.slice(1).forEach((c, i) => {
      expect(c.picture).toMatchObject({ format: "tile", brand: (desktop.cuts[i + 1]!.picture as { brand: unknown }).brand });
    });
  });

  it("follows the content: a study taken off the home page leaves the reel", () => {
    const fewer = reelPlan({ ...content, home: { ...content.home, featured: { ...content.home.featured, studies: content.home.featured.studies.slice(1) } } });
    expect(fewer[0]!.cuts.map((c) => ("study" in c ? c.study : "title"))).toEqual(["title", ...featuredKeys.slice(1)]);
  });

  it("lasts 10 to 20 s at today's content, each cut a whole number of frames", () => {
    for (const p of plans) {
      expect(reelSeconds(p)).toBeGreaterThanOrEqual(REEL_SECONDS.min);
      expect(reelSeconds(p)).toBeLessThanOrEqual(REEL_SECONDS.max);
      for (const c of p.cuts) expect(Number.isInteger(c.seconds * REEL_FPS)).toBe(true);
    }
  });
});

describe("cut lengths", () => {
  const cases: [string, { given: number; want: { count: number; seconds: number } }][] = [
    ["no study: the title card alone", { given: 0, want: { count: 0, seconds: 0 } }],
    ["one study holds long enough for 10 s", { given: 1, want: { count: 1, seconds: 7.5 } }],
    ["three studies", { given: 3, want: { count: 3, seconds: 2.5 } }],
    ["the launch's nine", { given: 9, want: { count: 9, seconds: CUT_SECONDS } }],
    ["thirty: as many as fit in 20 s", { given: 30, want: { count: 11, seconds: CUT_SECONDS } }],
  ];
  it.each(cases)("%s", (_, { given, want }) => {
    expect(cutSeconds(given)).toEqual(want);
    const total = (want.count === 0 ? REEL_SECONDS.min : TITLE_SECONDS) + want.count * want.seconds;
    expect(total).toBeGreaterThanOrEqual(REEL_SECONDS.min);
    expect(total).toBeLessThanOrEqual(REEL_SECONDS.max);
  });
});

describe("the reel's files", () => {
  it("are made once (a second run is a cache hit, a fresh cache takes the committed ones): H.264 yuv420p faststart and VP9, no audio, the planned length", {
    timeout: 120_000,
  }, async () => {
    // A small plan of its own (a title card and one cover, 64 px high), so the test makes a fresh entry quickly.
    const [full] = reelPlan(content);
    const cover = full!.cuts[1]!;
    const plan: ReelPlan = {
      ...full!,
      width: 112,
      height: 64,
      cuts: [
        { seconds: 1, picture: { ...(full!.cuts[0]!.picture as object), title: `Test ${process.pid} ${Date.now()}` } as never },
        { ...cover, seconds: 0.5 },
      ],
    };
    const first = await reelFiles(projectRoot, [plan]);
    try {
      expect(first.map((m) => m.made)).toEqual([true]);
      const second = await reelFiles(projectRoot, [plan]);
      expect(second.map((m) => [m.made, m.committed, m.entry])).toEqual([[false, false, first[0]!.entry]]);
      expect(second[0]!.record).toEqual(first[0]!.record);
      // A fresh clone: the cache is empty, the committed files (npm run media) are taken, not made again.
      const entryName = basename(first[0]!.entry);
      const committedDir = join(projectRoot, REEL_COMMITTED_DIR);
      mkdirSync(committedDir, { recursive: true });
      for (const ext of ["json", "mp4", "webm", "jpg", "avif", "webp"])
        renameSync(first[0]!.entry.replace(/\.json$/, `.${ext}`), join(committedDir, entryName.replace(/\.json$/, `.${ext}`)));
      try {
        const fresh = await reelFiles(projectRoot, [plan]);
        expect(fresh.map((m) => [m.made, m.committed, m.entry])).toEqual([[false, true, first[0]!.entry]]);
        expect(fresh[0]!.record).toEqual(first[0]!.record);
        expect(readFileSync(first[0]!.entry.replace(/\.json$/, ".mp4"))).toEqual(readFileSync(join(committedDir, entryName.replace(/\.json$/, ".mp4"))));
      } finally {
        for (const ext of ["json", "mp4", "webm", "jpg", "avif", "webp"]) rmSync(join(committedDir, entryName.replace(/\.json$/, `.${ext}`)), { force: true });
      }
      expect(first[0]!.record).toMatchObject({ seconds: 1.5, frames: 1.5 * REEL_FPS });
      const entry = first[0]!.entry;
      const probe = async (file: string) =>
        (await promisify(execFile)(ffmpegPath(projectRoot), ["-hide_banner", "-i", file]).catch((e: { stderr: string }) => e)).stderr;
      const mp4 = await probe(entry.replace(/\.json$/, ".mp4"));
      expect(mp4).toMatch(/Video: h264 .*yuv420p/);
      expect(mp4).toMatch(/Duration: 00:00:01\.[45]/);
      expect(mp4).not.toMatch(/Audio:/);
      const bytes = readFileSync(entry.replace(/\.json$/, ".mp4"));
      expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
      const webm = await probe(entry.replace(/\.json$/, ".webm"));
      expect(webm).toMatch(/Video: vp9/);
      expect(webm).not.toMatch(/Audio:/);
      for (const [ext, magic] of [
        ["jpg", "ffd8ff"],
        ["webp", "52494646"],
      ] as const)
        expect(
          readFileSync(entry.replace(/\.json$/, `.${ext}`))
            .subarray(0, magic.length / 2)
            .toString("hex"),
        ).toBe(magic);
      expect(
        readFileSync(entry.replace(/\.json$/, ".avif"))
          .subarray(4, 12)
          .toString(),
      ).toBe("ftypavif");
    } finally {
      for (const ext of ["json", "mp4", "webm", "jpg", "avif", "webp"]) rmSync(first[0]!.entry.replace(/\.json$/, `.${ext}`), { force: true });
    }
  });
});
