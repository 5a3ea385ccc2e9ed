import Handlebars from "handlebars";
import { TemplateHelper, TemplateInvalid, TemplateUnbalanced, UnknownPlaceholder } from "../diagnostics/catalogue.ts";
import { type Problem, didYouMeanSuffix, problem } from "../diagnostics/index.ts";

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
