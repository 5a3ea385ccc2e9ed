import { join } from "node:path";
import { emitAll } from "./emit/emitters.ts";
import type { VirtualFile } from "./emit/print.ts";
import { type Diagnostic, SpecError, diagnostic, sortDiagnostics } from "./diagnostics/index.ts";
import { ItemCount, ItemsLeftOut, SpecDirMissing } from "./diagnostics/catalogue.ts";
import { lucideIcons } from "./load/icons.ts";
import { type SpecFile, loadSpecFiles } from "./load/load.ts";
import { type DraftSplit, type LeftOutRecord, splitDrafts } from "./load/drafts.ts";
import { readClock } from "../lib/schedule.mjs";
import { historyOf, loadUrlHistory } from "./routes/url-history.ts";
import { finishView, keepAll, modelOf, modelPages, normalize, viewOf, type NormalizeOptions } from "./normalize/index.ts";
import type { RecordSource } from "./normalize/record-source.ts";
import type { EntityPages } from "./kinds/kind.ts";
import type { ScheduledUrl } from "./normalize/options.ts";
import { withheldOf } from "./normalize/withheld.ts";
import { starterProblems } from "./lint/starters.ts";
import { registry as kindRegistry } from "./kinds/index.ts";
import type { Registry } from "./kinds/kind.ts";
import { type FailingValue, validateFiles } from "./validate/validate.ts";
import type { CleanFiles } from "./write/clean-files.ts";

/** Outcome of one generator run in memory. */
export type GenerateResult =
  | {
      readonly ok: true;
      /** The files of generated/: with `drafts`, the draft-inclusive variant the dev server shows. */
      readonly files: readonly VirtualFile[];
      /**
       * The files of the published spec, drafts left out: what `npm run generate` writes (but for
       * the URL history, generated/urls.json, when `recordUrls` is false or `urlHistory` is given). The same array as
       * `files` without `drafts` or when the spec has no draft; otherwise from the same run, so
       * the dev server gets both variants from one load, validation and pair of normalizations.
       */
      readonly published: readonly VirtualFile[];
      /** Findings that did not stop the run (the house style, spec/style.yaml), sorted; each with the fix `--fix` writes. */
      readonly warnings: readonly Diagnostic[];
    }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** How a run treats the URL history (generated/urls.json). */
export interface GenerateOptions {
  /**
   * Add this run's URLs to the history (default true). The page editor's checks pass false (they
   * emit nothing); the dev server records, from the committed history (`urlHistory`), so a title
   * typed letter by letter leaves no URL per letter behind once the next save drops it.
   */
  readonly recordUrls?: boolean;
  /**
   * The text of the URL history to start from instead of generated/urls.json on disk (the
   * manifest's format: ./routes/url-history.ts). The dev server and the page editor pass the
   * committed one, so a URL made and dropped again before a commit never needs a redirect
   * (docs/content/editing.md, "Addresses and the URL history"); the files emitted hold this
   * history plus the run's URLs when `recordUrls`.
   */
  readonly urlHistory?: string;
  /**
   * Render drafts (records and files with `draft: true`) and list their URLs in
   * generated/routes.ts `draftUrls`, for the dev server's draft marker (default false: the build
   * leaves them out): `files` is then the draft-inclusive variant, and `published` still the
   * build's. Links from published content to a draft are reported either way.
   */
  readonly drafts?: boolean;
  /**
   * The clock scheduled publishing goes by (`publishAt`, `unpublishAt`: ./load/drafts.ts), ms
   * since the epoch. Default: $BLU_NOW when set (lib/schedule.mjs), else the time now.
   * With `drafts`, records still to come are shown too and listed in generated/routes.ts
   * `scheduledUrls` for the dev server's "scheduled for" marker.
   */
  readonly now?: number;
  /** Report the house style's findings (spec/style.yaml) as errors, so the run fails on them (default false: warnings). */
  readonly strict?: boolean;
  /**
   * Texts of spec files to check instead of what is on disk, by file name from the root
   * ("spec/site.yaml"): the page editor's check of an edit before it writes it.
   */
  readonly overrides?: ReadonlyMap<string, string>;
  /** Emit the generated files (default true); false only checks the spec and returns no files. */
  readonly emit?: boolean;
  /**
   * The record of clean files (./write/clean-files.ts): the files it holds are read back instead
   * of parsed and validated, and when load and validation find no problem, the files they read
   * are recorded. The command line passes it; none by default.
   */
  readonly cleanFiles?: CleanFiles;
}

/** lucide-react's icon names and the module of each, read once per process. */
let iconLibrary: ReadonlyMap<string, string> | undefined;

