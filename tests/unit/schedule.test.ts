/**
 * Scheduled publishing: `publishAt` and `unpublishAt` on any record or page
 * file. The split itself at a clock before, between and after the times (generator/load/drafts.ts,
 * on small files made here); then the generator in process on a copy of the project, with its
 * clock set before and after (`now`, as `--now` and $BLU_NOW set it): the page absent and present,
 * the dev run's "scheduled for" list, links to scheduled pages reported, the located errors, the
 * clock's place in the skip-cache key and the command line's refusal of a time without offset.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { LineCounter, parseDocument } from "yaml";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { type LeftOutRecord, splitDrafts } from "../../generator/load/drafts.ts";
import { registry } from "../../generator/kinds/index.ts";
import type { SpecFile } from "../../generator/load/spec-file.ts";
import { type GenerateResult, generate } from "../../generator/run.ts";
import { inputKey } from "../../generator/write/cache.ts";
import { formatScheduleTime } from "../../runtime/lib/schedule-time.ts";
import { readClock } from "../../lib/schedule.mjs";
import { editOnce, scrub, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 120_000 });

const tmpRoot = tmpRoots();

/** A spec file made from a YAML text, as the load stage makes one. */
function specFile(file: string, schema: string, source: string): SpecFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  return { file, schema, source, doc, lineCounter, data: doc.toJS() };
}

const LIST = specFile(
  "spec/projects.yaml",
  "projects.schema.json",
  [
    "projects:",
    "  - key: always",
    "  - key: launch",
    '    publishAt: "2026-12-01T09:00:00+03:00"',
    "  - key: sale",
    "    publishAt: 2026-12-01T06:00:00Z",
    "    unpublishAt: 2026-12-31T23:59:00Z",
    "  - key: old",
    "    unpublishAt: 2026-12-01T06:00:00Z",
    "  - key: wip",
    "    draft: true",
    "    publishAt: 2026-11-01T00:00:00Z",
    "",
  ].join("\n"),
);
const PAGE = specFile("spec/pages/careers.yaml", "page.schema.json", "route: careers\npublishAt: 2026-12-01T06:00:00Z\nsections: []\n");
const ROUTES = specFile("spec/routes.yaml", "routes.schema.json", "routes:\n  - id: home\n    path: /\n  - id: careers\n    path: /careers\n");

/** The keys of spec/projects.yaml in a variant, and whether /careers is a page and a route. */
function shape(files: readonly SpecFile[]): string {
  const projects = (files.find((f) => f.file === "spec/projects.yaml")?.data as { projects: { key: string }[] } | undefined)?.projects.map((p) => p.key) ?? [];
  const page = files.some((f) => f.file === "spec/pages/careers.yaml") ? "careers page" : "-";
  const routes = (files.find((f) => f.file === "spec/routes.yaml")?.data as { routes: { id: string }[] } | undefined)?.routes ?? [];
  const route = routes.some((r) => r.id === "careers") ? "careers route" : "-";
  return `${projects.join(" ")} | ${page} | ${route}`;
}

