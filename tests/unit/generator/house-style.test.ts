/**
 * The house style (generator/lint/style.ts, spec/style.yaml): the words to
 * prefer and the endings, the case of headings (which texts are headings, from the schemas:
 * generator/lint/schema-texts.ts), what is not a text, the warnings of a run and `--fix` writing
 * them without touching the file's layout.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import { pathsFollowing, textPathsByDefinition } from "../../../generator/lint/schema-texts.ts";
import { practiceNames } from "../../../generator/kinds/style.ts";
import { acronymsOf, inSentence, keptByNames, lintTexts, preferWords, sentenceCase, titleCase } from "../../../generator/lint/style.ts";
import { generate } from "../../../generator/run.ts";
import { applyFixes } from "../../../generator/write/fix.ts";
import { editOnce, scrub, tmpRoots } from "../support/tmp-root.ts";

// Whole generator runs in process: leave room on a busy 2-core machine (slow is not wrong).
vi.setConfig({ testTimeout: 60_000 });

const tmpRoot = tmpRoots();
const NAMES = ["South African", "East Africa", "Africa", "Kenya", "BLU", "Tech Solutions"].sort((a, b) => b.length - a.length);

describe("sentence case", () => {
  it.each([
    ["Build a Media Plan That Pays Its Way", "Build a media plan that pays its way"],
    ["Why Choose BLU for ROI-Led Media?", "Why choose BLU for ROI-led media?"],
    ["Discover How We're Reshaping Kenya's Marketing Landscape", "Discover how we're reshaping Kenya's marketing landscape"],
    ["Why South African Brands Work With Us", "Why South African brands work with us"],
    ["Free Report: Customer Service Trends 2026", "Free report: Customer service trends 2026"],
    ["Our Reach Across East Africa and Africa", "Our reach across East Africa and Africa"],
    ["TikTok and YouTube Ads That Convert", "TikTok and YouTube ads that convert"],
    ["Inside Tech Solutions", "Inside Tech Solutions"],
    ["3 Ways to Grow", "3 ways to grow"],
    ["Already in sentence case", "Already in sentence case"],
    ["Backing Young Kenyans and Kenya's Founders", "Backing young Kenyans and Kenya's founders"],
    ["CAMPAIGN SHOWCASE", "Campaign showcase"],
    ["Media Buying | BLU Media Services", "Media buying | BLU media services"],
    ["{{brand}} | Integrated Marketing", "{{brand}} | Integrated marketing"],
    ["WHY CHOOSE BLU FOR ROI", "Why choose BLU for ROI"],
    ["ROI", "ROI"],
  ])("%s → %s", (text, want) => {
    expect(
      sentenceCase(
        text,
        [...NAMES, "Kenyan"].sort((a, b) => b.length - a.length),
        new Set(["ROI"]),
      ),
    ).toBe(want);
  });

  it("keeps in a heading written all in capitals only the words the site writes in capitals elsewhere", () => {
    const acronyms = acronymsOf([{ a: "Our ROI and SEO work", b: "CAMPAIGN SHOWCASE", c: "/media/ABC.png", d: "I" }]);
    expect([...acronyms].sort()).toEqual(["ROI", "SEO"]);
  });
});

describe("the characters names keep", () => {
  /** The kept characters of `text`, as the runs of text they make. */
  const keptRuns = (text: string, names: readonly string[]) => {
    const kept = keptByNames(text, names);
    return text.split("").reduce<string[]>((runs, ch, i) => {
      if (kept[i] && kept[i - 1]) runs[runs.length - 1] += ch;
      else if (kept[i]) runs.push(ch);
      return runs;
    }, []);
  };
  it.each([
    ["a name, its plural and possessive", "Kenya's team met the Owinos in Kenya", ["Owino", "Kenya"], ["Kenya's", "Owinos", "Kenya"]],
    [
      "names that start alike, the longest first",
      "East Africa and Eastleigh, then Africa",
      ["East Africa", "Eastleigh", "Africa"],
      ["East Africa", "Eastleigh", "Africa"],
    ],
    ["a name inside a longer word is not one", "Kenyan coffee", ["Kenya"], []],
    ["no name held", "plain words", ["Kenya", "East Africa"], []],
    ["a digit or a letter of any script touching it", "Kenya2, éKenya, 𝒜Kenya, (Kenya’s)", ["Kenya"], ["Kenya’s"]],
  ])("%s", (_, text, names, runs) => {
    expect(keptRuns(text, names)).toEqual(runs);
  });
});

