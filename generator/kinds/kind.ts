/**
 * What one spec kind is (docs/architecture.md#layout, "kinds/"): the files of spec/ it
 * reads and the schema each follows, its transforms, the pages its records give the route table,
 * its checks and the files of generated/ it writes. Every stage iterates the one list of
 * ./index.ts, so a new kind is one module (`generator/kinds/<name>.ts`, with its IR members,
 * declared with `declare module "../model/ir.ts"`), its normalized types when it has some
 * (model/kinds/<name>.ts, types only, which the runtime reads too) and its schema.
 */
import type { VirtualFile } from "../emit/print.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { IR } from "../model/ir.ts";
import type { PageKind } from "../../model/content.ts";
import type { Context, NormalizeOptions } from "../normalize/context.ts";
import type { RecordSource } from "../normalize/record-source.ts";

/** One place of spec/ a kind reads, and the schema of spec/schemas/ files there follow. */
export interface SpecFileRule {
  /** An exact path under spec/ ("site.yaml") or a folder ending in "/" ("countries/") of files one level down. */
  readonly at: string;
  /** Name of the JSON Schema in spec/schemas/ ("site.schema.json"). */
  readonly schema: string;
  /** Name of the raw type generated from the schema (model/raw/, `npm run schema-types`). */
  readonly rawType: string;
  /** Why every site needs this file; undefined when it is optional. An exact path only. */
  readonly required?: string;
  /**
   * What other stages ask this file for, so they need not name the kind: `route-table`
   * (the file of the route table, whose routes a page left out takes with it: load/drafts.ts),
   * `redirects` (where `--fix` writes a proposed redirect: write/fix.ts), `page-of-sections`
   * (a page whose `sections` follow the section library's schemas and whose `route` names its
   * route: validate, load/drafts.ts, lint, the content docs), `people` (the people every team
   * names by key, whose records a draft may leave out: run.ts), `house-style` (spec/style.yaml,
   * whose names a practice's texts keep as written: kinds/services.ts).
   */
  readonly role?: SpecFileRole;
}

/**
 * A page kind as its kind declares it; generated/page-kinds.ts carries it to the runtime and
 * media/ (the model's `PageKindFacts`, with the defaults filled in).
 */
export interface PageKindSpec {
  /** What its screen shows, for the docs and the page table ("a service's detail page"). */
  readonly shows: string;
  /** False: kept out of search engines, the sitemap and the speculation rules (the thank-you and not-found views). Default true. */
  readonly indexable?: false;
  /** The page kind of the list whose navigation label the Open Graph card of a page of this kind carries. */
  readonly listPage?: string;
  /** Whose cover the Open Graph card shows above its headline: the project's or the case study's at the page's URL. */
  readonly cover?: "project" | "case-study";
}

/**
 * The records of a kind that other files name by key (a client, a person, a form): a collection.
 * The schemas say which collection a key names with the `x-collection` keyword on the key's
 * definition in common.schema.json (`definition`), which scripts/schema/schema-annotate.ts writes
 * from this declaration; the page editor offers a picker of the collection's records for every
 * field whose schema carries it (docs/content/editing.md, "Pickers").
 */
export interface Collection {
  /** The collection's name, the value of `x-collection` ("clients"). */
  readonly name: string;
  /** The definition of common.schema.json that a key of this collection follows ("clientKey"). */
  readonly definition: string;
  /** The list of records in each file of the kind ("clients"); unset: each file is one record (a form). */
  readonly list?: string;
  /** The field holding a record's key ("key", "slug", "id"). */
  readonly key: string;
  /** The fields a person knows a record by, the first one given wins ("name"; a route's "heading", else its "id"). */
  readonly label: readonly string[];
  /** A field shown beside the name, smaller ("role", a route's "path"). */
  readonly detail?: string;
}

/** What a stage other than the kind's own asks a spec file for (see {@link SpecFileRule.role}). */
export type SpecFileRole = "route-table" | "redirects" | "page-of-sections" | "people" | "house-style";

/** The files of a run a kind's transforms read. */
export interface KindInput {
  /** The files of this kind, in path order (the required ones present: load reports them missing). */
  readonly files: readonly SpecFile[];
  /** A file of spec/ by path relative to spec/ ("routes.yaml"); throws when load did not load it (a required file). */
  readonly file: (rel: string) => SpecFile;
  /** The file whose rule has a role (`route-table`: spec/routes.yaml), so a kind reads another kind's file without naming it; throws like `file`. */
  readonly role: (role: SpecFileRole) => SpecFile;
  /** The file whose rule has a role, or undefined when the site has none (an optional file such as spec/style.yaml). */
  readonly maybeRole: (role: SpecFileRole) => SpecFile | undefined;
  /** A file of spec/ by path relative to spec/, or undefined. */
  readonly maybe: (rel: string) => SpecFile | undefined;
  /** Every loaded file of the run (the URL check reads spec/redirects.yaml beside the route table). */
  readonly all: readonly SpecFile[];
  /** The pages every kind before this one gave the route table (the routes kind builds the table from them). */
  readonly entityPages: readonly EntityPages[];
  /** The URL history and whether this run records its URLs (normalize/context.ts NormalizeOptions). */
  readonly options: NormalizeOptions;
}

