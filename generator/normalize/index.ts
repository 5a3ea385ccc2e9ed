/**
 * The normalize stage (docs/architecture.md#the-generator, Normalize): every kind of the registry
 * handed down by ../run.ts, in its order, each transform a function of its raw input and the shared
 * {@link Context}, in two passes.
 *
 * 1. Entities and the route table: each kind's records (`normalize`) and the pages they have
 *    (`pages`), which the routes kind expands its patterns from; then what needs the table
 *    (`compose`), then the checks across kinds (`check`).
 * 2. Links: every internal href and route id recorded in pass 1 is checked against the table;
 *    then the URL history and spec/redirects.yaml against the URLs made now (the redirects kind).
 *
 * Every problem of every file is collected; none stops the others.
 */
import { SpecError } from "../diagnostics/index.ts";
import type { EntityPages, KindInput, Registry, SpecFileRole } from "../kinds/kind.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { IR } from "../model/ir.ts";
import { Context } from "./context.ts";
import { checkLinks } from "./links.ts";
import type { NormalizeOptions } from "./options.ts";

export type { NormalizeOptions } from "./options.ts";

/**
 * How many passes over the kinds this process has run: `model`, with every check of pass 1 (the
 * model a generate emits, or that the page editor checks); `pages`, with the checks left out (the
 * URLs of a spec the run does not emit: its drafts, a group of scheduled records). The test that
 * pins how many of each one generate runs reads it (docs/architecture.md, "One pass through the
 * stages").
 */
export const kindPasses = { model: 0, pages: 0 };

/** Pass 1 of a normalize run over one spec: the IR as far as the kinds make it, the context holding its reports, and the options it ran with. */
export interface ModelPass {
  readonly ctx: Context;
  readonly ir: IR;
  readonly options: NormalizeOptions;
  /** The pages the kinds gave the route table, each with the record it shows (`EntityPage.from`). */
  readonly entityPages: readonly EntityPages[];
}

/**
 * Pass 1 over every kind (see the module's docstring): the IR as far as the kinds make it, and the
 * context with its reports. `checks` false leaves out each kind's `check` (the checks across
 * kinds and the house style): what is left is the model and its route table.
 */
function runKinds(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions, checks = true): ModelPass {
  if (checks) kindPasses.model++;
  else kindPasses.pages++;
  const ctx = new Context(opts);
  ctx.preparePhotos(files);
  const byPath = new Map(files.map((f) => [f.file, f]));
  const maybe = (rel: string) => byPath.get(`spec/${rel}`);
  const file = (rel: string): SpecFile => {
    const f = maybe(rel);
    if (!f) throw new Error(`spec/${rel} was not loaded; the load stage should have reported it missing`);
    return f;
  };
  const role = (r: SpecFileRole): SpecFile => file(registry.ruleWithRole(r).at);
  const maybeRole = (r: SpecFileRole): SpecFile | undefined => maybe(registry.ruleWithRole(r).at);
  const KINDS = registry.kinds;
  const entityPages: EntityPages[] = [];
  const inputs = new Map(
    KINDS.map((k) => [k.name, { files: registry.filesOf(k, files), file, maybe, role, maybeRole, all: files, entityPages, options: opts } satisfies KindInput]),
  );
  const ir = {} as Record<keyof IR, unknown>;
  const take = (part: Partial<IR>) => Object.assign(ir, part);

  // Entities and the pages they have, the route table, then what needs both.
  for (const kind of KINDS) {
    const input = inputs.get(kind.name)!;
    if (kind.normalize) take(kind.normalize(ctx, input, ir as IR));
    if (kind.pages) entityPages.push(...kind.pages(ir as IR, input));
  }
  for (const kind of KINDS) if (kind.compose) take(kind.compose(ctx, inputs.get(kind.name)!, ir as IR));
  if (checks) for (const kind of KINDS) kind.check?.(ctx, inputs.get(kind.name)!, ir as IR);
  return { ctx, ir: ir as IR, options: opts, entityPages };
}

/**
 * The model of a spec and its route table, problems or not, from a pass without the checks: a
 * run asks it of the spec with every record (../load/drafts.ts `everything`), so that a link to a
 * page the published spec leaves out is told as a link to a draft's or a scheduled record's page,
 * only when a check needs the answer (../run.ts).
 */
export function pagesPass(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): ModelPass {
  return runKinds(registry, files, { ...opts, recordUrls: false }, false);
}

/**
 * Pass 1 of normalizing a loaded, schema-valid spec ({@link finishModel} does pass 2): the model
 * with its route table, whose URLs a run may need before it checks the links (the URLs of the
 * drafts' pages, ../run.ts).
 * @param registry the kinds, in their order (handed down by ../run.ts)
 * @param files every spec file, loaded and validated (the required ones present: load checks)
 */
export function modelOf(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): ModelPass {
  return runKinds(registry, files, opts);
}

/**
 * Pass 2 of normalizing (links and route ids, against the table) and the IR.
 * @throws SpecError listing every problem of both passes, sorted by the caller
 */
export function finishModel(pass: ModelPass): IR {
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
 * Normalizes a loaded, schema-valid spec into the IR: {@link modelOf} then {@link finishModel}.
 * @param registry the kinds, in their order (handed down by ../run.ts)
 * @param files every spec file, loaded and validated (the required ones present: load checks)
 * @throws SpecError listing every problem found, sorted by the caller
 */
export function normalize(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): IR {
  return finishModel(modelOf(registry, files, opts));
}
