/**
 * One save for a change that spans files (docs/content/editing.md, "One save for a change that
 * spans files"), table-driven: a change set written all or nothing, a renamed key taking its
 * references and its old address along, Undo, and what Changes says changed per record.
 * Pins the launch content: runs in the fixture site (docs/testing.md).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FileWrite, WriteFailed, writeAll } from "../../../editor/server/changeset.ts";
import { textHash } from "../../../editor/server/files.ts";
import { recordChanges } from "../../../editor/server/record-changes.ts";
import { MESSAGES } from "../../../editor/messages.ts";
import { editorCaller } from "../support/editor-api.ts";
import { projectRoot, tmpRoots } from "../support/tmp-root.ts";

const tmpRoot = tmpRoots();

describe("writeAll: every file of a set, or none", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "blu-changeset-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const set = (): FileWrite[] =>
    ["a", "b", "c"].map((n) => {
      const full = join(dir, `${n}.yaml`);
      writeFileSync(full, `${n}: before\n`);
      return { file: `${n}.yaml`, full, before: `${n}: before\n`, after: `${n}: after\n` };
    });
  const texts = () => ["a", "b", "c"].map((n) => readFileSync(join(dir, `${n}.yaml`), "utf8"));

  it.each([
    ["every rename works: all written", { failAt: -1, want: ["a: after\n", "b: after\n", "c: after\n"] }],
    ["the first rename fails: nothing written", { failAt: 0, want: ["a: before\n", "b: before\n", "c: before\n"] }],
    ["a rename fails midway: the files written are put back", { failAt: 2, want: ["a: before\n", "b: before\n", "c: before\n"] }],
  ])("%s", (_, { failAt, want }) => {
    let n = 0;
    const rename = (from: string, to: string) => {
      if (n++ === failAt) throw new Error("disk full");
      renameSync(from, to);
    };
    const run = () => writeAll(set(), { rename });
    if (failAt < 0) run();
    else expect(run).toThrow(WriteFailed);
    expect(texts()).toEqual(want);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("a new file of a failed set is removed again", () => {
    const full = join(dir, "new.yaml");
    const writes: FileWrite[] = [{ file: "new.yaml", full, before: null, after: "x: 1\n" }, ...set()];
    let n = 0;
    expect(() =>
      writeAll(writes, {
        rename: (from, to) => {
          if (n++ === 1) throw new Error("disk full");
          renameSync(from, to);
        },
      }),
    ).toThrow(WriteFailed);
    expect(existsSync(full)).toBe(false);
  });
});

/** The launch content's service the media section names (the fixture site's spec/). */
const SERVICE = { file: "spec/services/media.yaml", slug: "media-buying", renamed: "media-buys", section: "spec/service-sections/media.yaml" };
const slugPath = (root: string) => {
  const services = (parse(readFileSync(join(root, SERVICE.file), "utf8")) as { services: { slug: string }[] }).services;
  return ["services", services.findIndex((s) => s.slug === SERVICE.slug), "slug"];
};

