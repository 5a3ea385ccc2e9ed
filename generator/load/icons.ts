import { readFileSync } from "node:fs";
import { join } from "node:path";

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
  const dts = readFileSync(join(root, "node_modules/lucide-react/dist/lucide-react.d.ts"), "utf8");
  const icons = new Set([...dts.matchAll(/^declare const ([A-Z][A-Za-z0-9]*): LucideIcon;$/gm)].map((m) => m[1]));
  const aliases = [...dts.matchAll(/\b([A-Z][A-Za-z0-9]*) as ([A-Z][A-Za-z0-9]*)\b/g)].filter((m) => icons.has(m[1])).map((m) => m[2]);
  const names = new Set([...icons, ...aliases]);
  const spelling = (a: string) => (a.endsWith("Icon") && names.has(a.slice(0, -4))) || (a.startsWith("Lucide") && names.has(a.slice(6)));
  return [...names].filter((n) => icons.has(n) || !spelling(n)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
