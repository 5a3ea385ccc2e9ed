/**
 * Stable URLs: the URL history (generated/urls.json), spec/redirects.yaml and
 * `--fix`, run in process on a copy of the project (spec/, public/ and generated/, whose
 * urls.json is the history as committed). Table-driven: each case edits the copy, runs the
 * generator, and pins what it prints or the redirects it makes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Diagnostic, formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { currentUrls } from "../../generator/routes/urls.ts";
import { parseHistory, printHistory } from "../../generator/routes/url-history.ts";
import { generate } from "../../generator/run.ts";
import { applyFixes, withRedirects } from "../../generator/write/fix.ts";
import { findStale } from "../../generator/write/write.ts";
import { applyGiven, type Given } from "./generator/fixtures/broken/given.ts";
import { runGenerator } from "./support/cli.ts";
import { generatedValue } from "./support/generated-value.ts";
import { projectRoot, scrub, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tmpRoot = tmpRoots();

const REDIRECTS = "spec/redirects.yaml";
/** The redirects spec/redirects.yaml has as committed: each case keeps them, after its own. */
const COMMITTED = readFileSync(join(projectRoot, REDIRECTS), "utf8").match(/^redirects:\n((?: {2}.*\n)*)/m)?.[1] ?? "";
/** spec/redirects.yaml as committed, with `body` in place of its lists: the body's redirects first, then the committed ones. */
const redirectsYaml = (body: string) => ({
  file: REDIRECTS,
  from: /^redirects:\n(?: {2}.*\n)*gone: \[\]\n/m,
  to: body.replace(/^redirects:(?: \[\])?\n((?: {2}.*\n)*)/, (_m, items: string) => `redirects:\n${items}${COMMITTED}`),
});
/** A project's URL moves: vestas gets its own slug (and the link to it follows). */
const VESTAS_MOVES: readonly Given[] = [
  { file: "spec/projects.yaml", from: "  - key: vestas\n", to: "  - key: vestas\n    slug: vestas-wind\n" },
  { file: "spec/countries/south-africa.yaml", from: "route: /project/vestas\n", to: "route: /project/vestas-wind\n" },
];
/** The last project, harps, removed (nothing links to it). */
const HARPS_REMOVED: Given = { file: "spec/projects.yaml", from: /\n {2}- key: harps\n(?:(?: {4}.*)?\n)*/, to: "\n" };

/** What a failed run prints (frames off, temp root scrubbed), or the redirects a good run makes. */
type Want = { readonly problems: string } | { readonly redirects: string; readonly gone?: string };

