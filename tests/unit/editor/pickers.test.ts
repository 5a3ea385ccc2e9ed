/**
 * The panel's pickers (docs/content/editing.md, "Pickers"), table-driven: which collection a key
 * names comes from the registry into the schemas (`x-collection`), the choices endpoint answers
 * each collection with the names a person knows (drafts marked), the date-time picker writes the
 * ISO time with its zone's offset (summer time included), and a choice reads as words.
 * Runs in the fixture site: it names clients, people and pages of the launch content.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filterChoices } from "../../../editor/client/Picker.tsx";
import { readable } from "../../../editor/client/fields.tsx";
import { isoToZoned, offsetText, zoneOf, zonedToIso } from "../../../editor/client/zoned-time.ts";
import { choicesOf, collectionNames, iconWords } from "../../../editor/server/choices.ts";
import { schemaAt } from "../../../editor/server/schema.ts";
import { collections, registry } from "../../../generator/kinds/index.ts";
import { loadSpecFiles } from "../../../generator/load/load.ts";
import type { SpecFile } from "../../../generator/load/spec-file.ts";
import { COLLECTION_KEYWORD, COMMON_SCHEMA, ICONS_COLLECTION } from "../../../generator/validate/schema-refs.ts";
import { annotateCollections } from "../../../scripts/schema/schema-annotate.ts";
import type { SchemaNode } from "../../../scripts/schema/schema-lib.ts";
import { editorCaller } from "../support/editor-api.ts";

const root = join(import.meta.dirname, "../../..");
const schemaDir = join(root, "spec/schemas");
const schema = (name: string) => JSON.parse(readFileSync(join(schemaDir, name), "utf8")) as SchemaNode & { definitions: Record<string, SchemaNode> };

describe("the schemas say which collection a key names, from the registry", () => {
  it("each collection of the registry is the x-collection of its key definition in common.schema.json, and no other definition has one", () => {
    const defs = schema(COMMON_SCHEMA).definitions;
    const annotated = Object.entries(defs).flatMap(([name, d]) => (typeof d[COLLECTION_KEYWORD] === "string" ? [[name, d[COLLECTION_KEYWORD]]] : []));
    expect(Object.fromEntries(annotated)).toEqual(Object.fromEntries(collections().map(({ collection }) => [collection.definition, collection.name])));
    expect(schema("icons.schema.json").definitions.icon?.[COLLECTION_KEYWORD]).toBe(ICONS_COLLECTION);
  });

  it.each([
    ["sets a collection the registry declares", { clientKey: {} }, { clientKey: { [COLLECTION_KEYWORD]: "clients" } }],
    [
      "removes one it no longer declares",
      { clientKey: {}, slug: { [COLLECTION_KEYWORD]: "old" } },
      { clientKey: { [COLLECTION_KEYWORD]: "clients" }, slug: {} },
    ],
  ])("annotateCollections %s", (_, given, want) => {
    const full = Object.fromEntries(collections().map(({ collection }) => [collection.definition, {}]));
    const node = { definitions: { ...full, ...structuredClone(given) } } as SchemaNode;
    annotateCollections(node, COMMON_SCHEMA);
    expect((node.definitions as Record<string, SchemaNode>).clientKey).toEqual(want.clientKey);
    if ("slug" in want) expect((node.definitions as Record<string, SchemaNode>).slug).toEqual(want.slug);
  });

  it("annotateCollections refuses a registry that names a definition the schema lacks", () => {
    expect(() => annotateCollections({ definitions: {} } as SchemaNode, COMMON_SCHEMA)).toThrow(/lacks: clientKey/);
  });

  it.each([
    ["a study's brand", "case-studies.schema.json", "spec/case-studies/featured.yaml", ["studies", 0, "brand"], "clients"],
    ["a leader of the about page", "about-page.schema.json", "spec/pages/about.yaml", ["team", "leaders", 0], "people"],
    ["the form of a hero", "page.schema.json", "spec/pages/newsletter.yaml", ["sections", 0, "form"], "forms"],
    ["a service's icon", "service-catalogue.schema.json", "spec/services/events.yaml", ["services", 0, "icon"], "icons"],
  ])("the panel's schema of %s names its collection", (_, name, file, path, want) => {
    const data = loadSpecFiles(registry(), root).files.find((f) => f.file === file)!.data;
    expect(schemaAt(schemaDir, name, data, path)?.[COLLECTION_KEYWORD]).toBe(want);
  });

  it("a section's schema offers every kind of the library, its own first by its title", () => {
    const data = loadSpecFiles(registry(), root).files.find((f) => f.file === "spec/pages/newsletter.yaml")!.data;
    const s = schemaAt(schemaDir, "page.schema.json", data, ["sections", 0])!;
    expect(s.properties?.kind?.const).toBe("hero");
    expect(s.oneOf?.map((b) => b.properties?.kind?.const)).toContain("faq");
    expect(s.oneOf?.find((b) => b.properties?.kind?.const === "hero")?.title).toBe("Hero section");
  });
});

describe("the choices of a collection", () => {
  const files = loadSpecFiles(registry(), root).files;
  it.each([
    ["clients", { key: "bank-of-kigali", name: "Bank of Kigali" }],
    ["people", { key: "daniel-ssempijja", name: "Daniel Ssempijja", detail: "Group CEO" }],
    ["services", { key: "brand-activation-events", name: "Brand activation events", detail: "events" }],
    ["forms", { key: "contact", name: "Get in touch" }],
    ["case-studies", { key: "uap-old-mutual-digital-lead-generation", name: "UAP Old Mutual digital lead generation", detail: "UAP Old Mutual" }],
    ["pages", { key: "services", name: "Services built for growth across Africa", detail: "/services" }],
    ["icons", { key: "BadgeDollarSign", name: "Badge dollar sign" }],
  ])("%s", (collection, want) => {
    expect(choicesOf(root, files, collection)).toContainEqual(want);
  });

  it("every collection answers, and only those", () => {
    for (const name of collectionNames()) expect(choicesOf(root, files, name)?.length, name).toBeGreaterThan(0);
    expect(choicesOf(root, files, "nonsense")).toBeNull();
  });

  it("drafts and scheduled records are offered, and marked", () => {
    const people = {
      file: "spec/people.yaml",
      data: {
        people: [
          { key: "a", name: "Ann", role: "CEO" },
          { key: "b", name: "Bo", role: "CFO", draft: true },
          { key: "c", name: "Cy", role: "CTO", publishAt: "2027-01-15T09:00:00+03:00" },
        ],
      },
    } as unknown as SpecFile;
    expect(choicesOf(root, [people], "people")).toEqual([
      { key: "a", name: "Ann", detail: "CEO" },
      { key: "b", name: "Bo", detail: "CFO", draft: true },
      { key: "c", name: "Cy", detail: "CTO", publishAt: "2027-01-15T09:00:00+03:00" },
    ]);
  });

  it.each([
    ["GET /choices?collection=clients", 200],
    ["GET /choices?collection=nonsense", 400],
    ["GET /choices", 400],
  ])("%s answers %i", async (request, status) => {
    const answer = await editorCaller(root)("GET", request.slice(4));
    expect(answer.status).toBe(status);
    if (status === 200) expect((answer.body.choices as unknown[]).length).toBeGreaterThan(10);
  });

  it.each([
    ["part of a name", "kigali", ["bank-of-kigali", "kcc"]],
    ["every word, in any order", "mutual uap", ["uap-old-mutual"]],
    ["a key", "kcc", ["kcc"]],
  ])("filter by %s", (_, query, want) => {
    const clients = choicesOf(root, files, "clients")!;
    expect(filterChoices(clients, query).map((c) => c.key)).toEqual(want);
  });
});

describe("a date and a time in a time zone, as the ISO time with its offset", () => {
  it.each([
    ["Nairobi", "2027-01-15", "09:00", "Africa/Nairobi", "2027-01-15T09:00:00+03:00"],
    ["Lagos", "2027-01-15", "09:00", "Africa/Lagos", "2027-01-15T09:00:00+01:00"],
    ["Johannesburg", "2027-06-30", "23:30", "Africa/Johannesburg", "2027-06-30T23:30:00+02:00"],
    ["London in winter", "2027-01-15", "09:00", "Europe/London", "2027-01-15T09:00:00+00:00"],
    ["London in summer", "2027-07-15", "09:00", "Europe/London", "2027-07-15T09:00:00+01:00"],
    ["London, the last minute before summer time", "2027-03-28", "00:59", "Europe/London", "2027-03-28T00:59:00+00:00"],
    ["London, a time the clocks skip, as the time it becomes", "2027-03-28", "01:30", "Europe/London", "2027-03-28T02:30:00+01:00"],
    ["London, a time passed twice, its first passing", "2027-10-31", "01:30", "Europe/London", "2027-10-31T01:30:00+01:00"],
    ["London, after the clocks went back", "2027-10-31", "02:30", "Europe/London", "2027-10-31T02:30:00+00:00"],
    ["no such day", "2027-02-30", "09:00", "Africa/Nairobi", null],
    ["no date", "", "09:00", "Africa/Nairobi", null],
  ])("%s", (_, date, time, zone, want) => {
    expect(zonedToIso({ date, time }, zone)).toBe(want);
  });

  it.each([
    ["an offset time shown in Nairobi", "2027-01-15T09:00:00+03:00", "Africa/Nairobi", { date: "2027-01-15", time: "09:00" }],
    ["UTC shown in Nairobi", "2027-01-15T06:00:00Z", "Africa/Nairobi", { date: "2027-01-15", time: "09:00" }],
    ["across midnight", "2027-01-15T23:30:00+00:00", "Africa/Kigali", { date: "2027-01-16", time: "01:30" }],
    ["summer time in London", "2027-07-15T06:00:00Z", "Europe/London", { date: "2027-07-15", time: "07:00" }],
    ["seconds left out", "2027-01-15T09:00+03:00", "Africa/Kampala", { date: "2027-01-15", time: "09:00" }],
    ["no offset", "2027-01-15T09:00:00", "Africa/Kampala", null],
  ])("isoToZoned: %s", (_, iso, zone, want) => {
    expect(isoToZoned(iso, zone)).toEqual(want);
  });

  it.each([
    ["the browser's zone when the offset is its own", "2027-01-15T09:00:00+03:00", "Africa/Nairobi", "Africa/Nairobi"],
    ["the first office zone with that offset", "2027-07-15T09:00:00+01:00", "UTC", "Africa/Lagos"],
    ["London's summer offset", "2027-07-15T09:00:00+01:00", "Europe/London", "Europe/London"],
    ["no office zone has it: the browser's", "2027-01-15T09:00:00-05:00", "UTC", "UTC"],
  ])("zoneOf: %s", (_, iso, preferred, want) => {
    expect(zoneOf(iso, ["Africa/Kampala", "Africa/Nairobi", "Africa/Lagos", "Africa/Johannesburg", "Africa/Kigali", "Europe/London"], preferred)).toBe(want);
  });

  it.each([
    [180, "+03:00"],
    [0, "+00:00"],
    [-330, "-05:30"],
  ])("offsetText(%i) is %s", (minutes, want) => expect(offsetText(minutes)).toBe(want));
});

describe("choices in words", () => {
  it.each([
    ["two-column", "Two column"],
    ["servicesOverview", "Services overview"],
    ["lead-form", "Lead form"],
    [3, "3"],
  ])("readable(%s) is %s", (value, want) => expect(readable(value)).toBe(want));

  it.each([
    ["BadgeDollarSign", "Badge dollar sign"],
    ["ArrowDown01", "Arrow down 01"],
    ["AArrowDown", "A arrow down"],
    ["Rocket", "Rocket"],
  ])("iconWords(%s) is %s", (name, want) => expect(iconWords(name)).toBe(want));
});
