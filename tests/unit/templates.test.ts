import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { type CompiledTemplate, type TemplatePart, compileTemplate, renderParts, templateToTs } from "../../generator/normalize/templates.ts";

/** Compiles and expects success; returns the parts. */
function partsOf(source: string, allowed: readonly string[]): readonly TemplatePart[] {
  const t = compileTemplate(source, allowed);
  if (!t.ok) throw new Error(`expected ${JSON.stringify(source)} to compile, got: ${t.problem.entry.code}`);
  return t.parts;
}

/** Compiles and expects failure; returns message and hint. */
function failureOf(source: string, allowed: readonly string[]): { message: string; hint: string } {
  const t: CompiledTemplate = compileTemplate(source, allowed);
  if (t.ok) throw new Error(`expected ${JSON.stringify(source)} to be refused`);
  const { entry, args } = t.problem;
  return { message: entry.message(args as never), hint: entry.hint(args as never) ?? "" };
}

/**
 * Turns the TypeScript emitted by templateToTs into a real function: transpiles it with the
 * TypeScript compiler bundled in ts-morph (typescript 7 in node_modules has no JS API), then
 * evaluates the JavaScript.
 */
function evalTs(source: string): (v?: Record<string, string | number>) => string {
  const js = ts.transpileModule(`const fn = ${source};`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    reportDiagnostics: true,
  });
  expect(js.diagnostics ?? []).toEqual([]);
  return new Function(`${js.outputText}\nreturn fn;`)() as (v?: Record<string, string | number>) => string;
}

describe("compileTemplate", () => {
  it.each<[string, { given: string; allowed: string[]; want: { parts: TemplatePart[]; variables: string[] } }]>([
    ["plain text", { given: "Media Services", allowed: ["title"], want: { parts: [{ text: "Media Services" }], variables: [] } }],
    ["text with a lone brace", { given: "a { b } c", allowed: [], want: { parts: [{ text: "a { b } c" }], variables: [] } }],
    ["one placeholder", { given: "{{title}}", allowed: ["title"], want: { parts: [{ variable: "title" }], variables: ["title"] } }],
    [
      "several placeholders",
      {
        given: "{{title}} | {{brand}} Media Services",
        allowed: ["title", "brand"],
        want: { parts: [{ variable: "title" }, { text: " | " }, { variable: "brand" }, { text: " Media Services" }], variables: ["title", "brand"] },
      },
    ],
    [
      "repeated placeholder is listed once",
      {
        given: "{{name}} and {{name}}",
        allowed: ["name"],
        want: { parts: [{ variable: "name" }, { text: " and " }, { variable: "name" }], variables: ["name"] },
      },
    ],
    ["comment is dropped", { given: "{{! a note }}Hi", allowed: [], want: { parts: [{ text: "Hi" }], variables: [] } }],
  ])("%s", (_name, { given, allowed, want }) => {
    const t = compileTemplate(given, allowed);
    expect(t).toEqual({ ok: true, ...want });
  });

  it("refuses an unknown placeholder and suggests the closest allowed one", () => {
    expect(failureOf("{{titel}} | {{brand}} Media Services", ["title", "brand"])).toMatchInlineSnapshot(`
      {
        "hint": "placeholders here: {{title}}, {{brand}}",
        "message": "uses the unknown placeholder {{titel}}; did you mean {{title}}?",
      }
    `);
  });

  it("refuses an unknown placeholder without a guess when nothing is close", () => {
    expect(failureOf("{{year}}", ["title", "brand"])).toMatchInlineSnapshot(`
      {
        "hint": "placeholders here: {{title}}, {{brand}}",
        "message": "uses the unknown placeholder {{year}}",
      }
    `);
  });

  it("says so when the text takes no placeholders at all", () => {
    expect(failureOf("Looking for {{slug}}", [])).toMatchInlineSnapshot(`
      {
        "hint": "this text takes no placeholders",
        "message": "uses the unknown placeholder {{slug}}",
      }
    `);
  });

  it("refuses a helper", () => {
    expect(failureOf("{{upper title}}", ["title"])).toMatchInlineSnapshot(`
      {
        "hint": "only plain placeholders are allowed: {{title}}",
        "message": "uses a Handlebars helper, block or partial",
      }
    `);
  });

  it("refuses a block", () => {
    expect(failureOf("{{#if x}}shown{{/if}}", ["x"])).toMatchInlineSnapshot(`
      {
        "hint": "only plain placeholders are allowed: {{x}}",
        "message": "uses a Handlebars helper, block or partial",
      }
    `);
  });

  it("refuses invalid syntax", () => {
    expect(failureOf("{{title", ["title"])).toMatchInlineSnapshot(`
      {
        "hint": "placeholders are written {{name}}",
        "message": "has a {{ without its }}",
      }
    `);
  });
});

