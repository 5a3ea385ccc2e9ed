/**
 * The launch content of the specification for places and people: countries, offices,
 * case-study scopes, teams, the company pages' lists, testimonials. The schemas accept the site
 * the agency grows into (Open collections); what the site launched with is content,
 * and it is checked here, over spec/, never by a schema enum or a fixed count.
 *
 * Table-driven: each row names a fact of the specification, reads it from spec/ (`given`) and
 * says what it must be (`want`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { routes } from "../../generated/routes.ts";
import { projectRoot } from "./support/tmp-root.ts";

/** A YAML mapping read for its values. */
type Doc = Record<string, any>;

/** A spec file parsed ("countries/rwanda.yaml"). */
const spec = (rel: string): Doc => parse(readFileSync(join(projectRoot, "spec", rel), "utf8")) as Doc;
/** The files of a spec folder, by base name in name order. */
const folder = (dir: string): [string, Doc][] =>
  readdirSync(join(projectRoot, "spec", dir))
    .filter((n) => n.endsWith(".yaml"))
    .sort()
    .map((n) => [n.replace(/\.yaml$/, ""), spec(`${dir}/${n}`)]);

const countries = () => folder("countries");
const scopes = () => folder("case-studies");
const country = (slug: string) => countries().find(([s]) => s === slug)?.[1];
const scope = (key: string) => scopes().find(([s]) => s === key)?.[1];
const about = () => spec("pages/about.yaml");
const home = () => spec("pages/home.yaml");
/** The record of spec/people.yaml a team names by key. */
const person = (key: string): Doc => (spec("people.yaml").people as Doc[]).find((p) => p.key === key) ?? {};
const route = (page: string) => (spec("routes.yaml").routes as Doc[]).filter((r) => r.page === page);

const facts: [string, { given: () => unknown; want: unknown }][] = [
  // Country pages: six offices.
  [
    "six country pages, one file each (/{country})",
    {
      given: () => countries().map(([f, d]) => [f, d.slug]),
      want: [
        ["kenya", "kenya"],
        ["nigeria", "nigeria"],
        ["rwanda", "rwanda"],
        ["south-africa", "south-africa"],
        ["uganda", "uganda"],
        ["uk", "uk"],
      ],
    },
  ],
  [
    "the Country menu lists Kenya, Nigeria, Rwanda, South Africa, Uganda and UK (Navigation)",
    { given: () => countries().map(([, d]) => d.name), want: ["Kenya", "Nigeria", "Rwanda", "South Africa", "Uganda", "UK"] },
  ],
  [
    "UK and South Africa have their own layouts; the four others are offices",
    { given: () => countries().map(([, d]) => d.layout), want: ["office", "office", "office", "south-africa", "office", "uk"] },
  ],
  [
    "team sizes Rwanda 7, Nigeria 3, Uganda 4; Kenya, South Africa and UK without a team grid",
    {
      given: () => countries().map(([s, d]) => [s, d.team?.members.length ?? 0]),
      want: [
        ["kenya", 0],
        ["nigeria", 3],
        ["rwanda", 7],
        ["south-africa", 0],
        ["uganda", 4],
        ["uk", 0],
      ],
    },
  ],
  [
    "Rwanda, Nigeria and Uganda show their own case-study grid",
    {
      given: () =>
        countries()
          .filter(([, d]) => d.caseStudies)
          .map(([s, d]) => [s, d.caseStudies.scope]),
      want: [
        ["nigeria", "ng"],
        ["rwanda", "rw"],
        ["uganda", "ug"],
      ],
    },
  ],
  [
    "South Africa's featured projects",
    { given: () => country("south-africa")?.projects.items.map((i: Doc) => i.route), want: ["/project/have-and-share", "/project/vestas", "/project/ATMF"] },
  ],
  // Case study list and detail.
  [
    "scopes featured, ng, rw, ug",
    {
      given: () => scopes().map(([f, d]) => [f, d.scope]),
      want: [
        ["featured", "featured"],
        ["ng", "ng"],
        ["rw", "rw"],
        ["ug", "ug"],
      ],
    },
  ],
  // A country shows a featured study by key (`featured:`), written once in featured.yaml.
  [
    "9 featured studies; Rwanda 6, Nigeria 5, Uganda 6",
    {
      given: () => scopes().map(([f, d]) => [f, (d.featured?.length ?? 0) + (d.studies?.length ?? 0)]),
      want: [
        ["featured", 9],
        ["ng", 5],
        ["rw", 6],
        ["ug", 6],
      ],
    },
  ],
  [
    "Nigeria's five and three of Uganda's six are featured studies, each written once",
    {
      given: () =>
        ["ng", "ug"].map((k) => [
          k,
          scope(k)?.featured?.length,
          scope(k)?.featured?.every((key: string) => scope("featured")?.studies.some((s: Doc) => s.key === key)),
        ]),
      want: [
        ["ng", 5, true],
        ["ug", 3, true],
      ],
    },
  ],
  [
    "each country scope goes back to its country page ('Go Back')",
    {
      given: () => scopes().map(([f, d]) => [f, d.country ?? null]),
      want: [
        ["featured", null],
        ["ng", "nigeria"],
        ["rw", "rwanda"],
        ["ug", "uganda"],
      ],
    },
  ],
  [
    "'Case Study: {title}' for Rwanda, '{client}' for Nigeria and Uganda",
    {
      given: () => ["rw", "ng", "ug"].map((k) => [k, scope(k)?.heading]),
      want: [
        ["rw", "title"],
        ["ng", "client"],
        ["ug", "client"],
      ],
    },
  ],
  [
    "the Rwanda studies",
    {
      given: () => scope("rw")?.studies.map((s: Doc) => s.client),
      want: ["Eden Care Medical", "Tecno Mobile Rwanda", "Airtel Rwanda", "Airtel Rwanda", "Bralirwa (Mutzig)", "RwandAir"],
    },
  ],
  [
    "one route pattern per kind of study URL, and one for the country pages (Route table)",
    {
      given: () => [...route("case-study-detail"), ...route("country-case-study"), ...route("country")].map((r) => [r.path, r.values ?? null]),
      want: [
        ["/casestudy/:slug", null],
        ["/case-study/:scope/:slug", null],
        ["/:country", null],
      ],
    },
  ],
  // Home.
  ["home features the nine featured studies, 3 in a column and 6 in a grid", { given: () => home().featured.studies.length, want: 9 }],
  ["home's marquee has 14 client logos (Client logo)", { given: () => home().clients.logos.length, want: 14 }],
  ["home's services block has six panels", { given: () => home().services.panels.length, want: 6 }],
  // About.
  [
    "What sets us apart: Data, Technology, Creativity",
    { given: () => about().apart.items.map((x: Doc) => x.title), want: ["Data", "Technology", "Creativity"] },
  ],
  ["four core values", { given: () => about().team.values.map((x: Doc) => x.title), want: ["Collaboration", "Innovation", "Excellence", "Integrity"] }],
  ["nine leaders in three columns of three", { given: () => about().team.leaders.length, want: 9 }],
  ["five methodology steps", { given: () => about().methodology.steps.length, want: 5 }],
  ["eight pairs of Our unique approach", { given: () => about().approach.pairs.length, want: 8 }],
  [
    "the acronym spells Benefit, Leadership, Utility",
    { given: () => about().acronym.items.map((x: Doc) => x.word), want: ["Benefit", "Leadership", "Utility"] },
  ],
  // Contact, Recommendations.
  [
    "six offices: South Africa, Uganda, Nigeria, Kenya, Rwanda, United Kingdom",
    {
      given: () =>
        spec("pages/contact.yaml")
          .sections.find((x: Doc) => x.kind === "offices")
          .items.map((o: Doc) => o.country),
      want: ["South Africa", "Uganda", "Nigeria", "Kenya", "Rwanda", "United Kingdom"],
    },
  ],
  [
    "four testimonials, four to a page",
    {
      given: () => {
        const r = spec("pages/recommend.yaml").sections.find((x: Doc) => x.kind === "testimonials");
        return [r.items.length, r.perPage];
      },
      want: [4, 4],
    },
  ],
  // Team / leadership member: every launch person has a portrait file, with its alt text.
  [
    "every launch team member and leader names a portrait with its alt text",
    {
      given: () =>
        [...countries().flatMap(([, d]) => d.team?.members ?? []), ...about().team.leaders]
          .map(person)
          .every((m: Doc) => typeof m.image?.src === "string" && typeof m.image?.alt === "string" && m.image.alt.includes(m.name)),
      want: true,
    },
  ],
];