/**
 * Runs load → validate → normalize → emit for the project at `root`, in memory, with the URL
 * history of generated/urls.json (read here, written back by the caller among the files), and
 * reports every problem at once (docs/architecture.md, "Every problem at once"):
 * - load and validate report together: every file that loads is validated even when others did
 *   not, so a YAML mistake in one file does not hide a schema mistake in another;
 * - normalize then runs even when they found problems ({@link checksBeside}), so that shape
 *   problems in one file do not hide reference, image, link and route problems in the others;
 *   it keeps quiet wherever a withheld file could make it wrong (and leaves the URL history
 *   alone, since a withheld file's records would read as removed URLs).
 * Emit runs only on a spec without any problem, so a failed run writes nothing. Returns every
 * problem found, sorted by file, line and column, or the files to write. Never throws for
 * problems in spec/.
 */
export function generate(root: string, opts: GenerateOptions = {}): GenerateResult {
  try {
    // Built once, and handed to every stage: none of them imports the kinds.
    const registry = kindRegistry();
    const { cleanFiles } = opts;
    const loaded = loadSpecFiles(registry, root, join(root, "spec"), opts.overrides, cleanFiles && ((file, source) => cleanFiles.get(file, source)));
    const files = loaded.files;
    const specFound = !loaded.diagnostics.some((d) => d.code === SpecDirMissing.code);
    const urlHistory = opts.urlHistory !== undefined ? historyOf(opts.urlHistory) : loadUrlHistory(root);
    const failing = new Map<string, FailingValue[]>();
    // A file read back from the record passed with these schemas, which then had no problem:
    // only the others are validated, with the schemas they follow alone (none when none is left).
    const unchecked = files.filter((f) => !loaded.recorded.has(f));
    const validated =
      specFound && unchecked.length > 0 ? validateFiles(registry, unchecked, join(root, "spec/schemas"), root, failing, loaded.recorded.size > 0) : [];
    const starters = specFound ? starterProblems(files, join(root, "spec/schemas")) : [];
    const problems = [...loaded.diagnostics, ...validated, ...starters, ...urlHistory.diagnostics];
    // Recorded only from a run whose load and validation found nothing wrong anywhere, so that
    // a record never hides a problem of the schemas themselves.
    if (cleanFiles && problems.length === 0) for (const f of unchecked) cleanFiles.put(f.file, f.source, f.data);
    iconLibrary ??= lucideIcons(root);
    const normOpts: NormalizeOptions = {
      publicDir: join(root, "public"),
      icons: iconLibrary,
      schemaDir: join(root, "spec/schemas"),
      pageSchema: registry.ruleWithRole("page-of-sections").schema,
    };
    if (problems.length > 0) {
      const schemasBroken = validated.some((d) => !d.file.startsWith("spec/") || d.file.startsWith("spec/schemas"));
      const beside = specFound && !schemasBroken ? checksBeside(registry, files, problems, failing, normOpts) : [];
      return { ok: false, diagnostics: sortDiagnostics([...problems, ...beside]) };
    }
    // The published spec is checked (and, for the build, emitted) without its drafts and the
    // records its clock leaves out, so a link to one is reported in dev as in the build
    // (./load/drafts.ts).
    const split = splitDrafts(registry, files, opts.now ?? clockNow());
    const short = split.problems.length > 0 ? [] : shortInBuild(registry, files, split.published, root);
    if (split.problems.length > 0 || short.length > 0) return { ok: false, diagnostics: sortDiagnostics([...split.problems, ...short]) };
    // One model, every record of the spec normalized once, each entity marked with its record
    // (./normalize/record-source.ts); then a view of it per output, keeping the records its
    // clock publishes: the published spec's (what `npm run generate` writes and the build
    // renders), and with `drafts` the spec with its drafts (what the dev server shows). The pages
    // of the records a view leaves out, with their records' states, are read off the model's own
    // pages (docs/architecture.md, "One pass through the stages").
    const showDrafts = opts.drafts === true && split.drafts > 0;
    const model = modelOf(registry, split.everything, { ...normOpts, urlHistory });
    const leftOutPages = once(() => pagesLeftOut(registry, split, modelPages(registry, model), model.files));
    /** The view that leaves out the records in `states`: what it keeps, and what it is told of a URL that is no page of its. */
    const viewLeaving = (states: readonly LeftOutRecord["state"][]) => {
      const leftOut = split.leftOut.filter((r) => states.includes(r.state));
      const kept = new WeakMap<RecordSource, boolean>();
      const keep = (source: RecordSource) => {
        let k = kept.get(source);
        if (k === undefined) {
          const r = split.leftOutAt(source.file, source.path);
          k = r === undefined || !states.includes(r.state);
          kept.set(source, k);
        }
        return k;
      };
      const at = (url: string) => {
        const r = leftOutPages().get(url);
        return r && states.includes(r.state) ? r : undefined;
      };
      const scheduledAt = (url: string): ScheduledUrl | undefined => {
        const r = at(url);
        return r?.time !== undefined && r.state !== "draft" ? { time: r.time, pending: r.state === "pending" } : undefined;
      };
      const options: Pick<NormalizeOptions, "draftUrls" | "scheduledUrls" | "leftOut"> = {
        leftOut,
        draftUrls: leftOut.some((r) => r.state === "draft") ? { has: (url) => at(url)?.state === "draft" } : undefined,
        scheduledUrls: leftOut.some((r) => r.state !== "draft") ? { get: scheduledAt, has: (url) => scheduledAt(url) !== undefined } : undefined,
      };
      return { keep: leftOut.length === 0 ? keepAll : keep, options };
    };
    // The dev view leaves out only the records gone (a URL of the history that is one's needs no
    // decision there either); the published view every record not live.
    const shownLeaves = viewLeaving(["expired"]);
    const shownView = showDrafts
      ? viewOf(registry, model, split.withDrafts, shownLeaves.keep, { ...normOpts, urlHistory, recordUrls: false, ...shownLeaves.options })
      : undefined;
    const publishedLeaves = viewLeaving(["draft", "pending", "expired"]);
    const publishedView = viewOf(registry, model, split.published, publishedLeaves.keep, {
      ...normOpts,
      urlHistory,
      recordUrls: opts.recordUrls ?? true,
      ...publishedLeaves.options,
    });
    const ir = finishView(publishedView);
    const warnings = sortDiagnostics(ir.warnings);
    if (opts.strict && warnings.length > 0) return { ok: false, diagnostics: warnings.map(({ severity: _, ...d }) => d) };
    const published = opts.emit === false ? [] : emitAll(registry, ir);
    if (!shownView) return { ok: true, files: published, published, warnings };
    const shown = finishView(shownView);
    if (opts.emit === false) return { ok: true, files: [], published, warnings };
    const live = new Set(Object.keys(ir.pages));
    const shownUrls = Object.keys(shown.pages)
      .filter((u) => !live.has(u))
      .sort();
    // A page still to come is marked with its time; any other page the build leaves out is a draft's.
    const records = leftOutPages();
    const coming = Object.fromEntries(
      shownUrls.flatMap((u) => {
        const r = records.get(u);
        return r?.state === "pending" && r.time !== undefined ? [[u, r.time]] : [];
      }),
    );
    const shownDrafts = shownUrls.filter((u) => !(u in coming));
    return {
      ok: true,
      files: emitAll(registry, { ...shown, urls: ir.urls, draftUrls: shownDrafts, scheduledUrls: coming }),
      published,
      warnings,
    };
  } catch (e) {
    if (e instanceof SpecError) return { ok: false, diagnostics: sortDiagnostics(e.diagnostics) };
    throw e;
  }
}

