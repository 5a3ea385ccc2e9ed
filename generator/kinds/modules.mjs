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
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The barrel's file name, beside the kind modules. */
export const BARREL = "modules.gen.ts";

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
 * Writes the barrel when its text changed (through a temporary file and a rename, so a
 * concurrent run never reads half of it).
 * @param kindsDir the folder generator/kinds/ (absolute)
 * @returns true when it wrote the file
 */
export function writeBarrel(kindsDir) {
  const file = join(kindsDir, BARREL);
  const text = barrelSource(kindsDir);
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
