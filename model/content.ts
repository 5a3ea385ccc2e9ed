/**
 * Normalized shapes of the site's content: what the runtime sees after the generator has
 * applied slugs, defaults, templates and cross-reference checks: the types every kind
 * shares (each kind's own are in ./kinds/). Types only: the runtime imports them through
 * ./index.ts, and the generator's code never runs from here.
 */
import type { RawRoutes } from "./raw/routes.ts";
import type { RawSections } from "./raw/sections.ts";

/** An image served by the site, with its intrinsic size in px so slots never shift. */
export interface Image {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Present on photographs (PNG, JPEG, WebP) only: SVG artwork is served as it is. */
  readonly photo?: Photo;
  /**
   * Present on pictures composed from content (a slot of generated/art.ts): a cover draws its record's
   * word mark and headline figure itself, so the page need not set them over it.
   */
  readonly art?: true;
  /**
   * What a content picture shows (its `alt` in spec/): the <img>'s alt text where the
   * picture is shown as content. Absent on pictures without words of their own (composed
   * pictures, backgrounds), which are shown as decoration (`alt=""`).
   */
  readonly alt?: string;
  /** Present when the spec names a focal point other than the middle: every crop of the picture keeps it in frame. */
  readonly focalPoint?: FocalPoint;
}

/**
 * The point of a picture that every crop keeps in frame and at the same relative place
 *: in % of its width from the left (`x`) and of its height from the top (`y`), 0 to
 * 100. `className` sets `object-position: x% y%` (a rule of generated/theme.css: no style
 * attribute, strict CSP), so a box with `object-fit: cover` crops around it; the build cuts the
 * versions of a photograph for a slot of one shape around it (media/photos.ts).
 */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
  /** "focal-40-25". */
  readonly className: string;
}

/**
 * The responsive versions of a photograph the build makes (AVIF and WebP at several widths,
 * media/photos.ts), for one use of it: `sizes` depends on the slot the photograph fills.
 */
export interface Photo {
  /** srcset of the AVIF versions: "/media/_/….640.avif 640w, …", narrowest first. */
  readonly avif: string;
  /** srcset of the WebP versions, the same widths. */
  readonly webp: string;
  /** How wide the slot is shown, per viewport (the `sizes` attribute). */
  readonly sizes: string;
  /** Class painting a blurred preview behind the image while it loads (generated/theme.css); null for a photograph with transparency. */
  readonly placeholder: string | null;
}

/** A photograph below public/ and every version the build makes of it (generated/photos.ts). */
export interface PhotoSource {
  /** The file the content owner added, /media/…. */
  readonly src: string;
  readonly versions: readonly PhotoVersion[];
}

/** One version of a photograph: a format at a width (px), cut to a frame for a slot of one shape. */
export interface PhotoVersion {
  readonly url: string;
  readonly width: number;
  readonly format: "avif" | "webp";
  /**
   * Present when the slot shows the photograph in one shape (a portrait's square): the version is
   * the largest region of that shape (`ratio`, width / height), placed around the focal point
   * (`x`, `y` in %, 50/50 without one) as CSS object-position places a picture (media/crop.ts),
   * then scaled to `width`. Absent: the whole photograph, scaled.
   */
  readonly cut?: { readonly ratio: number; readonly x: number; readonly y: number };
}

/** A link; internal hrefs are checked against the route table at generation time. */
export interface Link {
  readonly name: string;
  readonly href: string;
  readonly external: boolean;
  readonly button: boolean;
}

/** Social network keys; each picks its brand icon in the runtime. */
export type SocialNetwork = "facebook" | "linkedin" | "x" | "youtube" | "instagram";

/** One social profile. */
export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
}

/**
 * One country office (Country entry): a file of spec/countries/, in file order, as the
 * Country menu, the footer and the mobile menu list it.
 */
export interface CountryEntry {
  readonly name: string;
  /** The file's slug ("south-africa"). */
  readonly slug: string;
  /** The URL of its page: the country route's pattern filled with the slug ("/south-africa"). */
  readonly route: string;
}

/** The brand's names (spec/site.yaml `brand`). */
export interface Brand {
  /** Short name used in every browser title (BLU). */
  readonly name: string;
  readonly fullName: string;
  /** One word per letter of the short name (About page). */
  readonly acronym: readonly string[];
  /** Accessible name of the logo link. */
  readonly logoAlt: string;
  readonly logoSuffix: string;
}

