/**
 * generated/model.ts, the normalized types the runtime reads (DESIGN § Layout, "model/"): the
 * shared types of generator/model/content.ts followed by the types each kind declares in its own
 * module (generator/kinds/<kind>.ts, every exported interface and type alias, in the registry's
 * order), with their imports left out, so the file stands alone. `PageKind` is spelled out from
 * the registry (`Kind.pageKinds`): the runtime's table of page kinds is keyed by it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { kinds, pageKindNames } from "../kinds/index.ts";
import { tsMorph } from "./print.ts";

/** The one type alias the emitter writes from the registry rather than copying. */
const PAGE_KIND = "PageKind";

/**
 * The text of generated/model.ts after its header.
 * @param generatorDir the generator's folder (its model/content.ts and kinds/ are read)
 * @throws Error when a kind's module is missing (a kind's module is generator/kinds/<name>.ts)
 */
export function modelSource(generatorDir: string): string {
  const ts = tsMorph().ts;
  const shared = withoutImports(ts, readFileSync(join(generatorDir, "model/content.ts"), "utf8"));
  const own = kinds().map((k) => {
    const file = join(generatorDir, "kinds", `${k.name}.ts`);
    if (!existsSync(file))
      throw new Error(`generator/kinds/${k.name}.ts: a kind's module is named after the kind ("${k.name}"), and its normalized types are read from there`);
    return regionOf(readFileSync(file, "utf8"), file);
  });
  return [shared, ...own.filter((t) => t !== "")].join("\n");
}

/** The lines a kind's module puts around its normalized types: what lies between them is copied to generated/model.ts. */
export const MODEL_REGION = { start: "// #region model", end: "// #endregion model" } as const;

/**
 * The normalized types of a kind's module: the text between its {@link MODEL_REGION} lines
 * (types only, each with its doc comment), or "" when it has none.
 * @throws Error when the region is opened and not closed
 */
function regionOf(text: string, file: string): string {
  const from = text.indexOf(`${MODEL_REGION.start}\n`);
  if (from < 0) return "";
  const to = text.indexOf(MODEL_REGION.end, from);
  if (to < 0) throw new Error(`${file}: "${MODEL_REGION.start}" has no "${MODEL_REGION.end}" after it`);
  return `${text.slice(from + MODEL_REGION.start.length + 1, to).trim()}\n`;
}

/** A module's text without its imports, `PageKind` spelled out from the registry. */
function withoutImports(ts: typeof import("ts-morph").ts, text: string): string {
  const file = ts.createSourceFile("m.ts", text, ts.ScriptTarget.Latest, true);
  let out = "";
  let at = 0;
  for (const s of file.statements) {
    if (ts.isImportDeclaration(s)) {
      out += text.slice(at, s.getStart(file));
      at = s.end + (text[s.end] === "\n" ? 1 : 0);
    } else if (ts.isTypeAliasDeclaration(s) && s.name.text === PAGE_KIND) {
      const union = pageKindNames()
        .map((p) => `\n  | ${JSON.stringify(p)}`)
        .join("");
      out += `${text.slice(at, s.type.getStart(file)).trimEnd()}${union};`;
      at = s.end;
    }
  }
  return out + text.slice(at);
}
