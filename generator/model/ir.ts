/**
 * The intermediate representation: everything the emitters need, fully defaulted and
 * cross-checked by the normalize stage (DESIGN § The generator). Built from the normalized
 * content types of ./content.ts; never seen by the runtime.
 */
import type {
  AboutPage,
  ArtSlot,
  Breakpoints,
  CaseStudy,
  CaseStudyScopeEntry,
  Category,
  Client,
  CountryEntry,
  CountryPage,
  FormSpec,
  HomePage,
  LayoutSizes,
  PageMeta,
  PersonRecord,
  PhotoSource,
  Project,
  ProjectsHero,
  Redirect,
  RouteEntry,
  UrlRecord,
  SectionsPage,
  Service,
  ServiceSection,
  ServicesOverview,
  Site,
  TechPage,
} from "./content.ts";
import type { RawForm } from "./raw/index.ts";
import type { Diagnostic } from "../diagnostics/index.ts";

/**
 * A piece of TypeScript source the emitters print as is (a compiled template function), with
 * the type it has, so the emitted data can be typed (generated/site.ts's UiTexts).
 */
export class Code {
  constructor(
    /** The expression, for example `(v: { readonly title: string | number }): string => "Read " + String(v.title)`. */
    readonly source: string,
    /** Its type, for example `(v: { readonly title: string | number }) => string`. */
    readonly type: string,
  ) {}

  /** A template function taking `params` (each a string or number) and returning a string. */
  static template(source: string, params: readonly string[]): Code {
    const arg = params.length ? `v: { ${params.map((p) => `readonly ${p}: string | number`).join("; ")} }` : "";
    return new Code(source, `(${arg}) => string`);
  }
}

/** One form rule as authored (§5 validation tables). */
export type FormRule = NonNullable<RawForm["rules"]>[number];

/** A normalized form with its ordered validation rules (§3, §5, §7). */
export interface FormIR {
  readonly spec: FormSpec;
  readonly rules: readonly FormRule[];
}

/** The interface texts of spec/ui.yaml: strings, and template functions where texts take values. */
export type UiIR = Readonly<Record<string, Readonly<Record<string, string | Code>>>>;

/** §9 timings and thresholds by name; the unit is in each name (Ms, Px, Seconds) or a fraction. */
export type TimingsIR = Readonly<Record<string, number>>;

/** Everything the emitters need. */
export interface IR {
  readonly site: Site<UiIR, TimingsIR>;
  readonly categories: readonly Category[];
  readonly services: readonly (Service & { readonly lookupPaths: readonly string[] })[];
  readonly routes: readonly RouteEntry[];
  readonly pages: Readonly<Record<string, PageMeta>>;
  readonly notFoundMeta: PageMeta;
  readonly forms: readonly FormIR[];
  /** The pages composed of sections (spec/pages/, routes with page: sections). */
  readonly sectionPages: readonly SectionsPage[];
  readonly about: AboutPage | null;
  /** The clients catalogue (spec/clients.yaml). */
  readonly clients: readonly Client[];
  /** The people every team names by key (spec/people.yaml). */
  readonly people: readonly PersonRecord[];
  readonly caseStudies: readonly CaseStudy[];
  /** The scopes of spec/case-studies/, in file order: each one's country page and heading rule. */
  readonly caseStudyScopes: readonly CaseStudyScopeEntry[];
  readonly projects: readonly Project[];
  readonly projectsHero: ProjectsHero | null;
  /** The country offices of spec/countries/, in file order, with the URL of each one's page. */
  readonly offices: readonly CountryEntry[];
  readonly countries: readonly CountryPage[];
  readonly home: HomePage | null;
  readonly servicesOverview: ServicesOverview | null;
  /** The practices' index pages (spec/service-sections/): the service sections. */
  readonly serviceSections: readonly ServiceSection[];
  readonly tech: TechPage | null;
  /** The URL history with this run's URLs, and the redirects and gone paths (routes/urls.ts). */
  readonly urls: UrlsResult;
  readonly icons: readonly string[];
  /** Every photograph the spec uses, with the versions the build makes of it, by src. */
  readonly photos: readonly PhotoSource[];
  /** Every slot of a picture composed from content (generated/art.ts), by path. */
  readonly art: readonly ArtSlot[];
  /** CSS rules of the photographs' blurred placeholders (generated/theme.css). */
  readonly placeholders: readonly string[];
  /** CSS rules of the pictures' focal points, one class per distinct point (generated/theme.css). */
  readonly focalPoints: readonly string[];
  readonly breakpoints: Breakpoints;
  readonly layout: LayoutSizes;
  /** Findings that do not stop the run (the house style, spec/style.yaml), with their fixes; never emitted. */
  readonly warnings: readonly Diagnostic[];
  /** URLs of draft pages the dev server shows with a draft marker (generated/routes.ts); empty in the build. */
  readonly draftUrls: readonly string[];
  /** Pages still to come (publishAt after the generator's clock) the dev server shows with a "scheduled for" marker: URL → the time as written in spec/; empty in the build. */
  readonly scheduledUrls: Readonly<Record<string, string>>;
}

/** The URL history to write, and the decisions of spec/redirects.yaml, checked (routes/urls.ts). */
export interface UrlsResult {
  /** The old history plus every URL made now, sorted by URL (generated/urls.json). */
  readonly history: readonly UrlRecord[];
  /** Every redirect, its chain collapsed to the page it ends at, sorted by from. */
  readonly redirects: readonly Redirect[];
  /** Paths answered 410 Gone, sorted. */
  readonly gone: readonly string[];
}
