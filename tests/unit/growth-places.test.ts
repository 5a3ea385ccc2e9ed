/**
 * Growing the site from YAML alone (Open collections): on a temporary copy of spec/,
 * a new country office (Ghana), a new country case-study scope (Kenya, `ke`, two studies, one
 * for a client new to the catalogue), a team member without a photograph and a fifth
 * testimonial and a tenth leader with a photograph, written in YAML only (and the photograph
 * below public/), generate; the route table and the data hold the new URLs
 * and records. The YAML here is the YAML of docs/content/growing.md.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import type { VirtualFile } from "../../generator/emit/print.ts";
import { generate } from "../../generator/run.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ArtSlot, CaseStudy, Category, CountryPage, Person, Project, Service, ServiceSection } from "../../model/index.ts";
import { artRecipes } from "../../media/recipes.ts";
import { PersonCard } from "../../runtime/parts/PersonCard.tsx";
import { solidPng } from "./generator/fixtures/broken/given.ts";
import { generatedValue } from "./support/generated-value.ts";
import { editOnce, scrub, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tmpRoot = tmpRoots();

/** A new country office: one file (docs/content/growing.md, "A country office"). */
const GHANA = `# yaml-language-server: $schema=../schemas/country.schema.json
name: Ghana
slug: ghana
layout: office
badge: BLU Ghana
office: { city: Accra, longitude: -0.187, latitude: 5.6037 }
heroTitle: Integrated Marketing from the Heart of Accra
whoWeAre: >-
  BLU Ghana is the group's Accra office, serving brands across Ghana and the wider West African
  coast with creative, media, digital, PR and events from one team.
whatWeOffer:
  description: >-
    One integrated team in Accra, from the big idea to the media buy and the launch event.
  services:
    - name: Creative
      icon: Lightbulb
      description: Campaign ideas and design in English, Twi and Ga.
    - name: Media
      icon: BarChart
      description: Planning and buying across TV, radio, out-of-home and social.
closing:
  heading: Discover how we're reshaping Ghana's marketing landscape
  text: Tell us where your brand wants to go in Ghana, and we will plan the route together.
`;

/** A client new to the catalogue, for the new studies (docs/content/growing.md). */
const NEW_CLIENT = `  - key: savanna-telecom
    name: Savanna Telecom
    colours: { primary: "#00843d", secondary: "#ffd100" }
`;

/** A new country scope, Kenya: one file (docs/content/growing.md, "A country case-study scope"). */
const KENYA_SCOPE = `# yaml-language-server: $schema=../schemas/case-studies.schema.json
scope: ke
country: kenya
heading: client
studies:
  - title: Savanna Telecom Data Bundle Launch
    client: Savanna Telecom
    brand: savanna-telecom
    category: Digital Marketing, Social Media
    artefact: social-post
    figures:
      - { value: "120,000", label: bundles sold in the first month }
    industry: Telecommunications
    projectScope: Launch campaign across social, radio and retail
    duration: 3 months
    location: Nairobi, Kenya
    introOverview: >-
      A launch campaign for a new daily data bundle aimed at students and young professionals in Nairobi.
    approach:
      - { title: Insight, description: "Students buy data by the day, not the month." }
      - { title: Creative, description: "Short videos in Sheng made with campus creators." }
      - { title: Media, description: "Social, vernacular radio and point-of-sale in 300 shops." }
    result:
      - { title: Sales, description: "120,000 bundles sold in the first month." }
      - { title: Reach, description: "Four million people reached on social media." }
      - { title: Retail, description: "Stocked in 300 shops by week two." }
  - title: KCB Mobile Savings Drive
    client: KCB Bank
    brand: kcb
    category: Digital Marketing
    artefact: dashboard
    figures:
      - { value: "48,000", label: new savings accounts }
    industry: Banking
    projectScope: Performance marketing and CRM
    duration: 6 months
    location: Kenya
    introOverview: >-
      A performance campaign that moved first-time savers to open a mobile savings account.
    approach:
      - { title: Audience, description: "First-time savers aged 18 to 30." }
      - { title: Channels, description: "Search, social and SMS reminders." }
      - { title: Measurement, description: "One dashboard from first click to first deposit." }
    result:
      - { title: Accounts, description: "48,000 new savings accounts opened." }
      - { title: Cost, description: "Cost per account fell month on month." }
      - { title: Deposits, description: "Most new savers made a second deposit." }
`;

/** Kenya's page shows the new scope: a key of its file (docs/content/growing.md). */
const KENYA_GRID = `caseStudies:
  heading: Our Work in Kenya
  scope: ke
`;

/** A team member without a photograph: no `image`, a record of spec/people.yaml (docs/content/growing.md). */
const NO_PHOTO = `  - key: grace-uwera
    name: Grace Uwera
    role: Junior Strategist
    office: Kigali
    linkedin: "https://www.linkedin.com/in/grace-uwera-example"
`;

