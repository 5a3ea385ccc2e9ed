import { describe, expect, it } from "vitest";
import { catalogue } from "../../../generator/diagnostics/catalogue.ts";
import { didYouMeanSuffix, suggest } from "../../../generator/diagnostics/suggest.ts";

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

describe("the message catalogue", () => {
  it("has one entry per code, each with a title", () => {
    const codes = catalogue.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of catalogue) expect(e.title, e.code).not.toBe("");
  });
});
