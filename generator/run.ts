import { readFileSync } from "node:fs";
import { join } from "node:path";
import { emitAll } from "./emit/emitters.ts";
import type { VirtualFile } from "./emit/print.ts";
import { type Diagnostic, SpecError } from "./diagnostics.ts";
import { loadSpec } from "./load/load.ts";
import { normalize } from "./normalize/normalize.ts";
import { validateSpec } from "./validate/validate.ts";

/** Outcome of one generator run in memory. */
export type GenerateResult =
  | { readonly ok: true; readonly files: readonly VirtualFile[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

let iconNames: Set<string> | undefined;

/** Names lucide-react exports (read from its type declarations, which is faster than importing it). */
function lucideIconNames(root: string): Set<string> {
  if (iconNames) return iconNames;
  const dts = readFileSync(join(root, "node_modules/lucide-react/dist/lucide-react.d.ts"), "utf8");
  iconNames = new Set<string>();
  for (const m of dts.matchAll(/declare const ([A-Z][A-Za-z0-9]*): react\.ForwardRefExoticComponent/g)) iconNames.add(m[1]);
  for (const m of dts.matchAll(/\b([A-Z][A-Za-z0-9]*) as [A-Z][A-Za-z0-9]*\b/g)) iconNames.add(m[1]);
  for (const m of dts.matchAll(/\b[A-Z][A-Za-z0-9]* as ([A-Z][A-Za-z0-9]*)\b/g)) iconNames.add(m[1]);
  return iconNames;
}

/**
 * Runs load → validate → normalize → emit for the project at `root`, in memory.
 * Returns every problem of the first failing stage, or the files to write. Never throws for
 * problems in spec/.
 */
export function generate(root: string): GenerateResult {
  try {
    const files = loadSpec(root);
    validateSpec(files, join(root, "spec/schemas"));
    const ir = normalize(files, { publicDir: join(root, "public"), iconNames: lucideIconNames(root) });
    return { ok: true, files: emitAll(ir, join(root, "generator/model.ts")) };
  } catch (e) {
    if (e instanceof SpecError) return { ok: false, diagnostics: e.diagnostics };
    throw e;
  }
}
