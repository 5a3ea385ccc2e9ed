/**
 * Growing the site from YAML alone (Pages composed of sections): a new landing page
 * is a file of spec/pages/ listing sections plus its route in spec/routes.yaml, no schema or
 * code edit. On a temporary copy of spec/, the generator (in process) accepts such a page and
 * emits its route, its URL and its data; broken pages are told apart by section index and kind.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { generate, type GenerateResult } from "../../generator/run.ts";
import { SECTION_TRANSFORMS } from "../../generator/kinds/pages.ts";
import { sectionKinds } from "../../scripts/schema/schema-types.ts";
import { generatedValue } from "./support/generated-value.ts";
import { editOnce, projectRoot, scrub, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const tmpRoot = tmpRoots();

/** The new page, exactly as docs/content/growing.md shows it: hero, five cards, FAQ, quote, form, call to action. */
const GROWN_PAGE = `# yaml-language-server: $schema=../schemas/page.schema.json
route: brand-workshop
sections:
  - kind: hero
    badge: Free workshop
    heading: A half-day brand workshop for growing African businesses
    lead: Bring your leadership team to a free half-day session with BLU's strategists and leave with a positioning statement, a message house and a 90-day plan.
    points:
      - Run in Kampala, Nairobi, Lagos and online
      - Led by two senior strategists
      - Free for businesses with up to 200 staff
  - kind: cards
    id: agenda
    eyebrow: The agenda
    heading: Five steps in four hours
    columns: 3
    items:
      - title: Where you stand
        description: We review how customers, staff and competitors see your brand today.
        icon: Compass
      - title: Who you serve
        description: We sharpen the one audience your next year of growth depends on.
        icon: Users
      - title: What you promise
        description: We write the positioning statement your team can repeat.
        icon: Target
      - title: How you say it
        description: We build a message house for sales, social and the press.
        icon: MessageSquare
      - title: What happens next
        description: We plan the first 90 days of campaigns and who runs them.
        icon: CalendarCheck
  - kind: faq
    id: questions
    heading: Questions we are asked
    items:
      - question: Is the workshop really free?
        answer: Yes. We run four a quarter as an introduction to how BLU works; there is no obligation to hire us afterwards.
      - question: Who should attend?
        answer: Up to six people who decide on marketing and sales, ideally including the managing director.
  - kind: quote
    quote: In four hours we agreed on a positioning our board had argued about for two years.
    author: Managing Director
    role: Regional logistics company, Nairobi
  - kind: form
    form: contact
    heading: Book your workshop
    note: We reply within one working day with the next available dates in your city.
  - kind: cta
    heading: Not ready for a workshop yet?
    intro: Tell us about your brand and a strategist will call you back within one working day.
    action: { label: Book my place }
`;

/** The route of the new page, inserted into spec/routes.yaml before the country route. */
const GROWN_ROUTE = `  - id: brand-workshop
    path: /brand-workshop
    page: sections
    title: "Brand Workshop | {{brand}}"
    heading: Free brand workshop
    description: A free half-day brand workshop with BLU's strategists for growing businesses in Uganda, Kenya, Nigeria and beyond.
`;

/** Grows a fresh copy of the project by the page and its route, in YAML only. */
function grow(): string {
  const root = tmpRoot({ frozen: true });
  writeFileSync(join(root, "spec/pages/brand-workshop.yaml"), GROWN_PAGE);
  editOnce(root, "spec/routes.yaml", "  - id: country\n", `${GROWN_ROUTE}  - id: country\n`);
  return root;
}

describe("a new landing page composed of sections, in YAML only", () => {
  let root: string;
  let result: GenerateResult;
  beforeAll(() => {
    root = grow();
    result = generate(root);
  });

  it("generates without a problem", () => {
    expect(result.ok ? [] : scrub(formatDiagnostics(result.diagnostics, { frames: false }), root)).toEqual([]);
  });

  it("emits the route and its URL", () => {
    if (!result.ok) throw new Error("the run failed");
    const routes = generatedValue(result.files, "generated/routes.ts", "routes") as { id: string; path: string; page: string; urls: string[] }[];
    expect(routes.find((r) => r.id === "brand-workshop")).toMatchObject({ path: "/brand-workshop", page: "sections", urls: ["/brand-workshop"] });
    const meta = generatedValue(result.files, "generated/routes.ts", "pageMeta") as Record<string, { title: string }>;
    expect(meta["/brand-workshop"]?.title).toBe("Brand Workshop | BLU");
  });

  it("emits the page's data: every section in order, with its defaults applied", () => {
    if (!result.ok) throw new Error("the run failed");
    const pages = generatedValue(result.files, "generated/pages.ts", "sectionPages") as Record<string, { sections: Record<string, unknown>[] }>;
    const sections = pages["brand-workshop"]!.sections;
    expect(sections.map((x) => x.kind)).toEqual(["hero", "cards", "faq", "quote", "form", "cta"]);
    const cards = sections[1] as { items: { title: string; icon: string | null }[] };
    expect(cards.items).toHaveLength(5);
    expect(cards.items.at(-1)?.icon).toBe("CalendarCheck");
    expect(sections[3]?.id).toBe("quote-4"); // a section without id is anchored by kind and position
    expect(sections[4]).toMatchObject({ form: "contact", intro: null }); // the form's own intro
    expect(sections[5]).toMatchObject({ action: { label: "Book my place", href: null } }); // scrolls to the page's form
  });
});

