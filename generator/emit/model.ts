/**
 * generated/model.ts, the normalized types the runtime reads (docs/architecture.md#layout, "model/"): the
 * shared types of generator/model/content.ts followed by the types each kind declares in its own
 * module (generator/kinds/<kind>.ts, every exported interface and type alias, in the registry's
 * order), with their imports left out, so the file stands alone. `PageKind` is spelled out from
 * the registry (`Kind.pageKinds`): the runtime's table of page kinds is keyed by it. `PageSection`
 * is spelled out from the section library (`RawSections`, generator/model/raw/sections.ts, one
 * member per schema of spec/schemas/sections/): a kind's shaped type (`ShapedSections`), else its
 * plain type, written here from its raw type (with the shared raw types it uses); the section
 * table of the runtime is keyed by its kinds.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { kinds, pageKindNames } from "../kinds/index.ts";
import { tsMorph } from "./print.ts";

/** The one type alias the emitter writes from the registry rather than copying. */
const PAGE_KIND = "PageKind";

/** The type alias the emitter writes from the section library rather than copying. */
const PAGE_SECTION = "PageSection";

/** The generator's own means of deriving `PageSection` (../model/content.ts): left out of generated/model.ts, which spells the union out. */
const GENERATOR_ONLY = new Set(["ShapedSections", "PlainSection"]);

/**
 * The text of generated/model.ts after its header.
 * @param generatorDir the generator's folder (its model/content.ts and kinds/ are read)
 * @throws Error when a kind's module is missing (a kind's module is generator/kinds/<name>.ts)
 */
export function modelSource(generatorDir: string): string {
  const content = readFileSync(join(generatorDir, "model/content.ts"), "utf8");
  const files = kinds().map((k) => {
    const file = join(generatorDir, "kinds", `${k.name}.ts`);
    if (!existsSync(file))
      throw new Error(`generator/kinds/${k.name}.ts: a kind's module is named after the kind ("${k.name}"), and its normalized types are read from there`);
    return { file, text: readFileSync(file, "utf8") };
  });
  // The same sources give the same text: the dev server regenerates on every save, and the
  // TypeScript parse below was a quarter of each run.
  const raw = join(generatorDir, "model/raw");
  const rawTexts = readdirSync(raw)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => [f, readFileSync(join(raw, f), "utf8")]);
  const key = JSON.stringify([generatorDir, content, files, rawTexts]);
  if (lastModel?.key === key) return lastModel.source;
  const ts = tsMorph().ts;
  const shared = withoutImports(ts, content, sectionUnion(ts, generatorDir, content));
  const own = files.map(({ file, text }) => regionOf(text, file));
  const source = [shared, ...own.filter((t) => t !== "")].join("\n");
  lastModel = { key, source };
  return source;
}

/** The last text {@link modelSource} made, by the sources it read. */
let lastModel: { readonly key: string; readonly source: string } | undefined;

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

/** What generated/model.ts writes for `PageSection`: its union, and the plain kinds' types written after it. */
interface SectionUnion {
  readonly members: readonly string[];
  readonly plain: string;
}

/** The members of an interface declared in `text` (`name`), in order: their names and type texts. */
function interfaceMembers(ts: typeof import("ts-morph").ts, text: string, name: string): { readonly key: string; readonly type: string }[] {
  const file = ts.createSourceFile("m.ts", text, ts.ScriptTarget.Latest, true);
  const decl = file.statements.find((s): s is import("ts-morph").ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!decl) throw new Error(`generator: no interface ${name} to spell PageSection out from`);
  return decl.members.flatMap((m) =>
    ts.isPropertySignature(m) && m.type ? [{ key: ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(file), type: m.type.getText(file) }] : [],
  );
}

/**
 * `PageSection` spelled out: for each kind of the section library (`RawSections` of
 * model/raw/sections.ts), its shaped type (`ShapedSections` of model/content.ts, in that order),
 * then, in the library's order, each plain kind as `<Kind>Section`: its raw type without its
 * imports, the shared raw types it uses (model/raw/shared.ts), and the alias with its id filled in.
 * @throws Error when a kind is shaped but has no schema (a kind left in `ShapedSections`)
 */
