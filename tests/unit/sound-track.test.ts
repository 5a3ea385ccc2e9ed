/**
 * Whether a video has a sound track (lib/sound-track.mjs), as ffmpeg reads the file: the
 * generator states it as `hasAudio` and the players offer their mute control only then
 * (docs/decisions.md, "The mute control").
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ffmpegBinary, hasSoundTrack } from "../../lib/sound-track.mjs";
import { videoSound } from "../../generator/assets/video-facts.ts";
import { serviceSections } from "../../generated/sections.ts";
import { homePage } from "../../generated/home.ts";
import { projectRoot } from "./support/tmp-root.ts";

const dir = mkdtempSync(join(tmpdir(), "blu-sound-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A half-second clip made by ffmpeg from its test sources: a blue frame, with a tone when `tone`. */
function clip(name: string, tone: boolean): string {
  const file = join(dir, name);
  const audio = tone ? ["-f", "lavfi", "-i", "sine=duration=0.5", "-c:a", name.endsWith(".webm") ? "libopus" : "aac"] : ["-an"];
  const codec = name.endsWith(".webm") ? ["-c:v", "libvpx-vp9"] : ["-c:v", "libx264", "-pix_fmt", "yuv420p"];
  const run = spawnSync(ffmpegBinary(), [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "color=c=blue:s=64x64:d=0.5",
    ...audio,
    ...codec,
    "-shortest",
    file,
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${run.stderr}`);
  return file;
}

describe("hasSoundTrack", () => {
  it.each([
    ["an MP4 with a tone", () => clip("tone.mp4", true), true],
    ["an MP4 without sound", () => clip("silent.mp4", false), false],
    ["a WebM with a tone", () => clip("tone.webm", true), true],
    ["a WebM without sound", () => clip("silent.webm", false), false],
    ["the Media practice's showreel", () => join(projectRoot, "public/media/sections/media/showreel.webm"), false],
  ])("%s: %s", (_, file, want) => {
    expect(hasSoundTrack(file())).toBe(want);
  });

  it("refuses a file with no video in it, naming it", () => {
    const file = join(dir, "words.webm");
    writeFileSync(file, "not a video");
    expect(() => hasSoundTrack(file)).toThrow(/ffmpeg finds no video in .*words\.webm/);
  });
});

describe("videoSound, the generator's answer", () => {
  it("is kept in the store, so that the next run does not start ffmpeg again; a problem is not", () => {
    const root = mkdtempSync(join(tmpdir(), "blu-sound-root-"));
    try {
      // The project's ffmpeg package, as the store's key names its version.
      mkdirSync(join(root, "node_modules/@ffmpeg-installer/ffmpeg"), { recursive: true });
      writeFileSync(
        join(root, "node_modules/@ffmpeg-installer/ffmpeg/package.json"),
        readFileSync(join(projectRoot, "node_modules/@ffmpeg-installer/ffmpeg/package.json")),
      );
      const disk = clip("kept.mp4", true);
      const { size, mtimeMs } = statSync(disk);
      const at = { disk, bytes: size, mtimeMs };
      expect(videoSound("/media/kept.mp4", at, root)).toBe(true);
      const area = join(root, "node_modules/.cache/blu/video-sound");
      const [entry, ...others] = readdirSync(area);
      expect(others).toEqual([]);
      expect(readFileSync(join(area, entry!), "utf8")).toBe("true");
      // What the store says is the answer (another path to the same file is not in this process's memory).
      writeFileSync(join(area, entry!), "false");
      expect(videoSound("/media/other-name.mp4", at, root)).toBe(false);
      // A file ffmpeg cannot read is a problem, asked again next time.
      const words = join(dir, "words-kept.mp4");
      writeFileSync(words, "not a video");
      const wrong = statSync(words);
      expect(videoSound("/media/words-kept.mp4", { disk: words, bytes: wrong.size, mtimeMs: wrong.mtimeMs }, root)).toMatchObject({
        entry: { code: "media/unreadable" },
      });
      expect(readdirSync(area)).toHaveLength(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("generated/ carries the answer", () => {
  it("every video of a practice page states whether it has sound, as its file has", () => {
    const videos = serviceSections.flatMap((s) => (s.visual?.kind === "video" ? [s.visual.video] : []));
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) expect(v.hasAudio, v.src).toBe(hasSoundTrack(join(projectRoot, "public", v.src)));
  });

  it("the home reel, made of stills, has none: the banner shows no mute control", () => {
    expect([homePage?.banner.desktop.hasAudio, homePage?.banner.mobile.hasAudio]).toEqual([false, false]);
  });
});
