/**
 * Finds the kind modules of generator/kinds/ and writes ./modules.gen.ts, the barrel the registry
 * (./index.ts) imports them through: adding a kind is adding its module, and no line of
 * the registry. Plain Node, so that the launcher (../bin.mjs, before it bundles the generator) and
 * `npm run schema-types` (before it imports the registry) can run it; `npm run generate` thus
 * never sees a stale barrel, and tests/unit/generator/kinds.test.ts fails on a stale one.
 *
 * The naming rule: every `<name>.ts` of generator/kinds/ is a kind's module and exports the kind
 * as the camel case of its name (`service-sections.ts` exports `serviceSections`), except the
 * registry (index.ts), the kind's type (kind.ts) and generated files (`*.gen.ts`). A module that
 * breaks the rule fails the bundle with esbuild's "No matching export" at the barrel's line.
 *
 * It also writes model/kinds.gen.ts, the barrel of the kinds' normalized types (model/kinds/<name>.ts,
 * types only), which model/index.ts re-exports: the runtime and the generator import them from there.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The barrel's file name, beside the kind modules. */
export const BARREL = "modules.gen.ts";

/** The barrel of the kinds' normalized types (model/kinds/<name>.ts), from the project root: model/index.ts re-exports it. */
export const MODEL_BARREL = "model/kinds.gen.ts";

/** Files of generator/kinds/ that are not kinds. */
const NOT_KINDS = new Set(["index.ts", "kind.ts"]);

/** The kind's export name: the camel case of its file name (`tech-page` → `techPage`). */
const exportName = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * The barrel's text: one re-export per kind module, in file-name order.
 * @param kindsDir the folder generator/kinds/ (absolute)
 * @returns TypeScript source
 */
export function barrelSource(kindsDir) {
  const names = readdirSync(kindsDir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".gen.ts") && !f.endsWith(".d.ts") && !NOT_KINDS.has(f))
    .map((f) => f.slice(0, -".ts".length))
    .sort();
  return [
    "// Written by generator/kinds/modules.mjs from the files of generator/kinds/ (run by `npm run generate`",
    "// and `npm run schema-types`): every kind module, by the naming rule there. Do not edit.",
    ...names.map((n) => `export { ${exportName(n)} } from "./${n}.ts";`),
    "",
  ].join("\n");
}

/**
 * The text of the barrel of the kinds' types: one re-export per module of model/kinds/, in
 * file-name order (a kind without types of its own has none).
 * @param modelKindsDir the folder model/kinds/ (absolute)
 * @returns TypeScript source
 */
export function modelBarrelSource(modelKindsDir) {
  const names = readdirSync(modelKindsDir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .map((f) => f.slice(0, -".ts".length))
    .sort();
  return [
    "// Written by generator/kinds/modules.mjs from the files of model/kinds/ (run by `npm run generate`",
    "// and `npm run schema-types`): the normalized types of every kind that has some. Do not edit.",
    ...names.map((n) => `export type * from "./kinds/${n}.ts";`),
    "",
  ].join("\n");
}

/**
 * Writes both barrels where their text changed (through a temporary file and a rename, so a
 * concurrent run never reads half of one).
 * @param kindsDir the folder generator/kinds/ (absolute)
 * @returns true when it wrote either file
 */
export function writeBarrel(kindsDir) {
  const modelKinds = join(kindsDir, "../../model/kinds");
  // A throwaway copy of generator/ alone (the tests' roots) has no model/: its types are not needed to run.
  const model = existsSync(modelKinds) && writeIfChanged(join(kindsDir, "../..", MODEL_BARREL), modelBarrelSource(modelKinds));
  return writeIfChanged(join(kindsDir, BARREL), barrelSource(kindsDir)) || model;
}

/** Writes `text` to `file` through a temporary file and a rename, when it differs; true when it wrote. */
function writeIfChanged(file, text) {
  let old = "";
  try {
    old = readFileSync(file, "utf8");
  } catch {
    // not written yet
  }
  if (old === text) return false;
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
  return true;
}
