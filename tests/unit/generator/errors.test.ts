import { existsSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Diagnostic, formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import type { VirtualFile } from "../../../generator/emit/print.ts";
import { type GenerateResult, generate } from "../../../generator/run.ts";
import { findStale, writeGenerated } from "../../../generator/write/write.ts";
import { editOnce, projectRoot, scrub, snapshotDir, tmpRoots } from "../support/tmp-root.ts";
import { applyGiven } from "./fixtures/broken/given.ts";

/** One edit of one spec file: replace the single occurrence of `from` with `to`. */
interface Edit {
  readonly file: string;
  readonly from: string | RegExp;
  readonly to: string;
}

// Generating is CPU-bound (about a second when it gets to emit); leave room on a busy machine,
// a slow run must not be mistaken for a failure.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const tmpRoot = tmpRoots();

/**
 * One temporary root for the in-process cases, with its untouched twin: each case applies its
 * edits to `root` and undoes them from `pristine` afterwards (fixtures/broken/given.ts), instead
 * of copying the project once per case.
 */
let shared: { readonly root: string; readonly pristine: string } | undefined;

/** Applies `edits` to the shared root (each must match exactly once), runs `run` on it, and undoes them whatever happens. */
function withEdits<T>(edits: readonly Edit[], run: (root: string) => T): T {
  shared ??= { root: tmpRoot(), pristine: tmpRoot() };
  const undo = applyGiven(shared.root, shared.pristine, edits);
  try {
    return run(shared.root);
  } finally {
    undo();
  }
}

/**
 * Applies the edits to a temp copy of the project's spec/, runs the generator and checks the
 * common promises of a failure: not ok, and every diagnostic points at a file position. Returns
 * the diagnostics and their printed form, temp path scrubbed.
 */
function breakSpec(...edits: Edit[]): { diagnostics: readonly Diagnostic[]; text: string } {
  return withEdits(edits, (root) => brokenResult(root, generate(root)));
}

/** The common promises of a failed run of the generator in `root` (breakSpec). */
function brokenResult(root: string, result: GenerateResult): { diagnostics: readonly Diagnostic[]; text: string } {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error("unreachable");
  expect(result.diagnostics.length).toBeGreaterThan(0);
  for (const d of result.diagnostics) {
    expect(d.file, "diagnostic names a spec file").toMatch(/^spec\//);
    expect(d.line, `${d.file} ${d.path} ${d.message}: line`).toBeGreaterThan(0);
    expect(d.col, `${d.file} ${d.path} ${d.message}: col`).toBeGreaterThan(0);
    expect(d.source, "diagnostic carries the source for a code frame").toBeTypeOf("string");
  }
  return { diagnostics: result.diagnostics, text: scrub(formatDiagnostics(result.diagnostics), root) };
}

const MEDIA = "spec/services/media.yaml";

describe("generate() reports one readable diagnostic per mistake in spec/", () => {
  it("YAML syntax error: a value with ': ' left unquoted", () => {
    const { text } = breakSpec({ file: MEDIA, from: "    title: Media buying\n", to: "    title: Media: Buying: x\n" });
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:61:12 is not valid YAML: the value contains ": ", which YAML reads as another key
        hint: a value containing ': ' must be quoted: title: "Media: Buying: x"
        60 |   - slug: media-buying
      > 61 |     title: Media: Buying: x
           |            ^
        62 |     description: >-"
    `);
  });

  it("YAML syntax error: broken indentation", () => {
    const { text } = breakSpec({
      file: MEDIA,
      from: "    benefitIcons:\n      - Target\n      - Shield\n",
      to: "    benefitIcons:\n      - Target\n     - Shield\n",
    });
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:83:6 is not lined up with the list items above it (it starts in column 6)
        hint: keys of one mapping and items of one list start in the same column: move "- Shield" to column 7, like line 82
        82 |       - Target
      > 83 |      - Shield
           |      ^
        84 |       - BarChart"
    `);
  });

  it("missing required key: a service without description", () => {
    const { diagnostics, text } = breakSpec({
      file: MEDIA,
      from: /( {2}- slug: media-buying\n {4}title: Media buying\n) {4}description: >-\n(?: {6}.*\n)+/,
      to: "$1",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:60:5 services[1] "media-buying" is missing the required key "description"
        hint: add description: Hero description, also the page's meta description: 140 to 300 characters.
        59 |       actionText: Schedule a strategy session
      > 60 |   - slug: media-buying
           |     ^
        61 |     title: Media buying"
    `);
  });

  it("unknown key: titel instead of title in a route", () => {
    const { text } = breakSpec({ file: "spec/routes.yaml", from: "    page: about\n    title:", to: "    page: about\n    titel:" });
    expect(text).toMatchInlineSnapshot(`
      "spec/routes.yaml:53:5 routes[10] "about" has an unknown key "titel"; did you mean "title"?
        hint: allowed keys: id, path, page, values, title, heading, description
        52 |     page: about
      > 53 |     titel: "About us | {{brand}}"
           |     ^
        54 |     heading: About BLU"
    `);
  });

  it("wrong count: no whoCanBenefit card (any number from one up is fine)", () => {
    const { diagnostics, text } = breakSpec({
      file: MEDIA,
      from: /( {2}- slug: media-buying\n[\s\S]*?) {4}whoCanBenefit:\n(?: {6}.*\n| {8}.*\n| {10}.*\n)+/,
      to: "$1    whoCanBenefit: []\n",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:89:20 services[1] "media-buying".whoCanBenefit must have at least 1 item (found 0)
        hint: The audience cards, at least one (the launch services have four): two columns from medium screens up, an odd last card spanning both.
        88 |       - Accountability
      > 89 |     whoCanBenefit: []
           |                    ^
        90 |     cta:"
    `);
  });

  it("wrong count: two benefit headings for three descriptions", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/services/tech-solutions.yaml",
      from: /( {2}- slug: ai-powered-customer-service-bots\n[\s\S]*? {4}benefits:\n {6}- .*\n {6}- .*\n) {6}- .*\n/,
      to: "$1",
    });
    // Descriptions, icons and legends each go one per heading: each list is named.
    expect(diagnostics).toHaveLength(3);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/tech-solutions.yaml:73:7 services[1] "ai-powered-customer-service-bots".benefitDescriptions has 3 items but benefits has 2
        hint: one per benefit card, in the same order: give it 2 items
        72 |     benefitDescriptions:
      > 73 |       - >-
           |       ^
        74 |         Bots work around the clock, weekends and public holidays included,

      spec/services/tech-solutions.yaml:86:7 services[1] "ai-powered-customer-service-bots".benefitIcons has 3 items but benefits has 2
        hint: one per benefit card, in the same order: give it 2 items
        85 |     benefitIcons:
      > 86 |       - Cpu
           |       ^
        87 |       - Shuffle

      spec/services/tech-solutions.yaml:90:7 services[1] "ai-powered-customer-service-bots".benefitLegends has 3 items but benefits has 2
        hint: one per benefit card, in the same order: give it 2 items
        89 |     benefitLegends:
      > 90 |       - Availability
           |       ^
        91 |       - Speed"
    `);
  });

  it("bad slug: Media_Buying", () => {
    const { diagnostics, text } = breakSpec({ file: MEDIA, from: "slug: media-buying\n", to: "slug: Media_Buying\n" });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:60:11 services[1].slug "Media_Buying" is not a valid slug
        hint: use lowercase letters, digits and single hyphens, for example "media-buying"
        59 |       actionText: Schedule a strategy session
      > 60 |   - slug: Media_Buying
           |           ^
        61 |     title: Media buying"
    `);
  });

  it("unknown icon: Targett, caught by the schemas' icon list", () => {
    const { diagnostics, text } = breakSpec({
      file: MEDIA,
      from: "    benefitIcons:\n      - Target\n      - Shield\n",
      to: "    benefitIcons:\n      - Targett\n      - Shield\n",
    });
    expect(diagnostics).toHaveLength(1);
    // How many icon names lucide-react has changes with its version.
    expect(text.replace(/one of [\d,]+ names/, "one of N names")).toMatchInlineSnapshot(`
      "spec/services/media.yaml:82:9 services[1] "media-buying".benefitIcons[0] "Targett" is not allowed; did you mean "Target" or "Tangent"?
        hint: One icon per 'Why choose' card, in order; leave them out to use the practice's usual ones. The small picture shown with it: pick one from the icon list (for example Target, BadgeDollarSign or TrendingUp). It must be one of N names; the YAML extension completes them in the editor.
        81 |     benefitIcons:
      > 82 |       - Targett
           |         ^
        83 |       - Shield"
    `);
  });

  it("dangling internal link: /services/mediaa in the footer", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/site.yaml",
      from: "{ name: Media, href: /services/media }",
      to: "{ name: Media, href: /services/mediaa }",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?
        hint: internal links must point at a page of spec/routes.yaml or a service of spec/services/
        54 |         - { name: Creative, href: /services/creative }
      > 55 |         - { name: Media, href: /services/mediaa }
           |                                ^
        56 |         - { name: Digital, href: /services/digital }"
    `);
  });

  it("missing asset: heroImage points at a file public/ does not have", () => {
    const { diagnostics, text } = breakSpec({
      file: MEDIA,
      from: "    title: Media buying\n",
      to: "    title: Media buying\n    heroImage: { src: /media/services/media/nope/hero.svg, alt: The media buying team planning a campaign }\n",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:62:23 services[1] "media-buying".heroImage.src points to /media/services/media/nope/hero.svg, which does not exist
        hint: add an SVG drawing (an icon or illustration with a viewBox) at public/media/services/media/nope/hero.svg, or run "npm run media" to make placeholder artwork there
        61 |     title: Media buying
      > 62 |     heroImage: { src: /media/services/media/nope/hero.svg, alt: The media buying team planning a campaign }
           |                       ^
        63 |     description: >-"
    `);
  });

  it("benefit headings left out in a practice without default headings", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/services/digital.yaml",
      from: /( {2}- slug: social-media-management\n[\s\S]*?) {4}benefits:\n(?: {6}- .*\n)+/,
      to: "$1",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/digital.yaml:59:5 services[1] "social-media-management" is missing the required key "benefits"
        hint: the Digital practice sets no defaultBenefits in spec/services/categories.yaml: write the benefit headings here, or set them there
        58 |       actionText: Start your website project
      > 59 |   - slug: social-media-management
           |     ^
        60 |     title: Social media management"
    `);
  });

  it("unknown template placeholder in a category title", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/services/categories.yaml",
      from: '"{{title}} | {{brand}} media services"',
      to: '"{{titel}} | {{brand}} Media services"',
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/categories.yaml:31:12 categories[1] "media".title uses the unknown placeholder {{titel}}; did you mean {{title}}?
        hint: placeholders here: {{title}}, {{brand}}
        30 |     goals: put your budget in front of the audiences that buy, in every market you serve
      > 31 |     title: "{{titel}} | {{brand}} Media services"
           |            ^
        32 |     subtitle: "Reach your audience with {{title}}""
    `);
  });

  it("form rule naming a field the form does not have", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/forms/contact.yaml",
      from: "{ field: email, rule: email, message: Email is invalid }",
      to: "{ field: emial, rule: email, message: Email is invalid }",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/forms/contact.yaml:24:14 rules[2].field "emial" is not a field of this form; did you mean "email"?
        hint: fields: name, email, country, reason, message
        23 |   - { field: email, rule: required, message: Email is required }
      > 24 |   - { field: emial, rule: email, message: Email is invalid }
           |              ^
        25 |   - { field: country, rule: chosen, message: Please select a country }"
    `);
  });

  it("reports every problem of a stage at once, sorted by file and line", () => {
    const { diagnostics, text } = breakSpec(
      {
        file: MEDIA,
        from: "    title: Media buying\n",
        to: "    title: Media buying\n    heroImage: { src: /media/services/media/nope/hero.svg, alt: The media buying team planning a campaign }\n",
      },
      { file: "spec/site.yaml", from: "{ name: Media, href: /services/media }", to: "{ name: Media, href: /services/mediaa }" },
    );
    expect(diagnostics).toHaveLength(2);
    expect(text.split("\n").filter((l) => /^spec\//.test(l))).toMatchInlineSnapshot(`
      [
        "spec/services/media.yaml:62:23 services[1] "media-buying".heroImage.src points to /media/services/media/nope/hero.svg, which does not exist",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?",
      ]
    `);
  });
});

// ── Hints that fit the mistake ──────────────────────────────────────

describe("hints that fit the mistake", () => {
  it("a number where text is expected: quote it, the line shown quoted", () => {
    const { diagnostics, text } = breakSpec({ file: MEDIA, from: "    title: Media buying\n", to: "    title: 2024\n" });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/services/media.yaml:61:12 services[1] "media-buying".title must be a string (found a number)
        hint: Service title; its last word is highlighted in the hero. Without quotes YAML reads 2024 as a number; put it in quotes to keep it as text: title: "2024"
        60 |   - slug: media-buying
      > 61 |     title: 2024
           |            ^
        62 |     description: >-"
    `);
  });

  it("a number in a { … } item where text is expected: the whole item shown with the number quoted", () => {
    const { diagnostics, text } = breakSpec({ file: "spec/case-studies/rw.yaml", from: '{ value: "410", label:', to: "{ value: 410, label:" });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/case-studies/rw.yaml:13:18 studies[0] "eden-care-product-launch".figures[0].value must be a string (found a number)
        hint: The numeral as shown, with its sign, unit or arrow, for example '876', '146/mo', '−41%', '48%→76%', '6,173' or '1.9M'; at least one digit, at most 12 characters. Without quotes YAML reads 410 as a number; put it in quotes to keep it as text: - { value: "410", label: "quote requests from employers, 64 taken to proposal" }
        12 |     figures:
      > 13 |       - { value: 410, label: "quote requests from employers, 64 taken to proposal" }
           |                  ^
        14 |       - { value: "230", label: launch guests from 85 companies }"
    `);
  });

  it("true where text is expected: quote it", () => {
    const { text } = breakSpec({ file: "spec/errors.yaml", from: "  action: Go back home", to: "  action: true" });
    expect(text).toMatchInlineSnapshot(`
      "spec/errors.yaml:6:11 pageNotFound.action must be a string (found a boolean)
        hint: Button text ('Go back home'). A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank. Without quotes YAML reads true as a yes/no value; put it in quotes to keep it as text: action: "true"
        5 |   message: The page you are looking for has moved, or never existed. Let's get you back on track.
      > 6 |   action: true
          |           ^
        7 |   actionHref: /"
    `);
  });

  it("a missing photograph: what kind of file, how wide, where, and the nearest files", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/people.yaml",
      from: "src: /media/team/portrait-daniel-ssempijja.svg",
      to: "src: /media/team/portrait-daniel-ssempijja.jpg",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/people.yaml:11:12 people[0] "daniel-ssempijja".image.src points to /media/team/portrait-daniel-ssempijja.jpg, which does not exist
        hint: did you mean "/media/team/portrait-daniel-ssempijja.svg"? Correct the path to that file, or, if this is a new file, add a photograph (JPEG, PNG, WebP or AVIF, at least 640 px wide for a portrait) at public/media/team/portrait-daniel-ssempijja.jpg
        10 |     image:
      > 11 |       src: /media/team/portrait-daniel-ssempijja.jpg
           |            ^
        12 |       alt: "Abstract placeholder for Daniel Ssempijja's portrait: a grey-blue circle at the top left and a tall bright blue oval on the right, crossed by a pale…"
    `);
  });

  it("a missing SVG drawing: an SVG, and the nearest files", () => {
    const { text } = breakSpec({
      file: "spec/people.yaml",
      from: "src: /media/team/portrait-wanjiru-kamau.svg",
      to: "src: /media/team/portrait-wanjiru-kamua.svg",
    });
    expect(text).toMatchInlineSnapshot(`
      "spec/people.yaml:19:12 people[1] "wanjiru-kamau".image.src points to /media/team/portrait-wanjiru-kamua.svg, which does not exist
        hint: did you mean "/media/team/portrait-wanjiru-kamau.svg"? Correct the path to that file, or, if this is a new file, add an SVG drawing (an icon or illustration with a viewBox) at public/media/team/portrait-wanjiru-kamua.svg
        18 |     image:
      > 19 |       src: /media/team/portrait-wanjiru-kamua.svg
           |            ^
        20 |       alt: "Abstract placeholder for Wanjiru Kamau's portrait: large overlapping blue circles on the right of deep navy, with a pale band falling gently to the …"
    `);
  });

  it("a missing video: a video, where placeholder clips come from, and the nearest files", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/service-sections/media.yaml",
      from: "video: /media/sections/media/showreel.webm",
      to: "video: /media/sections/media/showrel.webm",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/service-sections/media.yaml:15:10 visual.video points to /media/sections/media/showrel.webm, which does not exist
        hint: did you mean "/media/sections/media/showreel.webm"? Correct the path to that file, or, if this is a new file, add a video (MP4 with H.264, or WebM) at public/media/sections/media/showrel.webm
        14 |   kind: video
      > 15 |   video: /media/sections/media/showrel.webm
           |          ^
        16 | approach:"
    `);
  });

  it("a missing PDF: a PDF document, and the nearest files", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/forms/report.yaml",
      from: "href: /media/reports/customer-service-trends-2026.pdf",
      to: "href: /media/reports/customer-service-trends-2025.pdf",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/forms/report.yaml:27:11 submit.download.href points to /media/reports/customer-service-trends-2025.pdf, which does not exist
        hint: did you mean "/media/reports/customer-service-trends-2026.pdf"? Correct the path to that file, or, if this is a new file, add a PDF document at public/media/reports/customer-service-trends-2025.pdf
        26 |   download:
      > 27 |     href: /media/reports/customer-service-trends-2025.pdf
           |           ^
        28 |     pages: 6"
    `);
  });

  it("an unknown client key: the nearest keys, then the known keys, cut to a dozen", () => {
    const { diagnostics, text } = breakSpec({ file: "spec/case-studies/rw.yaml", from: "    brand: tecno\n", to: "    brand: tekno\n" });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/case-studies/rw.yaml:129:12 studies[1] "tecno-mobile-rwanda-c8magiccapture".brand "tekno" is not a client of spec/clients.yaml; did you mean "tecno"?
        hint: add the brand to spec/clients.yaml (key, name, colours), or use the key of one listed there; known keys: access-bank, airtel, aradel, atmf, bank-of-kigali, bidco, bolt, bralirwa, britam, canva, capitec, centenary-bank … and 50 more
        128 |     client: Tecno Mobile Rwanda
      > 129 |     brand: tekno
            |            ^
        130 |     category: Social Media, Digital, Creative"
    `);
  });

  it("an unknown form id: the nearest ids and every form", () => {
    const { diagnostics, text } = breakSpec({ file: "spec/pages/newsletter.yaml", from: "  form: newsletter\n", to: "  form: newsleter\n" });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/pages/newsletter.yaml:13:11 sections[0].form "newsleter" is not a form; did you mean "newsletter"?
        hint: forms: contact, lead, newsletter, report
        12 |       - Data, case studies and media rate trends you can use
      > 13 |     form: newsleter
           |           ^
        14 |     formNote: We only use your name and e-mail to send the newsletter. Every issue has an unsubscribe link."
    `);
  });

  it("an unknown route id: the nearest ids, then the known ids", () => {
    const { diagnostics, text } = breakSpec({ file: "spec/pages/home.yaml", from: "route: home\n", to: "route: hom\n" });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/pages/home.yaml:2:8 route "hom" is not a route id; did you mean "home"?
        hint: use the id of a route in spec/routes.yaml; known ids: about, case-studies, case-study, contact, country, country-case-study, form-sent, home, newsletter, not-found, privacy, project … and 9 more
        1 | # yaml-language-server: $schema=../schemas/home-page.schema.json
      > 2 | route: hom
          |        ^
        3 | banner:"
    `);
  });

  it("an unknown featured study (a page's reference): the nearest slugs, then the known ones", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/pages/home.yaml",
      from: "    - aradel-holdings-360-rebrand-from-ndep\n",
      to: "    - aradel-holdings-rebrand\n",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/pages/home.yaml:66:7 featured.studies[7] "aradel-holdings-rebrand" is not a featured case study
        hint: use the key (or slug) of a study in spec/case-studies/featured.yaml; known keys: aradel-holdings-360-rebrand-from-ndep, centenary-bank-savings-mobile-banking-drive, kfc-twisters-east-africa-menu-launch, ngx-group-corporate-rebrand-rollout, oah-hospitality-brand-refresh-and-booking-drive, pinpop-snacking-goes-social-in-lagos, psi-nigeria-health-content-repository, seplat-energy-hybrid-stakeholder-summit, uap-old-mutual-digital-lead-generation
        65 |     - kfc-twisters-east-africa-menu-launch
      > 66 |     - aradel-holdings-rebrand
           |       ^
        67 |     - psi-nigeria-health-content-repository"
    `);
  });

  it("an unknown practice: a catalogue whose category is not in categories.yaml", () => {
    const { text } = breakSpec({ file: "spec/services/categories.yaml", from: / {2}- key: events\n(?: {4}.*\n| {6}.*\n)+/, to: "" });
    expect(text.split("\n").filter((l) => /^spec\/services\/events\.yaml|^ {2}hint: add the category/.test(l))).toMatchInlineSnapshot(`
      [
        "spec/services/events.yaml:2:11 category "events" is not a practice of spec/services/categories.yaml",
      ]
    `);
  });

  it("a social network without a profile: the networks that have one", () => {
    const { text } = breakSpec({ file: "spec/site.yaml", from: '  - { network: x, label: X, href: "https://x.com/bluimc_example" }\n', to: "" });
    expect(
      text
        .split("\n")
        .filter((l) => /^spec\/|^ {2}hint/.test(l))
        .slice(0, 2),
    ).toMatchInlineSnapshot(`
      [
        "spec/site.yaml:74:40 footer.socialNetworks[2] "x" is not a network with a profile in social",
        "  hint: add its profile to the social list first; known keys: facebook, instagram, linkedin, youtube",
      ]
    `);
  });

  it("an unknown service of a practice: the nearest slugs", () => {
    const { diagnostics, text } = breakSpec({
      file: "spec/service-sections/media.yaml",
      from: "  - service: media-buying\n",
      to: "  - service: media-buyng\n",
    });
    expect(diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "spec/service-sections/media.yaml:18:14 approach[1].service "media-buyng" is not a media service; did you mean "media-buying"?
        hint: services: media-planning-strategy, media-buying, programmatic-advertising, social-media-advertising, tv-radio-advertising, influencer-partnerships, performance-analytics-optimization
        17 |   - service: media-planning-strategy
      > 18 |   - service: media-buyng
           |              ^
        19 |   - service: programmatic-advertising"
    `);
  });
});

// ── Regressions ─────────────────────────────────────────────────────────────────────────
// Bugs found while writing these tests, each pinned by the behaviour that fixed it.

/** Generates a temp root with one edit that the generator accepts; returns the emitted files. */
function generateEdited(edit: Edit): readonly VirtualFile[] {
  const result = withEdits([edit], (root) => generate(root));
  if (!result.ok) throw new Error(`setup: expected the edit to be accepted:\n${formatDiagnostics(result.diagnostics)}`);
  return result.files;
}

describe("generator regressions", () => {
  it("a bad placeholder in the not-found title points at that title", () => {
    const { diagnostics } = breakSpec({
      file: "spec/routes.yaml",
      from: 'title: "Page not found | {{brand}}"',
      to: 'title: "Page not found | {{brand}} {{brnad}}"',
    });
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d.message).toContain("{{brnad}}");
    expect(d.source?.split("\n")[d.line - 1]).toContain("{{brnad}}");
    expect(d.path).toMatch(/^routes\[\d+\] "not-found"\.title$/);
  });

  it("{{brand}} in the not-found description is rendered (or refused), never shipped as is", () => {
    const root = tmpRoot();
    editOnce(
      root,
      "spec/routes.yaml",
      "description: The page you are looking for could not be found on the BLU website.",
      'description: "The page you are looking for could not be found on the {{brand}} website."',
    );
    const result = generate(root);
    // Either outcome is fine: a diagnostic, or "BLU" in the output. A raw "{{brand}}" is not.
    const routesTs = result.ok ? (result.files.find((f) => f.path === "generated/routes.ts")?.content ?? "") : "";
    expect(routesTs).not.toContain("{{brand}}");
  });

  it("a bad placeholder in the default CTA is reported once", () => {
    const { diagnostics } = breakSpec({ file: "spec/services/categories.yaml", from: "how {{title}} can", to: "how {{titel}} can" });
    expect(diagnostics).toHaveLength(1);
  });

  it("a bad placeholder in serviceNotFound.title is reported once", () => {
    const { diagnostics } = breakSpec({ file: "spec/errors.yaml", from: '"{{label}} service not found"', to: '"{{lable}} Service Not Found"' });
    expect(diagnostics).toHaveLength(1);
  });

  it("a form without an email rule does not declare an unused EMAIL_PATTERN", () => {
    const files = generateEdited({ file: "spec/forms/contact.yaml", from: "  - { field: email, rule: email, message: Email is invalid }\n", to: "" });
    const contact = files.find((f) => f.path === "generated/forms/contact.ts")?.content ?? "";
    expect(contact).toContain("export function validateContact");
    expect(contact).not.toContain("EMAIL_PATTERN");
  });
});

// ── Write stage ─────────────────────────────────────────────────────────────────────────

describe("writeGenerated and findStale", () => {
  let files: readonly VirtualFile[];
  beforeAll(() => {
    const result = generate(projectRoot);
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics));
    files = result.files;
  });

  it("writes every file into an empty root, then nothing on a second call", () => {
    const root = tmpRoot();
    expect(existsSync(join(root, "generated"))).toBe(false);
    const first = writeGenerated(root, files);
    expect(first.sort()).toEqual(files.map((f) => f.path).sort());
    for (const f of files) expect(readFileSync(join(root, f.path), "utf8")).toBe(f.content);
    expect(writeGenerated(root, files)).toEqual([]);
    expect(findStale(root, files)).toEqual([]);
    expect(existsSync(join(root, ".generated.tmp"))).toBe(false);
    expect(existsSync(join(root, ".generated.old"))).toBe(false);
  });

  it("findStale reports changed, missing and extra files", () => {
    const root = tmpRoot({ generated: true });
    expect(findStale(root, files)).toEqual([]);
    const theme = join(root, "generated/theme.css");
    writeFileSync(theme, readFileSync(theme, "utf8").replace("--spacing-sidebar: 100px;", "--spacing-sidebar: 120px;"));
    unlinkSync(join(root, "generated/icons.ts"));
    writeFileSync(join(root, "generated/forms/old.ts"), "export {};\n");
    expect(findStale(root, files)).toMatchInlineSnapshot(`
      [
        {
          "diff": "",
          "kind": "missing",
          "path": "generated/icons.ts",
        },
        {
          "diff": "@@ line 6 @@
      -   --spacing-sidebar: 120px;
      -   --spacing-panel: 250px;
      -   --spacing-explore: 80px; /* Explore scroll offset */
      +   --spacing-sidebar: 100px;
      +   --spacing-panel: 250px;
      +   --spacing-explore: 80px; /* Explore scroll offset */",
          "kind": "changed",
          "path": "generated/theme.css",
        },
        {
          "diff": "",
          "kind": "extra",
          "path": "generated/forms/old.ts",
        },
      ]
    `);
  });

  it("writeGenerated repairs a stale generated/ and removes extra files", () => {
    const root = tmpRoot({ generated: true });
    unlinkSync(join(root, "generated/icons.ts"));
    writeFileSync(join(root, "generated/forms/old.ts"), "export {};\n");
    expect(writeGenerated(root, files).sort()).toEqual(["generated/forms/old.ts", "generated/icons.ts"]);
    expect(snapshotDir(join(root, "generated"))).toEqual(snapshotDir(join(projectRoot, "generated")));
  });
});

// The command line's own cases (exit codes, what it prints, generated/ left alone on a spec
// problem, --check naming the stale file) are in cache.test.ts, beside the skip-cache's: the
// launcher against tsx on a spec problem, and a hand-edited generated file under --check.