describe("a change set through the endpoints", () => {
  let copy: string;
  let call: ReturnType<typeof editorCaller>;
  const read = (file: string) => readFileSync(join(copy, file), "utf8");
  beforeAll(() => {
    copy = tmpRoot({ generated: true });
    call = editorCaller(copy);
  });

  it.each([
    ["one hash is stale: 409, nothing written", { stale: true, heading: "Marketing that moves", status: 409 }],
    ["one file is invalid (the house style): 422, nothing written", { stale: false, heading: "Marketing That Moves", status: 422 }],
  ])(
    "%s",
    async (_, { stale, heading, status }) => {
      const [about, people] = [read("spec/pages/about.yaml"), read("spec/people.yaml")];
      const answer = await call("POST", "/save", {
        changes: [
          { file: "spec/people.yaml", hash: textHash(people), edits: [{ op: "set", path: ["people", 0, "role"], value: "Group chief executive" }] },
          { file: "spec/pages/about.yaml", hash: stale ? "0".repeat(64) : textHash(about), edits: [{ op: "set", path: ["hero", "heading"], value: heading }] },
        ],
      });
      expect(answer.status).toBe(status);
      expect([read("spec/pages/about.yaml"), read("spec/people.yaml")]).toEqual([about, people]);
    },
    60_000,
  );

  it("a renamed slug takes every reference and its old address along, in one save, and Undo puts all back", async () => {
    const before = [read(SERVICE.file), read(SERVICE.section), read("spec/redirects.yaml")];
    const edit = { file: SERVICE.file, hash: textHash(before[0]!), edits: [{ op: "set", path: slugPath(copy), value: SERVICE.renamed }] };
    const checked = await call("POST", "/check", edit);
    const problems = checked.body.problems as { redirect?: { from: string; to: string } }[];
    expect(problems.map((p) => p.redirect)).toEqual([{ from: "/services/media/media-buying", to: "/services/media/media-buys" }]);
    expect((checked.body.followed as { file: string; label: string }[]).map((f) => f.file)).toEqual([SERVICE.section]);

    const saved = await call("POST", "/save", { ...edit, redirects: true });
    expect(saved.status).toBe(200);
    expect(saved.body.files).toEqual(["spec/redirects.yaml", SERVICE.file, SERVICE.section]);
    expect(read(SERVICE.section)).toContain(`service: ${SERVICE.renamed}`);
    expect(read(SERVICE.section)).not.toContain(`service: ${SERVICE.slug}`);
    expect(parse(read("spec/redirects.yaml")).redirects).toContainEqual({ from: "/services/media/media-buying", to: "/services/media/media-buys" });

    const listed = await call("GET", "/changes");
    expect((listed.body.sets as { id: string; things: string[] }[])[0]).toMatchObject({
      id: saved.body.undo,
      things: ["the redirects", "Media services", "the Media services page"],
    });
    const undone = await call("POST", "/undo", { id: saved.body.undo });
    expect(undone.status).toBe(200);
    expect([read(SERVICE.file), read(SERVICE.section), read("spec/redirects.yaml")]).toEqual(before);
  }, 120_000);

  it.each([
    [
      "removed where it is used, its address gone",
      { uses: { remove: true }, section: (t: string) => !t.includes("service: media-buying"), gone: ["/services/media/media-buying"], redirect: undefined },
    ],
    [
      "another record named where it was used, its address sent there",
      {
        uses: { repoint: "performance-analytics-optimization" },
        section: (t: string) => t.includes("  - service: performance-analytics-optimization\n  - service: programmatic-advertising"),
        gone: [],
        redirect: { from: "/services/media/media-buying", to: "/services/media/performance-analytics-optimization" },
      },
    ],
  ])(
    "a removed record: the panel lists where it is used; saved %s",
    async (_, { uses, section, gone, redirect }) => {
      const before = [read(SERVICE.file), read(SERVICE.section), read("spec/redirects.yaml")];
      const edit = { file: SERVICE.file, hash: textHash(before[0]!), edits: [{ op: "remove", path: slugPath(copy).slice(0, 2) }] };
      const checked = await call("POST", "/check", edit);
      expect((checked.body.uses as { file: string; label: string }[]).map((u) => [u.file, u.label])).toEqual([
        [SERVICE.section, "The Media services page › Approach › 2 › Service"],
      ]);
      expect((checked.body.alternatives as { key: string }[]).map((a) => a.key)).toContain("performance-analytics-optimization");
      const saved = await call("POST", "/save", { ...edit, uses });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(section(read(SERVICE.section))).toBe(true);
      const redirects = parse(read("spec/redirects.yaml")) as { redirects: unknown[]; gone: string[] };
      expect(redirects.gone).toEqual(gone);
      if (redirect) expect(redirects.redirects).toContainEqual(redirect);
      await call("POST", "/undo", { id: saved.body.undo });
      expect([read(SERVICE.file), read(SERVICE.section), read("spec/redirects.yaml")]).toEqual(before);
    },
    120_000,
  );

  it("Undo is refused once a file of the set changed again, and writes nothing", async () => {
    const text = read("spec/people.yaml");
    const saved = await call("POST", "/save", {
      file: "spec/people.yaml",
      hash: textHash(text),
      edits: [{ op: "set", path: ["people", 0, "office"], value: "Entebbe" }],
    });
    const later = read("spec/people.yaml").replace("Entebbe", "Jinja");
    writeFileSync(join(copy, "spec/people.yaml"), later);
    const undone = await call("POST", "/undo", { id: saved.body.undo });
    expect([undone.status, undone.body.error]).toMatchInlineSnapshot(`
      [
        409,
        "That change cannot be undone: its content was changed again since. Undo the later changes first.",
      ]
    `);
    expect(read("spec/people.yaml")).toBe(later);
    writeFileSync(join(copy, "spec/people.yaml"), text);
  }, 60_000);
});

