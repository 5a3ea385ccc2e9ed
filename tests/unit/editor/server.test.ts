/**
 * The page editor's server parts, table-driven: where a page's texts come from, the
 * schema of a record, the paths the editor may write, the edits it takes, the requests it
 * answers, and the messages a content owner reads.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSpecFiles } from "../../../generator/load/load.ts";
import { registry } from "../../../generator/kinds/index.ts";
import { MESSAGES } from "../../../editor/messages.ts";
import { diagnosticPath, newPage, picturesOf, recordPathOf, refused } from "../../../editor/server/api.ts";
import { applyEdits } from "../../../editor/server/edits.ts";
import { FileRefused, checkedPath, textHash } from "../../../editor/server/files.ts";
import { schemaAt } from "../../../editor/server/schema.ts";
import { indexSources, pageSources, patternRegex, readerText } from "../../../editor/server/sources.ts";
import { safeName } from "../../../editor/server/upload.ts";
import { fromSnippet } from "../../../editor/snippets.ts";
import { devOrigins } from "../../../scripts/dev/dev-origins.ts";
import { editorCaller } from "../support/editor-api.ts";
import { tmpRoots } from "../support/tmp-root.ts";

const root = join(import.meta.dirname, "../../..");
const tmpRoot = tmpRoots();
const schemaDir = join(root, "spec/schemas");

describe("sources: a page's texts and where they are written", () => {
  it.each([
    ["white space collapsed", { given: "  Reach\n  your   audience ", want: "Reach your audience" }],
    ["bold marks removed", { given: "Leads grew by **1,072** in total.", want: "Leads grew by 1,072 in total." }],
  ])("readerText: %s", (_, { given, want }) => expect(readerText(given)).toBe(want));

  it.each([
    ["a placeholder", { given: "Reach Your Audience with {{title}}", text: "Reach Your Audience with Media Buying", matches: true }],
    ["two placeholders", { given: "{{name}} Services | {{brand}}", text: "Media Services | BLU", matches: true }],
    ["regex characters in the literal", { given: "Case Study (2024): {{client}}?", text: "Case Study (2024): UAP?", matches: true }],
    ["a text not made from it", { given: "Reach Your Audience with {{title}}", text: "Reach your audience with Media Buying", matches: false }],
  ])("patternRegex: %s", (_, { given, text, matches }) => expect(new RegExp(patternRegex(given)!, "s").test(text)).toBe(matches));

  it("a pattern without a placeholder, or with too little text of its own, is no pattern", () => {
    expect(patternRegex("Plain text")).toBeNull();
    expect(patternRegex("{{title}}")).toBeNull();
  });

  it("finds each text of a page in spec/, the files the page surely reads first", () => {
    const index = indexSources(loadSpecFiles(registry(), root).files);
    const html = `<html><body><h1>Media <span>buying</span></h1><p>Reach your audience with Media buying</p><label>Full name<span>*</span></label><img alt="not in spec at all" src="/x.png"></body></html>`;
    const sources = pageSources(html, index);
    expect(sources.values["Media buying"]?.[0]).toMatchObject({ file: "spec/services/media.yaml", path: ["services", 1, "title"] });
    expect(sources.values["Full name"]?.[0]).toMatchObject({ file: "spec/forms/contact.yaml", path: ["fields", 0, "label"] });
    expect(sources.patterns.map((p) => p.pattern)).toContain("Reach your audience with {{title}}");
    expect(sources.values["not in spec at all"]).toBeUndefined();
  });
});

describe("schemaAt: the schema of a record, self-contained", () => {
  const data = (file: string) => loadSpecFiles(registry(), root).files.find((f) => f.file === file)!.data;
  it.each([
    ["a service", { file: "spec/services/media.yaml", schema: "service-catalogue.schema.json", path: ["services", 1], has: "title" }],
    [
      "a section of a page of sections takes its kind's schema",
      { file: "spec/pages/newsletter.yaml", schema: "page.schema.json", path: ["sections", 1], has: "columns" },
    ],
    ["a person's portrait", { file: "spec/people.yaml", schema: "people.schema.json", path: ["people", 0, "image"], has: "focalPoint" }],
  ])("%s", (_, { file, schema, path, has }) => {
    const s = schemaAt(schemaDir, schema, data(file), path)!;
    expect(Object.keys(s.properties ?? {})).toContain(has);
    expect(JSON.stringify(s)).not.toContain('"$ref"');
  });
  it("a place the schema does not know", () => {
    expect(schemaAt(schemaDir, "service-catalogue.schema.json", data("spec/services/media.yaml"), ["services", 1, "nonsense"])).toBeNull();
  });
  /** The shared definitions (spec/schemas/common.schema.json, icons.schema.json) are read across files, the field's own words kept. */
  it("a field that refers to a shared definition gets its rules, with its own title and description", () => {
    const service = schemaAt(schemaDir, "service-catalogue.schema.json", data("spec/services/media.yaml"), ["services", 1])!;
    const icon = service.properties?.icon;
    expect(icon?.title).toBe("Icon");
    expect(icon?.description).toBe("Optional icon of the service itself (tech and events).");
    expect(icon?.enum?.length).toBeGreaterThan(1000);
    const photo = schemaAt(schemaDir, "people.schema.json", data("spec/people.yaml"), ["people", 0, "image", "src"])!;
    expect(photo.pattern).toMatch(/^\^\/media\//);
  });
});

