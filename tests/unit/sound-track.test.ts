/**
 * Whether a video has a sound track (lib/sound-track.mjs), as ffmpeg reads the file: the
 * generator states it as `hasAudio` and the players offer their mute control only then
 * (docs/decisions.md, "The mute control").
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ffmpegBinary, hasSoundTrack } from "../../lib/sound-track.mjs";
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
