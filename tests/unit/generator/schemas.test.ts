/**
 * The schemas of spec/schemas/ keep the promises of docs/architecture.md#the-generator (Validate): every
 * spec file names its schema for the editor, every object is closed, every property has a
 * description, and every free text is bounded: a maxLength, and a pattern that refuses empty
 * or spaces-only text. And the editor help (docs/architecture.md#editor-help-and-the-content-reference): a title and a
 * markdownDescription on every property, icon names that complete from the installed
 * lucide-react, snippets for the records content owners add most. And the shared
 * definitions (common.schema.json) and the icon names (icons.schema.json) written once, every
 * other schema referring to them with `$ref` across files, no editor mapping kept by hand.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LIST_IN_HINT, NotAllowed } from "../../../generator/diagnostics/catalogue.ts";
import { schemaFor } from "../../../generator/kinds/index.ts";
import { trimmedMinimum } from "../../../generator/validate/validate.ts";
import { lucideIconNames } from "../../../generator/load/icons.ts";
import { ICONS_SCHEMA, type RefNode, SHARED_SCHEMAS, type Scoped, followRef, nodeAt, refTarget } from "../../../generator/validate/schema-refs.ts";
import { projectRoot } from "../support/tmp-root.ts";
import { unplainTexts } from "../../../scripts/schema/schema-words.ts";
import type { SchemaNode } from "../../../scripts/schema/schema-lib.ts";
import { unplainWords } from "../../../editor/plain-words.ts";

const spec = join(projectRoot, "spec");
const schemaDir = join(spec, "schemas");
const yamlFiles = (readdirSync(spec, { recursive: true }) as string[])
  .map((f) => f.split("\\").join("/"))
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
/** Every schema, the section library's (spec/schemas/sections/) named "sections/<kind>.schema.json". */
const schemaFiles = [
  ...readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")),
  ...readdirSync(join(schemaDir, "sections"))
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => `sections/${f}`),
].sort();

