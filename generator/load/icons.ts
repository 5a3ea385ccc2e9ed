import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentCache, baseKey, writeAtomic } from "../../lib/cache-store.mjs";

/** The package whose icons a spec names, and what its icons' modules are called under it. */
export const ICON_PACKAGE = "lucide-react";

/** The files of lucide-react the icon list is read from, relative to the project root. */
const ICON_SOURCES = [`node_modules/${ICON_PACKAGE}/dist/lucide-react.d.ts`, `node_modules/${ICON_PACKAGE}/dist/esm/lucide-react.mjs`] as const;

/**
 * Every icon name a spec may use, sorted: the icons lucide-react declares
 * (`declare const Target: LucideIcon;`) and the older names it still exports for renamed ones
 * (`ChartNoAxesColumnIncreasing as BarChart`; the spec uses some). Leaves out the spellings of
 * the same icon with an `Icon` suffix or a `Lucide` prefix (`TargetIcon`, `LucideTarget`), which
 * only make the list longer. Read from the type declarations, which is faster than importing
 * the package. The one list both the schemas' icon enum (spec/schemas/icons.schema.json, written
 * by scripts/schema/schema-annotate.ts) and the normalize stage's check use.
 * @param root project root (lucide-react is read from its node_modules)
 * @throws Error when lucide-react is not installed
 */
export function lucideIconNames(root: string): string[] {
  const dts = readFileSync(join(root, ICON_SOURCES[0]), "utf8");
  const icons = new Set([...dts.matchAll(/^declare const ([A-Z][A-Za-z0-9]*): LucideIcon;$/gm)].map((m) => m[1]));
  const aliases = [...dts.matchAll(/\b([A-Z][A-Za-z0-9]*) as ([A-Z][A-Za-z0-9]*)\b/g)].filter((m) => icons.has(m[1])).map((m) => m[2]);
  const names = new Set([...icons, ...aliases]);
  const spelling = (a: string) => (a.endsWith("Icon") && names.has(a.slice(0, -4))) || (a.startsWith("Lucide") && names.has(a.slice(6)));
  return [...names].filter((n) => icons.has(n) || !spelling(n)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Every icon name a spec may use ({@link lucideIconNames}), with the module that exports that
 * icon alone as its default (`lucide-react/icons/award`), read from the names the package's ES
 * module index re-exports from each icon's file. A page that imports its icons one by one loads
 * a few small modules; the package's own entry loads all of them (about 0.3 s in the build's
 * prerender). A name the index does not list maps to the package itself, whose named export it
 * is (the emitter then imports it by name).
 *
 * Kept in the store's `icons` area (lib/cache-store.mjs), keyed by this code, the package's
 * version and the size and modification time of the two files it reads: reading them takes
 * about 40 ms, and `npm run build` runs the generator in a process of its own on every build.
 * @param root project root (lucide-react is read from its node_modules)
 * @throws Error when lucide-react is not installed
 */
export function lucideIcons(root: string): ReadonlyMap<string, string> {
  const input = ICON_SOURCES.map((rel) => {
    const { size, mtimeMs } = statSync(join(root, rel));
    return [rel, size, mtimeMs];
  });
  const cache = new ContentCache(root, "icons", baseKey(root, { sources: [fileURLToPath(import.meta.url)], packages: [ICON_PACKAGE], extra: [] }), "json");
  const kept = cache.read(input);
  if (kept !== undefined)
    try {
      return new Map(JSON.parse(kept) as [string, string][]);
    } catch {
      // unreadable: read the package again
    }
  const icons = readIcons(root);
  try {
    writeAtomic(cache.file(input), JSON.stringify([...icons]));
  } catch {
    // a read-only store: the list is only a shortcut
  }
  return icons;
}

/** {@link lucideIcons}, read from the package's files. */
function readIcons(root: string): Map<string, string> {
  const index = readFileSync(join(root, ICON_SOURCES[1]), "utf8");
  const fileOf = new Map<string, string>();
  for (const m of index.matchAll(/^export \{ ([^}]+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/gm))
    for (const part of m[1]!.split(",")) fileOf.set(part.trim().replace(/^.* as /, ""), m[2]!);
  return new Map(lucideIconNames(root).map((name) => [name, fileOf.has(name) ? `${ICON_PACKAGE}/icons/${fileOf.get(name)}` : ICON_PACKAGE]));
}