describe("a people section: a portrait where the YAML names one, the monogram otherwise", () => {
  /**
   * The grown page with a people section naming these people by key at its end; `records` are
   * people new to spec/people.yaml (YAML flow mappings with their key), added before the others.
   */
  const withPeople = (keys: readonly string[], ...records: string[]): string => {
    const root = grow();
    const people = join(root, "spec/people.yaml");
    writeFileSync(people, readFileSync(people, "utf8").replace("people:\n", `people:\n${records.map((r) => `  - ${r}\n`).join("")}`));
    appendFileSync(
      join(root, "spec/pages/brand-workshop.yaml"),
      ["  - kind: people", "    heading: Your hosts", "    linkLabel: LinkedIn profile", "    items:", ...keys.map((k) => `      - ${k}`), ""].join("\n"),
    );
    return root;
  };

  it("resolves the portrait below public/ and keeps the monogram of the person without one", () => {
    const r = generate(
      withPeople(
        ["amina-sule", "kato-ssali"],
        '{ key: amina-sule, name: Amina Sule, role: Strategy Director, image: { src: /media/team/portrait-aisha-bello.svg, alt: "Amina Sule at a workshop table" }, linkedin: "https://www.linkedin.com/in/amina-sule" }',
        '{ key: kato-ssali, name: Kato Ssali, role: Senior Strategist, linkedin: "https://www.linkedin.com/in/kato-ssali" }',
      ),
    );
    if (!r.ok) throw new Error(formatDiagnostics(r.diagnostics, { frames: false }));
    const pages = generatedValue(r.files, "generated/pages.ts", "sectionPages") as Record<string, { sections: { kind: string; items?: unknown[] }[] }>;
    const people = pages["brand-workshop"]!.sections.find((x) => x.kind === "people")!.items as {
      name: string;
      image: { src: string; alt?: string } | null;
      monogram: string;
    }[];
    expect(people.map((p) => [p.name, p.image?.src ?? null, p.image?.alt ?? null, p.monogram])).toEqual([
      ["Amina Sule", "/media/team/portrait-aisha-bello.svg", "Amina Sule at a workshop table", "AS"],
      ["Kato Ssali", null, null, "KS"],
    ]);
  });

  it("reports a portrait that is not there, at its line", () => {
    const root = withPeople(
      ["amina-sule"],
      '{ key: amina-sule, name: Amina Sule, role: Strategy Director, image: { src: /media/team/portrait-nobody.svg, alt: "Amina Sule at a workshop table" }, linkedin: "https://www.linkedin.com/in/amina-sule" }',
    );
    const r = generate(root);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(scrub(formatDiagnostics(r.diagnostics, { frames: false }), root)).toMatchInlineSnapshot(`
      "spec/people.yaml:6:81 people[0] "amina-sule".image.src points to /media/team/portrait-nobody.svg, which does not exist
        hint: add an SVG drawing (an icon or illustration with a viewBox) at public/media/team/portrait-nobody.svg, or run "npm run media" to make placeholder artwork there"
    `);
  });
});

