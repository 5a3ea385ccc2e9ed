/**
 * The schemas of spec/schemas/ keep the promises of DESIGN § The generator, Validate: every
 * spec file names its schema for the editor, every object is closed, every property has a
 * description, and every free text is bounded: a maxLength, and a pattern that refuses empty
 * or spaces-only text (issue 9).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaFor } from "../../../generator/load/load.ts";
import { trimmedMinimum } from "../../../generator/validate/validate.ts";
import { projectRoot } from "../support/tmp-root.ts";

const spec = join(projectRoot, "spec");
const schemaDir = join(spec, "schemas");
const yamlFiles = (readdirSync(spec, { recursive: true }) as string[])
  .map((f) => f.split("\\").join("/"))
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const schemaFiles = readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort();

describe("spec file schema headers", () => {
  /**
   * Editors (yaml-language-server) read the first line; the generator picks the schema by path
   * (generator/load/load.ts SPEC_KINDS). Both must name the same existing file, whose $id is
   * that file's name.
   */
  it.each(yamlFiles)("spec/%s names its schema on its first line", (file) => {
    const first = readFileSync(join(spec, file), "utf8").replace(/^\uFEFF/, "").split(/\r?\n/)[0];
    const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
    expect(match, `spec/${file} starts with "# yaml-language-server: $schema=<path of its schema>"`).not.toBeNull();
    const target = join(spec, dirname(file), match![1]);
    const name = relative(schemaDir, target).split("\\").join("/");
    expect(schemaFiles, `spec/${file}: its header points at ${relative(projectRoot, target)}, which does not exist`).toContain(name);
    expect(name, `spec/${file}: its header names a schema other than the one the generator validates it with`).toBe(schemaFor(file));
    const id = (JSON.parse(readFileSync(target, "utf8")) as { $id?: string }).$id;
    expect(id, `spec/schemas/${name}: its $id must be its file name`).toBe(name);
  });
});

// ── The schema lint ─────────────────────────────────────────────────────────────────────

type Node = Record<string, unknown>;

/** What a content owner writes: if a pattern anchored with ^ refuses this, it describes a form. */
const PROSE = "Plain words: a sentence, as a content owner writes it.";
const BLANKS = ["", " ", "   ", "\t\n "];

/**
 * Strings that may be blank on purpose, by schema and JSON pointer, with the reason. Every other
 * free text must refuse empty and spaces-only text.
 */
const MAY_BE_BLANK: Readonly<Record<string, string>> = {
  "ui.schema.json#/properties/shell/properties/listSeparator": "a separator may be spaces only (' '); minLength 1 keeps it from being empty",
  "ui.schema.json#/properties/shell/properties/detailSeparator": "a separator may be spaces only (' '); minLength 1 keeps it from being empty",
};

/**
 * A string node is free text unless an enum, const or format fixes its values, or its pattern
 * is anchored with ^ and refuses ordinary prose (a slug, an asset path, a URL, a colour, an
 * id): such a pattern is the value's form and bounds it on its own. Text patterns are searches
 * ("\\S", "\\S[\\s\\S]{n,}\\S", "\\{\\{title\\}\\}") or accept prose.
 */
function isFreeText(node: Node): boolean {
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (!types.includes("string") || "enum" in node || "const" in node || "format" in node) return false;
  const pattern = node.pattern as string | undefined;
  return !(pattern?.startsWith("^") && !new RegExp(pattern, "u").test(PROSE));
}

/** Every schema node with its JSON pointer, except inside if/then/else (they refine, not define). */
function* nodes(node: unknown, pointer = "#"): Generator<[string, Node]> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) yield* nodes(n, `${pointer}/${i}`);
    return;
  }
  yield [pointer, node as Node];
  for (const [k, v] of Object.entries(node)) {
    if (k === "if" || k === "then" || k === "else" || k === "enum" || k === "const" || k === "required") continue;
    if (k === "properties" || k === "definitions") {
      for (const [name, sub] of Object.entries(v as Node)) yield* nodes(sub, `${pointer}/${k}/${name}`);
    } else yield* nodes(v, `${pointer}/${k}`);
  }
}

/** One rule of the lint: the offending pointers of a schema, each with what is wrong. */
type Rule = (schema: Node, file: string) => string[];

