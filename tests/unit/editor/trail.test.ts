/**
 * The panel's heading as a person reads it (docs/content/editing.md, "The panel's heading"): the
 * trail of record names made from the schemas (the collection's and each field's title) and the
 * record's own data, never a printed path. The data is written here, so content cannot break it;
 * the titles are the schemas' (code).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordName, trailOf, trailText } from "../../../editor/server/trail.ts";
import { unplainWords } from "../../../editor/plain-words.ts";

const schemaDir = join(import.meta.dirname, "../../../spec/schemas");
const page = {
  route: "careers",
  sections: [
    { kind: "faq", items: [{ question: "Why us?" }] },
    { kind: "hero", heading: "Join **us** today" },
  ],
};

describe("the trail of record names", () => {
  it.each([
    [
      "a list item's list item, by name and number",
      "case-studies.schema.json",
      { studies: [{ title: "UAP Old Mutual", figures: [{}, {}, {}] }] },
      ["studies", 0, "figures", 2],
      "Case studies › UAP Old Mutual › Figures › 3",
    ],
    ["a field of a field", "home-page.schema.json", { banner: { cta: { label: "Go" } } }, ["banner", "cta"], "Home page › Banner › Call to action"],
    ["the whole file", "home-page.schema.json", {}, [], "Home page"],
    ["a question of a section", "page.schema.json", page, ["sections", 0, "items", 0], "Page of sections › FAQ section › Why us?"],
    ["a section by its heading, emphasis marks dropped", "page.schema.json", page, ["sections", 1], "Page of sections › Join us today"],
    ["a person by name", "people.schema.json", { people: [{ key: "jane-doe", name: "Jane Doe" }] }, ["people", 0], "People › Jane Doe"],
    ["a shared interface text", "ui.schema.json", {}, ["country", "ourStory"], "Interface texts › Country › Our story"],
    ["a record whose file names it", "country.schema.json", { name: "Kenya" }, ["heroImage"], "Country page › Kenya › Hero image"],
    ["an item that is not there (yet)", "people.schema.json", { people: [] }, ["people", 4, "role"], "People › 5 › Role"],
  ] as const)("%s", (_name, schema, data, path, want) => {
    const text = trailText(trailOf(schemaDir, schema, data, path, "The file"));
    expect(text).toBe(want);
    expect(unplainWords(text)).toEqual([]);
  });

  it("a file of a folder of files of one kind is called by its own name", () => {
    const data = { category: "media", services: [{ title: "Media buying" }] };
    expect(trailText(trailOf(schemaDir, "service-catalogue.schema.json", data, ["services", 0], "The file", "Media services"))).toBe(
      "Media services › Media buying",
    );
  });

  it("each part names its own place, for the panel's way up", () => {
    expect(trailOf(schemaDir, "case-studies.schema.json", { studies: [{ title: "UAP", figures: [{}] }] }, ["studies", 0, "figures", 0], "The file")).toEqual([
      { label: "Case studies", path: [] },
      { label: "UAP", path: ["studies", 0] },
      { label: "Figures", path: ["studies", 0, "figures"] },
      { label: "1", path: ["studies", 0, "figures", 0] },
    ]);
  });

  it.each([
    ["a name", { name: "Jane Doe", role: "CEO" }, "Jane Doe"],
    ["a title before a heading", { heading: "H", title: "T" }, "T"],
    ["a long title, shortened", { title: "A".repeat(60) }, `${"A".repeat(47)}…`],
    ["no name field", { value: "40%" }, undefined],
    ["not a record", "text", undefined],
  ] as const)("recordName: %s", (_name, value, want) => expect(recordName(value)).toBe(want));
});