/** Breakpoints: min-width in px of the wider layout. */
export interface Breakpoints {
  readonly nav: number;
  readonly banner: number;
  readonly typewriter: number;
}

/** Shades of the brand palette, lightest (50) to darkest (950), as Tailwind names them. */
export type BrandShade = "50" | "100" | "200" | "300" | "400" | "500" | "600" | "700" | "800" | "900" | "950";

/** The brand palette of spec/site.yaml `theme.brand`: a lowercase #rrggbb colour per shade. */
export type BrandPalette = Readonly<Record<BrandShade, string>>;

/** Where the display face is used: each page's h1, the h2 headings, the big headline figures (.figure-value). */
export type DisplayUse = "pageTitle" | "sectionHeading" | "figures";

/**
 * The display typeface of spec/site.yaml `typography.display`: a family the site bundles
 * (runtime/styles/fonts.ts), its weight (200–800), its letter spacing in em, and the elements set
 * in it. generated/theme.css carries it as CSS; scripts/build/prerender.ts preloads its Latin file.
 */
export interface DisplayFace {
  readonly family: string;
  readonly weight: number;
  readonly tracking: number;
  readonly use: readonly DisplayUse[];
}

/**
 * A practice's colours (spec/services/categories.yaml `colour`), lowercase #rrggbb, each checked
 * by the generator for a WCAG AA text contrast of 4.5:1 against what it sits on. Pages use them
 * through the CSS custom properties of `[data-practice="<key>"]` (generated/theme.css).
 */
export interface PracticeColour {
  /** Badges and icon tiles with white text; accent text on white and on `tint`. */
  readonly accent: string;
  /** The light surface accent text sits on. */
  readonly tint: string;
  /** Accent text, rules and icons on the dark heroes (brand 950). */
  readonly onDark: string;
}

/** Fixed layout sizes in px. */
export interface LayoutSizes {
  readonly sideBarWidth: number;
  readonly sidePanelWidth: number;
}

/** The footer: link columns, external links, legal links and social profiles. */
export interface FooterContent {
  readonly columns: readonly { readonly heading: string; readonly links: readonly Link[] }[];
  readonly externalLinks: readonly Link[];
  readonly legal: readonly Link[];
  readonly social: readonly SocialLink[];
}

/** Error texts the runtime shows (spec/errors.yaml). */
export interface ErrorTexts {
  readonly pageNotFound: { readonly heading: string; readonly message: string; readonly action: string; readonly actionHref: string };
  readonly unexpected: { readonly heading: string; readonly hint: string };
  readonly sectionNotFound: string;
  readonly noOverview: string;
  readonly subscriptionFailed: string;
}

/**
 * Site-wide data: brand, navigation, footer, constants, interface texts and errors, from
 * spec/site.yaml, spec/ui.yaml and spec/errors.yaml. `Ui` and `Timings` are the shapes of the
 * interface texts and the timings, derived from the spec by the generator (generated/site.ts).
 */
export interface Site<Ui, Timings> {
  readonly brand: Brand;
  /** Public origin for canonical links and the sitemap, no trailing slash. */
  readonly siteUrl: string;
  readonly contactEmail: string;
  /** The address for questions about personal data; texts insert it with {{privacyEmail}}. */
  readonly privacyEmail: string;
  /** BCP 47 language of the site's text. */
  readonly language: string;
  /** theme-color (#rrggbb), the path of the tab icon and the brand palette (generated/theme.css). */
  readonly theme: { readonly color: string; readonly favicon: string; readonly brand: BrandPalette };
  /** The typefaces beyond the body face: the display face of the headings (generated/theme.css). */
  readonly typography: { readonly display: DisplayFace };
  /** Items of the side panel and the mobile menu. */
  readonly navigation: readonly Link[];
  readonly countries: readonly CountryEntry[];
  readonly footer: FooterContent;
  /** Social profiles shown in the mobile menu. */
  readonly mobileSocial: readonly SocialLink[];
  readonly breakpoints: Breakpoints;
  readonly layout: LayoutSizes;
  readonly timings: Timings;
  readonly ui: Ui;
  readonly errors: ErrorTexts;
}