/**
 * The problems of the published spec that the spec as written does not have: a list left with
 * fewer items than its schema allows once the records that are drafts or scheduled are taken
 * out (a band of testimonials, every one a draft, would go out empty), said so
 * ({@link ItemsLeftOut}). Only the files the split changed are validated again.
 * @param loaded the files as loaded and validated
 * @param published the published spec (../load/drafts.ts): a changed file is a copy, the others the loaded objects
 */
function shortInBuild(registry: Registry, loaded: readonly SpecFile[], published: readonly SpecFile[], root: string): Diagnostic[] {
  const same = new Set(loaded);
  const changed = published.filter((f) => !same.has(f));
  if (changed.length === 0) return [];
  // The schemas passed with the spec as written: only those of the changed files are compiled.
  return validateFiles(registry, changed, join(root, "spec/schemas"), root, undefined, true).map((d) =>
    d.code === ItemCount.code ? diagnostic(ItemsLeftOut, { count: d.message }, { file: d.file, line: d.line, col: d.col, path: d.path, source: d.source }) : d,
  );
}

/** The generator's clock: $BLU_NOW when set, else the time now (the command line checks `--now` and $BLU_NOW before it runs). */
function clockNow(): number {
  const clock = readClock(undefined);
  if ("problem" in clock) throw new Error(clock.problem);
  return clock.now;
}

/** `make`'s answer, made on the first call and kept: a pass over the kinds that no check may ask for. */
function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * The pages of the model whose record a view may leave out, by URL, each with that record (a
 * draft, one still to come at its `publishAt`, one gone since its `unpublishAt`): a page carries
 * the record it shows (../kinds/kind.ts `EntityPage.from`), and a page of sections left out takes
 * its route's URL with it (./load/drafts.ts). The first page of a URL names it.
 * @param entityPages the pages of every record of the model (./normalize/index.ts `modelPages`)
 * @param files the files of the model, whose route table names the routes of the pages of sections
 */