describe("spec file schema headers", () => {
  /**
   * Editors (yaml-language-server) read the first line; the generator picks the schema by path
   * (the file rules of generator/kinds/). Both must name the same existing file, whose $id is
   * that file's name.
   */
  it.each(yamlFiles)("spec/%s names its schema on its first line", (file) => {
    const first = readFileSync(join(spec, file), "utf8")
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)[0];
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
    // defaultSnippets hold records (what a content owner writes), not schemas.
    if (k === "if" || k === "then" || k === "else" || k === "enum" || k === "const" || k === "required" || k === "defaultSnippets") continue;
    if (k === "properties" || k === "definitions") {
      for (const [name, sub] of Object.entries(v as Node)) yield* nodes(sub, `${pointer}/${k}/${name}`);
    } else yield* nodes(v, `${pointer}/${k}`);
  }
}

/**
 * A node as it validates: the keywords of the definition its `$ref` points at (in this schema or
 * a shared one), then its own (a field's own bounds beside a shared slug or heading); the node
 * itself without a `$ref`, or when the reference finds nothing (a rule below reports that).
 */
function withRef(schema: Node, file: string, node: Node): Node {
  if (typeof node.$ref !== "string") return node;
  const target = followRef({ node: node as Node & RefNode, schema: file, root: schema as RefNode }, (n) => (n === file ? (schema as RefNode) : loadSchema(n)));
  return target.node === node ? node : { ...target.node, ...node };
}

/** One rule of the lint: the offending pointers of a schema, each with what is wrong. */
type Rule = (schema: Node, file: string) => string[];

const RULES: readonly (readonly [string, Rule])[] = [
  [
    "every object is closed (additionalProperties: false, or a map with propertyNames)",
    (schema) =>
      [...nodes(schema)]
        .filter(([, n]) => n.type === "object" || "properties" in n)
        .filter(([, n]) => n.additionalProperties !== false && !(typeof n.additionalProperties === "object" && "propertyNames" in n))
        .map(([p]) => `${p}: add "additionalProperties": false`),
  ],
  [
    "every property has a description",
    (schema) =>
      [...nodes(schema)].flatMap(([p, n]) =>
        Object.entries((n.properties as Record<string, Node> | undefined) ?? {})
          .filter(([, sub]) => typeof sub.description !== "string" || sub.description.trim() === "")
          .map(([name]) => `${p}/properties/${name}: add a "description"`),
      ),
  ],
  [
    "every property has a title (the heading of its hover)",
    (schema) =>
      [...nodes(schema)].flatMap(([p, n]) =>
        Object.entries((n.properties as Record<string, Node> | undefined) ?? {})
          .filter(([, sub]) => typeof sub.title !== "string" || sub.title.trim() === "")
          .map(([name]) => `${p}/properties/${name}: add a "title" (npx tsx scripts/schema/schema-annotate.ts makes one from the key)`),
      ),
  ],
  [
    "every property has a markdownDescription that starts with its description",
    (schema) =>
      [...nodes(schema)].flatMap(([p, n]) =>
        Object.entries((n.properties as Record<string, Node> | undefined) ?? {})
          .filter(([, sub]) => typeof sub.markdownDescription !== "string" || !sub.markdownDescription.startsWith(String(sub.description ?? "")))
          .map(
            ([name]) =>
              `${p}/properties/${name}: ${"markdownDescription" in (n.properties as Record<string, Node>)[name] ? "the markdownDescription no longer starts with the description" : 'add a "markdownDescription"'} (npx tsx scripts/schema/schema-annotate.ts remakes it)`,
          ),
      ),
  ],
  [
    "no description holds an HTML tag (hovers and docs/content/ read descriptions as Markdown)",
    (schema) =>
      [...nodes(schema)].filter(([, n]) => typeof n.description === "string" && /<[A-Za-z/!]/.test(n.description)).map(([p]) => `${p}: write the tag in words`),
  ],
  [
    "every icon name refers to the icon list",
    (schema) =>
      [...nodes(schema)]
        .filter(([, n]) => n.type === "string" && n.pattern === "^[A-Z][A-Za-z0-9]*$")
        .map(
          ([p]) =>
            `${p}: write { "$ref": "icons.schema.json#/definitions/icon" } ("../icons.schema.json#/…" from sections/; npx tsx scripts/schema/schema-annotate.ts does it), so the editor completes icon names`,
        ),
  ],
  [
    "every free text has a maxLength",
    (schema, file) =>
      [...nodes(schema)]
        .map(([p, n]) => [p, withRef(schema, file, n)] as const)
        .filter(([, n]) => isFreeText(n) && typeof n.maxLength !== "number")
        .map(([p]) => `${p}: add a "maxLength"`),
  ],
  [
    "every free text refuses blank text with its pattern",
    (schema, file) =>
      [...nodes(schema)]
        .map(([p, n]) => [p, withRef(schema, file, n)] as const)
        .filter(([p, n]) => isFreeText(n) && !(`${file}${p}` in MAY_BE_BLANK))
        .filter(([, n]) => typeof n.pattern !== "string" || BLANKS.some((b) => new RegExp(n.pattern as string, "u").test(b)))
        .map(([p]) => `${p}: add a "pattern" such as "\\\\S" (or "\\\\S[\\\\s\\\\S]{n,}\\\\S" for at least n + 2 characters)`),
  ],
  [
    "a trimmed minimum and its minLength agree",
    (schema, file) =>
      [...nodes(schema)].flatMap(([p, node]) => {
        const n = withRef(schema, file, node);
        const min = typeof n.pattern === "string" && isFreeText(n) ? trimmedMinimum(n.pattern) : undefined;
        return min !== undefined && n.minLength !== min
          ? [`${p}: the pattern asks for ${min} characters, so "minLength" must be ${min} (found ${String(n.minLength)})`]
          : [];
      }),
  ],
  [
    "every title and description a person reads is in plain words (the developer's wording goes in $comment)",
    (schema, file) =>
      unplainTexts(schema as SchemaNode, file).map(
        (t) =>
          `${t.pointer}: ${t.broken.join(", ")} in "${t.text.slice(0, 80)}": write it for the person (CONTRIBUTING.md, "A property's label and help") and keep the developer's wording in "$comment"`,
      ),
  ],
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
    [
      "a property without description",
      { type: "object", additionalProperties: false, properties: { a: { type: "boolean" } } },
      1,
      ['#/properties/a: add a "description"'],
    ],
    ["a text without maxLength", { definitions: { t: { type: "string", pattern: "\\S" } } }, 6, ['#/definitions/t: add a "maxLength"']],
    [
      "a text that may be spaces only",
      { definitions: { t: { type: "string", minLength: 1, maxLength: 9 } } },
      7,
      ['#/definitions/t: add a "pattern" such as "\\\\S" (or "\\\\S[\\\\s\\\\S]{n,}\\\\S" for at least n + 2 characters)'],
    ],
    [
      "a minLength that disagrees with the pattern",
      { definitions: { t: { type: "string", minLength: 2, maxLength: 9, pattern: "\\S[\\s\\S]{8,}\\S" } } },
      8,
      ['#/definitions/t: the pattern asks for 10 characters, so "minLength" must be 10 (found 2)'],
    ],
    ["a slug is a form, not free text", { definitions: { s: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" } } }, 6, []],
    [
      "a 'Heading: body' pattern is still free text",
      { definitions: { r: { type: "string", pattern: "^\\s*[^:\\s][^:]*:\\s*\\S" } } },
      6,
      ['#/definitions/r: add a "maxLength"'],
    ],
    [
      "a property without title",
      { type: "object", additionalProperties: false, properties: { a: { description: "A.", markdownDescription: "A.", type: "boolean" } } },
      2,
      ['#/properties/a: add a "title" (npx tsx scripts/schema/schema-annotate.ts makes one from the key)'],
    ],
    [
      "a property without markdownDescription",
      { type: "object", additionalProperties: false, properties: { a: { title: "A", description: "A.", type: "boolean" } } },
      3,
      ['#/properties/a: add a "markdownDescription" (npx tsx scripts/schema/schema-annotate.ts remakes it)'],
    ],
    [
      "a markdownDescription left behind by its description",
      { properties: { a: { title: "A", description: "New.", markdownDescription: "Old.\n\nExample: `true`" } } },
      3,
      ["#/properties/a: the markdownDescription no longer starts with the description (npx tsx scripts/schema/schema-annotate.ts remakes it)"],
    ],
    [
      "an icon field without the list",
      {
        definitions: {
          card: {
            properties: { icon: { title: "Icon", description: "An icon.", markdownDescription: "An icon.", type: "string", pattern: "^[A-Z][A-Za-z0-9]*$" } },
          },
        },
      },
      5,
      [
        '#/definitions/card/properties/icon: write { "$ref": "icons.schema.json#/definitions/icon" } ("../icons.schema.json#/…" from sections/; npx tsx scripts/schema/schema-annotate.ts does it), so the editor completes icon names',
      ],
    ],
    [
      "a description with an HTML tag",
      { properties: { hero: { title: "Hero", description: "The page's one <h1>.", markdownDescription: "The page's one <h1>." } } },
      4,
      ["#/properties/hero: write the tag in words"],
    ],
  ] as const)("catches %s", (_name, schema, rule, want) => {
    expect(RULES[rule][1](schema as Node, "test.schema.json")).toEqual(want);
  });
});

describe("plain words: what a content owner reads names no file, command, index or developer's jargon", () => {
  it.each([
    ["Key of a client of spec/clients.yaml.", ["file path"]],
    ["One case study (see § Case study full).", ["section sign"]],
    [`Kept while the copies carry it (issue ${31}).`, ["issue number"]],
    ["`npm run dev` shows it with a draft marker.", ["command", "code mark"]],
    ["Unique id, kebab-case.", ["naming style"]],
    ["Name of a lucide icon in PascalCase.", ["naming style"]],
    ["BCP 47 language of the site's text.", ["language tag standard"]],
    ['studies[0] "uap".figures[2]', ["list index"]],
    ["(root)", ["root path"]],
    ["banner.cta and whatWeOffer.services", ["instance path"]],
    ["Slug of a service.", ["slug"]],
    ["Name (the route id, e.g. careers)", ["route id"]],
    ["[plugin:blu-spec-watch] set server.hmr.overlay to false in vite.config.ts", ["file path", "plugin or config"]],
    ["Bad request: not changed", ["request jargon"]],
    ["The line naming the address; {{slug}} is filled in.", []],
    ["A short name, such as media-buying, for www.example.com (e.g. 40%).", []],
  ] as const)("%s", (text, want) => {
    expect(unplainWords(text)).toEqual(want);
  });

  it("names what is wrong and where the developer's wording goes", () => {
    expect(
      RULES.at(-1)![1]({ properties: { brand: { title: "Brand", description: "Key of the client in spec/clients.yaml." } } }, "x.schema.json"),
    ).toMatchInlineSnapshot(`
        [
          "#/properties/brand/description: file path in "Key of the client in spec/clients.yaml.": write it for the person (CONTRIBUTING.md, "A property's label and help") and keep the developer's wording in "$comment"",
        ]
      `);
  });
});

// ── Editor help ──────────────────────────────────────────────────────────────

const readSchema = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as Node;

describe("icon names complete in the editor", () => {
  const icons = lucideIconNames(projectRoot);

  it("reads lucide-react's icons and their older names, without the Icon and Lucide spellings", () => {
    expect(icons.length).toBeGreaterThan(1000);
    expect(icons).toEqual([...icons].sort());
    expect(icons).toEqual(expect.arrayContaining(["Target", "BadgeDollarSign", "TrendingUp", "BarChart"]));
    expect(icons).not.toContain("TargetIcon");
    expect(icons).not.toContain("LucideTarget");
  });

  /**
   * Fails after an upgrade of lucide-react until the one list is rewritten: run
   * `npx tsx scripts/schema/schema-annotate.ts`, then `npm run schema-types` and `npm run docs`.
   */
  it(`${ICONS_SCHEMA}, the one list of icon names, lists exactly the icons of the installed lucide-react`, () => {
    const listed = ((readSchema(ICONS_SCHEMA).definitions as Record<string, Node>).icon.enum ?? []) as string[];
    const missing = icons.filter((n) => !listed.includes(n));
    const extra = listed.filter((n) => !icons.includes(n));
    expect({ missing: missing.slice(0, 20), extra: extra.slice(0, 20) }, `spec/schemas/${ICONS_SCHEMA}: run npx tsx scripts/schema/schema-annotate.ts`).toEqual(
      {
        missing: [],
        extra: [],
      },
    );
    expect(listed).toEqual(icons);
  });

  it("no other schema lists icon names: icon fields refer to the one list", () => {
    const listing = schemaFiles.filter((f) => f !== ICONS_SCHEMA && /"(BadgeDollarSign|TrendingUp)"/.test(readFileSync(join(schemaDir, f), "utf8")));
    expect(listing).toEqual([]);
    const referring = schemaFiles.filter((f) => readFileSync(join(schemaDir, f), "utf8").includes(`${ICONS_SCHEMA}#/definitions/icon"`));
    expect(referring.length).toBeGreaterThan(5);
  });
});

// ── Shared definitions ────────────────────────────────────────────────────────

/** A schema of spec/schemas/ by name, parsed; undefined when there is none. */
const loadSchema = (name: string): RefNode | undefined => (schemaFiles.includes(name) ? (readSchema(name) as RefNode) : undefined);

/** Every `$ref` of a schema, with its JSON pointer (defaultSnippets, enum and const hold data, not schemas). */
function refsOf(node: unknown, pointer = "#"): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((n, i) => refsOf(n, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]): [string, string][] =>
    k === "$ref" && typeof v === "string" ? [[pointer, v]] : k === "defaultSnippets" || k === "enum" || k === "const" ? [] : refsOf(v, `${pointer}/${k}`),
  );
}