/**
 * Key of a practice (service category): the `key` of an entry of spec/services/categories.yaml,
 * kebab-case. Practices are content, so any key the spec lists.
 */
export type CategoryKey = string;

/** A 'Why Choose' benefit card of a service page. */
export interface Benefit {
  readonly number: string;
  readonly title: string;
  readonly description: string;
  readonly image: Image;
  readonly icon: string;
  readonly legend: string;
}

/** A 'Who Can Benefit' audience card. */
export interface Audience {
  readonly title: string;
  readonly description: string;
  readonly icon: string | null;
}

/** A call-to-action band. */
export interface CallToAction {
  readonly heading: string;
  readonly description: string;
  readonly actionText: string;
}

/** A service detail record (Service content record) with defaults applied. */
export interface Service {
  readonly category: CategoryKey;
  /** Stable identity within the category (its authored `key`, else the slug): kept when the slug changes. */
  readonly key: string;
  readonly slug: string;
  /** Canonical path: the service-detail pattern of spec/routes.yaml filled with its practice and slug. */
  readonly path: string;
  readonly title: string;
  /** The title split so that its last word can be highlighted (Hero). */
  readonly titleLead: string;
  readonly titleLastWord: string;
  /** The title as it reads inside a sentence: "media buying", "AI-powered customer service bots" (generator/lint/style.ts inSentence). */
  readonly titleInText: string;
  /** The practice's subtitle with the title inserted as words ("Reach your audience with media buying"). */
  readonly subtitle: string;
  readonly description: string;
  readonly heroImage: Image;
  readonly image: Image;
  readonly icon: string | null;
  /**
   * The icon standing for the service where it names none (lucide name): the first of its
   * benefit icons (spec `benefitIcons`, else the practice's default ones); its composed hero and
   * card draw `icon ?? defaultIcon` (media/recipes.ts).
   */
  readonly defaultIcon: string;
  readonly benefits: readonly Benefit[];
  readonly whoCanBenefit: readonly Audience[];
  readonly cta: CallToAction;
  /** Browser title. */
  readonly pageTitle: string;
  /**
   * The piece of work the service delivers (spec `artefact`), drawn under the agency's name in
   * the practice's colours (`house`): the service's picture where its practice has no case
   * study or project to show (the Tech Solutions page and its /services tile). Null
   * when the spec names no artefact.
   */
  readonly work: { readonly artefact: Artefact; readonly image: Image; readonly house: Client } | null;
}

/** A service category with its pages' texts. */
export interface Category {
  readonly key: CategoryKey;
  readonly name: string;
  readonly label: string;
  readonly noun: string;
  readonly badge: string | null;
  /** Path of the practice's index page: the service-section pattern of spec/routes.yaml filled with its key. */
  readonly indexPath: string;
  /** The practice's own icon (lucide name), drawn on its composed pictures; null: its services' icons. */
  readonly icon: string | null;
  readonly backLink: string;
  readonly notFoundTitle: string;
  readonly notFoundMessage: string;
  readonly slugs: readonly string[];
  /** The practice's colours; pages of the category carry `data-practice="{key}"`. */
  readonly colour: PracticeColour;
}

/** Page kinds of the route table: the `pageKinds` of the kinds of generator/kinds/, which `npm run schema-types` writes into the route table's schema and so into its raw type. */
export type PageKind = RawRoutes["routes"][number]["page"];

/**
 * What the runtime and media/ know of a page kind (generated/page-kinds.ts), from the kind that
 * renders it (generator/kinds/, `pageKinds`); its screen is in runtime/app/page-kinds.tsx.
 */
export interface PageKindFacts {
  /** What its screen shows ("a service's detail page (Service detail)"). */
  readonly shows: string;
  /** False for pages kept out of search engines, the sitemap and the speculation rules. */
  readonly indexable: boolean;
  /** The list page whose navigation label the Open Graph card of a page of this kind carries; null: none. */
  readonly listPage: PageKind | null;
  /** Whose cover the Open Graph card shows above its headline; null: none. */
  readonly cover: "project" | "case-study" | null;
}

/** A route of the table, as the runtime registers it. */
export interface RouteEntry {
  readonly id: string;
  /** react-router path pattern. */
  readonly path: string;
  readonly page: PageKind;
  readonly heading: string | null;
  /** Every concrete URL this route is known to serve; prerendered at build time. */
  readonly urls: readonly string[];
}