describe("a page of sections that is wrong says where, by section index and kind", () => {
  const run = (page: string, route = true): string => {
    const root = tmpRoot({ frozen: true });
    writeFileSync(join(root, "spec/pages/brand-workshop.yaml"), page);
    if (route) editOnce(root, "spec/routes.yaml", "  - id: country\n", `${GROWN_ROUTE}  - id: country\n`);
    const r = generate(root);
    return r.ok ? "" : scrub(formatDiagnostics(r.diagnostics, { frames: false }), root);
  };

  it("a section of an unknown kind lists the known kinds", () => {
    // The kinds are the section library's (its schemas), whichever a checklist added.
    const kinds = sectionKinds(join(projectRoot, "spec/schemas")).join(", ");
    expect(run(GROWN_PAGE.replace("  - kind: faq", "  - kind: accordion")).replace(kinds, "<the section kinds>")).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:33:11 sections[2] "questions".kind "accordion" is not allowed
        hint: one of: <the section kinds>"
    `);
  });

  it("a section missing a required field names the section by index and kind", () => {
    expect(run(GROWN_PAGE.replace("    heading: Questions we are asked\n", ""))).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:33:5 sections[2] (faq) "questions" is missing the required key "heading"
        hint: add heading: Section heading (h2)."
    `);
  });

  it("a page whose first section is not a hero: the page would have no h1", () => {
    expect(run(GROWN_PAGE.replace(/ {2}- kind: hero[\s\S]*?(?= {2}- kind: cards)/, ""))).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:4:5 sections[0] "agenda" needs to be a hero or a rich-text section
        hint: the first section holds the page's one main heading (h1): start the page with a hero"
    `);
  });

  it("a form placed twice, and a form that does not exist", () => {
    expect(run(GROWN_PAGE.replace("  - kind: hero\n", "  - kind: hero\n    form: contact\n"))).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:47:11 sections[4].form "contact" is used by two sections of this page
        hint: a form is placed once per page (its fields' ids would repeat)"
    `);
    expect(run(GROWN_PAGE.replace("    form: contact\n", "    form: contcat\n"))).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:46:11 sections[4].form "contcat" is not a form; did you mean "contact"?
        hint: forms: contact, lead, newsletter, report"
    `);
  });

  it("a page file without its route, and a route of sections without its file", () => {
    expect(run(GROWN_PAGE, false)).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:2:8 route "brand-workshop" is not a route id
        hint: use the id of a route in spec/routes.yaml; known ids: about, case-studies, case-study, contact, country, country-case-study, form-sent, home, newsletter, not-found, privacy, project … and 9 more"
    `);
    expect(run(GROWN_PAGE.replace("route: brand-workshop", "route: newsletter"))).toMatchInlineSnapshot(`
      "spec/pages/brand-workshop.yaml:2:8 route "newsletter" is also the route of the page file at spec/pages/newsletter.yaml:3:8
        hint: one page file per route: delete the copy, or give one of them a route of its own (a new route in spec/routes.yaml with page: sections)

      spec/pages/newsletter.yaml:3:8 route "newsletter" is also the route of the page file at spec/pages/brand-workshop.yaml:2:8
        hint: one page file per route: delete the copy, or give one of them a route of its own (a new route in spec/routes.yaml with page: sections)

      spec/routes.yaml:100:11 routes[18] "brand-workshop".page lists a page of sections for the route "brand-workshop", which has no file in spec/pages/ with route: brand-workshop
        hint: add the file, or remove the value"
    `);
  });
});

describe("the section library is one list", () => {
  const schemaKinds = sectionKinds(join(projectRoot, "spec/schemas"));
  const page = JSON.parse(readFileSync(join(projectRoot, "spec/schemas/page.schema.json"), "utf8")) as {
    definitions: { section: { properties: { kind: { enum: string[] } } } };
  };

  it("the page schema's kinds are the section schemas' (npm run schema-types), and every transform is of a kind of the library", () => {
    expect(page.definitions.section.properties.kind.enum).toEqual(schemaKinds);
    // A kind without a transform of its own is copied as validated (plainSection): the transforms are some of the kinds, none other.
    expect(Object.keys(SECTION_TRANSFORMS).filter((k) => !schemaKinds.includes(k))).toEqual([]);
  });

  it("each runtime component is registered under its kind", () => {
    const registry = readFileSync(join(projectRoot, "runtime/sections/index.tsx"), "utf8");
    const registered = [...registry.matchAll(/^ {2}"?([a-z-]+)"?: [A-Z]\w+Section,$/gm)].map((m) => m[1]).sort();
    expect(registered).toEqual(schemaKinds);
  });

  it("the editor offers a snippet of each kind: a section with its required fields and no other", () => {
    const snippets = (page.definitions.section as unknown as { defaultSnippets: { body: Record<string, unknown> }[] }).defaultSnippets;
    expect(snippets.map((x) => x.body.kind).sort()).toEqual(schemaKinds);
    for (const { body } of snippets) {
      const schema = JSON.parse(readFileSync(join(projectRoot, `spec/schemas/sections/${String(body.kind)}.schema.json`), "utf8")) as {
        required: string[];
        properties: Record<string, unknown>;
      };
      expect(
        Object.keys(body).filter((k) => !(k in schema.properties)),
        String(body.kind),
      ).toEqual([]);
      expect(
        schema.required.filter((k) => !(k in body)),
        String(body.kind),
      ).toEqual([]);
    }
  });

  it("docs/content/growing.md shows the example exactly as this test grows the site", () => {
    const doc = readFileSync(join(projectRoot, "docs/content/growing.md"), "utf8");
    expect(doc).toContain(GROWN_PAGE.trimEnd());
    expect(doc).toContain(GROWN_ROUTE.trimEnd());
    for (const line of doc.matchAll(/^spec\/pages\/brand-workshop\.yaml:\d+:\d+ .*$/gm))
      expect(readFileSync(join(projectRoot, "tests/unit/growth-pages.test.ts"), "utf8")).toContain(line[0]);
  });
});