describe("splitDrafts with a clock", () => {
  it.each([
    // 09:00 at UTC+03:00 and 06:00 UTC are one moment; each record keeps its time as written.
    [
      "before every time",
      "2026-12-01T05:59:59Z",
      "always old | - | -",
      "always launch sale old wip | careers page | careers route",
      "always live, launch pending 2026-12-01T09:00:00+03:00, sale pending 2026-12-01T06:00:00Z, old live, wip draft, careers pending 2026-12-01T06:00:00Z",
    ],
    [
      "exactly at publishAt (09:00 in UTC+03:00 is 06:00 UTC): published, and old gone",
      "2026-12-01T06:00:00Z",
      "always launch sale | careers page | careers route",
      "always launch sale wip | careers page | careers route",
      "always live, launch live, sale live, old expired 2026-12-01T06:00:00Z, wip draft, careers live",
    ],
    [
      "between publishAt and sale's unpublishAt",
      "2026-12-15T12:00:00+01:00",
      "always launch sale | careers page | careers route",
      "always launch sale wip | careers page | careers route",
      "always live, launch live, sale live, old expired 2026-12-01T06:00:00Z, wip draft, careers live",
    ],
    [
      "after every time: the sale is over",
      "2027-01-01T00:00:00Z",
      "always launch | careers page | careers route",
      "always launch wip | careers page | careers route",
      "always live, launch live, sale expired 2026-12-31T23:59:00Z, old expired 2026-12-01T06:00:00Z, wip draft, careers live",
    ],
  ])("%s (%s)", (_name, now, published, dev, states) => {
    const split = splitDrafts(registry(), [LIST, PAGE, ROUTES], Date.parse(now));
    expect(split.problems).toEqual([]);
    expect(shape(split.published)).toBe(published);
    expect(shape(split.withDrafts)).toBe(dev);
    // Every record, gone or not, with the state the split finds at its place.
    expect(shape(split.everything)).toBe("always launch sale old wip | careers page | careers route");
    const list = split.everything.find((f) => f.file === LIST.file)!;
    const page = split.everything.find((f) => f.file === PAGE.file)!;
    const named = (r: LeftOutRecord | undefined) => (r === undefined ? "live" : r.time === undefined ? r.state : `${r.state} ${r.time}`);
    const keys = (list.data as { projects: { key: string }[] }).projects.map((p) => p.key);
    expect(
      [...keys.map((k, i) => `${k} ${named(split.leftOutAt(list, ["projects", i, "key"]))}`), `careers ${named(split.leftOutAt(page, []))}`].join(", "),
    ).toBe(states);
  });

  it("reads a record's state at its place in any variant: the published spec's list has fewer items, not other ones", () => {
    const split = splitDrafts(registry(), [LIST, PAGE, ROUTES], Date.parse("2026-12-15T00:00:00Z"));
    const dev = split.withDrafts.find((f) => f.file === LIST.file)!;
    // In the dev variant, "old" is gone: wip is the fourth item there, the fifth as written.
    expect((dev.data as { projects: { key: string }[] }).projects[3]?.key).toBe("wip");
    expect(split.leftOutAt(dev, ["projects", 3])?.state).toBe("draft");
    expect(split.leftOutAt(dev, ["projects", 3])?.path).toEqual(["projects", 4]);
    expect(split.leftOutAt(dev, ["projects", 0])).toBeUndefined();
    expect(split.withDrafts === split.everything).toBe(false);
  });

  it("takes the keys out of every variant: they are instructions, not content", () => {
    const split = splitDrafts(registry(), [LIST, PAGE, ROUTES], Date.parse("2026-12-15T00:00:00Z"));
    for (const files of [split.published, split.withDrafts, split.everything]) {
      expect(JSON.stringify(files.map((f) => f.data))).not.toMatch(/publishAt|unpublishAt|"draft"/);
    }
  });

  it("reports a time that names no moment, and an unpublishAt not after its publishAt, at the value", () => {
    const bad = specFile(
      "spec/projects.yaml",
      "projects.schema.json",
      [
        "projects:",
        "  - key: a",
        "    publishAt: 2026-02-30T09:00:00Z",
        "  - key: b",
        "    publishAt: 2026-12-01T09:00:00+03:00",
        "    unpublishAt: 2026-12-01T06:00:00Z",
        "",
      ].join("\n"),
    );
    const { problems } = splitDrafts(registry(), [bad], Date.parse("2026-11-01T00:00:00Z"));
    expect(formatDiagnostics(problems, { frames: false })).toMatchInlineSnapshot(`
      "spec/projects.yaml:3:16 projects[0] "a".publishAt "2026-02-30T09:00:00Z" is not a real date and time (publishAt)
        hint: write a date-time that exists, with its offset, for example 2026-12-01T09:00:00+03:00 (09:00 in Nairobi) or 2026-12-01T06:00:00Z (UTC)

      spec/projects.yaml:6:18 projects[1] "b".unpublishAt "2026-12-01T06:00:00Z" is not after publishAt "2026-12-01T09:00:00+03:00", so this would never be published
        hint: make unpublishAt later than publishAt (or remove one of them)"
    `);
  });
});