const CASES: readonly (readonly [string, { readonly given: readonly Given[]; readonly want: Want }])[] = [
  [
    "a project's slug changes: the generator proposes its new URL",
    {
      given: VESTAS_MOVES,
      want: {
        problems: `spec/redirects.yaml:7:1 redirects /project/vestas is no longer a page: the project "vestas" is now at /project/vestas-wind
  hint: keep old links and search results working: add "- { from: /project/vestas, to: /project/vestas-wind }" under redirects in spec/redirects.yaml, or run \`npm run generate -- --fix\`, which writes it`,
      },
    },
  ],
  [
    "a case study is retitled, its key kept: the generator proposes its new URL",
    {
      given: [{ file: "spec/case-studies/rw.yaml", from: "    title: RwandAir ExpoRw18\n", to: "    title: RwandAir at Expo Rwanda 2018\n" }],
      want: {
        problems: `spec/redirects.yaml:7:1 redirects /case-study/rw/rwandair-exporw18 is no longer a page: the case-study "rw/rwandair-exporw18" is now at /case-study/rw/rwandair-at-expo-rwanda-2018
  hint: keep old links and search results working: add "- { from: /case-study/rw/rwandair-exporw18, to: /case-study/rw/rwandair-at-expo-rwanda-2018 }" under redirects in spec/redirects.yaml, or run \`npm run generate -- --fix\`, which writes it`,
      },
    },
  ],
  [
    "a service's slug is renamed (its key kept): the generator proposes its new URL",
    {
      // As if its slug had been "buying" until now (the launch schema still fixes the media slugs).
      given: [{ file: "generated/urls.json", from: '{ "url": "/services/media/media-buying",', to: '{ "url": "/services/media/buying",' }],
      want: {
        problems: `spec/redirects.yaml:7:1 redirects /services/media/buying is no longer a page: the service "media/media-buying" is now at /services/media/media-buying
  hint: keep old links and search results working: add "- { from: /services/media/buying, to: /services/media/media-buying }" under redirects in spec/redirects.yaml, or run \`npm run generate -- --fix\`, which writes it`,
      },
    },
  ],
  [
    "a project is removed: the generator asks for a redirect or gone",
    {
      given: [HARPS_REMOVED],
      want: {
        problems: `spec/redirects.yaml:7:1 redirects /project/harps is no longer a page (it was the project "harps"), and spec/redirects.yaml does not say what becomes of it
  hint: send it to the nearest page with "- { from: /project/harps, to: /… }" under redirects, or list /project/harps under gone (answered 410 Gone); if the record is still there under a new slug, give it "key: harps" and the generator proposes its new URL`,
      },
    },
  ],
  [
    "a removed project listed as gone",
    {
      given: [HARPS_REMOVED, redirectsYaml("redirects: []\ngone:\n  - /project/harps\n")],
      want: { redirects: "", gone: "/project/harps" },
    },
  ],
  [
    "a removed project redirected to the projects page",
    {
      given: [HARPS_REMOVED, redirectsYaml("redirects:\n  - { from: /project/harps, to: /projects }\n")],
      want: { redirects: "/project/harps → /projects" },
    },
  ],
  [
    "a chain collapses: A → B and B → C make A → C and B → C",
    {
      given: [
        ...VESTAS_MOVES,
        redirectsYaml("redirects:\n  - { from: /project/vestas-2019, to: /project/vestas }\n  - { from: /project/vestas, to: /project/vestas-wind }\n"),
      ],
      want: { redirects: "/project/vestas → /project/vestas-wind\n/project/vestas-2019 → /project/vestas-wind" },
    },
  ],
  [
    "a loop",
    {
      given: [redirectsYaml("redirects:\n  - { from: /old-a, to: /old-b }\n  - { from: /old-b, to: /old-a }\n")],
      want: {
        problems: `spec/redirects.yaml:8:25 redirects[0].to makes a loop: /old-a → /old-b → /old-a
  hint: end the chain at a page of the site: change the to of one of these redirects

spec/redirects.yaml:9:25 redirects[1].to makes a loop: /old-b → /old-a → /old-b
  hint: end the chain at a page of the site: change the to of one of these redirects`,
      },
    },
  ],
  [
    "a redirect to no page",
    {
      given: [redirectsYaml("redirects:\n  - { from: /old-about, to: /abut }\n")],
      want: {
        problems: `spec/redirects.yaml:8:29 redirects[0].to "/abut" is not a page of the site; did you mean "/about"?
  hint: a redirect ends at a page the site makes now (or at the from of another redirect that does): point it at one, or list the old URL under gone`,
      },
    },
  ],
  [
    "a redirect from a page that exists, a gone page that exists, one URL decided twice",
    {
      given: [redirectsYaml("redirects:\n  - { from: /about, to: /contact }\n  - { from: /old, to: /contact }\ngone:\n  - /terms\n  - /old\n")],
      want: {
        problems: `spec/redirects.yaml:8:13 redirects[0].from redirects /about, which is a page of the site
  hint: a page that exists cannot redirect: remove this redirect, or move the page first (change its slug or path; its old URL then redirects)

spec/redirects.yaml:20:5 gone[0] lists /terms as gone, but it is a page of the site
  hint: remove it from gone (or remove the page first)

spec/redirects.yaml:21:5 gone[1] "/old" is used by two decisions
  hint: each old URL has one decision: one redirect, or gone`,
      },
    },
  ],
  [
    "paths that could write outside the old page's folder or onto another page",
    {
      given: [redirectsYaml("redirects:\n  - { from: /project/harps/, to: /projects }\n  - { from: /media/../index.html, to: / }\n")],
      want: {
        problems: `spec/redirects.yaml:8:13 redirects[0].from "/project/harps/" is not valid here
  hint: The old path, one the site no longer makes (a page it still makes cannot redirect). A path of the site: starts with /, no host, no query, no fragment, no spaces, no trailing slash, no empty, . or .. segment.

spec/redirects.yaml:9:13 redirects[1].from "/media/../index.html" is not valid here
  hint: The old path, one the site no longer makes (a page it still makes cannot redirect). A path of the site: starts with /, no host, no query, no fragment, no spaces, no trailing slash, no empty, . or .. segment.`,
      },
    },
  ],
  [
    "a URL history that is not JSON (a merge conflict left in it)",
    {
      given: [{ file: "generated/urls.json", from: /\n {4}\{ "url": "\/about",/, to: '\n<<<<<<< HEAD\n    { "url": "/about",' }],
      want: {
        problems: `generated/urls.json:6:5 is not a valid URL history: it is not JSON (a merge conflict left in it?)
  hint: it lists every URL the site has had, and the generator adds new ones itself: restore it with "git checkout -- generated/urls.json"; after a merge conflict keep the lines of both sides`,
      },
    },
  ],
];

describe("URL history and redirects", () => {
  let root: string;
  beforeAll(() => {
    root = tmpRoot({ generated: true });
  });

  it("the committed history holds every URL the site makes now, and generated/ is current with it", () => {
    const result = generate(root);
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics));
    const manifest = result.files.find((f) => f.path === "generated/urls.json")!;
    expect(manifest.content).toBe(readFileSync(join(projectRoot, "generated/urls.json"), "utf8"));
  });

  it.each(CASES)("%s", (_name, { given, want }) => {
    const undo = applyGiven(root, projectRoot, given);
    try {
      const result = generate(root);
      if ("problems" in want) {
        if (result.ok) throw new Error("expected problems");
        expect(scrub(formatDiagnostics(result.diagnostics, { frames: false }), root)).toBe(want.problems);
        return;
      }
      if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics));
      // The committed redirects are in every run: the case's own follow them.
      const committed = [...COMMITTED.matchAll(/from: ([^,\s}]+)/g)].map((m) => m[1]);
      const made = generatedValue(result.files, "generated/redirects.ts", "redirects") as { from: string; to: string }[];
      const redirects = made
        .filter((r) => !committed.includes(r.from))
        .map((r) => `${r.from} → ${r.to}`)
        .join("\n");
      expect(redirects).toBe(want.redirects);
      expect((generatedValue(result.files, "generated/redirects.ts", "gonePaths") as string[]).join("\n")).toBe(want.gone ?? "");
      // Old URLs stay in the history; new ones join it.
      const history = parseHistory(result.files.find((f) => f.path === "generated/urls.json")!.content).records.map((r) => r.url);
      for (const r of redirects.split("\n").filter(Boolean)) expect(history).toContain(r.split(" → ")[1]);
    } finally {
      undo();
    }
  });

  it("a new URL not yet in the history makes generated/urls.json stale (what --check reports)", () => {
    const undo = applyGiven(root, projectRoot, [...VESTAS_MOVES, redirectsYaml("redirects:\n  - { from: /project/vestas, to: /project/vestas-wind }\n")]);
    try {
      const result = generate(root);
      if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics));
      expect(findStale(root, result.files).map((f) => `${f.kind} ${f.path}`)).toContain("changed generated/urls.json");
      const diff = findStale(root, result.files).find((f) => f.path === "generated/urls.json")!.diff;
      expect(diff).toContain('+     { "url": "/project/vestas-wind", "kind": "project", "key": "vestas" }');
    } finally {
      undo();
    }
  });

  it("a moved URL comes with a fix, and only a moved one", () => {
    const undo = applyGiven(root, projectRoot, [...VESTAS_MOVES, HARPS_REMOVED]);
    try {
      const result = generate(root);
      if (result.ok) throw new Error("expected problems");
      expect(result.diagnostics.map((d: Diagnostic) => [d.code, d.fix])).toEqual([
        ["urls/removed", undefined],
        ["urls/moved", { kind: "redirect", from: "/project/vestas", to: "/project/vestas-wind" }],
      ]);
    } finally {
      undo();
    }
  });

  it("the dev server records from the committed history: a URL only the file on disk has (made and dropped before a commit) needs no decision and leaves it", () => {
    const committed = readFileSync(join(root, "generated/urls.json"), "utf8");
    const records = parseHistory(committed).records;
    // A page renamed, recorded on disk by a run, then renamed again: its middle URL is in the disk's history only.
    const middle = { url: "/a-middle-url-of-a-rename", kind: records[0]!.kind, key: records[0]!.key };
    writeFileSync(join(root, "generated/urls.json"), printHistory([...records, middle]));
    try {
      const disk = generate(root, { drafts: true });
      expect(disk.ok ? [] : disk.diagnostics.map((d) => d.code)).toEqual(["urls/moved"]);
      const dev = generate(root, { drafts: true, urlHistory: committed });
      if (!dev.ok) throw new Error(formatDiagnostics(dev.diagnostics));
      const written = dev.published.find((f) => f.path === "generated/urls.json")!.content;
      expect(written).toBe(committed);
      expect(parseHistory(written).records.map((r) => r.url)).not.toContain(middle.url);
    } finally {
      writeFileSync(join(root, "generated/urls.json"), committed);
    }
  });

  it("a run that records nothing (the page editor's checks) checks the history but adds nothing to it", () => {
    const undo = applyGiven(root, projectRoot, [
      { file: "spec/case-studies/rw.yaml", from: "  - key: rwandair-exporw18\n", to: "  - key: rwandair-expo\n" },
      redirectsYaml("redirects:\n  - { from: /case-study/rw/rwandair-exporw18, to: /case-study/rw }\n"),
    ]);
    try {
      // The key changed, so nothing is proposed; the old URL's redirect to a page that does not exist fails.
      const bad = generate(root, { recordUrls: false });
      expect(bad.ok).toBe(false);
    } finally {
      undo();
    }
    const undo2 = applyGiven(root, projectRoot, [
      { file: "spec/case-studies/rw.yaml", from: "    title: RwandAir ExpoRw18\n", to: "    title: RwandAir ExpoRw18 Kigali\n" },
      redirectsYaml("redirects:\n  - { from: /case-study/rw/rwandair-exporw18, to: /case-study/rw/rwandair-exporw18-kigali }\n"),
    ]);
    try {
      const dev = generate(root, { recordUrls: false });
      const build = generate(root);
      if (!dev.ok || !build.ok) throw new Error("expected both to pass");
      const urls = (r: typeof dev) => (r.ok ? parseHistory(r.files.find((f) => f.path === "generated/urls.json")!.content).records.map((x) => x.url) : []);
      expect(urls(dev)).not.toContain("/case-study/rw/rwandair-exporw18-kigali");
      expect(urls(build)).toContain("/case-study/rw/rwandair-exporw18-kigali");
      expect(urls(build)).toContain("/case-study/rw/rwandair-exporw18");
    } finally {
      undo2();
    }
  });

  it("--fix writes the proposed redirect into spec/redirects.yaml, comments kept, and the next run is clean", async () => {
    const undo = applyGiven(root, projectRoot, [
      ...VESTAS_MOVES,
      { file: "spec/case-studies/rw.yaml", from: "    title: RwandAir ExpoRw18\n", to: "    title: RwandAir at Expo Rwanda 2018\n" },
    ]);
    try {
      const fixed = await runGenerator(root, ["--fix"], "node");
      expect(fixed.stderr).toBe("");
      expect(fixed.stdout.replace(/\(\d+ files, \d+ ms\)/, "(…)")).toMatchInlineSnapshot(`
        "spec/: 2 fixes written
          /case-study/rw/rwandair-exporw18 → /case-study/rw/rwandair-at-expo-rwanda-2018
          /project/vestas → /project/vestas-wind
        generated/: 7 file(s) written (…)
        "
      `);
      expect(fixed.status).toBe(0);
      expect(readFileSync(join(root, REDIRECTS), "utf8")).toMatchInlineSnapshot(`
        "# yaml-language-server: $schema=./schemas/redirects.schema.json
        # What happens to a URL the site no longer has. The generator remembers every URL it has made
        # (generated/urls.json); when one disappears (a renamed slug, a retitled case study, a removed
        # project) it stops and asks for a decision here. \`npm run generate -- --fix\` writes the
        # redirects it can propose (the record is still there under a new URL); a page removed for good
        # goes under \`gone\`. See docs/content/growing.md.
        redirects:
          # The country copies of featured studies, merged into the featured records (one record per campaign).
          - { from: /case-study/ug/uap-old-mutual-lead-generation-drive, to: /case-study/ug/uap-old-mutual-digital-lead-generation }
          - { from: /case-study/ug/oah-hospitality-brand-refresh, to: /case-study/ug/oah-hospitality-brand-refresh-and-booking-drive }
          - { from: /case-study/ug/centenary-bank-centemobile-adoption-campaign, to: /case-study/ug/centenary-bank-savings-mobile-banking-drive }
          - { from: /case-study/ng/ndep-rebrand-to-aradel-holdings, to: /case-study/ng/aradel-holdings-360-rebrand-from-ndep }
          - { from: /case-study/ng/seplat-hybrid-event-production, to: /case-study/ng/seplat-energy-hybrid-stakeholder-summit }
          - { from: /case-study/ng/psi-content-repository-development, to: /case-study/ng/psi-nigeria-health-content-repository }
          - { from: /case-study/ng/pinpop-digital-campaign-launch, to: /case-study/ng/pinpop-snacking-goes-social-in-lagos }
          - { from: /case-study/ng/ngx-rebrand-and-identity-rollout, to: /case-study/ng/ngx-group-corporate-rebrand-rollout }
          - from: /case-study/rw/rwandair-exporw18
            to: /case-study/rw/rwandair-at-expo-rwanda-2018
          - from: /project/vestas
            to: /project/vestas-wind
        gone: []
        "
      `);
      const again = await runGenerator(root, ["--check"], "node");
      expect(again.stderr).toBe("");
      expect(again.status).toBe(0);
    } finally {
      undo();
      applyGiven(root, projectRoot, { file: "generated", remove: true })();
    }
  });

  it("--fix makes spec/redirects.yaml when the site has none, and leaves a from already there alone", () => {
    const undo = applyGiven(root, projectRoot, { file: REDIRECTS, remove: true });
    try {
      const fix = { kind: "redirect", from: "/project/vestas", to: "/project/vestas-wind" } as const;
      expect(applyFixes(root, [fix, fix])).toEqual(["/project/vestas → /project/vestas-wind"]);
      expect(applyFixes(root, [fix])).toEqual([]);
      expect(readFileSync(join(root, REDIRECTS), "utf8")).toMatchInlineSnapshot(`
        "# yaml-language-server: $schema=./schemas/redirects.schema.json
        # What happens to a URL the site no longer has (see docs/content/growing.md).
        redirects:
          - from: /project/vestas
            to: /project/vestas-wind
        gone: []
        "
      `);
    } finally {
      undo();
    }
  });
});