/** One page a record of a kind has at a route (a service's detail page, a country's page). */
export interface EntityPage {
  readonly url: string;
  /** What the route's title and description templates call {{name}} (the study's client, the country's name). */
  readonly name: string;
  /** The record's own browser title; otherwise the route's title with {{name}}, or "name | brand". */
  readonly title?: string;
  /** The record's own meta description; otherwise the route's description with {{name}}, or "". */
  readonly description?: string;
  /** The record the URL belongs to in the URL history (generated/urls.json): a service `media/media-buying`. Unset: a page of its route. */
  readonly owner?: { readonly kind: string; readonly key: string };
  /** Path of the one canonical URL of the record when this page shows it a second time (a featured study at a country's URL); unset: this URL. */
  readonly canonical?: string;
  /**
   * The record of spec/ the page shows (../normalize/record-source.ts), by which the run tells
   * the page of a draft or of a record still to come or gone from a live one (../run.ts). Unset:
   * a page no record can leave out.
   */
  readonly from?: RecordSource;
}

/**
 * The pages a kind's records give the routes of one page kind: the route table expands
 * the route's pattern from them, so spec/routes.yaml lists no values the collections hold.
 */
export interface EntityPages {
  readonly page: PageKind;
  /** The route parameters its records fill ("practice", "slug"). */
  readonly params: readonly string[];
  /** What the records are called in messages ("the services"). */
  readonly what: string;
  /**
   * A collection: exactly one route renders its pages, with no `values`, and naming only the
   * parameters above. Otherwise any route of the page kind, whose pattern has exactly these
   * parameters.
   */
  readonly collection: boolean;
  /** Route keys the pages cannot do without: the title (and description) the records do not carry. */
  readonly needs: readonly ("title" | "description")[];
  readonly pages: readonly EntityPage[];
}

/** One file (or set of files) of generated/ a kind writes, re-emitted only when what it reads changed. */
export interface Emission {
  /** Unique among all emissions ("routes", "form:contact"). */
  readonly id: string;
  /** The part of the IR the file is made of: its JSON is the memo key (emit/emitters.ts). */
  readonly reads: unknown;
  readonly make: () => VirtualFile | readonly VirtualFile[];
}

/**
 * A spec kind. Its transforms run in the registry's order, each stage over every kind
 * (normalize/index.ts; docs/architecture.md, "One pass through the stages"):
 * 1. `normalize`: its records (entities), from its files and what earlier kinds gave, once a
 *    generate, over the spec with every record. A record of a list a view may shorten (a draft,
 *    one still to come or gone) is made inside `ctx.record(file, path, make)`, and nothing is
 *    derived here from such a list (a count, a list of its slugs, a key used twice): that is a
 *    view's, below;
 * then, per view (the published spec, the dev server's), over the records it keeps:
 * 2. `pages`: the pages its records have, for the route table (built by the routes kind's
 *    `compose`, which stands after every kind that has pages);
 * 3. `compose`: what needs the route table, every kind's entities, or the records the view
 *    keeps (country pages list their case studies; the projects' filter buttons);
 * 4. `check`: problems across kinds and records (a practice colour against the brand palette, a
 *    key used twice), over the view's files;
 * then the links and URL checks of the whole site, then `emit` when nothing was reported.
 * Each transform returns the members of the IR named in `gives`, and may read those of `needs`.
 */