describe("the clock", () => {
  it.each([
    ["--now wins over $BLU_NOW", "2026-12-01T09:00:00+03:00", "2020-01-01T00:00:00Z", "2026-12-01T06:00:00.000Z"],
    ["$BLU_NOW without --now", undefined, "2026-12-01T06:00Z", "2026-12-01T06:00:00.000Z"],
    [
      "--now without its offset",
      "2026-12-01T09:00:00",
      undefined,
      "--now takes a date-time with its offset, such as 2026-12-01T09:00:00+03:00 or 2026-12-01T06:00:00Z, not '2026-12-01T09:00:00'",
    ],
    [
      "$BLU_NOW that is no date",
      undefined,
      "tomorrow",
      "BLU_NOW takes a date-time with its offset, such as 2026-12-01T09:00:00+03:00 or 2026-12-01T06:00:00Z, not 'tomorrow'",
    ],
  ])("%s", (_name, flag, env, expected) => {
    const clock = readClock(flag, env === undefined ? {} : { BLU_NOW: env });
    expect("problem" in clock ? clock.problem : new Date(clock.now).toISOString()).toBe(expected);
  });

  it.each([
    ["2026-12-01T09:00:00+03:00", "December 1, 2026 at 09:00 (UTC+03:00)"],
    ["2026-12-01T06:30Z", "December 1, 2026 at 06:30 (UTC)"],
  ])("the dev marker writes %s as the author wrote it", (text, written) => {
    expect(formatScheduleTime(text, "en")).toBe(written);
  });
});

// ── The generator on a copy of the project ─────────────────────────────────────────────