describe("title case", () => {
  it.each([
    ["build a brand people remember", "Build a Brand People Remember"],
    ["the work of the year in review", "The Work of the Year in Review"],
    ["what we stand for", "What We Stand For"],
  ])("%s → %s", (text, want) => {
    expect(titleCase(text)).toBe(want);
  });
});

describe("the practices' names: names in titles and navigation, words in a sentence", () => {
  const practices = practiceNames(
    [
      { name: "Media", label: "Media" },
      { name: "Public Relations", label: "PR" },
    ],
    [{ title: "Media Planning & Strategy" }, { title: "Media Buying" }],
  );

  it("names each service, each practice's name of two words or more, and each practice's services", () => {
    expect(practices).toEqual([
      "Media Planning & Strategy",
      "Media Buying",
      "Media Services",
      "Media Services",
      "Public Relations",
      "Public Relations Services",
      "PR Services",
    ]);
  });

  it.each([
    ["Media Planning & Strategy | BLU Media Services", "Media Planning & Strategy | BLU Media Services"],
    ["Back to PR Services", "Back to PR Services"],
    ["Public Relations", "Public Relations"],
    ["Why Media Matters", "Why media matters"],
    ["Reach your audience with media buying", "Reach your audience with media buying"],
    ["Why Brands Choose Media Buying", "Why brands choose Media Buying"],
    ["{{name}} Services | {{brand}}", "{{name}} Services | {{brand}}"],
    ["Why Brands Trust {{brand}} With {{title}}", "Why brands trust {{brand}} with {{title}}"],
  ])("a heading %s → %s", (text, want) => {
    const names = [...NAMES, ...practices].sort((a, b) => b.length - a.length);
    expect(sentenceCase(text, names)).toBe(want);
  });

  it.each([
    ["Media Buying", [], "media buying"],
    ["Media Planning & Strategy", [], "media planning & strategy"],
    ["TV & Radio Advertising", [], "TV & radio advertising"],
    ["Customer Relationship Management (CRM) Systems", [], "customer relationship management (CRM) systems"],
    ["AI-Powered Customer Service Bots", [], "AI-powered customer service bots"],
    ["WhatsApp Commerce", [], "WhatsApp commerce"],
    ["Google Ads Management in East Africa", ["Google Ads", "East Africa"], "Google Ads management in East Africa"],
  ])("in a sentence %s reads as %s", (text, names, want) => {
    expect(inSentence(text, names)).toBe(want);
  });
});

describe("words to prefer", () => {
  const prefer = [
    { use: "optimisation", instead: ["optimization"] },
    { use: "colour", instead: ["color"] },
  ];
  it.each([
    ["Optimization and color", "Optimisation and colour", ["Optimization", "color"]],
    ["COLOR", "COLOUR", ["COLOR"]],
    ["cost-optimization", "cost-optimisation", ["optimization"]],
    ["colorful and discolored stay", "colorful and discolored stay", []],
  ])("%s → %s", (text, want, words) => {
    const r = preferWords(text, prefer);
    expect(r.fixed).toBe(want);
    expect(r.words.map((w) => w.from)).toEqual(words);
  });

  it("leaves identifiers, slugs, paths, URLs and e-mail addresses alone", () => {
    const data = {
      slug: "performance-analytics-optimization",
      href: "/services/media/optimization",
      link: "https://example.com/color",
      email: "color@example.com",
      icon: "ColorSwatch",
      heading: "Optimization That Pays",
    };
    const found = lintTexts(
      data,
      { spelling: "en-GB", headingCase: "sentence", prefer: [...prefer, { use: "optimisation", instead: ["optimization"] }] },
      { names: [] },
    );
    expect(found.map((f) => [f.path.join("."), f.fixed])).toEqual([["heading", "Optimisation that pays"]]);
  });
});