describe("the history's records", () => {
  it.each([
    ["a service: its category and key", "/services/media/media-buying", { kind: "service", key: "media/media-buying" }],
    [
      "a case study: its scope and key",
      "/casestudy/uap-old-mutual-digital-lead-generation",
      { kind: "case-study", key: "featured/uap-old-mutual-digital-lead-generation" },
    ],
    ["a project: its key", "/project/ATMF", { kind: "project", key: "ATMF" }],
    ["a page: its route id", "/about", { kind: "page", key: "about" }],
    ["a page of a route with parameters: the route id and the values", "/services/media", { kind: "page", key: "service-section/media" }],
  ])("%s", (_name, url, want) => {
    const history = parseHistory(readFileSync(join(projectRoot, "generated/urls.json"), "utf8"));
    expect(history.records.find((r) => r.url === url)).toEqual({ url, ...want });
  });

  it("prints one entry a line, sorted by URL, and reads back what it printed", () => {
    const records = [
      { url: "/b", kind: "page", key: "b" },
      { url: "/a", kind: "project", key: 'A "quoted"' },
    ];
    const text = printHistory(records);
    expect(text.split("\n").filter((l) => l.includes('"url"'))).toEqual([
      '    { "url": "/a", "kind": "project", "key": "A \\"quoted\\"" },',
      '    { "url": "/b", "kind": "page", "key": "b" }',
    ]);
    expect(parseHistory(text).records).toEqual([records[1], records[0]]);
  });

  it("currentUrls names a URL by the record whose page it is", () => {
    expect(
      currentUrls({
        routes: [{ id: "project", path: "/project/:projectName", page: "project-detail", heading: null, urls: ["/project/x-slug"] }],
        entityPages: [
          {
            page: "project-detail",
            params: ["projectName"],
            what: "the projects",
            collection: false,
            needs: [],
            pages: [{ url: "/project/x-slug", name: "X", owner: { kind: "project", key: "x" } }],
          },
        ],
      }),
    ).toEqual([{ url: "/project/x-slug", kind: "project", key: "x" }]);
  });
});

