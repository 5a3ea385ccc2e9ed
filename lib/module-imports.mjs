/**
 * The modules a source file imports, read from its text (no parser: the project's files write one
 * import per statement, with double quotes): `import … from "x"`, `export … from "x"`, a bare
 * `import "x"` and a literal `import("x")` (not a type's `typeof import("x")`). One reading for
 * the build (scripts/build/build.ts `configFiles`, scripts/build/warm-start.ts) and the tests of
 * the folders' boundaries.
 */

const IMPORT =
  /(?:^|\n)\s*(import\s+type\b|import|export)\b[^;"'`]*?\bfrom\s*"([^"]+)"|(?:^|\n)\s*import\s*"([^"]+)"|(?<!\btypeof\s+)\bimport\(\s*"([^"]+)"\s*\)/g;

/**
 * Every module `source` imports, in order, each with whether only its types are (`import type`,
 * erased when the file runs) and whether it loads when the code asks for it (`import("…")`).
 * @param {string} source the text of a module
 * @returns {{ specifier: string, typeOnly: boolean, dynamic: boolean }[]}
 */
export function importsOf(source) {
  return [...source.matchAll(IMPORT)].map((m) => ({
    specifier: m[2] ?? m[3] ?? m[4],
    typeOnly: m[1] !== undefined && /^import\s+type$/.test(m[1]),
    dynamic: m[4] !== undefined,
  }));
}