describe("paths the editor may write", () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), "blu-editor-paths-"));
    mkdirSync(join(tmp, "spec/pages"), { recursive: true });
    mkdirSync(join(tmp, "public/media"), { recursive: true });
    mkdirSync(join(tmp, "outside"), { recursive: true });
    writeFileSync(join(tmp, "outside/secret.yaml"), "a: 1\n");
    symlinkSync(join(tmp, "outside"), join(tmp, "spec/linked"));
    symlinkSync(join(tmp, "outside/secret.yaml"), join(tmp, "spec/pages/link.yaml"));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it.each([
    ["a spec file", { file: "spec/pages/about.yaml", where: "spec" as const, ok: true }],
    ["a new spec file", { file: "spec/pages/careers.yaml", where: "spec" as const, ok: true }],
    ["a picture", { file: "public/media/team/new.jpg", where: "media" as const, ok: true }],
    ["outside spec/", { file: "package.json", where: "spec" as const, ok: false }],
    ["up and out", { file: "spec/../package.json", where: "spec" as const, ok: false }],
    ["an absolute path", { file: "/etc/passwd", where: "spec" as const, ok: false }],
    ["a schema", { file: "spec/schemas/page.schema.json", where: "spec" as const, ok: false }],
    ["not YAML", { file: "spec/pages/notes.txt", where: "spec" as const, ok: false }],
    ["through a linked folder", { file: "spec/linked/secret.yaml", where: "spec" as const, ok: false }],
    ["a linked file", { file: "spec/pages/link.yaml", where: "spec" as const, ok: false }],
    ["a script below media", { file: "public/media/x.js", where: "media" as const, ok: false }],
  ])("%s", (_, { file, where, ok }) => {
    if (ok) expect(checkedPath(tmp, file, where)).toBe(join(tmp, file));
    else expect(() => checkedPath(tmp, file, where)).toThrow(FileRefused);
  });
});

it("the picture picker lists public/media/ as the spec names its files, not the build's versions", () => {
  const pictures = picturesOf(root);
  expect(pictures).toContain("/media/team/portrait-daniel-ssempijja.svg");
  expect(pictures.every((p) => p.startsWith("/media/") && !p.startsWith("/media/_/"))).toBe(true);
});

describe("requests: only the dev server's own pages", () => {
  const token = "t".repeat(32);
  // The dev server on 5173 outside a codespace (the rules of other origins: dev-origins.test.ts).
  const allowed = devOrigins(5173, {});
  const req = (headers: Record<string, string>, method = "POST") => ({ method, headers: { host: "127.0.0.1:5173", ...headers } }) as unknown as IncomingMessage;
  const own = { origin: "http://127.0.0.1:5173", "x-blu-editor-token": token };
  it.each([
    ["its own page", { headers: own, why: null }],
    ["another origin", { headers: { ...own, origin: "http://evil.example" }, why: "origin http://evil.example" }],
    ["a post without an origin", { headers: { "x-blu-editor-token": token }, why: "no origin" }],
    ["a cross-site fetch", { headers: { ...own, "sec-fetch-site": "cross-site" }, why: "sec-fetch-site cross-site" }],
    ["no token", { headers: { origin: own.origin }, why: "token" }],
    ["a wrong token", { headers: { ...own, "x-blu-editor-token": "x".repeat(32) }, why: "token" }],
    ["another host (DNS rebinding)", { headers: { ...own, host: "evil.example:5173" }, why: "host evil.example:5173" }],
  ])("%s", (_, { headers, why }) => expect(refused(req(headers), token, allowed)).toBe(why));
});