/** Head metadata of one concrete URL. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Path of the URL search engines should index instead of this one (a featured study shown in a country's scope); absent: the URL itself. */
  readonly canonical?: string;
}

/** A button of a page: to a path, or (href null) scrolling to the page's form. */
export interface PageAction {
  readonly label: string;
  readonly href: string | null;
}

/**
 * The kinds of the section library (runtime/sections/, spec/schemas/sections/<kind>.schema.json).
 * A page of kind `sections` is a list of them (Pages composed of sections).
 */
export type SectionKind = PageSection["kind"];

/** The opening banner: the page's one h1 (`heading`, null for the route's), with a form card beside it when `form` is set. */
export interface HeroSection {
  readonly kind: "hero";
  readonly id: string;
  readonly badge: string | null;
  readonly heading: string | null;
  readonly lead: string | null;
  readonly points: readonly string[];
  /** Id of a form of spec/forms/. */
  readonly form: string | null;
  readonly formNote: string | null;
}

/** Running text in parts (the legal pages): as the first section its heading is the page's h1 (null: the route's). */
export interface RichTextSection {
  readonly kind: "rich-text";
  readonly id: string;
  readonly heading: string | null;
  /** YYYY-MM-DD. */
  readonly updated: string | null;
  readonly intro: string | null;
  readonly numbered: boolean;
  readonly parts: readonly { readonly heading: string; readonly paragraphs: readonly string[]; readonly list: readonly string[] }[];
}

/** Heading, eyebrow and intro that most sections open with. */
export interface SectionHead {
  readonly eyebrow: string | null;
  readonly heading: string;
  readonly intro: string | null;
}

/** Big figures with labels on a dark band. */
export interface FiguresSection extends SectionHead {
  readonly kind: "figures";
  readonly id: string;
  readonly items: readonly Figure[];
}

/** A balanced grid of icon cards, `columns` wide from medium screens up. */
export interface CardsSection extends SectionHead {
  readonly kind: "cards";
  readonly id: string;
  readonly columns: 2 | 3 | 4;
  readonly items: readonly { readonly title: string; readonly description: string; readonly icon: string | null; readonly highlight: string | null }[];
}

/** A grid of person cards (monogram, name, role, profile link). */
export interface PeopleSection extends SectionHead {
  readonly kind: "people";
  readonly id: string;
  readonly linkLabel: string;
  /** The people; a section shows monograms (no portrait slot yet: `image` is null). */
  readonly items: readonly Person[];
}

/** A client-logo marquee. */
export interface LogosSection {
  readonly kind: "logos";
  readonly id: string;
  readonly heading: string;
  readonly logos: readonly ClientLogo[];
}

/** Testimonials two per row, paged by dots (`pageLabels`: one accessible label per page). */
export interface TestimonialsSection {
  readonly kind: "testimonials";
  readonly id: string;
  readonly label: string;
  readonly heading: string | null;
  readonly perPage: number;
  readonly pageLabels: readonly string[];
  readonly contactLink: boolean;
  readonly items: readonly {
    readonly quote: string;
    readonly author: string;
    readonly company: string;
    readonly date: string;
    readonly avatar: Image | null;
  }[];
}

/** One form of spec/forms/ in a card; `heading` and `intro` null take the form's own. */
export interface FormSection {
  readonly kind: "form";
  readonly id: string;
  readonly form: string;
  readonly heading: string | null;
  readonly intro: string | null;
  readonly note: string | null;
}

/** A closing call to action; `action` null is 'Contact Us Today'. */
export interface CtaSection {
  readonly kind: "cta";
  readonly id: string;
  readonly heading: string;
  readonly intro: string | null;
  readonly action: PageAction | null;
}

/** A large picture with an optional heading and caption. */
export interface MediaSection {
  readonly kind: "media";
  readonly id: string;
  readonly heading: string | null;
  /** The picture, with its alt text (`image.alt`). */
  readonly image: Image;
  readonly caption: string | null;
}

/** Questions and answers (details/summary: readable without JavaScript). */
export interface FaqSection extends SectionHead {
  readonly kind: "faq";
  readonly id: string;
  readonly items: readonly { readonly question: string; readonly answer: string }[];
}

