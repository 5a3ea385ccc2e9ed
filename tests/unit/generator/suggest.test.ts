import { describe, expect, it } from "vitest";
import { catalogue } from "../../../generator/diagnostics/catalogue.ts";
import { formatPath, recordLabel } from "../../../generator/diagnostics/index.ts";
import { didYouMeanList, didYouMeanSuffix, knownKeys, nearest, suggest } from "../../../generator/diagnostics/suggest.ts";

describe("suggest: the one place that says 'did you mean'", () => {
  it.each([
    ["a one-letter slip", { given: { value: "titel", candidates: ["id", "path", "title"] }, want: "title" }],
    ["a doubled letter", { given: { value: "Targett", candidates: ["Target", "Shield"] }, want: "Target" }],
    ["nothing close", { given: { value: "paragraph", candidates: ["text", "email", "tel", "select", "textarea"] }, want: undefined }],
    ["the value itself is never suggested", { given: { value: "title", candidates: ["title"] }, want: undefined }],
    ["the value itself is skipped for the next best", { given: { value: "title", candidates: ["title", "titles"] }, want: "titles" }],
    ["no candidates", { given: { value: "title", candidates: [] }, want: undefined }],
    ["an empty value", { given: { value: "", candidates: ["a"] }, want: undefined }],
  ] as const)("%s", (_name, { given, want }) => {
    const got = suggest(given.value, given.candidates);
    expect(got).toBe(want);
    if (got !== undefined) expect(given.candidates).toContain(got);
  });

  it("makes the suffix messages append", () => {
    expect(didYouMeanSuffix("titel", ["title"])).toBe('; did you mean "title"?');
    expect(didYouMeanSuffix("titel", ["title"], (s) => `{{${s}}}`)).toBe("; did you mean {{title}}?");
    expect(didYouMeanSuffix("zzz", ["title"])).toBe("");
  });
});

describe("nearest and knownKeys: the keys a bad reference lists", () => {
  it("names up to three close keys, nearest first, none far behind the nearest", () => {
    expect(nearest("lead", ["lead", "leads", "load", "leaf", "contact", "lean"])).toEqual(["leads", "leaf", "lean"]);
    expect(nearest("/services/mediaa", ["/services/media", "/services/digital", "/services/creative"])).toEqual(["/services/media"]);
    expect(nearest("zzz", ["title"])).toEqual([]);
    expect(nearest("", ["a"])).toEqual([]);
  });

  it.each<[string, { given: readonly string[]; want: string }]>([
    ["none", { given: [], want: "" }],
    ["one", { given: ["/media/team/portrait-wanjiru-kamau.svg"], want: 'did you mean "/media/team/portrait-wanjiru-kamau.svg"?' }],
    ["two", { given: ["lead", "leads"], want: 'did you mean "lead" or "leads"?' }],
    ["more than three, cut to three", { given: ["a", "b", "c", "d"], want: 'did you mean "a", "b" or "c"?' }],
  ])("the question of a chosen list (a media hint leads with it): %s", (_name, { given, want }) => {
    expect(didYouMeanList(given)).toBe(want);
  });

  it("the suffix names them all, the best suggestion first", () => {
    expect(didYouMeanSuffix("tecn", ["tecno", "tecnos", "techno", "airtel"])).toBe('; did you mean "tecno", "techno" or "tecnos"?');
    expect(didYouMeanSuffix("Targett", ["Target", "Tangent", "Shield"])).toBe('; did you mean "Target" or "Tangent"?');
  });

  it("spells out a dozen known keys in order, then counts the rest, and drops empty ones", () => {
    expect(knownKeys(["b", "a", "", "a"])).toBe("a, b");
    expect(knownKeys([])).toBe("none");
    const many = Array.from({ length: 20 }, (_, i) => `k${String(i).padStart(2, "0")}`);
    expect(knownKeys(many)).toBe("k00, k01, k02, k03, k04, k05, k06, k07, k08, k09, k10, k11 … and 8 more");
  });
});

describe("formatPath: records named by key or title as well as index", () => {
  const data = {
    studies: [{ title: "Eden Care product launch", figures: [{ value: "410", label: "quote requests" }] }],
    routes: [{ id: "about", path: "/about", title: "About us | {{brand}}" }],
    services: [{ slug: "media-buying", title: "Media buying" }],
    benefits: ["Say goodbye to ad waste"],
    clients: [{ key: "x", name: `A ${"very ".repeat(12)}long name` }, { name: `A ${"very ".repeat(12)}long name` }],
  };
  it.each([
    [["studies", 0, "figures", 0, "value"], 'studies[0] "Eden Care product launch".figures[0].value'],
    [["routes", 0], 'routes[0] "about"'],
    [["services", 0, "title"], 'services[0] "media-buying".title'],
    // the path ends at the field the label comes from: the message quotes the value already
    [["services", 0, "slug"], "services[0].slug"],
    [["benefits", 0], "benefits[0]"],
    [["clients", 1], 'clients[1] "A very very very very very very very ve…"'],
    [["missing", 3, "title"], "missing[3].title"],
    [[], "(root)"],
  ] as const)("%j → %s", (segments, want) => {
    expect(formatPath(segments, data)).toBe(want);
  });

  it("without data, indexes only", () => {
    expect(formatPath(["services", 2, "benefits"])).toBe("services[2].benefits");
  });

  it("takes key, id, slug, title, name, field in that order", () => {
    expect(recordLabel({ name: "n", title: "t" })?.label).toBe("t");
    expect(recordLabel({ field: "email", rule: "required" })?.label).toBe("email");
    expect(recordLabel({ value: "410" })).toBeUndefined();
    expect(recordLabel("text")).toBeUndefined();
  });
});

describe("the message catalogue", () => {
  it("has one entry per code, each with a title", () => {
    const codes = catalogue.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of catalogue) expect(e.title, e.code).not.toBe("");
  });
});