describe("withRedirects: the redirects a fix writes, comments kept", () => {
  const FILE = "# What happens to old URLs.\nredirects:\n  - from: /a # the old about page\n    to: /b\ngone: []\n";
  it.each([
    ["a new old URL: added after the others", FILE, [{ kind: "redirect", from: "/c", to: "/d" }], ["/c → /d"]],
    ["an old URL already there, its page moved again: its end follows", FILE, [{ kind: "redirect", from: "/a", to: "/e" }], ["/a → /e"]],
    ["an old URL already there, as the fix says: nothing", FILE, [{ kind: "redirect", from: "/a", to: "/b" }], []],
    ["no file yet: made", undefined, [{ kind: "redirect", from: "/a", to: "/b" }], ["/a → /b"]],
    ["a text fix: not a redirect, ignored", FILE, [{ kind: "text", file: "spec/site.yaml", path: ["x"], from: "A", to: "a" }], []],
  ] as const)("%s", (_, text, fixes, written) => {
    const out = withRedirects(text, fixes);
    expect(out.written).toEqual(written);
    if (written.length === 0) expect(out.text).toBe(text ?? out.text);
    else for (const w of written) expect(out.text).toContain(`- from: ${w.split(" → ")[0]}`);
  });

  it("the text it writes", () => {
    expect(
      withRedirects(FILE, [
        { kind: "redirect", from: "/a", to: "/e" },
        { kind: "redirect", from: "/c", to: "/d" },
      ]).text,
    ).toMatchInlineSnapshot(`
      "# What happens to old URLs.
      redirects:
        - from: /a # the old about page
          to: /e
        - from: /c
          to: /d
      gone: []
      "
    `);
  });
});