/** One large quotation. */
export interface QuoteSection {
  readonly kind: "quote";
  readonly id: string;
  readonly quote: string;
  readonly author: string;
  readonly role: string | null;
}

/** An office (Office) with its tel: href and the accessible label of its phone link. */
export interface Office {
  readonly country: string;
  readonly city: string;
  readonly lines: readonly string[];
  readonly tel: string;
  readonly telHref: string;
  readonly callLabel: string;
}

/** The offices with their phone links (Contact), and a form of spec/forms/ beside them when `form` is set. */
export interface OfficesSection {
  readonly kind: "offices";
  readonly id: string;
  readonly heading: string;
  readonly form: string | null;
  readonly items: readonly Office[];
}

/**
 * The normalized type of each section kind that has a transform of its own (`SECTION_TRANSFORMS`
 * in generator/kinds/pages.ts: defaults filled in, references, images and links resolved), by
 * kind. A kind left out is a plain section ({@link PlainSection}). {@link PageSection} has one
 * member per schema of spec/schemas/sections/ (`RawSections`, written by `npm run schema-types`):
 * its shaped type, else its plain one (`<Kind>Section` of ./raw/sections.ts, which
 * `npm run schema-types` writes for each kind not listed here).
 */
export interface ShapedSections {
  hero: HeroSection;
  "rich-text": RichTextSection;
  figures: FiguresSection;
  cards: CardsSection;
  people: PeopleSection;
  logos: LogosSection;
  testimonials: TestimonialsSection;
  form: FormSection;
  cta: CtaSection;
  media: MediaSection;
  faq: FaqSection;
  quote: QuoteSection;
  offices: OfficesSection;
}

/**
 * A section of a kind without a transform of its own: its fields as its schema validated them
 * (its raw type, ./raw/section-<kind>.ts), its anchor id filled in.
 */
export type PlainSection<R extends { readonly id?: string }> = Omit<R, "id"> & { readonly id: string };

/** A section of a page of sections, by kind. */
export type PageSection = {
  [K in keyof RawSections]: K extends keyof ShapedSections ? ShapedSections[K] : PlainSection<RawSections[K]>;
}[keyof RawSections];

/** A card with title, description and a lucide icon. */
export interface IconCard {
  readonly title: string;
  readonly description: string;
  readonly icon: string;
}

/**
 * Key of a scope of case studies, the name of its file spec/case-studies/{scope}.yaml: "featured"
 * (the agency-wide list and home's grid) or a country's ("rw", "ng", "ug" at launch).
 */
export type CaseStudyScope = string;

/**
 * A person of a team or leadership grid (Team / leadership member). Every card of a grid has
 * one height, set by the layout; `monogram` ("AO") stands in for a photograph, and `image` is
 * the portrait when the spec names one.
 */
export interface Person {
  /** The person's key in spec/people.yaml. */
  readonly key: string;
  readonly name: string;
  readonly role: string;
  readonly image: Image | null;
  readonly linkedin: string;
  readonly monogram: string;
  /** The city of the person's office (Kampala), or null: beside the role, and the texture of the monogram portrait. */
  readonly office: string | null;
  /** The practice the person leads (a category key), or null: the monogram portrait's colour. */
  readonly practice: CategoryKey | null;
}

/** A person of spec/people.yaml: one name, one role, shown wherever a team names their key; `linkedin` null where they have no profile (a project team only). */
export interface PersonRecord extends Omit<Person, "linkedin"> {
  readonly linkedin: string | null;
}

/** A numbered approach or result card; `description` may mark **bold** runs. */
export interface CaseStep {
  readonly title: string;
  readonly description: string;
}

/**
 * A headline figure of a case study or project (Results as the hero): the numeral as
 * shown ("876", "−41%", "48%→76%") and what it counts. The generator checks that every number
 * in it is one the record's results text gives.
 */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