/** A tenth leader, with a photograph (a PNG below public/), its alt text and focal point (docs/content/growing.md). */
const TENTH_LEADER = `  - key: kofi-mensah
    name: Kofi Mensah
    role: Managing Director, Ghana
    office: Accra
    image:
      src: /media/team/kofi-mensah.png
      alt: Kofi Mensah in a blue shirt, smiling, in front of the Accra office window
      focalPoint: { x: 45, y: 30 }
    linkedin: "https://www.linkedin.com/in/kofi-mensah-example"
`;

/** A fifth testimonial (docs/content/growing.md). */
const FIFTH_TESTIMONIAL = `      - quote: >-
          BLU planned our first campaign in Ghana from Accra and Lagos as one team. We reached twice the
          audience we had budgeted for, and every week we knew what each cedi had achieved.
        author: Marketing Manager
        company: West African Beverage Company
        date: "2026"
`;

/**
 * Writes the grown content into a project root: new files, and items appended to lists that
 * end their file or added after a known line. YAML only; no schema, generator or runtime edit.
 */
function growSpec(root: string): void {
  const spec = (rel: string) => join(root, "spec", rel);
  writeFileSync(spec("countries/ghana.yaml"), GHANA);
  writeFileSync(spec("case-studies/ke.yaml"), KENYA_SCOPE);
  editOnce(root, "spec/clients.yaml", "clients:\n", `clients:\n${NEW_CLIENT}`);
  appendFileSync(spec("countries/kenya.yaml"), KENYA_GRID);
  editOnce(root, "spec/people.yaml", "people:\n", `people:\n${NO_PHOTO}${TENTH_LEADER}`);
  editOnce(root, "spec/countries/rwanda.yaml", "  members:\n", "  members:\n    - grace-uwera\n");
  editOnce(root, "spec/pages/recommend.yaml", "    items:\n", `    items:\n${FIFTH_TESTIMONIAL}`);
  writeFileSync(join(root, "public/media/team/kofi-mensah.png"), solidPng(640, 800, [120, 72, 40]));
  editOnce(root, "spec/pages/about.yaml", "  leaders:\n", "  leaders:\n    - kofi-mensah\n");
}