const RULES: readonly (readonly [string, Rule])[] = [
  ["every object is closed (additionalProperties: false, or a map with propertyNames)", (schema) =>
    [...nodes(schema)]
      .filter(([, n]) => n.type === "object" || "properties" in n)
      .filter(([, n]) => n.additionalProperties !== false && !(typeof n.additionalProperties === "object" && "propertyNames" in n))
      .map(([p]) => `${p}: add "additionalProperties": false`)],
  ["every property has a description", (schema) =>
    [...nodes(schema)].flatMap(([p, n]) =>
      Object.entries((n.properties as Record<string, Node> | undefined) ?? {})
        .filter(([, sub]) => typeof sub.description !== "string" || sub.description.trim() === "")
        .map(([name]) => `${p}/properties/${name}: add a "description"`))],
  ["every free text has a maxLength", (schema) =>
    [...nodes(schema)].filter(([, n]) => isFreeText(n) && typeof n.maxLength !== "number").map(([p]) => `${p}: add a "maxLength"`)],
  ["every free text refuses blank text with its pattern", (schema, file) =>
    [...nodes(schema)]
      .filter(([p, n]) => isFreeText(n) && !(`${file}${p}` in MAY_BE_BLANK))
      .filter(([, n]) => typeof n.pattern !== "string" || BLANKS.some((b) => new RegExp(n.pattern as string, "u").test(b)))
      .map(([p]) => `${p}: add a "pattern" such as "\\\\S" (or "\\\\S[\\\\s\\\\S]{n,}\\\\S" for at least n + 2 characters)`)],
  ["a trimmed minimum and its minLength agree", (schema) =>
    [...nodes(schema)].flatMap(([p, n]) => {
      const min = typeof n.pattern === "string" && isFreeText(n) ? trimmedMinimum(n.pattern) : undefined;
      return min !== undefined && n.minLength !== min ? [`${p}: the pattern asks for ${min} characters, so "minLength" must be ${min} (found ${String(n.minLength)})`] : [];
    })],
];

describe("schema lint", () => {
  const cases = schemaFiles.flatMap((file) => RULES.map(([rule, check]) => [`${file}: ${rule}`, file, check] as const));
  it.each(cases)("%s", (_name, file, check) => {
    const schema = JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as Node;
    const offenders = check(schema, file);
    expect(offenders, `spec/schemas/${file}:\n  ${offenders.join("\n  ")}\n`).toEqual([]);
  });

  it("every exemption from the blank rule names a free text that exists", () => {
    for (const key of Object.keys(MAY_BE_BLANK)) {
      const [file, pointer] = key.split("#");
      const schema = JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as Node;
      const found = [...nodes(schema)].find(([p]) => p === `#${pointer}`);
      expect(found && isFreeText(found[1]), key).toBe(true);
    }
  });

  /** The lint itself, on small schemas: it must name each offender. */
  it.each([
    ["an open object", { type: "object", properties: { a: { description: "A.", type: "boolean" } } }, 0, ['#: add "additionalProperties": false']],
    ["a property without description", { type: "object", additionalProperties: false, properties: { a: { type: "boolean" } } }, 1, ['#/properties/a: add a "description"']],
    ["a text without maxLength", { definitions: { t: { type: "string", pattern: "\\S" } } }, 2, ['#/definitions/t: add a "maxLength"']],
    ["a text that may be spaces only", { definitions: { t: { type: "string", minLength: 1, maxLength: 9 } } }, 3, ["#/definitions/t: add a \"pattern\" such as \"\\\\S\" (or \"\\\\S[\\\\s\\\\S]{n,}\\\\S\" for at least n + 2 characters)"]],
    ["a minLength that disagrees with the pattern", { definitions: { t: { type: "string", minLength: 2, maxLength: 9, pattern: "\\S[\\s\\S]{8,}\\S" } } }, 4, ['#/definitions/t: the pattern asks for 10 characters, so "minLength" must be 10 (found 2)']],
    ["a slug is a form, not free text", { definitions: { s: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" } } }, 2, []],
    ["a 'Heading: body' pattern is still free text", { definitions: { r: { type: "string", pattern: "^\\s*[^:\\s][^:]*:\\s*\\S" } } }, 2, ['#/definitions/r: add a "maxLength"']],
  ] as const)("catches %s", (_name, schema, rule, want) => {
    expect(RULES[rule][1](schema as Node, "test.schema.json")).toEqual(want);
  });
});

describe("trimmedMinimum: the text patterns count characters without the spaces at either end", () => {
  const samples = ["", " ", "\t\n", "a", " a ", "ab", "a b", " ab ", "a  b", "abc", "\u00a0abc\u00a0", "a        b", " abcdefghi ", "abcdefghij", "  abcdefghij  ", "x".repeat(19), ` ${"x".repeat(20)} `];
  it.each([
    ["\\S", 1],
    ["\\S[\\s\\S]*\\S", 2],
    ["\\S[\\s\\S]{1,}\\S", 3],
    ["\\S[\\s\\S]{8,}\\S", 10],
    ["\\S[\\s\\S]{18,}\\S", 20],
  ] as const)("%s asks for %i", (pattern, min) => {
    expect(trimmedMinimum(pattern)).toBe(min);
    const re = new RegExp(pattern, "u");
    for (const s of samples) expect(re.test(s), JSON.stringify(s)).toBe(s.trim().length >= min);
  });

  it.each(["^\\S$", "\\{\\{title\\}\\}", "^[a-z0-9]+(-[a-z0-9]+)*$", "\\S+"])("%s is no trimmed minimum", (pattern) => {
    expect(trimmedMinimum(pattern)).toBeUndefined();
  });
});