/** A case study (Case study full) with its slug and path. */
export interface CaseStudy {
  readonly scope: CaseStudyScope;
  /** Stable identity within the scope (its authored `key`, else the slug): kept when the title changes. */
  readonly key: string;
  /** The authored `slug`, else the slug of the title. */
  readonly slug: string;
  /** /casestudy/{slug} or /case-study/{scope}/{slug}. */
  readonly path: string;
  readonly title: string;
  readonly client: string;
  /** The client brand (spec/clients.yaml) whose colours and word mark the study's cover uses. */
  readonly brand: Client;
  readonly category: string;
  /** 1 to 4 figures; the first is the headline figure of its cards. */
  readonly figures: readonly Figure[];
  readonly image: Image;
  /** The cover in a card's shape (4:3), for narrow cards; the banner photograph where the spec names one. */
  readonly cardImage: Image;
  /** The cover upright (3:4), for tall narrow cards; the banner photograph where the spec names one. */
  readonly tallImage: Image;
  readonly detailImage: Image;
  readonly industry: string;
  readonly projectScope: string;
  readonly duration: string;
  readonly location: string;
  readonly overviewTitle: string | null;
  /** null shows 'No overview available.'. */
  readonly overview: string | null;
  readonly overviewList: readonly string[];
  readonly introOverview: string;
  readonly introApproach: string | null;
  readonly introResult: string | null;
  readonly challengeTitle: string | null;
  readonly challengeList: readonly string[];
  readonly approach: readonly CaseStep[];
  readonly result: readonly CaseStep[];
  /** The campaign artefact its composed pictures draw. */
  readonly artefact: Artefact;
  /**
   * The study's one canonical URL when this is a featured study a country scope shows by key
   * (spec/case-studies/<scope>.yaml `featured:`): the /casestudy/{slug} page; null for a study
   * written in its own scope (its canonical URL is its path).
   */
  readonly canonical: string | null;
  readonly showcase: readonly ShowcaseItem[];
}

/**
 * One item of a case study's Showcase tab (spec `showcase`): an execution of the campaign, named
 * by its `format` and `copy`, which media/ composes in its setting where the item has no
 * photograph. `artefact` is the old shape (a generic artefact drawing), kept only while the
 * country copies of featured studies carry it: an item has either `format` and `copy`
 * (and `artefact` null) or `artefact` (and `format` and `copy` null).
 */
export interface ShowcaseItem {
  /** The photograph, else the composed picture of the execution (generated/art.ts slot). */
  readonly image: Image;
  /** The caption, in English. */
  readonly title: string | null;
  readonly format: ShowcaseFormat | null;
  readonly copy: ShowcaseCopy | null;
  /** Old shape only: the artefact drawn. */
  readonly artefact: Artefact | null;
}

/**
 * Formats of a showcase execution (spec `format` of a showcase item; the enum of
 * spec/schemas/case-studies.schema.json): what media/art/ composes and in which setting.
 */
export type ShowcaseFormat =
  | "billboard"
  | "poster"
  | "tv-frame"
  | "social-post"
  | "short-video"
  | "radio-script"
  | "press-ad"
  | "pack"
  | "ussd"
  | "app-screens"
  | "web-page"
  | "event-stage";

/** The words of a showcase execution, as the campaign ran them (spec `copy` of a showcase item). */
export interface ShowcaseCopy {
  /** BCP 47 tag of the copy's language: en, lg (Luganda), sw (Swahili), pcm (Nigerian Pidgin), rw (Kinyarwanda). */
  readonly language: string;
  /** The line that carries the execution (2 to 48 characters). */
  readonly headline: string;
  /** One supporting line (2 to 140 characters); a USSD menu's options separated by "|". */
  readonly body: string;
  /** The call to action (2 to 32 characters). */
  readonly cta: string;
}

/** A project (Project) with its tile (Project tile). */
export interface Project {
  /** Case-sensitive stable identity of the project. */
  readonly key: string;
  /** The segment of /project/{slug}: the authored `slug`, else the key. */
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly image: Image;
  readonly client: string;
  /** The client brand (spec/clients.yaml) whose colours and word mark the project's cover uses. */
  readonly brand: Client;
  readonly date: string;
  readonly duration: string;
  readonly location: string;
  readonly category: string;
  /** 1 to 4 figures; the first is the headline figure of its tile. */
  readonly figures: readonly Figure[];
  readonly tags: readonly string[];
  readonly tools: readonly string[];
  readonly teamMembers: readonly { readonly name: string; readonly designation: string; readonly initial: string }[];
  readonly keyActivities: readonly { readonly group: string; readonly items: readonly string[] }[];
  readonly keyDeliverables: readonly { readonly text: string; readonly icon: string }[];
  /** Each result split at its first colon. */
  readonly results: readonly { readonly heading: string; readonly text: string }[];
  readonly services: readonly string[];
  /** The campaign artefact its composed pictures draw. */
  readonly artefact: Artefact;
  /** The /projects tile: its filter categories, its authored height (px, masonry) and its picture in two cuts, tall (3:4) and, for a tile wider than tall, 4:3. */
  readonly tile: { readonly categories: readonly string[]; readonly height: number; readonly image: Image; readonly cardImage: Image };
}