/** A definition as it validates: without what only editors and docs read. */
const shape = (node: unknown): string =>
  JSON.stringify(node, (k, v) => (k === "title" || k === "description" || k === "markdownDescription" || k === "defaultSnippets" ? undefined : v));

/** Definitions that validate like a shared one on purpose, by schema and pointer, with the reason. */
const SAME_SHAPE: Readonly<Record<string, string>> = {
  "style.schema.json#/definitions/word":
    "a word or phrase of the house style is no label: the heading-case lint checks every text that refers to the shared label",
};

describe("shared definitions, written once (spec/schemas/common.schema.json, icons.schema.json)", () => {
  const shared = new Map(SHARED_SCHEMAS.map((n) => [n, (readSchema(n).definitions ?? {}) as Record<string, Node>]));

  it("are each a schema of spec/schemas/ that no spec file follows on its own", () => {
    for (const name of SHARED_SCHEMAS) {
      expect(schemaFiles).toContain(name);
      expect(readSchema(name).$id).toBe(name);
      expect(yamlFiles.map((f) => schemaFor(f))).not.toContain(name);
    }
  });

  it.each(schemaFiles)("%s: every $ref finds its target, and one across files points into a shared schema", (file) => {
    const wrong = refsOf(readSchema(file)).flatMap(([pointer, ref]) => {
      const t = refTarget(file, ref);
      const root = loadSchema(t.schema);
      if (t.schema !== file && !SHARED_SCHEMAS.includes(t.schema)) return [`${pointer}: "${ref}" refers to ${t.schema}, which is not a shared schema`];
      return root && nodeAt(root, t.pointer) ? [] : [`${pointer}: "${ref}" points at nothing`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(schemaFiles.filter((f) => !SHARED_SCHEMAS.includes(f)))("%s keeps no copy of a shared definition", (file) => {
    const own = (readSchema(file).definitions ?? {}) as Record<string, Node>;
    const copies = Object.entries(own).flatMap(([name, node]) =>
      [...shared].flatMap(([schema, defs]) =>
        Object.entries(defs)
          .filter(([sharedName, def]) => sharedName === name || (shape(def) === shape(node) && !(`${file}#/definitions/${name}` in SAME_SHAPE)))
          .map(([sharedName]) => `#/definitions/${name}: refer to "${schema}#/definitions/${sharedName}" instead`),
      ),
    );
    expect(copies).toEqual([]);
  });

  it("name no definition twice across the shared schemas", () => {
    const names = [...shared.values()].flatMap((d) => Object.keys(d));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

describe("validate/enum hints stay readable for long lists", () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
  it("spell out a list of up to LIST_IN_HINT values", () => {
    expect(NotAllowed.hint({ value: "x", suffix: "", allowed: values(LIST_IN_HINT) })).toBe(`one of: ${values(LIST_IN_HINT).join(", ")}`);
  });
  it("describe and count a longer one (the icon names)", () => {
    expect(NotAllowed.hint({ value: "x", suffix: "", allowed: values(2399), description: "Name of a lucide icon." })).toMatchInlineSnapshot(
      `"Name of a lucide icon. It must be one of 2,399 names; the YAML extension completes them in the editor."`,
    );
    expect(NotAllowed.hint({ value: "x", suffix: "", allowed: values(LIST_IN_HINT + 1) })).toMatchInlineSnapshot(
      `"It must be one of 25 names; the YAML extension completes them in the editor."`,
    );
  });
});

/** Where the records content owners add most are described, and what a snippet of each must hold. */
const SNIPPETS: readonly (readonly [string, string, string])[] = [
  ["a practice", "service-categories.schema.json", "#/properties/categories/items"],
  ["a service", "service-catalogue.schema.json", "#/definitions/service"],
  ["a case study", "case-studies.schema.json", "#/properties/studies/items"],
  ["a project", "projects.schema.json", "#/properties/projects/items"],
  ["a person (whom the about page, the country teams and the projects name by key)", "people.schema.json", "#/properties/people/items"],
  ["an office", "sections/offices.schema.json", "#/properties/items/items"],
];

/** A schema node in the schema it sits in, where its `$ref`s resolve. */
type At = Scoped<Node & RefNode>;

/** The node at a JSON pointer of a schema, following a last `$ref` (into a shared schema too). */
function at(file: string, pointer: string): At {
  const root = readSchema(file) as Node & RefNode;
  return followRef({ node: nodeAt(root, pointer) as Node & RefNode, schema: file, root }, loadSchema);
}

/** The keys a snippet body must have and may have at every level, checked against the schema. */
function bodyProblems(here: At, body: unknown, path: string): string[] {
  const node = here.node;
  if (Array.isArray(body))
    return node.items
      ? body.flatMap((b, i) => bodyProblems(deref(here, node.items as Node), b, `${path}[${i}]`))
      : [`${path}: a list where the schema has none`];
  if (!body || typeof body !== "object") return [];
  const props = (node.properties ?? {}) as Record<string, Node>;
  const keys = Object.keys(body);
  return [
    ...((node.required ?? []) as string[]).filter((k) => !keys.includes(k)).map((k) => `${path}: lacks the required "${k}"`),
    ...keys.filter((k) => !(k in props)).map((k) => `${path}: "${k}" is not a field here`),
    ...keys.filter((k) => k in props).flatMap((k) => bodyProblems(deref(here, props[k]), (body as Record<string, unknown>)[k], `${path}.${k}`)),
  ];
}

/** A child node of `here` with its `$ref`s followed. */
function deref(here: At, node: Node): At {
  return followRef({ ...here, node: node as Node & RefNode }, loadSchema);
}

describe("snippets for the records content owners add most (defaultSnippets)", () => {
  it.each(SNIPPETS)("%s: %s %s offers a complete record", (_what, file, pointer) => {
    const here = at(file, pointer);
    const node = here.node;
    const snippets = node.defaultSnippets as { label?: unknown; description?: unknown; body?: unknown }[] | undefined;
    expect(snippets, `${file}${pointer}: add "defaultSnippets"`).toBeInstanceOf(Array);
    for (const s of snippets!) {
      expect(typeof s.label === "string" && typeof s.description === "string", "every snippet has a label and a description").toBe(true);
      expect(bodyProblems(here, s.body, "body")).toEqual([]);
      const text = JSON.stringify(s.body);
      const numbers = [...text.matchAll(/\$\{?(\d+)/g)].map((m) => Number(m[1])).filter((n) => n > 0);
      const first = [...new Set(numbers)];
      expect(first, "placeholders are numbered 1, 2, 3… in the order they first appear").toEqual(first.map((_, i) => i + 1));
    }
  });
});

describe("VS Code settings (.vscode/)", () => {
  const settings = JSON.parse(readFileSync(join(projectRoot, ".vscode/settings.json"), "utf8")) as Record<string, unknown>;
  const extensions = JSON.parse(readFileSync(join(projectRoot, ".vscode/extensions.json"), "utf8")) as { recommendations: string[] };

  it("recommend the YAML extension", () => {
    expect(extensions.recommendations).toContain("redhat.vscode-yaml");
  });

  it("map no spec file to a schema: each names its own on its first line (above), so a new kind needs no line here", () => {
    expect(settings["yaml.schemas"], 'remove "yaml.schemas" from .vscode/settings.json: every spec file names its schema').toBeUndefined();
    expect(settings["yaml.validate"]).toBe(true);
  });
});

describe("trimmedMinimum: the text patterns count characters without the spaces at either end", () => {
  const samples = [
    "",
    " ",
    "\t\n",
    "a",
    " a ",
    "ab",
    "a b",
    " ab ",
    "a  b",
    "abc",
    "\u00a0abc\u00a0",
    "a        b",
    " abcdefghi ",
    "abcdefghij",
    "  abcdefghij  ",
    "x".repeat(19),
    ` ${"x".repeat(20)} `,
  ];
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