function sectionUnion(ts: typeof import("ts-morph").ts, generatorDir: string, content: string): SectionUnion {
  const raw = join(generatorDir, "model/raw");
  const library = interfaceMembers(ts, readFileSync(join(raw, "sections.ts"), "utf8"), "RawSections");
  const shaped = interfaceMembers(ts, content, "ShapedSections");
  const kinds = new Set(library.map((m) => m.key));
  const gone = shaped.filter((m) => !kinds.has(m.key));
  if (gone.length > 0)
    throw new Error(`generator/model/content.ts: ShapedSections names ${gone.map((m) => m.key).join(", ")}, which spec/schemas/sections/ has no schema for`);
  const shapedKinds = new Set(shaped.map((m) => m.key));
  const plain = library.filter((m) => !shapedKinds.has(m.key));
  const sharedText = readFileSync(join(raw, "shared.ts"), "utf8");
  const sharedFile = ts.createSourceFile("shared.ts", sharedText, ts.ScriptTarget.Latest, true);
  const sharedDecls = new Map(
    sharedFile.statements.flatMap((s) =>
      ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) ? [[s.name.text, sharedText.slice(s.getStart(sharedFile, true), s.end)] as const] : [],
    ),
  );
  const bodies: string[] = [];
  const needed = new Set<string>();
  for (const m of plain) {
    const text = readFileSync(join(raw, `section-${m.key}.ts`), "utf8");
    const file = ts.createSourceFile("section.ts", text, ts.ScriptTarget.Latest, true);
    const decls = file.statements.filter((s) => !ts.isImportDeclaration(s));
    bodies.push(decls.map((s) => text.slice(s.getStart(file, true), s.end)).join("\n\n"));
    for (const name of text.match(/\bRaw\w+/g) ?? []) if (sharedDecls.has(name)) needed.add(name);
    const name = m.type.replace(/^Raw/, "");
    bodies.push(
      `/** A ${m.key} section: as its schema validated it (spec/schemas/sections/${m.key}.schema.json), its anchor id filled in. */\nexport type ${name} = Omit<${m.type}, "id"> & { readonly id: string };`,
    );
  }
  // The shared raw types the plain kinds use, and those they use in turn.
  for (const name of needed) for (const used of sharedDecls.get(name)!.match(/\bRaw\w+/g) ?? []) if (sharedDecls.has(used)) needed.add(used);
  const sharedUsed = [...sharedDecls].filter(([n]) => needed.has(n)).map(([, t]) => t);
  return {
    members: [...shaped.map((m) => m.type), ...plain.map((m) => m.type.replace(/^Raw/, ""))],
    plain: [...bodies, ...sharedUsed].map((t) => `\n${t}\n`).join(""),
  };
}

/** A module's text without its imports and the generator's own types, `PageKind` spelled out from the registry and `PageSection` from the section library. */
function withoutImports(ts: typeof import("ts-morph").ts, text: string, sections: SectionUnion): string {
  const file = ts.createSourceFile("m.ts", text, ts.ScriptTarget.Latest, true);
  let out = "";
  let at = 0;
  for (const s of file.statements) {
    if (ts.isImportDeclaration(s)) {
      out += text.slice(at, s.getStart(file));
      at = s.end + (text[s.end] === "\n" ? 1 : 0);
    } else if ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && GENERATOR_ONLY.has(s.name.text)) {
      // Its doc comment and the blank line before it go too.
      out += text.slice(at, s.getFullStart());
      at = s.end;
    } else if (ts.isTypeAliasDeclaration(s) && s.name.text === PAGE_KIND) {
      const union = pageKindNames()
        .map((p) => `\n  | ${JSON.stringify(p)}`)
        .join("");
      out += `${text.slice(at, s.type.getStart(file)).trimEnd()}${union};`;
      at = s.end;
    } else if (ts.isTypeAliasDeclaration(s) && s.name.text === PAGE_SECTION) {
      const union = sections.members.map((m) => `\n  | ${m}`).join("");
      out += `${text.slice(at, s.type.getStart(file)).trimEnd()}${union};${sections.plain}`;
      at = s.end;
    }
  }
  return out + text.slice(at);
}
