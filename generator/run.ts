import { join } from "node:path";
import { emitAll } from "./emit/emitters.ts";
import type { VirtualFile } from "./emit/print.ts";
import { type Diagnostic, SpecError, sortDiagnostics } from "./diagnostics/index.ts";
import { SpecDirMissing } from "./diagnostics/catalogue.ts";
import { lucideIconNames } from "./load/icons.ts";
import { loadSpecFiles } from "./load/load.ts";
import { loadUrlHistory } from "./load/url-history.ts";
import { normalize } from "./normalize/index.ts";
import { validateFiles } from "./validate/validate.ts";

/** Outcome of one generator run in memory. */
export type GenerateResult =
  | { readonly ok: true; readonly files: readonly VirtualFile[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** How a run treats the URL history (generated/urls.json). */
export interface GenerateOptions {
  /**
   * Add this run's URLs to the history (default true). The dev server passes false: it checks
   * against the history but records nothing, so a title typed letter by letter leaves no URL per
   * letter behind; `npm run generate` (and the build) records.
   */
  readonly recordUrls?: boolean;
}

/** lucide-react's icon names, read once per process. */
let iconNames: Set<string> | undefined;

/**
 * Runs load → validate → normalize → emit for the project at `root`, in memory, with the URL
 * history of generated/urls.json (read here, written back by the caller among the files).
 * Load and validate report together: every file that loads is validated even when others did
 * not, so a YAML mistake in one file does not hide a schema mistake in another. Normalize runs
 * only on a spec that loaded and validated cleanly. Returns every problem found, sorted by file,
 * line and column, or the files to write. Never throws for problems in spec/.
 */
export function generate(root: string, opts: GenerateOptions = {}): GenerateResult {
  try {
    const loaded = loadSpecFiles(root);
    const files = loaded.files;
    const specFound = !loaded.diagnostics.some((d) => d.code === SpecDirMissing.code);
    const urlHistory = loadUrlHistory(root);
    const problems = [...loaded.diagnostics, ...(specFound ? validateFiles(files, join(root, "spec/schemas"), root) : []), ...urlHistory.diagnostics];
    if (problems.length > 0) return { ok: false, diagnostics: sortDiagnostics(problems) };
    const ir = normalize(files, {
      publicDir: join(root, "public"), iconNames: (iconNames ??= new Set(lucideIconNames(root))), urlHistory, recordUrls: opts.recordUrls ?? true,
    });
    return { ok: true, files: emitAll(ir, join(root, "generator/model/content.ts")) };
  } catch (e) {
    if (e instanceof SpecError) return { ok: false, diagnostics: sortDiagnostics(e.diagnostics) };
    throw e;
  }
}