function pagesLeftOut(registry: Registry, split: DraftSplit, entityPages: readonly EntityPages[], files: readonly SpecFile[]): Map<string, LeftOutRecord> {
  const out = new Map<string, LeftOutRecord>();
  for (const given of entityPages)
    for (const page of given.pages) {
      const record = page.from && split.leftOutAt(page.from.file, page.from.path);
      if (record && !out.has(page.url)) out.set(page.url, record);
    }
  const pageFiles = split.leftOut.filter((r) => r.path.length === 0 && registry.hasRole(r.file, "page-of-sections"));
  const routesFile = files.find((f) => registry.hasRole(f.file, "route-table"));
  for (const route of (routesFile?.data as { routes?: readonly { id?: unknown; path?: unknown }[] } | undefined)?.routes ?? []) {
    const record = pageFiles.find((r) => (r.data as { route?: unknown }).route === route.id);
    if (record && typeof route.path === "string" && !route.path.includes(":") && !out.has(route.path)) out.set(route.path, record);
  }
  return out;
}

/**
 * The normalize stage's problems in the files load and validate passed, found beside theirs.
 * Normalize runs on every file that loaded, the withheld ones as they are (their records still
 * name what other files refer to). Should a withheld file's shape stop a transform, it runs
 * again with the withheld files set aside ({@link setAside}): in each, a number where text is
 * expected is read as text, and every list item holding another failing value is taken out; a
 * withheld file that is optional (a service
 * catalogue, a case-study scope, a country, a section, a landing page) and whose problem is not
 * inside a list item is left out of its kind. Should it stop again (a required file such as
 * site.yaml missing or too broken to read), only the problems of load and validate are
 * reported, as before. Never reports a problem of a withheld file, nor one a withheld file may
 * explain (diagnostics/collector.ts, `Withheld`).
 * @param problems every problem of load and validate (at least one)
 * @param failing the values that failed validation, by file
 */
function checksBeside(
  registry: Registry,
  files: readonly SpecFile[],
  problems: readonly Diagnostic[],
  failing: ReadonlyMap<string, readonly FailingValue[]>,
  opts: NormalizeOptions,
): Diagnostic[] {
  const withheld = withheldOf(registry, files, problems, failing);
  const missingRequired = [...withheld.files].some((f) => registry.isRequiredFile(f) && !files.some((x) => x.file === f));
  if (missingRequired) return [];
  const asideFiles = files.flatMap((f) => {
    if (!withheld.files.has(f.file)) return [f];
    const aside = setAside(f.data, failing.get(f.file) ?? []);
    if (aside === undefined) return registry.isRequiredFile(f.file) ? [f] : [];
    return [{ ...f, data: aside }];
  });
  for (const attempt of [files, asideFiles]) {
    try {
      normalize(registry, attempt, { ...opts, withheld });
      return [];
    } catch (e) {
      if (e instanceof SpecError) return [...e.diagnostics];
      // A withheld file's data does not have the shape a transform reads: its schema problems
      // say why; try again with it set aside, or report those alone.
    }
  }
  return [];
}

/**
 * A copy of a file's data with its failing values set aside. A value whose only fault is to be a
 * number or true/false where text is expected (`title: 2024`) is read as the text it would be
 * quoted; any other failing value takes out the innermost list item containing it (services[1]
 * for services[1].description). Returns undefined when such a value is in no list item (a key of
 * the file's top, brand.name): the file cannot be read without it. What remains has only values
 * that passed validation, or text where text is expected.
 */
function setAside(data: unknown, failing: readonly FailingValue[]): unknown {
  const copy = structuredClone(data);
  const at = (path: readonly (string | number)[]): unknown =>
    path.reduce<unknown>((node, s) => (node as Record<string | number, unknown> | undefined)?.[s], copy);
  const key = (path: readonly (string | number)[]) => JSON.stringify(path);
  const otherwise = new Set(failing.filter((f) => !f.asText).map((f) => key(f.path)));
  const cut = new Map<unknown[], Set<number>>();
  for (const f of failing) {
    const value = at(f.path);
    if (f.asText && !otherwise.has(key(f.path)) && f.path.length > 0 && (typeof value === "number" || typeof value === "boolean")) {
      (at(f.path.slice(0, -1)) as Record<string | number, unknown>)[f.path[f.path.length - 1]] = String(value);
      continue;
    }
    const last = f.path.findLastIndex((s) => typeof s === "number");
    if (last < 0) return undefined;
    const list = at(f.path.slice(0, last));
    if (!Array.isArray(list)) return undefined;
    cut.set(list, (cut.get(list) ?? new Set<number>()).add(f.path[last] as number));
  }
  for (const [list, indexes] of cut) for (const i of [...indexes].sort((a, b) => b - a)) list.splice(i, 1);
  return copy;
}