describe("Changes: what changed per record, in words", () => {
  const schemaDir = join(projectRoot, "spec/schemas");
  const media = readFileSync(join(projectRoot, SERVICE.file), "utf8");
  const about = readFileSync(join(projectRoot, "spec/pages/about.yaml"), "utf8");
  const lines = (file: string, before: string | null, after: string | null) =>
    recordChanges(schemaDir, file, before, after, new Map([["ronald-mugisha", "Ronald Mugisha"]])).map(
      (c) => `${c.trail.join(" › ")}: ${c.before ?? "(new)"} → ${c.after ?? "(removed)"}`,
    );
  const cases = [
    ["a title", { file: SERVICE.file, before: media, after: media.replace("title: Media buying", "title: Media Buying") }],
    ["a leader added", { file: "spec/pages/about.yaml", before: about, after: about.replace("  leaders:\n", "  leaders:\n    - ronald-mugisha\n") }],
    ["a list item removed", { file: SERVICE.file, before: media, after: media.replace(/ {6}- Compass\n/, "") }],
    ["a new file", { file: "spec/pages/careers.yaml", before: null, after: "draft: true\nroute: careers\n" }],
    ["a record without a name added", { file: "spec/redirects.yaml", before: "redirects: []\n", after: "redirects:\n  - from: /a\n    to: /b\n" }],
  ] as const;
  it("each changed value by its record's names and its field's label, before and after", () => {
    expect(Object.fromEntries(cases.map(([name, c]) => [name, lines(c.file, c.before, c.after)]))).toMatchInlineSnapshot(`
      {
        "a leader added": [
          "Team › Leaders: (new) → “Ronald Mugisha”",
        ],
        "a list item removed": [
          "Media planning & strategy › Benefit icons: “Compass” → (removed)",
        ],
        "a new file": [
          "Draft: (new) → yes",
          "Route: (new) → “careers”",
        ],
        "a record without a name added": [
          "Redirects: (new) → “/a” · “/b”",
        ],
        "a title": [
          "Media Buying › Title: “Media buying” → “Media Buying”",
        ],
      }
    `);
  });
});

it("the words of Changes and Add a person", () => {
  const C = MESSAGES.changes;
  expect([
    C.set("save", ["the about page", "the people"], "04:16"),
    C.set("save", ["the redirects", "Media services", "the Media services page"], "04:16"),
    C.set("discard", ["the about page"], "04:17"),
    C.discardAsk("the about page"),
    MESSAGES.panel.followed(1),
    MESSAGES.panel.followed(3),
    MESSAGES.people.add("Leaders"),
  ]).toMatchInlineSnapshot(`
    [
      "Saved the about page and the people (04:16)",
      "Saved the redirects, Media services and the Media services page (04:16)",
      "Discarded the about page (04:17)",
      "Discard every change to the about page? It goes back to how it was before your changes (Undo can bring them back).",
      "This name is used in one other place; saving changes it too, in one step:",
      "This name is used in 3 other places; saving changes them too, in one step:",
      "Add a person to Leaders",
    ]
  `);
});
