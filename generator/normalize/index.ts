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

/** Pass 1 over every kind (see the module's docstring): the IR as far as the kinds make it, and the context with its reports. */
function runKinds(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): { readonly ctx: Context; readonly ir: IR } {
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
  for (const kind of KINDS) kind.check?.(ctx, inputs.get(kind.name)!, ir as IR);
  return { ctx, ir: ir as IR };
}

/**
 * Every URL a spec makes a page of, problems or not (the dev and build runs ask it of the spec
 * with its drafts, so that a link to a draft is told apart from a link to nothing).
 */
export function pageUrls(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): ReadonlySet<string> {
  return new Set(Object.keys(runKinds(registry, files, { ...opts, recordUrls: false }).ir.pages ?? {}));
}

/**
 * Normalizes a loaded, schema-valid spec into the IR.
 * @param registry the kinds, in their order (handed down by ../run.ts)
 * @param files every spec file, loaded and validated (the required ones present: load checks)
 * @throws SpecError listing every problem found, sorted by the caller
 */
export function normalize(registry: Registry, files: readonly SpecFile[], opts: NormalizeOptions): IR {
  const { ctx, ir } = runKinds(registry, files, opts);

  // Pass 2: links and route ids, against the table.
  checkLinks(
    ctx,
    new Set(Object.keys(ir.pages)),
    ir.routes.map((r) => r.id),
    opts.draftUrls,
    opts.scheduledUrls,
  );

  if (ctx.diagnostics.length > 0) throw new SpecError(ctx.diagnostics);
  return {
    ...ir,
    draftUrls: [],
    scheduledUrls: {},
    warnings: ctx.warnings,
    icons: [...ctx.icons].sort(),
    photos: ctx.photoSources(),
    art: ctx.art.slots(),
    placeholders: ctx.placeholderRules(),
    focalPoints: ctx.focalRules(),
  };
}
