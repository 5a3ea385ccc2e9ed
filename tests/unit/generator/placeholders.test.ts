/**
 * Where `npm run media` draws placeholder artwork (generator/assets/placeholders.ts), the rule
 * scripts/media/make-media.ts follows and the media hints read (a hint never advises the
 * command where it would make nothing).
 */
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PATHS, makesPlaceholder } from "../../../generator/assets/placeholders.ts";

describe("makesPlaceholder: the paths npm run media draws", () => {
  it.each<[string, { given: string; want: boolean }]>([
    ["an SVG below /media/", { given: "/media/team/portrait-amina.svg", want: true }],
    ["an SVG deep below /media/", { given: "/media/services/media/media-buying/hero.svg", want: true }],
    ["a client logo (its word mark stands in)", { given: "/media/logos/kfc.svg", want: false }],
    ["an SVG outside /media/", { given: "/logos/kfc.svg", want: false }],
    ["a photograph", { given: "/media/team/portrait-amina.jpg", want: false }],
    ["a video", { given: "/media/home/banner.webm", want: false }],
    ["a PDF", { given: "/media/reports/trends.pdf", want: false }],
    ["capital letters, which the command does not read", { given: "/media/team/Portrait.svg", want: false }],
    ["a path that climbs out", { given: "/media/../package.svg", want: false }],
  ])("%s", (_name, { given, want }) => {
    expect(makesPlaceholder(given)).toBe(want);
  });

  it("reads the same paths out of YAML text that the command collects", () => {
    const yaml = "image: /media/team/portrait-amina.svg\nlogo: /media/logos/kfc.svg\nphoto: /media/team/amina.jpg\n";
    expect([...yaml.matchAll(PLACEHOLDER_PATHS)].map((m) => m[0]).filter(makesPlaceholder)).toEqual(["/media/team/portrait-amina.svg"]);
  });
});
