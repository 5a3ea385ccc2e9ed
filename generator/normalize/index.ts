/**
 * The normalize stage (docs/architecture.md#the-generator, Normalize): every kind of the registry
 * handed down by ../run.ts, in its order, each transform a function of its raw input and the shared
 * {@link Context}, in two passes.
 *
 * 1. The model, then its views. Each kind's records (`normalize`), once, over the spec with every
 *    record (drafts and scheduled records included), each record that a view may leave out made
 *    inside `Context.record` ({@link modelOf}). Then, per view (the published spec; the spec with
 *    its drafts, which the dev server shows), the records it keeps, the pages they have (`pages`),
 *    which the routes kind builds the route table of, what needs the table or the records the view
 *    keeps (`compose`), and the checks across kinds and records (`check`) ({@link viewOf}).
 * 2. Links, per view: every internal href and route id recorded in pass 1 is checked against the
 *    table; then the URL history and spec/redirects.yaml against the URLs made now (the redirects
 *    kind).
 *
 * Every problem of every file is collected; none stops the others.
 */
import { SpecError } from "../diagnostics/index.ts";
import type { EntityPages, KindInput, Registry, SpecFileRole } from "../kinds/kind.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { IR } from "../model/ir.ts";
import { Context } from "./context.ts";
import { checkLinks } from "./links.ts";
import { type Keep, viewed } from "./record-source.ts";
import type { NormalizeOptions } from "./options.ts";

export type { NormalizeOptions } from "./options.ts";

/**
 * How many runs of the kinds this process has made: `model`, the kinds' `normalize` over a spec
 * (once a generate: the records of the spec with every record in it); `views`, the views of that
 * model a run makes (its pages, route table, `compose` and `check`: the published spec's, and the
 * dev server's). The test that pins how many of each one generate runs reads it
 * (docs/architecture.md, "One pass through the stages").
 */
export const kindPasses = { model: 0, views: 0 };

/**
 * The model: every kind's `normalize` run once over a spec, each record of a collection that may
 * be left out made inside `Context.record` (./record-source.ts), so its entities are marked with
 * their record and what the context recorded with them is tagged.
 */
export interface Model {
  readonly ctx: Context;
  readonly ir: IR;
  /** The files the model was made of (../load/drafts.ts `everything`). */
  readonly files: readonly SpecFile[];
  /** The options it was made with. */
  readonly options: NormalizeOptions;
}

/** A view of the model, before its links are checked ({@link finishView}): the IR it keeps and makes, its context, its options and its pages. */
export interface View {
  readonly ctx: Context;
  readonly ir: IR;
  readonly options: NormalizeOptions;
  /** The pages the kinds gave the route table, each with the record it shows (`EntityPage.from`). */
  readonly entityPages: readonly EntityPages[];
}

/** What each kind's transforms read of a spec (its files, the lookups, the pages given so far). */
function inputsOf(registry: Registry, files: readonly SpecFile[], options: NormalizeOptions, entityPages: readonly EntityPages[]): Map<string, KindInput> {
  const byPath = new Map(files.map((f) => [f.file, f]));
  const maybe = (rel: string) => byPath.get(`spec/${rel}`);
  const file = (rel: string): SpecFile => {
    const f = maybe(rel);
    if (!f) throw new Error(`spec/${rel} was not loaded; the load stage should have reported it missing`);
    return f;
  };
  const role = (r: SpecFileRole): SpecFile => file(registry.ruleWithRole(r).at);
  const maybeRole = (r: SpecFileRole): SpecFile | undefined => maybe(registry.ruleWithRole(r).at);
  return new Map(
    registry.kinds.map((k) => [
      k.name,
      { files: registry.filesOf(k, files), file, maybe, role, maybeRole, all: files, entityPages, options } satisfies KindInput,
    ]),
  );
}

/**
 * Pass 1, the records: every kind's `normalize`, in the registry's order, over `files` (the spec
 * with every record: ../load/drafts.ts `everything`). Runs once a generate; each view is read off it
 * ({@link viewOf}).
 * @param registry the kinds, in their order (handed down by ../run.ts)
 * @param files every spec file, loaded and validated (the required ones present: load checks)
 */