export interface Kind {
  /** The kind's name ("case-studies"), unique. */
  readonly name: string;
  /** The files it reads; a file matches the first exact path, else its folder's rule. */
  readonly files: readonly SpecFileRule[];
  /**
   * The page kinds of the route table (spec/routes.yaml `page`) this kind renders, each
   * with what its screen shows. The registry is their one list: `npm run schema-types` writes
   * them into the route table's schema (so the editor completes them and ajv checks them),
   * the model's `PageKind` is read from there (model/content.ts), and the runtime's table of page kinds
   * (runtime/app/page-kinds.tsx) is keyed by that type, so a screen cannot be forgotten.
   */
  readonly pageKinds?: Readonly<Record<string, PageKindSpec>>;
  /** The records of its files other files name by key, when they do (see {@link Collection}). */
  readonly collection?: Collection;
  /**
   * The IR members its transforms read, given by other kinds. The registry places the kind after
   * the kinds that give them (./index.ts), except those of `readsLate`.
   */
  readonly needs: readonly (keyof IR)[];
  /**
   * Members of `needs` read only by `compose`, `check` or `emit`, which run after every kind's
   * `normalize` and `pages`: they do not place the kind after their givers (a kind whose pages the
   * route table lists may read the table in its `check`). Default none.
   */
  readonly readsLate?: readonly (keyof IR)[];
  /** The IR members its transforms return. */
  readonly gives: readonly (keyof IR)[];
  readonly normalize?: (ctx: Context, input: KindInput, ir: IR) => Partial<IR>;
  readonly pages?: (ir: IR, input: KindInput) => readonly EntityPages[];
  readonly compose?: (ctx: Context, input: KindInput, ir: IR) => Partial<IR>;
  readonly check?: (ctx: Context, input: KindInput, ir: IR) => void;
  readonly emit?: (ir: IR) => readonly Emission[];
}

/** Declares a kind (typed identity: the registry, ./index.ts, finds them by their module's name). */
export function defineKind(kind: Kind): Kind {
  return kind;
}

/**
 * The kinds in the order their transforms run, and the questions every stage asks of them,
 * answered from that one list. `generator/run.ts` builds it once (`registry()` of ./index.ts) and
 * hands it to load, validate, normalize and emit, so no stage imports the kind modules (which
 * import the stages' helpers in turn).
 */
export interface Registry {
  /** Every kind, in the order of the transforms (./index.ts says how it is derived). */
  readonly kinds: readonly Kind[];
  /** Every file rule of every kind: exact paths first, so a file a folder holds may have a kind of its own (services/categories.yaml). */
  readonly rules: readonly SpecFileRule[];
  /** The rule a spec file matches, by path relative to spec/ ("services/media.yaml"), or undefined. */
  ruleFor(rel: string): SpecFileRule | undefined;
  /** Which schema a spec file follows, by path relative to spec/ ("services/media.yaml"). */
  schemaFor(rel: string): string | undefined;
  /** The kind that reads a spec file, by path relative to spec/. */
  kindFor(rel: string): Kind | undefined;
  /** The loaded files a kind reads, in path order. */
  filesOf(kind: Kind, files: readonly SpecFile[]): SpecFile[];
  /**
   * The file rule with a role, such as the file of the route table.
   * @throws Error when no kind's file has the role (a mistake in generator/kinds/, not in spec/)
   */
  ruleWithRole(role: SpecFileRole): SpecFileRule;
  /** True when the spec file (path from the project root: spec/pages/contact.yaml) is one whose rule has the role. */
  hasRole(file: string, role: SpecFileRole): boolean;
  /** True for a file every site needs (a rule with `required`), by its path from the project root (spec/site.yaml). */
  isRequiredFile(file: string): boolean;
  /** Every page kind of the route table, in the kinds' order: the one list of them (see {@link Kind.pageKinds}). */
  pageKindNames(): readonly string[];
  /** Every collection with the kind whose files hold it, in the kinds' order (see {@link Collection}). */
  collections(): readonly { readonly kind: Kind; readonly collection: Collection }[];
}

/** The registry of a list of kinds already in their order (./index.ts `ordered`, `checked`): lookups only, nothing reordered. */
export function registryOf(list: readonly Kind[]): Registry {
  const all = list.flatMap((k) => k.files);
  const rules = [...all.filter((r) => !r.at.endsWith("/")), ...all.filter((r) => r.at.endsWith("/"))];
  const ruleFor = (rel: string) => rules.find((r) => (r.at.endsWith("/") ? rel.startsWith(r.at) && !rel.slice(r.at.length).includes("/") : rel === r.at));
  const kindFor = (rel: string) => {
    const rule = ruleFor(rel);
    return rule && list.find((k) => k.files.includes(rule));
  };
  return {
    kinds: list,
    rules,
    ruleFor,
    schemaFor: (rel) => ruleFor(rel)?.schema,
    kindFor,
    filesOf: (kind, files) => files.filter((f) => kindFor(f.file.replace(/^spec\//, "")) === kind),
    ruleWithRole(role) {
      const rule = rules.find((r) => r.role === role);
      if (!rule) throw new Error(`generator/kinds: no kind reads a file with the role "${role}"`);
      return rule;
    },
    hasRole: (file, role) => ruleFor(file.replace(/^spec\//, ""))?.role === role,
    isRequiredFile: (file) => rules.some((r) => r.required !== undefined && `spec/${r.at}` === file),
    pageKindNames: () => list.flatMap((k) => Object.keys(k.pageKinds ?? {})),
    collections: () => list.flatMap((kind) => (kind.collection ? [{ kind, collection: kind.collection }] : [])),
  };
}