/** The text of one generated file of a successful run. */
function generatedText(result: GenerateResult, path: string): string {
  if (!result.ok) throw new Error(`the run failed:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
  const file = result.files.find((f) => f.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
}

const TECNO = "/case-study/rw/tecno-mobile-rwanda-c8magiccapture";
const LAUNCH = "2026-12-01T09:00:00+03:00";
const BEFORE = Date.parse("2026-12-01T05:59:00Z");
const AFTER = Date.parse("2026-12-01T06:00:00Z");

/** Rwanda's Tecno study, scheduled for 09:00 in Kigali's neighbour's zone. */
const scheduleStudy = (root: string, extra = "") =>
  editOnce(
    root,
    "spec/case-studies/rw.yaml",
    "  - key: tecno-mobile-rwanda-c8magiccapture\n",
    `  - key: tecno-mobile-rwanda-c8magiccapture\n    publishAt: "${LAUNCH}"\n${extra}`,
  );

describe("the generator with its clock set before and after", () => {
  it("leaves a study out before its publishAt and publishes it from then; dev shows it with its time", () => {
    const root = tmpRoot();
    scheduleStudy(root);
    const before = generate(root, { now: BEFORE, recordUrls: false });
    expect(generatedText(before, "generated/routes.ts")).not.toContain(TECNO);
    expect(generatedText(before, "generated/case-studies.ts")).not.toContain("Tecno Mobile Rwanda");
    expect(generatedText(before, "generated/routes.ts")).toContain("export const scheduledUrls: Readonly<Record<string, string>> = {};");

    const dev = generate(root, { now: BEFORE, drafts: true, recordUrls: false });
    const routes = generatedText(dev, "generated/routes.ts");
    expect(routes).toContain(`export const scheduledUrls: Readonly<Record<string, string>> = {\n  "${TECNO}": "${LAUNCH}",\n};`);
    expect(routes, "a page to come is not a draft").toContain("export const draftUrls: readonly string[] = [];");

    const after = generate(root, { now: AFTER, recordUrls: false });
    expect(generatedText(after, "generated/routes.ts")).toContain(`"${TECNO}"`);
    expect(generatedText(after, "generated/case-studies.ts")).not.toMatch(/publishAt/);
  });

  it("reports a link from published content to a page still to come, and to one gone, with its time", () => {
    const root = tmpRoot();
    scheduleStudy(root, "    unpublishAt: 2026-12-31T23:59:00Z\n");
    editOnce(root, "spec/site.yaml", "{ name: Terms of use, href: /terms }", `{ name: Tecno, href: ${TECNO} }`);
    const texts = [BEFORE, Date.parse("2027-01-01T00:00:00Z")].map((now) => {
      const r = generate(root, { now, recordUrls: false });
      return r.ok ? "ok" : scrub(formatDiagnostics(r.diagnostics, { frames: false }), root);
    });
    expect(texts).toMatchInlineSnapshot(`
      [
        "spec/site.yaml:73:28 footer.legal[0] "Tecno".href "/case-study/rw/tecno-mobile-rwanda-c8magiccapture" is scheduled for 2026-12-01T09:00:00+03:00 (publishAt), so the build at this time leaves it out
        hint: link to it from content published at the same time or later (give this record the same publishAt), or remove the link until then",
        "spec/site.yaml:73:28 footer.legal[0] "Tecno".href "/case-study/rw/tecno-mobile-rwanda-c8magiccapture" was unpublished at 2026-12-31T23:59:00Z (unpublishAt), so the build at this time leaves it out
        hint: remove the link, or move the page's unpublishAt later",
      ]
    `);
    expect(generate(root, { now: AFTER, recordUrls: false }).ok, "between the two, the link is fine").toBe(true);
  });

  it("refuses a time without its offset where it is written, with a hint", () => {
    const root = tmpRoot();
    editOnce(
      root,
      "spec/case-studies/rw.yaml",
      "  - key: tecno-mobile-rwanda-c8magiccapture\n",
      "  - key: tecno-mobile-rwanda-c8magiccapture\n    publishAt: 2026-12-01T09:00:00\n",
    );
    const r = generate(root, { now: BEFORE });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(
      scrub(
        formatDiagnostics(
          r.diagnostics.filter((d) => d.path.includes("publishAt")),
          { frames: false },
        ),
        root,
      ),
    ).toMatchInlineSnapshot(`
      "spec/case-studies/rw.yaml:127:16 studies[1] "tecno-mobile-rwanda-c8magiccapture".publishAt "2026-12-01T09:00:00" is not a date-time with its offset from UTC (publishAt)
        hint: say which zone the time is in, so the build publishes at one moment wherever it runs: "2026-12-01T09:00:00+03:00" (East Africa), "2026-12-01T09:00:00+01:00" (West Africa), "2026-12-01T09:00:00Z" (UTC)"
    `);
  });

  it("keys the skip-cache by which scheduled times have passed, not by the time", () => {
    const root = tmpRoot();
    scheduleStudy(root);
    const key = (iso: string) => inputKey(root, Date.parse(iso));
    expect(key("2026-11-01T00:00:00Z")).toBe(key("2026-12-01T05:59:59Z"));
    expect(key("2026-12-01T06:00:00Z")).not.toBe(key("2026-12-01T05:59:59Z"));
    expect(key("2026-12-01T06:00:00Z")).toBe(key("2030-01-01T00:00:00Z"));
  });

  it("npm run generate refuses a --now without its offset, naming the flags (exit 2)", () => {
    const r = spawnSync(process.execPath, [join(process.cwd(), "generator/bin.mjs"), "--check", "--now", "2026-12-01T09:00"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatchInlineSnapshot(`
      "generate: --now takes a date-time with its offset, such as 2026-12-01T09:00:00+03:00 or 2026-12-01T06:00:00Z, not '2026-12-01T09:00'. Known flags: --check, --strict, --fix, --no-cache, --quiet, --explain, --now, --help, -h (npm run generate -- --help)
      "
    `);
  });
});