describe("renderParts", () => {
  it.each<[string, { given: string; values: Record<string, string>; want: string }]>([
    [
      "page title",
      { given: "{{title}} | {{brand}} Media Services", values: { title: "Media Buying", brand: "BLU" }, want: "Media Buying | BLU Media Services" },
    ],
    ["no placeholders", { given: "Plain", values: {}, want: "Plain" }],
    ["repeated placeholder", { given: "{{a}}-{{a}}", values: { a: "x" }, want: "x-x" }],
    ["missing value renders empty", { given: "[{{a}}]", values: {}, want: "[]" }],
  ])("%s", (_name, { given, values, want }) => {
    expect(renderParts(partsOf(given, Object.keys(values).length ? Object.keys(values) : ["a"]), values)).toBe(want);
  });
});

describe("templateToTs", () => {
  it("emits a typed one-parameter function when nothing is fixed", () => {
    const src = templateToTs(partsOf("Looking for: {{slug}}", ["slug"]), {});
    expect(src).toMatchInlineSnapshot(`"(v: { readonly slug: string | number }): string => "Looking for: " + String(v.slug)"`);
    const fn = evalTs(src);
    expect(fn({ slug: "media-buyin" })).toBe("Looking for: media-buyin");
    expect(fn({ slug: 42 })).toBe("Looking for: 42");
  });

  it("binds fixed values at generation time and merges adjacent literals", () => {
    const fullName = "BLU Integrated Marketing Communications";
    const src = templateToTs(partsOf("© {{year}} {{fullName}}.", ["year", "fullName"]), { fullName });
    expect(src).toMatchInlineSnapshot(
      `"(v: { readonly year: string | number }): string => "© " + String(v.year) + " BLU Integrated Marketing Communications.""`,
    );
    expect(evalTs(src)({ year: 2026 })).toBe("© 2026 BLU Integrated Marketing Communications.");
  });

  it("emits a no-argument function when every value is fixed", () => {
    const src = templateToTs(partsOf("Why Choose {{brand}}?", ["brand"]), { brand: "BLU" });
    expect(src).toMatchInlineSnapshot(`"(): string => "Why Choose BLU?""`);
    expect(evalTs(src)()).toBe("Why Choose BLU?");
  });

  it("emits an empty string for an empty template", () => {
    const src = templateToTs(partsOf("", []), {});
    expect(src).toMatchInlineSnapshot(`"(): string => """`);
    expect(evalTs(src)()).toBe("");
  });

  it("lists each parameter once, in order of first use", () => {
    const src = templateToTs(partsOf("{{b}}{{a}}{{b}}", ["a", "b"]), {});
    expect(src).toMatchInlineSnapshot(`"(v: { readonly b: string | number; readonly a: string | number }): string => String(v.b) + String(v.a) + String(v.b)"`);
    expect(evalTs(src)({ a: "1", b: "2" })).toBe("212");
  });

  it("escapes quotes, backslashes, template syntax and newlines in literals and fixed values", () => {
    const text = 'He said "hi" \\ ${x} `tick`\n</script> ';
    const src = templateToTs(partsOf(`${text}{{who}} {{brand}}`, ["who", "brand"]), { brand: 'B"L\\U' });
    expect(evalTs(src)({ who: "you" })).toBe(`${text}you B"L\\U`);
  });
});