describe("growing places and people from YAML alone", () => {
  let files: readonly VirtualFile[];
  let root: string;
  beforeAll(() => {
    root = tmpRoot();
    growSpec(root);
    const result = generate(root);
    if (!result.ok) throw new Error(scrub(formatDiagnostics(result.diagnostics, { frames: false }), root));
    files = result.files;
  });

  it("adds the Ghana office: its page at the country route, first in the Country menu, footer and mobile menu", () => {
    const routes = generatedValue(files, "generated/routes.ts", "routes") as { page: string; urls: string[] }[];
    expect(routes.find((r) => r.page === "country")?.urls).toEqual(["/ghana", "/kenya", "/nigeria", "/rwanda", "/south-africa", "/uganda", "/uk"]);
    const meta = generatedValue(files, "generated/routes.ts", "pageMeta") as Record<string, { title: string }>;
    expect(meta["/ghana"]?.title).toBe("Ghana | BLU");
    const site = generatedValue(files, "generated/site.ts", "site") as { countries: { name: string; route: string }[] };
    expect(site.countries[0]).toEqual({ name: "Ghana", slug: "ghana", route: "/ghana" });
    const pages = generatedValue(files, "generated/countries.ts", "countryPages") as { slug: string; path: string; heroImage: { src: string } }[];
    expect(pages.find((p) => p.slug === "ghana")).toMatchObject({ path: "/ghana", heroImage: { src: "/media/art/countries/ghana.svg" } });
  });

  it("adds the Kenya scope: its studies at /case-study/ke/…, going back to /kenya, listed on Kenya's page", () => {
    const routes = generatedValue(files, "generated/routes.ts", "routes") as { page: string; urls: string[] }[];
    const urls = routes.find((r) => r.page === "country-case-study")?.urls ?? [];
    expect(urls).toContain("/case-study/ke/savanna-telecom-data-bundle-launch");
    expect(urls).toContain("/case-study/ke/kcb-mobile-savings-drive");
    expect(urls).toHaveLength(17 + 2);
    const meta = generatedValue(files, "generated/routes.ts", "pageMeta") as Record<string, { title: string }>;
    expect(meta["/case-study/ke/savanna-telecom-data-bundle-launch"]?.title).toBe("Savanna Telecom | BLU");
    const scopes = generatedValue(files, "generated/case-studies.ts", "caseStudyScopes");
    expect(scopes).toContainEqual({ key: "ke", countryPath: "/kenya", heading: "client" });
    const kenya = (generatedValue(files, "generated/countries.ts", "countryPages") as { slug: string; caseStudies: unknown }[]).find((p) => p.slug === "kenya");
    expect(kenya?.caseStudies).toEqual({ heading: "Our Work in Kenya", scope: "ke" });
  });

  it("adds a client to the catalogue and draws the new study's cover in its colours", () => {
    const clients = generatedValue(files, "generated/clients.ts", "clients") as { key: string; name: string }[];
    expect(clients.map((c) => c.key)).toContain("savanna-telecom");
    const studies = generatedValue(files, "generated/case-studies.ts", "caseStudies") as {
      scope: string;
      slug: string;
      brand: { key: string; colours: { primary: string } };
    }[];
    const study = studies.find((s) => s.scope === "ke" && s.slug === "savanna-telecom-data-bundle-launch");
    expect(study?.brand).toMatchObject({ key: "savanna-telecom", colours: { primary: "#00843d" } });
  });

  it("the pictures follow: media/recipes.ts draws the new office, hero and cover from the grown generated/ alone", () => {
    const value = (path: string, name: string) => generatedValue(files, path, name);
    const slots = value("generated/art.ts", "artSlots") as ArtSlot[];
    const recipes = artRecipes(slots, {
      caseStudies: value("generated/case-studies.ts", "caseStudies") as CaseStudy[],
      projects: value("generated/projects.ts", "projects") as Project[],
      services: value("generated/services.ts", "services") as Service[],
      categories: value("generated/services.ts", "categories") as Category[],
      sections: value("generated/sections.ts", "serviceSections") as ServiceSection[],
      countries: value("generated/countries.ts", "countryPages") as CountryPage[],
      brand: (value("generated/site.ts", "site") as { brand: { name: string } }).brand.name,
    });
    expect(recipes).toHaveLength(slots.length);
    const at = (path: string) => recipes.find((r) => r.path === path);
    expect(at("/media/art/countries/ghana.svg")).toMatchObject({
      kind: "country",
      country: "Ghana",
      office: { city: "Accra", longitude: -0.187, latitude: 5.6037 },
    });
    expect(at("/media/art/countries/ghana/office.svg")).toMatchObject({ kind: "office", name: "BLU Ghana", city: "Accra" });
    expect(at("/media/art/case-studies/ke/savanna-telecom-data-bundle-launch/cover.svg")).toMatchObject({
      kind: "cover",
      format: "banner",
      brand: { key: "savanna-telecom" },
    });
  });

  it("adds a team member without a photograph: a monogram card, no image", () => {
    const rwanda = (
      generatedValue(files, "generated/countries.ts", "countryPages") as {
        slug: string;
        team: { members: { name: string; image: unknown; monogram: string }[] };
      }[]
    ).find((p) => p.slug === "rwanda");
    expect(rwanda?.team.members).toHaveLength(8);
    expect(rwanda?.team.members[0]).toMatchObject({ name: "Grace Uwera", image: null, monogram: "GU" });
  });

  it("adds a tenth leader with a photograph: the card shows the photograph, not the monogram", () => {
    const about = generatedValue(files, "generated/about.ts", "aboutPage") as { team: { leaders: Person[] } };
    expect(about.team.leaders).toHaveLength(10);
    const kofi = about.team.leaders[0]!;
    expect(kofi.image?.photo?.avif).toMatch(/^\/media\/_\/.+\.avif 320w/);
    const card = renderToStaticMarkup(createElement(PersonCard, { person: kofi, linkLabel: "LinkedIn" }));
    expect(card).toContain('<picture data-slot="picture" class="contents">');
    expect(card).not.toContain(">KM<");
    // Its alt text and focal point: the square versions are cut around the point, the box crops around it.
    expect(card).toContain('alt="Kofi Mensah in a blue shirt, smiling, in front of the Accra office window"');
    expect(card).toMatch(/<img [^>]*class="photo-ph-[0-9a-f]{10} focal-45-30 [^"]*object-cover"/);
    expect(kofi.image).toMatchObject({ width: 640, height: 640, focalPoint: { x: 45, y: 30, className: "focal-45-30" } });
    expect(kofi.image?.photo?.avif).toMatch(/\.1x1-45-30\.320\.avif 320w, .+\.1x1-45-30\.640\.avif 640w$/);
    const grace = (generatedValue(files, "generated/countries.ts", "countryPages") as { slug: string; team: { members: Person[] } }[]).find(
      (p) => p.slug === "rwanda",
    )!.team.members[0]!;
    const monogram = renderToStaticMarkup(createElement(PersonCard, { person: grace, linkLabel: "LinkedIn" }));
    expect(monogram).toContain(">GU<");
    expect(monogram).not.toContain("<img");
  });

  it("adds a fifth testimonial", () => {
    const pages = generatedValue(files, "generated/pages.ts", "sectionPages") as Record<
      string,
      { sections: { kind: string; items?: { company: string }[] }[] }
    >;
    const testimonials = pages.recommend?.sections.find((x) => x.kind === "testimonials")?.items ?? [];
    expect(testimonials).toHaveLength(5);
    expect(testimonials[0]?.company).toBe("West African Beverage Company");
  });

  it("emits only generated/ files, from the YAML as written", () => {
    expect(readFileSync(join(root, "spec/countries/ghana.yaml"), "utf8")).toBe(GHANA);
    for (const f of files) expect(f.path).toMatch(/^generated\//);
  });
});