/**
 * A client brand of the clients catalogue (spec/clients.yaml), every default filled
 * in: the build draws its word mark (in the house style) and tints the covers of its
 * work from this.
 */
export interface Client {
  readonly key: string;
  /** The brand's name as people say it ("Nigerian Exchange Group"): a logo's alternative text. */
  readonly name: string;
  /** The name as the word mark sets it ("NGX"); the name when the spec gives none. */
  readonly wordmark: string;
  /** #rrggbb, lower case; `ink` defaults to #0a1640. */
  readonly colours: { readonly primary: string; readonly secondary: string; readonly ink: string };
  /** The client's official logo file under public/ (spec `logo`), or null: then its word mark shows. */
  readonly logo: Image | null;
  /** Initials for a monogram tile ("NG"), from the word mark. */
  readonly monogram: string;
  /** What BLU did for the client, one sentence, shown beside its logo in every marquee (spec `blurb`); null for a client no marquee names. */
  readonly blurb: string | null;
}

/** A client logo of a marquee (Client logo): its official file when the spec gives one (`image`), else the client's house-style word mark, drawn by the build. */
export interface ClientLogo {
  readonly alt: string;
  readonly client: Client;
  /**
   * The client's official logo file (spec/clients.yaml `logo`), else
   * its house-style word mark file (/media/art/logos/<key>.svg, 240×96, painted by
   * media/art/wordmark-files.ts); null when neither exists (a word mark in a script the build
   * cannot letter): then `tile` shows.
   */
  readonly image: Image | null;
  /** The client's monogram tile (initials on its primary colour, #rrggbb; the text reaches 4.5:1 where the brand's colours allow). */
  readonly tile: { readonly letters: string; readonly background: string; readonly text: string };
  readonly description: string;
}

/** A video served by the site, with the poster shown while it is paused. */
export interface Video {
  readonly src: string;
  readonly type: "video/webm" | "video/mp4";
  readonly poster: Image;
  /**
   * Whether the file has a sound track (ffmpeg reads it when generating): the player offers a
   * mute control only then (docs/decisions.md, "The mute control").
   */
  readonly hasAudio: boolean;
}

/** One file of a video, with its MIME type. */
export interface VideoSource {
  readonly src: string;
  readonly type: "video/webm" | "video/mp4";
}

/**
 * One version of the home banner's reel: a video the build assembles from the
 * featured case studies' composed covers (media/reel.ts), `width` × `height` px, in the files of
 * `sources` (WebM, then MP4), with its title card as the poster (a JPEG with AVIF and WebP
 * versions). Where and how large: generator/assets/reel.ts.
 */
export interface Reel {
  readonly width: number;
  readonly height: number;
  readonly sources: readonly VideoSource[];
  readonly poster: Image;
  /**
   * Whether the reel has a sound track: false, it is made of stills (generator/assets/reel.ts;
   * media/reel.ts checks the files it makes agree). The banner offers a mute control only for a
   * version with sound (docs/decisions.md, "The mute control").
   */
  readonly hasAudio: boolean;
}

/** Kinds of campaign artefact a composed picture draws (spec `artefact` of case studies, projects and showcase items). */
export type Artefact =
  | "billboard"
  | "signage"
  | "social-post"
  | "carousel-ad"
  | "reel"
  | "video"
  | "chat"
  | "lead-form"
  | "dashboard"
  | "website"
  | "email"
  | "stage"
  | "radio"
  | "tv"
  | "press"
  | "document"
  | "pack"
  | "map"
  | "identity";

/** A headline figure: the numeral as shown and what it counts. */
export interface ArtFigure {
  readonly value: string;
  readonly label: string;
}