describe("launch content of the specification: places and people", () => {
  it.each(facts)("%s", (_name, { given, want }) => {
    expect(given()).toEqual(want);
  });
});

/** Every launch URL of the collections, as the launch route table made them (Slugs). */
const LAUNCH_URLS: Record<string, readonly string[]> = {
  "case-study-detail": [
    "/casestudy/uap-old-mutual-digital-lead-generation",
    "/casestudy/oah-hospitality-brand-refresh-and-booking-drive",
    "/casestudy/seplat-energy-hybrid-stakeholder-summit",
    "/casestudy/centenary-bank-savings-mobile-banking-drive",
    "/casestudy/ngx-group-corporate-rebrand-rollout",
    "/casestudy/pinpop-snacking-goes-social-in-lagos",
    "/casestudy/kfc-twisters-east-africa-menu-launch",
    "/casestudy/aradel-holdings-360-rebrand-from-ndep",
    "/casestudy/psi-nigeria-health-content-repository",
  ],
  "country-case-study": [
    "/case-study/rw/eden-care-product-launch",
    "/case-study/rw/tecno-mobile-rwanda-c8magiccapture",
    "/case-study/rw/social-media-customer-service-for-airtel-rwanda",
    "/case-study/rw/airtel-rwanda-yora-kashi",
    "/case-study/rw/mutzig-success-follows-perseverance",
    "/case-study/rw/rwandair-exporw18",
    // The country copies of featured studies became the featured records themselves, at
    // the country's URL (their launch URLs redirect here: spec/redirects.yaml).
    "/case-study/ng/aradel-holdings-360-rebrand-from-ndep",
    "/case-study/ng/seplat-energy-hybrid-stakeholder-summit",
    "/case-study/ng/psi-nigeria-health-content-repository",
    "/case-study/ng/pinpop-snacking-goes-social-in-lagos",
    "/case-study/ng/ngx-group-corporate-rebrand-rollout",
    "/case-study/ug/uap-old-mutual-digital-lead-generation",
    "/case-study/ug/oah-hospitality-brand-refresh-and-booking-drive",
    "/case-study/ug/centenary-bank-savings-mobile-banking-drive",
    "/case-study/ug/delivering-innovations-in-selfcare-disc",
    "/case-study/ug/bell-lager-heritage-relaunch",
    "/case-study/ug/airtel-uganda-my-hustle-youth-challenge",
  ],
  country: ["/kenya", "/nigeria", "/rwanda", "/south-africa", "/uganda", "/uk"],
};

describe("launch URLs expanded from the collections stay exactly as launched", () => {
  it.each(Object.entries(LAUNCH_URLS))("%s", (page, want) => {
    const got = routes.filter((r) => r.page === page).flatMap((r) => r.urls);
    expect([...got].sort()).toEqual([...want].sort());
  });
});