describe("edits and paths", () => {
  it.each([
    ["a printed path with a record's name", { given: 'services[2] "Media buying".cta.heading', want: ["services", 2, "cta", "heading"] }],
    ["a section's kind", { given: "sections[1] (faq).items[0].question", want: ["sections", 1, "items", 0, "question"] }],
    ["the root", { given: "(root)", want: [] }],
  ])("diagnosticPath: %s", (_, { given, want }) => expect(diagnosticPath(given)).toEqual(want));

  it.each([
    ["a value of a list item", { given: ["services", 1, "title"], want: ["services", 1] }],
    ["a value in a list item's map", { given: ["studies", 0, "figures", 2, "label"], want: ["studies", 0, "figures", 2] }],
    ["a value of a map", { given: ["brand", "name"], want: ["brand"] }],
  ])("recordPathOf: %s", (_, { given, want }) => expect(recordPathOf(given)).toEqual(want));

  it("applies set, insert, move and remove in order, in place", () => {
    const text = "# list\nitems:\n  - a # first\n  - b\n";
    expect(
      applyEdits(text, [
        { op: "insert", path: ["items"], value: "c" },
        { op: "move", path: ["items"], from: 2, to: 0 },
        { op: "set", path: ["items", 1], value: "A" },
        { op: "remove", path: ["items", 2] },
      ]),
    ).toBe("# list\nitems:\n  - c\n  - A # first\n");
  });
  it("refuses what is not a list of edits, with why", () => {
    const why = (edits: unknown) => {
      try {
        applyEdits("items: [a]\n", edits);
        return "accepted";
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect([
      why({ op: "set" }),
      why([{ op: "set", value: 1 }]),
      why([{ op: "rename", path: ["a"] }]),
      why([{ op: "move", path: ["items"], from: -1, to: 0 }]),
    ]).toMatchInlineSnapshot(`
      [
        "edits must be a list of at most 200 edits",
        "each edit needs an op and a path (a list of keys and indexes)",
        "unknown op "rename": set, remove, insert or move",
        "a move needs from and to, whole numbers from 0",
      ]
    `);
  });
});

describe("starters and names", () => {
  it.each([
    ["placeholders keep their text", { given: { heading: "${1:Page heading}", note: "$0" }, want: { heading: "Page heading", note: "" } }],
    ["^ marks a number", { given: { x: "^${5:50}", ok: "^true" }, want: { x: 50, ok: true } }],
    ["lists and nesting", { given: [{ a: ["${1:x}"] }], want: [{ a: ["x"] }] }],
  ])("fromSnippet: %s", (_, { given, want }) => expect(fromSnippet(given)).toEqual(want));

  it.each([
    ["spaces and capitals", { given: "Grace Atieno.JPG", want: "grace-atieno.jpg" }],
    ["accents and punctuation", { given: "Amélie's photo (1).png", want: "amelies-photo-1.png" }],
    ["nothing left of the stem", { given: "!!!.png", want: "picture.png" }],
  ])("safeName: %s", (_, { given, want }) => expect(safeName(given)).toBe(want));

  it("a new page is a draft with a hero headed by its title, in the page schema's shape", () => {
    expect(newPage(schemaDir, "careers", "Careers at BLU")).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=../schemas/page.schema.json
      draft: true
      route: careers
      sections:
        - kind: hero
          heading: Careers at BLU
          form: contact
      "
    `);
  });
});

describe("what a content owner reads", () => {
  it("the answers' messages", () => {
    const api = MESSAGES.api;
    expect([
      api.changedOnDisk("The site settings"),
      api.refused,
      api.notFound("The site settings"),
      api.problems(1),
      api.problems(3),
      api.pageName,
      api.pagePath,
      api.pageExists("careers"),
      api.uploadTooLarge(25),
      api.uploadTypes(["JPEG", "PNG"]),
      api.uploadNotType("photo.png", "PNG"),
    ]).toMatchInlineSnapshot(`
      [
        "The site settings changed meanwhile (someone else, or another window, saved a change). The panel has read it again: make your change once more.",
        "Refused: the editing endpoints answer only this dev server's own pages.",
        "The site settings: this place is no longer there (moved or removed meanwhile?). Close the panel and click the text again.",
        "Not saved: 1 problem to fix first.",
        "Not saved: 3 problems to fix first.",
        "Change the short name: use lowercase letters and digits, with single hyphens between words (careers, brand-workshop), and no spaces.",
        "Change the address: it starts with / and uses lowercase letters and digits, with single hyphens between words (/careers, /events/brand-workshop).",
        "There is a page called careers already: choose another short name.",
        "The picture is larger than 25 MB: export it smaller (the build makes every size it needs from one large file).",
        "Only JPEG, PNG pictures can be uploaded.",
        "photo.png is not a PNG picture, whatever its name says.",
      ]
    `);
    expect([
      MESSAGES.panel.moved,
      MESSAGES.panel.movedPair("/case-study/rw/eden-care-product-launch", "/case-study/rw/eden-care-launch-in-kigali"),
      MESSAGES.panel.saveWithRedirect,
      MESSAGES.panel.writeAs("Marketing that moves every market"),
    ]).toMatchInlineSnapshot(`
      [
        "This change gives a published page a new address. Visitors and search engines that still use the old one can be sent on to the new one:",
        "/case-study/rw/eden-care-product-launch leads to /case-study/rw/eden-care-launch-in-kigali",
        "Save, and send the old address on",
        "Write “Marketing that moves every market”",
      ]
    `);
    expect([MESSAGES.panel.also(1), MESSAGES.panel.also(4)]).toMatchInlineSnapshot(`
      [
        "The same text is written in 1 other place:",
        "The same text is written in 4 other places:",
      ]
    `);
  });
});

/** The first heading of the pages' files (spec/pages/, in name order), found in the content as it is: its file and path. */
function firstHeading(at: string): { readonly file: string; readonly path: (string | number)[] } {
  const walk = (v: unknown, path: (string | number)[]): (string | number)[] | undefined => {
    if (Array.isArray(v))
      for (const [i, x] of v.entries()) {
        const p = walk(x, [...path, i]);
        if (p) return p;
      }
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (k === "heading" && typeof x === "string") return [...path, k];
        const p = walk(x, [...path, k]);
        if (p) return p;
      }
    return undefined;
  };
  for (const f of loadSpecFiles(registry(), at)
    .files.filter((x) => x.file.startsWith("spec/pages/"))
    .sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const path = walk(f.data, []);
    if (path) return { file: f.file, path };
  }
  throw new Error("no page has a heading");
}

describe("a save is checked by the rules CI applies (generate --check --strict)", () => {
  let copy: string;
  let call: ReturnType<typeof editorCaller>;
  let target: ReturnType<typeof firstHeading>;
  beforeAll(() => {
    copy = tmpRoot({ generated: true });
    call = editorCaller(copy);
    target = firstHeading(copy);
  });
  const save = async (endpoint: "/check" | "/save", heading: string) => {
    const text = readFileSync(join(copy, target.file), "utf8");
    return call("POST", endpoint, { file: target.file, hash: textHash(text), edits: [{ op: "set", path: target.path, value: heading }] });
  };

  it.each([
    ["a heading in title case: the house style refuses it", { heading: "Marketing That Moves Every Market", status: 422, problems: 1, saved: false }],
    ["a heading with a word spelt the American way", { heading: "Marketing that localizes every market", status: 422, problems: 1, saved: false }],
    ["a heading in sentence case", { heading: "Marketing that moves every market", status: 200, problems: 0, saved: true }],
  ])(
    "%s",
    async (_, { heading, status, problems, saved }) => {
      const checked = await save("/check", heading);
      expect((checked.body.problems as unknown[]).length).toBe(problems);
      const answer = await save("/save", heading);
      expect(answer.status).toBe(status);
      expect(readFileSync(join(copy, target.file), "utf8").includes(heading)).toBe(saved);
    },
    60_000,
  );

  it("the refused save says why, in the house style's words", async () => {
    const answer = await save("/save", "Marketing That Moves Every Market");
    const problems = answer.body.problems as { message: string; hint?: string; write?: string }[];
    // The panel offers to write the house style's text into the field.
    expect(problems.map((p) => p.write)).toEqual(["Marketing that moves every market"]);
    expect([answer.body.error, ...problems.flatMap((p) => [p.message, p.hint])]).toMatchInlineSnapshot(`
      [
        "Not saved: 1 problem to fix first.",
        ""Marketing That Moves Every Market" is not in sentence case, the house case of headings, labels and buttons",
        "write "Marketing that moves every market", or run \`npm run generate -- --fix\` to write it; a proper noun that must keep its capital goes in names: of spec/style.yaml",
      ]
    `);
  }, 60_000);
});
