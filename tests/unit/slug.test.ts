import { describe, expect, it } from "vitest";
import { homePanelPractice, techSlug, titleSlug } from "../../generator/normalize/slug.ts";

interface Case {
  readonly given: string;
  readonly want: string;
}

describe("titleSlug (case study and project slugs)", () => {
  // Title lowercased, punctuation removed (hyphens and underscores count as punctuation),
  // whitespace to single hyphens, edge hyphens trimmed.
  it.each<[string, Case]>([
    ["plain words", { given: "UAP Old Mutual", want: "uap-old-mutual" }],
    ["hash tag and digits", { given: "Tecno Mobile Rwanda #C8MagicCapture", want: "tecno-mobile-rwanda-c8magiccapture" }],
    ["edge spaces, colon and bang", { given: "  Airtel Uganda: My Hustle!  ", want: "airtel-uganda-my-hustle" }],
    ["hyphen is punctuation", { given: "Self-Care (DISC)", want: "selfcare-disc" }],
    ["spec example", { given: "Airtel Rwanda: Yora Kashi!", want: "airtel-rwanda-yora-kashi" }],
    ["apostrophe", { given: "Let's Talk Money", want: "lets-talk-money" }],
    ["runs of whitespace, tab and newline", { given: "MTN \t Mobile\n\nMoney", want: "mtn-mobile-money" }],
    ["spaced dash collapses to one hyphen", { given: "Stanbic - Bank", want: "stanbic-bank" }],
    ["underscore is punctuation", { given: "Nile_Breweries Launch", want: "nilebreweries-launch" }],
    ["ampersand between words", { given: "Heineken & Guinness", want: "heineken-guinness" }],
    ["dots and commas", { given: "Safaricom, Inc. 2.0", want: "safaricom-inc-20" }],
    ["letters with accents are kept", { given: "Café Touba Dakar", want: "café-touba-dakar" }],
    ["leading punctuation only at the edge", { given: "!!! Big Launch ???", want: "big-launch" }],
    ["already a slug keeps no hyphens", { given: "already-a-slug", want: "alreadyaslug" }],
    ["only punctuation", { given: "--- ?! ---", want: "" }],
    ["empty", { given: "", want: "" }],
  ])("%s", (_name, { given, want }) => {
    expect(titleSlug(given)).toBe(want);
  });
});

describe("techSlug (tech page lookup)", () => {
  // Lowercase, trimmed, punctuation removed, runs of whitespace/underscore/hyphen to one
  // hyphen, edge hyphens removed.
  it.each<[string, Case]>([
    ["ampersand", { given: "Data analytics & business intelligence", want: "data-analytics-business-intelligence" }],
    ["parentheses", { given: "Customer relationship management (CRM) systems", want: "customer-relationship-management-crm-systems" }],
    ["hyphen is kept as a separator", { given: "AI-powered customer service bots", want: "ai-powered-customer-service-bots" }],
    ["underscores, double spaces and dashes", { given: "__Cloud  Solutions -- Infrastructure__", want: "cloud-solutions-infrastructure" }],
    ["edge whitespace", { given: "   Custom software development \n", want: "custom-software-development" }],
    ["trailing punctuation", { given: "Marketplace solutions!", want: "marketplace-solutions" }],
    ["snake case", { given: "snake_case_title", want: "snake-case-title" }],
    ["slash is removed, not a separator", { given: "Cloud/Infrastructure", want: "cloudinfrastructure" }],
    ["dot inside a version", { given: "Web 2.0 Platforms", want: "web-20-platforms" }],
    ["mixed run of separators", { given: "Data _-_ Science", want: "data-science" }],
    ["already a slug is unchanged", { given: "custom-software-development", want: "custom-software-development" }],
    ["accented letters kept", { given: "Café POS Systems", want: "café-pos-systems" }],
    ["only separators", { given: " _-_ ", want: "" }],
    ["empty", { given: "", want: "" }],
  ])("%s", (_name, { given, want }) => {
    expect(techSlug(given)).toBe(want);
  });
});

describe("homePanelPractice (home services block)", () => {
  it.each<[string, Case]>([
    ["two words", { given: "Public relations", want: "public-relations" }],
    ["one word", { given: "Media", want: "media" }],
    ["capitalised", { given: "Creative", want: "creative" }],
    ["tech solutions", { given: "Tech Solutions", want: "tech-solutions" }],
  ])("%s", (_name, { given, want }) => {
    expect(homePanelPractice(given)).toBe(want);
  });
});
