/**
 * Content templates (`{{name}}` placeholders in a text of spec/): parsed with Handlebars and
 * checked against the names a text may use, then filled at generation time or compiled to a
 * runtime function. {@link Templates} is the normalize context's part that reports a bad
 * template where it is written.
 */
import Handlebars from "handlebars";
import { TemplateHelper, TemplateInvalid, TemplateUnbalanced, UnknownPlaceholder } from "../diagnostics/catalogue.ts";
import { type Problem, didYouMeanSuffix, problem } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import { Code } from "../model/ir.ts";
import type { Path, Reporter } from "./report.ts";

/** A parsed template: literal text and variable references, in order. */
export type TemplatePart = { readonly text: string } | { readonly variable: string };

/** Result of compiling a template string: its parts, or the problem (catalogue `template/…`). */
export type CompiledTemplate =
  | { readonly ok: true; readonly parts: readonly TemplatePart[]; readonly variables: readonly string[] }
  | { readonly ok: false; readonly problem: Problem };

/**
 * Parses a `{{name}}` template with Handlebars and checks that it uses only `allowed`
 * variables. Blocks, helpers, partials and paths (a.b) are refused: content templates are
 * plain text with placeholders, so nothing but string concatenation ships to the browser.
 */
export function compileTemplate(source: string, allowed: readonly string[]): CompiledTemplate {
  const key = `${allowed.join("\0")}\0\0${source}`;
  const known = compiledTemplates.get(key);
  if (known) return known;
  const made = compileAnew(source, allowed);
  if (compiledTemplates.size >= TEMPLATES_KEPT) compiledTemplates.clear();
  compiledTemplates.set(key, made);
  return made;
}

/**
 * The templates compiled lately, by their names allowed and their source: the dev server
 * regenerates on every save, and a template that did not change compiles to the same parts.
 */
const compiledTemplates = new Map<string, CompiledTemplate>();
/** How many compiled templates {@link compiledTemplates} keeps before it starts again. */
const TEMPLATES_KEPT = 2000;

/** {@link compileTemplate} without its memo. */
function compileAnew(source: string, allowed: readonly string[]): CompiledTemplate {
  let ast: hbs.AST.Program;
  try {
    ast = Handlebars.parse(source);
  } catch (e) {
    const opens = source.split("{{").length - 1;
    const closes = source.split("}}").length - 1;
    if (opens !== closes) return { ok: false, problem: problem(TemplateUnbalanced, { opens: opens > closes }) };
    const detail =
      String((e as Error).message)
        .split("\n")
        .find((l) => l.startsWith("Expecting")) ?? "";
    return { ok: false, problem: problem(TemplateInvalid, { detail: detail.replace(/, got .*$/, "") }) };
  }
  const parts: TemplatePart[] = [];
  const variables: string[] = [];
  for (const node of ast.body) {
    if (node.type === "ContentStatement") {
      parts.push({ text: (node as hbs.AST.ContentStatement).value });
    } else if (node.type === "MustacheStatement") {
      const m = node as hbs.AST.MustacheStatement;
      if (m.path.type !== "PathExpression" || m.params.length > 0 || m.hash) {
        return { ok: false, problem: problem(TemplateHelper, { allowed }) };
      }
      const name = (m.path as hbs.AST.PathExpression).original;
      if (!allowed.includes(name)) {
        const suffix = didYouMeanSuffix(name, allowed, (s) => `{{${s}}}`);
        return { ok: false, problem: problem(UnknownPlaceholder, { name, suffix, allowed }) };
      }
      parts.push({ variable: name });
      if (!variables.includes(name)) variables.push(name);
    } else if (node.type === "CommentStatement") {
    } else {
      return { ok: false, problem: problem(TemplateHelper, { allowed }) };
    }
  }
  return { ok: true, parts, variables };
}

/** Renders parsed parts with the given values (generation-time substitution). */
export function renderParts(parts: readonly TemplatePart[], values: Readonly<Record<string, string>>): string {
  return parts.map((p) => ("text" in p ? p.text : (values[p.variable] ?? ""))).join("");
}

/**
 * Emits TypeScript source of an arrow function for the runtime, binding `fixed` values at
 * generation time and leaving the others as typed parameters:
 * `(v: { slug: string }): string => "Looking for: " + v.slug`.
 */
export function templateToTs(parts: readonly TemplatePart[], fixed: Readonly<Record<string, string>>): string {
  const params = [...new Set(parts.flatMap((p) => ("variable" in p && !(p.variable in fixed) ? [p.variable] : [])))];
  const pieces: string[] = [];
  for (const p of parts) {
    if ("text" in p) pieces.push(JSON.stringify(p.text));
    else if (p.variable in fixed) pieces.push(JSON.stringify(fixed[p.variable]));
    else pieces.push(`String(v.${p.variable})`);
  }
  const merged: string[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last?.startsWith('"') && piece.startsWith('"')) merged[merged.length - 1] = JSON.stringify(JSON.parse(last) + JSON.parse(piece));
    else merged.push(piece);
  }
  const body = merged.length ? merged.join(" + ") : '""';
  const sig = params.length ? `(v: { readonly ${params.map((p) => `${p}: string | number`).join("; readonly ")} })` : "()";
  return `${sig}: string => ${body}`;
}

/** The templates of one run: each compiled where it is written, a problem reported there. */
export class Templates {
  /** @param reporter where a template's problem (catalogue `template/…`) is reported */
  constructor(private readonly reporter: Reporter) {}

  /** Compiles a `{{name}}` template allowing `allowed` names; returns its parts, or null after reporting. */
  template(file: SpecFile, path: Path, source: string, allowed: readonly string[]): readonly TemplatePart[] | null {
    const t = compileTemplate(source, allowed);
    if (!t.ok) {
      this.reporter.place(file, path, t.problem);
      return null;
    }
    return t.parts;
  }

  /** Fills a template at generation time with every value it may use; the source as written after a problem. */
  render(file: SpecFile, path: Path, source: string, values: Readonly<Record<string, string>>): string {
    const parts = this.template(file, path, source, Object.keys(values));
    return parts ? renderParts(parts, values) : source;
  }

  /** Compiles a template to a runtime function: `fixed` bound now, `params` passed at run time. */
  runtimeFn(file: SpecFile, path: Path, source: string, fixed: Readonly<Record<string, string>>, params: readonly string[]): Code {
    const parts = this.template(file, path, source, [...Object.keys(fixed), ...params]);
    return Code.template(parts ? templateToTs(parts, fixed) : '(): string => ""', params);
  }
}