describe("verdicts kept between runs follow the names and acronyms", () => {
  const style = { spelling: "en-GB", headingCase: "sentence" } as const;
  const data = {
    heading: "Why Media Buying Works",
    other: { heading: "Our Programmatic Work" },
    tagged: { heading: "{{name}} Buying Desk" },
    loud: { heading: "ROI FIRST" },
  };
  const fixed = (names: string[], acronyms: string[] = []) =>
    Object.fromEntries(lintTexts(data, style, { names, acronyms: new Set(acronyms) }).map((f) => [f.path.join("."), f.fixed]));
  it("lints each text again when a name or an acronym it holds comes or goes, and only then", () => {
    // Run after run, as a dev server does: each answer must be what a first run gives.
    expect(fixed([])).toEqual({
      heading: "Why media buying works",
      "other.heading": "Our programmatic work",
      "tagged.heading": "{{name}} buying desk",
      "loud.heading": "Roi first",
    });
    expect(fixed(["Media Buying"])).toEqual({
      heading: "Why Media Buying works",
      "other.heading": "Our programmatic work",
      "tagged.heading": "{{name}} Buying desk",
      "loud.heading": "Roi first",
    });
    expect(fixed(["Media Buying", "Programmatic Work"], ["ROI"])).toEqual({
      heading: "Why Media Buying works",
      "tagged.heading": "{{name}} Buying desk",
      "loud.heading": "ROI first",
    });
    expect(fixed(["Programmatic Work"], ["ROI"])).toEqual({
      heading: "Why media buying works",
      "tagged.heading": "{{name}} buying desk",
      "loud.heading": "ROI first",
    });
    expect(fixed([])).toEqual({
      heading: "Why media buying works",
      "other.heading": "Our programmatic work",
      "tagged.heading": "{{name}} buying desk",
      "loud.heading": "Roi first",
    });
  });
});

describe("word endings and names", () => {
  const endings = [
    { use: "ise", instead: "ize", except: ["size", "prize", "seize"] },
    { use: "yse", instead: "yze" },
  ];
  const programme = [
    { use: "programme", instead: ["program"] },
    { use: "programmes", instead: ["programs"] },
  ];
  it.each([
    ["We organize, organized and organizes", "We organise, organised and organises", ["organize", "organized", "organizes"]],
    ["Organization and organizations", "Organisation and organisations", ["Organization", "organizations"]],
    ["analyze, analyzing and paralyzed", "analyse, analysing and paralysed", ["analyze", "analyzing", "paralyzed"]],
    ["RECOGNIZABLE", "RECOGNISABLE", ["RECOGNIZABLE"]],
    ["Any size, resized, oversized, a prize and seized", "Any size, resized, oversized, a prize and seized", []],
    ["rightsizing the cloud", "rightsizing the cloud", []],
    ["Optimize Ltd optimizes", "Optimize Ltd optimises", ["optimizes"]],
    ["NGO programs and a computer program", "NGO programmes and a computer program", ["programs"]],
  ])("%s → %s", (text, want, words) => {
    const r = preferWords(text, programme, endings, ["computer program", "Optimize Ltd"]);
    expect(r.fixed).toBe(want);
    expect(r.words.map((w) => w.from)).toEqual(words);
  });
});