/** Kinds of picture composed from content (media/recipes.ts computes what each draws). */
export type ArtKind = "cover" | "showcase" | "service" | "motif" | "office" | "country";

/**
 * The record a composed picture shows, by kind and key, so that media/ finds it in generated/:
 * `case-study` by `<scope>/<key>` (generated/case-studies.ts), `project` by key
 * (generated/projects.ts), `service` by `<practice>/<key>` (generated/services.ts `services`),
 * `practice` by key (generated/services.ts `categories`, the home services panel), `section`
 * by key (generated/sections.ts), `country` by slug (generated/countries.ts).
 */
export interface ArtRecord {
  readonly kind: "case-study" | "project" | "service" | "practice" | "section" | "country";
  readonly key: string;
}

/**
 * One slot of the picture contract (generated/art.ts): a picture composed from
 * content where the spec names no photograph. The generator decides where it is served, its
 * size, its kind and which record (and which part of it) it shows; what it draws (brand,
 * figure, artefact, icon, colours, seed) is computed by media/recipes.ts from generated/ alone,
 * and media/art/ paints it.
 */
export interface ArtSlot {
  /** URL of the SVG file, /media/art/….svg (dist/media/art/… in the build). */
  readonly path: string;
  /** Size in px (a format of generated/assets.ts `art.sizes`). */
  readonly width: number;
  readonly height: number;
  readonly kind: ArtKind;
  /** The record shown. */
  readonly record: ArtRecord;
  /**
   * Which picture of the record: a cover's `banner`, `card`, `tile` or `detail`; a case study's
   * `showcase` item or a section's carousel `slide` (the `n`th); a service's `hero`, `card` or
   * `benefit` card (the `n`th) or its `work` (the artefact it delivers); a section's `banner` or
   * `image`; a practice's home `panel`; a country's `hero` or `office`.
   */
  readonly part: "banner" | "card" | "tile" | "detail" | "showcase" | "slide" | "hero" | "benefit" | "image" | "panel" | "office" | "work";
  /** The item of the record, from 1 (showcase item, carousel slide, benefit card); 0 for the record itself. */
  readonly n: number;
}

/** A country office's place: its city and coordinates in degrees (spec/countries/<slug>.yaml `office`). */
export interface OfficePlace {
  readonly city: string;
  readonly longitude: number;
  readonly latitude: number;
}

/**
 * The picture contract (generated/assets.ts): where each kind of picture the build makes is
 * served and at what size, decided by the generator (generator/assets/) and read by the runtime
 * (the Open Graph meta of runtime/app/render.tsx) and by the media stage (media/), which makes
 * the files. Sizes in px; folders are URL paths (dist/<folder> in the build).
 */
export interface AssetContract {
  /** The pictures composed from content (the slots of generated/art.ts), and their sizes by format. */
  readonly art: {
    readonly dir: string;
    readonly sizes: Readonly<Record<string, { readonly width: number; readonly height: number }>>;
  };
  /** The clients' word mark files (`<dir>/<client key>.svg`, one canvas) and the colours of the monogram tile that stands in for a mark the build cannot letter. */
  readonly wordmarks: {
    readonly dir: string;
    readonly width: number;
    readonly height: number;
    readonly monogram: { readonly background: string; readonly text: string };
  };
  /** The AVIF and WebP versions of photographs (generated/photos.ts lists each), best format first. */
  readonly photoVersions: { readonly dir: string; readonly formats: readonly ("avif" | "webp")[] };
  /** The Open Graph cards: one PNG per prerendered page (`ogCardPath` of generated/assets.ts). */
  readonly ogCards: { readonly dir: string; readonly width: number; readonly height: number };
}

/**
 * One URL of the site's history (generated/urls.json): the path, and the record it belongs to.
 * `kind` is the record's kind (`service`, `case-study`, `project`) or `page` for the other
 * routes; `key` is the record's stable key, prefixed by what it is unique in (a service's
 * category, a case study's scope: `media/media-buying`, `rw/eden-care-product-launch`), or for a
 * page the route id with its parameter values (`about`, `country/kenya`).
 */
export interface UrlRecord {
  readonly url: string;
  readonly kind: string;
  readonly key: string;
}

/** An old URL answered with a 301 to a page of the site (spec/redirects.yaml, chains collapsed). */
export interface Redirect {
  readonly from: string;
  readonly to: string;
}