export function modelOf(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): Model {
  kindPasses.model++;
  const ctx = new Context(opts);
  ctx.preparePhotos(files);
  const inputs = inputsOf(registry, files, opts, []);
  const ir = {} as Record<keyof IR, unknown>;
  for (const kind of registry.kinds) if (kind.normalize) Object.assign(ir, kind.normalize(ctx, inputs.get(kind.name)!, ir as IR));
  return { ctx, ir: ir as IR, files, options: opts };
}

/** Keeps every record: the view of a spec that leaves nothing out. */
export const keepAll = () => true;

/**
 * Pass 1, a view: the records of the model `keep` keeps (entities by their mark, what the context
 * recorded by its tag: ./record-source.ts), the pages they have and the route table the routes
 * kind builds of them, then what needs those (`compose`) and the checks across kinds (`check`),
 * over `files`, the view's spec (the published spec, or the spec with its drafts: what a
 * `compose` or `check` reads as written).
 * @param opts the view's options: what it leaves out (`leftOut`, `draftUrls`, `scheduledUrls`), the URL history
 */
export function viewOf(registry: Registry, model: Model, files: readonly SpecFile[], keep: Keep, opts: NormalizeOptions): View {
  kindPasses.views++;
  const ctx = model.ctx.fork(keep, opts);
  const ir = { ...(keep === keepAll ? model.ir : viewed(model.ir, keep)) } as Record<keyof IR, unknown>;
  const entityPages: EntityPages[] = [];
  const inputs = inputsOf(registry, files, opts, entityPages);
  for (const kind of registry.kinds) if (kind.pages) entityPages.push(...kind.pages(ir as IR, inputs.get(kind.name)!));
  for (const kind of registry.kinds) if (kind.compose) Object.assign(ir, kind.compose(ctx, inputs.get(kind.name)!, ir as IR));
  for (const kind of registry.kinds) kind.check?.(ctx, inputs.get(kind.name)!, ir as IR);
  return { ctx, ir: ir as IR, options: opts, entityPages };
}

/**
 * The pages of every record of the model, those a view leaves out included, each with the record
 * it shows: what the URL lists are read off (../run.ts `pagesLeftOut`). No `compose` runs: the
 * pages are the kinds' `pages` of the model's entities.
 */
export function modelPages(registry: Registry, model: Model): readonly EntityPages[] {
  const entityPages: EntityPages[] = [];
  const inputs = inputsOf(registry, model.files, model.options, entityPages);
  for (const kind of registry.kinds) if (kind.pages) entityPages.push(...kind.pages(model.ir, inputs.get(kind.name)!));
  return entityPages;
}

/**
 * Pass 2 of normalizing (links and route ids, against the table) and the IR.
 * @throws SpecError listing every problem of both passes, sorted by the caller
 */
export function finishView(pass: View): IR {
  const { ctx, ir, options } = pass;
  checkLinks(
    ctx,
    new Set(Object.keys(ir.pages)),
    ir.routes.map((r) => r.id),
    options.draftUrls,
    options.scheduledUrls,
  );

  if (ctx.diagnostics.length > 0) throw new SpecError(ctx.diagnostics);
  return {
    ...ir,
    draftUrls: [],
    scheduledUrls: {},
    warnings: ctx.warnings,
    icons: [...ctx.icons].sort().map((name) => ({ name, module: options.icons.get(name)! })),
    photos: ctx.photoSources(),
    art: ctx.art.slots(),
    placeholders: ctx.placeholderRules(),
    focalPoints: ctx.focalRules(),
  };
}

/**
 * Normalizes a loaded, schema-valid spec into the IR, leaving nothing out: {@link modelOf}, the
 * view that keeps every record ({@link viewOf}), then {@link finishView}.
 * @param registry the kinds, in their order (handed down by ../run.ts)
 * @param files every spec file, loaded and validated (the required ones present: load checks)
 * @throws SpecError listing every problem found, sorted by the caller
 */
export function normalize(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): IR {
  return finishView(viewOf(registry, modelOf(registry, files, opts), files, keepAll, opts));
}