describe("which texts are headings: the schemas say", () => {
  /** A throwaway spec/schemas/ with a page of sections and a form with a condition. */
  const schemaDir = (() => {
    const dir = mkdtempSync(join(tmpdir(), "blu-headings-"));
    mkdirSync(join(dir, "sections"));
    // The shared text definitions live in common.schema.json, referred to across files as in spec/schemas/.
    const defs = { heading: { type: "string" }, label: { type: "string" }, text: { type: "string" }, name: { type: "string" } };
    writeFileSync(join(dir, "common.schema.json"), JSON.stringify({ $id: "common.schema.json", definitions: defs }));
    const ref = (name: string, from = "") => ({ $ref: `${from}common.schema.json#/definitions/${name}` });
    writeFileSync(
      join(dir, "x.schema.json"),
      JSON.stringify({
        // A local definition that refers to a shared one is followed too.
        definitions: { card: { type: "object", properties: { title: { $ref: "#/definitions/cardTitle" }, body: ref("text") } }, cardTitle: ref("heading") },
        type: "object",
        properties: {
          hero: {
            type: "object",
            properties: { heading: ref("heading"), intro: ref("text"), action: ref("label") },
          },
          cards: { type: "array", items: { $ref: "#/definitions/card" } },
          people: { type: "array", items: { type: "object", properties: { name: ref("name"), role: ref("label") } } },
          tags: { type: "object", additionalProperties: ref("label") },
          submit: {
            type: "object",
            allOf: [{ if: { properties: { kind: { const: "a" } } }, then: { properties: { label: ref("label") } } }],
          },
          title: { ...ref("heading"), type: "string", maxLength: 9 },
        },
      }),
    );
    writeFileSync(
      join(dir, "page.schema.json"),
      JSON.stringify({
        type: "object",
        properties: { title: ref("heading"), sections: { type: "array", items: { type: "object" } } },
      }),
    );
    writeFileSync(
      join(dir, "sections/faq.schema.json"),
      JSON.stringify({
        type: "object",
        properties: { kind: { type: "string" }, heading: ref("heading", "../"), answer: ref("text", "../") },
      }),
    );
    return dir;
  })();
  afterAll(() => rmSync(schemaDir, { recursive: true, force: true }));
  const data = {
    hero: { heading: "H", intro: "I", action: "A" },
    cards: [
      { title: "T0", body: "B0" },
      { title: "T1", body: "B1" },
    ],
    people: [{ name: "Jane Doe", role: "Head of Client Service" }],
    tags: { first: "L1" },
    submit: { kind: "a", label: "Send" },
    title: "Top",
  };
  it.each([
    [
      "headings and labels",
      ["heading", "label"],
      [
        ["hero", "heading"],
        ["hero", "action"],
        ["cards", 0, "title"],
        ["cards", 1, "title"],
        ["people", 0, "role"],
        ["tags", "first"],
        ["submit", "label"],
        ["title"],
      ],
    ],
    ["headings only", ["heading"], [["hero", "heading"], ["cards", 0, "title"], ["cards", 1, "title"], ["title"]]],
  ])("%s", (_name, definitions, want) => {
    const paths = pathsFollowing(textPathsByDefinition(schemaDir, "x.schema.json", data), new Set(definitions));
    expect([...paths].sort()).toEqual(want.map((p) => JSON.stringify(p)).sort());
  });

  it("reads a section of a page of sections with its kind's schema", () => {
    const page = {
      title: "Page",
      sections: [
        { kind: "faq", heading: "Questions", answer: "Yes" },
        { kind: "unknown", heading: "Nope" },
      ],
    };
    expect([...pathsFollowing(textPathsByDefinition(schemaDir, "page.schema.json", page, "page.schema.json"), new Set(["heading"]))].sort()).toEqual([
      '["sections",0,"heading"]',
      '["title"]',
    ]);
  });

  it("gives no paths for a schema that cannot be read", () => {
    expect(textPathsByDefinition(schemaDir, "missing.schema.json", data).size).toBe(0);
  });
});

