/**
 * Which files of a run load or validate found wrong, and what they may define (the
 * {@link Withheld} of ../diagnostics/collector.ts, which applies it), so that normalize runs
 * beside them without false reports (docs/architecture.md, "Every problem at once").
 */
import type { Diagnostic } from "../diagnostics/index.ts";
import type { Registry } from "../kinds/kind.ts";
import type { SpecFile } from "../load/spec-file.ts";
import { NAME_MAX, type Withheld, nameForms } from "../diagnostics/collector.ts";
import escapeStringRegexp from "escape-string-regexp";

/**
 * What NormalizeOptions.withheld (./options.ts) says, from the problems load and validate found. The
 * names come from the records that failed (the innermost list item holding each failing value),
 * or from the whole file when a failing value is in no list item or the file did not load: the
 * rest of a withheld file is valid and still answers references as it is.
 * @param registry the kinds (handed down by ../run.ts): which files every site needs
 * @param files the files that loaded (withheld ones among them give their names)
 * @param problems every diagnostic of load and validate; each file they name under spec/ is withheld
 * @param failing the instance paths of the values that failed validation, by file
 */
export function withheldOf(
  registry: Registry,
  files: readonly SpecFile[],
  problems: readonly Diagnostic[],
  failing: ReadonlyMap<string, readonly { readonly path: readonly (string | number)[] }[]> = new Map(),
): Withheld {
  const paths = new Set(problems.map((d) => d.file).filter((f) => f.startsWith("spec/") && !f.startsWith("spec/schemas/")));
  const names = new Set<string>();
  const add = (v: string) =>
    nameForms(v).forEach((n) => {
      names.add(n);
    });
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      if (v.length <= NAME_MAX && !v.includes("\n")) add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const p of paths) add(p.replace(/^.*\//, "").replace(/\.ya?ml$/, ""));
  for (const f of files) {
    if (!paths.has(f.file)) continue;
    const values = failing.get(f.file) ?? [];
    const records = values.map((v) => v.path.slice(0, v.path.findLastIndex((s) => typeof s === "number") + 1));
    if (values.length === 0 || records.some((r) => r.length === 0)) walk(f.data);
    else for (const r of records) walk(r.reduce<unknown>((node, s) => (node as Record<string | number, unknown> | undefined)?.[s], f.data));
  }
  // A file that did not load has no data: its names are read from its text, every value of
  // `key: value`, `- value` and `{ key: value, … }` as written.
  const unloaded = new Map(problems.filter((d) => d.source !== undefined && !files.some((f) => f.file === d.file)).map((d) => [d.file, d.source as string]));
  for (const source of unloaded.values()) {
    for (const piece of source.split(/[\n,{}[\]]/)) {
      const value = piece
        .replace(/#.*$/, "")
        .replace(/^\s*(?:-\s+)*(?:[\w$-]+:(?:\s+|$))?/, "")
        .trim()
        .replace(/^["']|["']$/g, "");
      if (value !== "" && value.length <= NAME_MAX) add(value);
    }
  }
  const required = [...paths].some(registry.isRequiredFile);
  const patterns = [...names]
    .filter((n) => n.startsWith("/") && n.includes("/:"))
    .map(
      (n) =>
        new RegExp(
          `^${n
            .split("/")
            .map((seg) => (seg.startsWith(":") ? "[^/]+" : escapeStringRegexp(seg)))
            .join("/")}$`,
        ),
    );
  return { files: paths, names, patterns, required };
}
