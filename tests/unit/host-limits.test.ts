import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkHostLimits,
  HOST_LIMITS,
  headersProblems,
  hostLimitProblems,
  MAX_DYNAMIC_REDIRECTS,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_HEADER_LINE,
  MAX_HEADER_RULES,
  MAX_REDIRECT_LINE,
  MAX_STATIC_REDIRECTS,
  redirectsProblems,
} from "../../scripts/build/host-limits.ts";

/**
 * The static hosts' limits checked on dist/ at the end of the build (scripts/build/host-limits.ts):
 * a dist/ that fits passes, and each limit broken is named with its file.
 */

const roots: string[] = [];
const tempDist = () => {
  const dir = mkdtempSync(join(tmpdir(), "blu-host-limits-"));
  roots.push(dir);
  return dir;
};
afterAll(() =>
  roots.forEach((dir) => {
    rmSync(dir, { recursive: true, force: true });
  }),
);

const headers = (rules: number, value = "x") => Array.from({ length: rules }, (_, i) => `/p${i}/*\n  X-Rule: ${value}\n`).join("");
const redirects = (fixed: number, dynamic: number) =>
  [...Array.from({ length: fixed }, (_, i) => `/old-${i} /new 301`), ...Array.from({ length: dynamic }, (_, i) => `/old-${i}/* /new/:splat 301`)].join("\n");

describe("the static hosts' limits", () => {
  it("a dist/ within every limit passes and its files are counted", () => {
    const dist = tempDist();
    mkdirSync(join(dist, "services"));
    writeFileSync(join(dist, "index.html"), "<h1>Home</h1>");
    writeFileSync(join(dist, "services/media.html"), "<h1>Media</h1>");
    writeFileSync(join(dist, "_headers"), headers(MAX_HEADER_RULES));
    writeFileSync(join(dist, "_redirects"), redirects(MAX_STATIC_REDIRECTS, MAX_DYNAMIC_REDIRECTS));
    expect(hostLimitProblems(dist)).toEqual([]);
    expect(checkHostLimits(dist)).toBe(4);
  });

  it("a file over 25 MiB fails the build, named", () => {
    const dist = tempDist();
    mkdirSync(join(dist, "media"));
    const fd = openSync(join(dist, "media/film.mp4"), "w");
    ftruncateSync(fd, MAX_FILE_BYTES + 1); // sparse: no 25 MiB written
    closeSync(fd);
    writeFileSync(join(dist, "index.html"), "<h1>Home</h1>");
    expect(hostLimitProblems(dist)).toEqual([{ file: "media/film.mp4", problem: "25.0 MiB, over the hosts' limit of 25 MiB a file" }]);
    expect(() => checkHostLimits(dist)).toThrow("dist/media/film.mp4: 25.0 MiB, over the hosts' limit of 25 MiB a file");
  });

  it(`more files than the limit (${MAX_FILES}; 3 here, not to write 20,001) fail the build, hidden files counted`, () => {
    const dist = tempDist();
    mkdirSync(join(dist, "a"));
    for (const f of ["index.html", ".inbox.json", "a/b.html"]) writeFileSync(join(dist, f), "");
    expect(hostLimitProblems(dist, { ...HOST_LIMITS, files: 3 })).toEqual([]);
    writeFileSync(join(dist, "a/c.html"), "");
    expect(() => checkHostLimits(dist, { ...HOST_LIMITS, files: 3 })).toThrow("dist/: 4 files, over the hosts' limit of 3 per deploy");
  });

  it("_headers: too many rules and a line too long are named", () => {
    expect(headersProblems(headers(MAX_HEADER_RULES))).toEqual([]);
    expect(headersProblems(headers(MAX_HEADER_RULES + 1))).toEqual([
      { file: "_headers", problem: `${MAX_HEADER_RULES + 1} rules, over the hosts' limit of ${MAX_HEADER_RULES}` },
    ]);
    const long = "a".repeat(MAX_HEADER_LINE);
    expect(headersProblems(`# a comment is no rule\n${headers(1, long)}`)).toEqual([
      { file: "_headers", problem: `line 3 has ${MAX_HEADER_LINE + 10} characters, over the hosts' limit of ${MAX_HEADER_LINE}` },
    ]);
  });

  it("_redirects: too many static or dynamic rules and a line too long are named", () => {
    expect(redirectsProblems(redirects(MAX_STATIC_REDIRECTS + 1, MAX_DYNAMIC_REDIRECTS + 1))).toEqual([
      { file: "_redirects", problem: `${MAX_STATIC_REDIRECTS + 1} static rules, over the hosts' limit of ${MAX_STATIC_REDIRECTS}` },
      { file: "_redirects", problem: `${MAX_DYNAMIC_REDIRECTS + 1} dynamic rules, over the hosts' limit of ${MAX_DYNAMIC_REDIRECTS}` },
    ]);
    expect(redirectsProblems(`# old URLs\n/old /${"n".repeat(MAX_REDIRECT_LINE)} 301\n`)).toEqual([
      { file: "_redirects", problem: `line 2 has ${MAX_REDIRECT_LINE + 10} characters, over the hosts' limit of ${MAX_REDIRECT_LINE}` },
    ]);
  });

  it("a broken limit in the real files is found by the dist/ check", () => {
    const dist = tempDist();
    writeFileSync(join(dist, "index.html"), "<h1>Home</h1>");
    writeFileSync(join(dist, "_headers"), headers(MAX_HEADER_RULES + 1));
    expect(() => checkHostLimits(dist)).toThrow(`dist/_headers: ${MAX_HEADER_RULES + 1} rules`);
  });
});