describe("a run with the house style", { timeout: 60_000 }, () => {
  it("warns without failing, fails when strict, and --fix writes only the words it changes", () => {
    const root = tmpRoot();
    editOnce(root, "spec/pages/about.yaml", "heading: Our story\n", "heading: Our Story in Color # kept comment\n");
    const loose = generate(root);
    expect(loose.ok).toBe(true);
    if (!loose.ok) return;
    expect(scrub(formatDiagnostics(loose.warnings, { frames: false }), root)).toMatchInlineSnapshot(`
      "spec/pages/about.yaml:11:12 warning: story.heading writes "Color"; the house style (spec/style.yaml) writes "Colour" (British spelling)
        hint: write "Our story in colour", or run \`npm run generate -- --fix\` to write it

      spec/pages/about.yaml:11:12 warning: story.heading "Our Story in Color" is not in sentence case, the house case of headings, labels and buttons
        hint: write "Our story in colour", or run \`npm run generate -- --fix\` to write it; a proper noun that must keep its capital goes in names: of spec/style.yaml"
    `);
    const strict = generate(root, { strict: true });
    expect(strict.ok).toBe(false);
    const before = readFileSync(join(root, "spec/pages/about.yaml"), "utf8");
    const written = applyFixes(
      root,
      loose.warnings.flatMap((d) => (d.fix ? [d.fix] : [])),
    );
    expect(written).toEqual(["spec/pages/about.yaml story.heading: Our story in colour"]);
    const after = readFileSync(join(root, "spec/pages/about.yaml"), "utf8");
    expect(after).toBe(before.replace("heading: Our Story in Color # kept comment", "heading: Our story in colour # kept comment"));
    const again = generate(root, { strict: true });
    expect(again.ok).toBe(true);
  });

  it("a name given in another file changes the findings of a file that did not change, run after run in one process", () => {
    const root = tmpRoot();
    editOnce(root, "spec/pages/about.yaml", "heading: Our story\n", "heading: Our story with Zuri Widgets\n");
    const headings = (run: ReturnType<typeof generate>) =>
      run.ok ? run.warnings.filter((d) => d.file === "spec/pages/about.yaml").map((d) => `${d.path}: ${d.message}`) : ["the run failed"];
    expect(headings(generate(root, { emit: false }))).toEqual([
      'story.heading: "Our story with Zuri Widgets" is not in sentence case, the house case of headings, labels and buttons',
    ]);
    // The client is renamed: about.yaml is the same, but the words of its heading are now a name.
    editOnce(root, "spec/clients.yaml", "    name: Airtel\n", "    name: Zuri Widgets\n");
    expect(headings(generate(root, { emit: false }))).toEqual([]);
    // And back: the name is gone, the finding is back.
    editOnce(root, "spec/clients.yaml", "    name: Zuri Widgets\n", "    name: Airtel\n");
    expect(headings(generate(root, { emit: false }))).toHaveLength(1);
  });

  it("checks every label and button the schemas type as such, and the endings, with their messages", () => {
    const root = tmpRoot();
    editOnce(root, "spec/ui.yaml", "  contactCta: Contact us today\n", "  contactCta: Contact Us Today\n");
    editOnce(root, "spec/pages/about.yaml", "heading: Our story\n", "heading: We organize stories\n");
    const run = generate(root, { emit: false });
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(scrub(formatDiagnostics(run.warnings, { frames: false }), root)).toMatchInlineSnapshot(`
      "spec/pages/about.yaml:11:12 warning: story.heading writes "organize"; the house style (spec/style.yaml) writes "organise" (British spelling)
        hint: write "We organise stories", or run \`npm run generate -- --fix\` to write it

      spec/ui.yaml:16:15 warning: shell.contactCta "Contact Us Today" is not in sentence case, the house case of headings, labels and buttons
        hint: write "Contact us today", or run \`npm run generate -- --fix\` to write it; a proper noun that must keep its capital goes in names: of spec/style.yaml"
    `);
  });

  it("fixes a folded block text word by word, its line breaks kept", () => {
    const root = tmpRoot();
    const text = ["description: >-", "  We optimize every", "  Media Plan.", ""].join("\n");
    writeFileSync(join(root, "x.yaml"), text);
    const written = applyFixes(root, [
      { kind: "text", file: "x.yaml", path: ["description"], from: "We optimize every Media Plan.", to: "We optimise every Media Plan." },
    ]);
    expect(written).toHaveLength(1);
    expect(readFileSync(join(root, "x.yaml"), "utf8")).toBe(["description: >-", "  We optimise every", "  Media Plan.", ""].join("\n"));
  });
});
