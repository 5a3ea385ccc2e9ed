/**
 * The launch content of the specification, checked over spec/ itself. The schemas
 * accept the site the agency grows into (any number of practices, services, cards); these
 * lists and counts are what the site launched with, so they are pinned here, where a content
 * owner who grows the site on purpose updates the table in the same change.
 *
 * Table-driven: [what, { file, read, want }], each reading the YAML as authored.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { projectRoot } from "./support/tmp-root.ts";

/** One spec file, parsed (no schema, no defaults: what the content owner wrote). */
const spec = (rel: string): any => parse(readFileSync(join(projectRoot, "spec", rel), "utf8"));

/** The services of one practice's catalogue, as authored. */
const services = (practice: string): any[] => spec(`services/${practice}.yaml`).services;

/** Slugs by category, and the Media and Tech catalogues, in catalogue order. */
const SLUGS: Record<string, readonly string[]> = {
  media: [
    "media-planning-strategy",
    "media-buying",
    "programmatic-advertising",
    "social-media-advertising",
    "tv-radio-advertising",
    "influencer-partnerships",
    "performance-analytics-optimization",
  ],
  digital: [
    "website-design-development",
    "social-media-management",
    "content-creation-marketing",
    "search-engine-optimization",
    "performance-marketing",
    "email-marketing",
  ],
  creative: ["content-creation", "brand-identity-design", "campaign-development", "experiential-marketing", "creative-consulting"],
  "public-relations": ["media-relations", "crisis-management", "corporate-communications", "event-publicity", "thought-leadership"],
  events: ["brand-activation-events", "event-strategy-consulting", "digital-and-hybrid-events", "experiential-marketing-events", "corporate-event-design"],
  "tech-solutions": [
    "customer-relationship-management-crm-systems",
    "ai-powered-customer-service-bots",
    "marketplace-solutions",
    "data-analytics-business-intelligence",
    "cloud-solutions-infrastructure",
    "custom-software-development",
  ],
};

/** The effective benefit headings of a service: its own, or its practice's defaults. */
function benefitHeadings(practice: string, s: any): string[] {
  const cat = spec("services/categories.yaml").categories.find((c: any) => c.key === practice);
  return s.benefits ?? cat.defaultBenefits;
}

const cases: [string, { read: () => unknown; want: unknown }][] = [
  [
    "The six practices, in display order (Creative, Media, Digital, PR, Events, then Tech)",
    {
      read: () => spec("services/categories.yaml").categories.map((c: any) => [c.key, c.label]),
      want: [
        ["creative", "Creative"],
        ["media", "Media"],
        ["digital", "Digital"],
        ["public-relations", "PR"],
        ["events", "Events"],
        ["tech-solutions", "Tech"],
      ],
    },
  ],
  [
    "Hero badges (none for Events)",
    {
      read: () => spec("services/categories.yaml").categories.map((c: any) => c.badge ?? null),
      want: ["Creative solutions", "Media solutions", "Digital solutions", "PR solutions", null, "Tech Solutions"],
    },
  ],
  [
    "Hero subtitles",
    {
      read: () => spec("services/categories.yaml").categories.map((c: any) => c.subtitle),
      want: [
        "Reach your audience with {{title}}",
        "Reach your audience with {{title}}",
        "Reach your audience with {{title}}",
        "Reach your audience with {{title}}",
        "Create memorable moments with {{title}}",
        "Transform your business with {{title}}",
      ],
    },
  ],
  [
    "One catalogue per practice, with its slugs in order",
    {
      read: () => Object.fromEntries(Object.keys(SLUGS).map((k) => [k, services(k).map((s) => s.slug)])),
      want: SLUGS,
    },
  ],
  [
    "Tech catalogue titles",
    {
      read: () => services("tech-solutions").map((s) => s.title),
      want: [
        "Customer relationship management (CRM) systems",
        "AI-powered customer service bots",
        "Marketplace solutions",
        "Data analytics & business intelligence",
        "Cloud solutions & infrastructure",
        "Custom software development",
      ],
    },
  ],
  [
    "Every Media service's benefit headings are the practice's three defaults, written once",
    {
      read: () => ({
        defaults: spec("services/categories.yaml").categories.find((c: any) => c.key === "media").defaultBenefits,
        repeated: services("media")
          .filter((s) => s.benefits !== undefined)
          .map((s) => s.slug),
      }),
      want: { defaults: ["Always target the right audience", "Say goodbye to ad waste", "Results beyond impressions"], repeated: [] },
    },
  ],
  [
    "Three benefits with three descriptions, and four audience cards, per service",
    {
      read: () =>
        Object.keys(SLUGS).flatMap((k) => services(k).map((s) => [s.slug, benefitHeadings(k, s).length, s.benefitDescriptions.length, s.whoCanBenefit.length])),
      want: Object.values(SLUGS)
        .flat()
        .map((slug) => [slug, 3, 3, 4]),
    },
  ],
  [
    "Tech benefits follow 'Always …', 'Say goodbye to …', 'Results beyond …'",
    {
      read: () =>
        services("tech-solutions").every(
          (s) => /^Always /.test(s.benefits[0]) && /^Say goodbye to /.test(s.benefits[1]) && /^Results beyond /.test(s.benefits[2]),
        ),
      want: true,
    },
  ],
  [
    "Section pages for five practices (Tech has its own page)",
    {
      read: () => ["creative", "media", "digital", "public-relations", "events"].map((k) => spec(`service-sections/${k}.yaml`).key),
      want: ["creative", "media", "digital", "public-relations", "events"],
    },
  ],
  [
    "Tech Solutions page: six offerings, four Why Choose cards",
    {
      read: () => {
        const p = spec("pages/tech-solutions.yaml");
        return [p.offerings.length, p.whyChoose.items.length];
      },
      want: [6, 4],
    },
  ],
  [
    "Services overview: the rotating words and six tiles",
    {
      read: () => {
        const p = spec("pages/services.yaml");
        return [p.words, p.tiles.map((t: any) => t.route)];
      },
      want: [
        ["Creative", "Media", "Digital", "PR", "Events"],
        ["/services/creative", "/services/media", "/services/digital", "/services/public-relations", "/services/events", "/services/tech-solutions"],
      ],
    },
  ],
  [
    "Projects: five projects whose tiles name only Creative, Media, Digital, PR and Events",
    {
      read: () => {
        const projects = spec("projects.yaml").projects;
        return [projects.map((p: any) => p.key), [...new Set(projects.flatMap((p: any) => p.tile.categories))].sort()];
      },
      want: [
        ["vestas", "have-and-share", "ATMF", "TNL", "harps"],
        ["Creative", "Digital", "Events", "Media", "PR"],
      ],
    },
  ],
  [
    "The service routes: one pattern each for the section pages and the services, no values list",
    {
      read: () =>
        spec("routes.yaml")
          .routes.filter((r: any) => r.page === "service-section" || r.page === "service-detail")
          .map((r: any) => [r.page, r.path, r.values ?? null]),
      want: [
        ["service-section", "/services/:practice", null],
        ["service-detail", "/services/:practice/:slug", null],
      ],
    },
  ],
];

describe("launch content, in spec/", () => {
  it.each(cases)("%s", (_, { read, want }) => {
    expect(read()).toEqual(want);
  });
});
