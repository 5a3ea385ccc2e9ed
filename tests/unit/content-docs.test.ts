/**
 * docs/content/, the content reference made from spec/schemas/ by scripts/schema/content-docs.ts
 * (Docs from the schemas): current like generated/, and saying what each field is.
 */
import { describe, expect, it } from "vitest";
import { contentDocs, fieldsOf, placesOf, schemaPage, staleDocs } from "../../scripts/schema/content-docs.ts";
import { type SchemaNode, bundledSchema, schemaNames } from "../../scripts/schema/schema-lib.ts";
import { projectRoot } from "./support/tmp-root.ts";

describe("docs/content/", () => {
  it("is current: `npm run docs` would write nothing", () => {
    const files = contentDocs(projectRoot);
    expect(staleDocs(projectRoot, files), "run `npm run docs` and commit docs/content/").toEqual({ stale: [], extra: [] });
  });

  it("has one page per schema and an index that links each", () => {
    const files = contentDocs(projectRoot);
    const pages = [...files.keys()].filter((n) => n !== "README.md");
    expect(pages.length).toBe(schemaNames(projectRoot).length);
    expect(pages).toContain("section-faq.md");
    for (const page of pages) expect(files.get("README.md")).toContain(`](${page})`);
  });

  it("is the same on a second run", () => {
    expect(contentDocs(projectRoot)).toEqual(contentDocs(projectRoot));
  });
});

describe("a schema read with the shared definitions it refers to (spec/schemas/common.schema.json, icons.schema.json)", () => {
  it.each(["sections/faq.schema.json", "people.schema.json", "service-catalogue.schema.json"])(
    "%s: every $ref is local, every definition it reaches is there",
    (name) => {
      const schema = bundledSchema(projectRoot, name);
      const text = JSON.stringify(schema);
      expect(text).not.toMatch(/"\$ref":"[^#]/);
      const definitions = (schema.definitions ?? {}) as Record<string, unknown>;
      for (const [, def] of text.matchAll(/"\$ref":"#\/definitions\/([^"/]+)"/g)) expect(Object.keys(definitions), name).toContain(def);
    },
  );

  it("names a field of a shared definition by the definition's kind", () => {
    const people = fieldsOf(bundledSchema(projectRoot, "people.schema.json"));
    expect(people.find((f) => f.path === "people[].image.src")?.definition).toBe("mediaPath");
    expect(people.find((f) => f.path === "people[].image")?.definition).toBe("picture");
  });
});

describe("which files follow a schema (from the kinds' file rules)", () => {
  it.each([
    ["site.schema.json", "`spec/site.yaml`"],
    ["about-page.schema.json", "`spec/pages/about.yaml`"],
    ["service-catalogue.schema.json", "every file of `spec/services/` except `categories.yaml`"],
    ["form.schema.json", "every file of `spec/forms/` (`contact.yaml`, `lead.yaml`, `newsletter.yaml` and `report.yaml` must exist)"],
    ["page.schema.json", "any other file of `spec/pages/`"],
    ["sections/faq.schema.json", "each section with `kind: faq` in the `sections` of a page of `spec/pages/`"],
  ])("%s: %s", (schema, want) => {
    expect(placesOf(schema)).toBe(want);
  });
});

/** A small schema with every shape the pages describe. */
const SAMPLE: SchemaNode = {
  title: "Sample",
  description: "A sample kind.",
  type: "object",
  additionalProperties: false,
  required: ["kind", "cards"],
  properties: {
    kind: { title: "Kind", description: "Which sort.", markdownDescription: "Which sort.\n\nExample: `a`", type: "string", enum: ["a", "b"] },
    key: { title: "Key", description: "Needed for b.", markdownDescription: "Needed for b.", type: "string", pattern: "^[a-z]+$" },
    cards: {
      title: "Cards",
      description: "The cards.",
      markdownDescription: "The cards.",
      type: "array",
      minItems: 1,
      maxItems: 3,
      items: {
        description: "A card.",
        type: "object",
        additionalProperties: false,
        required: ["label"],
        properties: {
          label: { $ref: "#/definitions/label", title: "Label", description: "Its label.", markdownDescription: "Its label.\n\nExample: `Hi`" },
          icon: { $ref: "#/definitions/icon", title: "Icon", description: "Its icon.", markdownDescription: "Its icon." },
        },
      },
    },
  },
  allOf: [{ if: { properties: { kind: { const: "b" } } }, then: { required: ["key"], properties: { cards: { maxItems: 1 } } } }],
  definitions: {
    label: { description: "A short label.", type: "string", minLength: 1, maxLength: 60, pattern: "\\S" },
    icon: { description: "An icon name.", type: "string", enum: Array.from({ length: 30 }, (_, i) => `Icon${i}`) },
  },
};

describe("a page", () => {
  it("lists every field as a dotted path, with its type and whether it is required", () => {
    expect(fieldsOf(SAMPLE).map((f) => [f.path, f.required, f.conditions])).toEqual([
      ["kind", "yes", []],
      ["key", "when `kind` is `b`", []],
      ["cards", "yes", ["When `kind` is `b`: at most 1 item"]],
      ["cards[].label", "yes", []],
      ["cards[].icon", "no", []],
    ]);
  });

  it("says for each field what it holds, its limits, its values and an example", () => {
    expect(schemaPage("sample.schema.json", SAMPLE).split("## Details\n\n")[1]).toMatchInlineSnapshot(`
      "### \`kind\`

      **Kind** · text · required

      Which sort.

      - Allowed values: \`a\`, \`b\`

      Example: \`a\`

      ### \`key\`

      **Key** · text · required when \`kind\` is \`b\`

      Needed for b.

      - Form: matches the regular expression \`^[a-z]+$\`

      ### \`cards\`

      **Cards** · list of mappings · required

      The cards.

      - Limits: 1 to 3 items
      - Each item: A card
      - When \`kind\` is \`b\`: at most 1 item

      ### \`cards[].label\`

      **Label** · text · required

      Its label.

      - Limits: 1 to 60 characters, not counting spaces at either end
      - Kind: **label**. A short label.

      Example: \`Hi\`

      ### \`cards[].icon\`

      **Icon** · icon name · optional

      Its icon.

      - Allowed values: one of 30 names (the editor completes them as you type)
      - Kind: **icon**. An icon name.
      "
    `);
  });
});
