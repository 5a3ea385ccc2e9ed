/**
 * The generator's text printer (generator/emit/print.ts `printTs`) lays a file out as ts-morph
 * laid out the same calls (`printTsStructured`), so generated/ stays byte for byte what it was:
 * statements one a line, an import after the imports, a blank line after an import added once
 * statements follow it, the shared values' import, the data literals spliced in.
 */
import { describe, expect, it } from "vitest";
import { type ImportSpec, type TsFile, dataFile, exportConst, importModel, printTs, printTsStructured, tsMorph } from "../../../generator/emit/print.ts";
import { emitForm, type FormIR, LINK_PATTERN } from "../../../generator/kinds/forms.ts";

/** The same calls on both printers: the two texts. */
function both(path: string, build: (f: TsFile) => void, shared?: Parameters<typeof printTs>[2]): [string, string] {
  return [printTs(path, build, shared).content, printTsStructured(path, build, shared).content];
}

const lucide: ImportSpec = { moduleSpecifier: "lucide-react", namedImports: ["Award", "Mail"] };

describe("the text printer prints what ts-morph printed", () => {
  it("imports first, then statements, one a line", () => {
    const [text, morph] = both("generated/a.ts", (f) => {
      f.addImportDeclaration(lucide);
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "lucide-react", namedImports: ["LucideIcon"] });
      f.addStatements("/** Icons. */\nexport const icons: Readonly<Record<string, LucideIcon>> = { Award, Mail };");
      f.addStatements("export function f(x: number): number {\n  return x;\n}");
    });
    expect(text).toBe(morph);
    expect(text.split("\n")[1]).toBe('import { Award, Mail } from "lucide-react";');
  });

  it("an import added after the statements: after the imports, a blank line before the statements", () => {
    const [text, morph] = both("generated/sub/b.ts", (f) => {
      importModel(f, ["Project", "Client"]);
      exportConst(f, "projects", [{ key: "a", n: 1 }], "readonly Project[]", "Projects.");
      f.addImportDeclaration({ moduleSpecifier: "./clients", namedImports: ["clientsByKey"] });
      exportConst(f, "limits", { max: 3, names: ["x", "y"] });
    });
    expect(text).toBe(morph);
    expect(text).toContain('import type { Project, Client } from "../../model/index.ts";\nimport { clientsByKey } from "./clients";\n\n/** One entry');
  });

  it("a file without imports, and one with nothing but its header", () => {
    for (const build of [(f: TsFile) => exportConst(f, "n", 3, "number", "A number."), () => {}]) {
      const [text, morph] = both("generated/c.ts", build);
      expect(text).toBe(morph);
    }
  });

  it("shared values printed as references, their import added", () => {
    const client = { key: "kfc", name: "KFC" };
    const shared = { from: "./clients", name: "clientsByKey", expressions: new Map<object, string>([[client, 'clientsByKey["kfc"]']]) };
    const consts = [{ name: "home", value: { clients: [client], heading: "$& $1 text" }, type: "HomePage", docs: "Home." }];
    expect(dataFile("generated/home.ts", ["HomePage"], consts, shared).content).toBe(
      printTsStructured(
        "generated/home.ts",
        (f) => {
          importModel(f, ["HomePage"]);
          for (const c of consts) exportConst(f, c.name, c.value, c.type, c.docs);
        },
        shared,
      ).content,
    );
  });
});

describe("a form's module printed as text, as ts-morph's structures printed it", () => {
  // Every rule that brings a statement of its own (email, link) and every kind of check.
  const spec = {
    id: "job-application",
    fields: [
      { name: "email", placeholder: null },
      { name: "portfolio", placeholder: null },
      { name: "phone", placeholder: null },
      { name: "role", placeholder: "Select role" },
    ],
    submit: { icon: "Send" },
    transport: { kind: "inbox" },
  };
  const rules = [
    { field: "email", rule: "required", arg: null, message: "Email is required" },
    { field: "email", rule: "email", arg: null, message: "Email is invalid" },
    { field: "portfolio", rule: "link", arg: null, message: "A web address, please" },
    { field: "phone", rule: "minDigits", arg: 7, message: "Too short" },
    { field: "role", rule: "chosen", arg: null, message: "Choose a role" },
  ];
  const form = { spec, rules } as unknown as FormIR;

  it("generated/forms/<id>.ts: types, data, patterns and the validator", () => {
    const text = emitForm(form).content;
    // The same declarations through ts-morph's structure API, as the generator printed them before.
    const morph = printTsStructured("generated/forms/job-application.ts", (f) => {
      const { VariableDeclarationKind } = tsMorph();
      importModel(f, ["FormSpec", "ValidationResult"]);
      f.addTypeAlias({
        isExported: true,
        name: "JobApplicationField",
        type: '"email" | "portfolio" | "phone" | "role"',
        docs: ["Field names of the job-application form."],
      });
      f.addTypeAlias({
        isExported: true,
        name: "JobApplicationValues",
        type: "Record<JobApplicationField, string>",
        docs: ["Values of the job-application form as typed."],
      });
      exportConst(
        f,
        "jobApplicationForm",
        spec,
        'FormSpec<JobApplicationField> & { readonly transport: { readonly kind: "inbox" } }',
        "The job-application form from spec/forms/job-application.yaml.",
      );
      f.addVariableStatement({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "EMAIL_PATTERN", initializer: String.raw`/^[^\s@]+@[^\s@]+\.[^\s@]+$/` }],
        docs: ["Text, @, text, dot, text."],
      });
      f.addVariableStatement({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "LINK_PATTERN", initializer: `/^(?:${LINK_PATTERN})$/` }],
        docs: ["http:// or https://, a host name with a dot, then any path, query or fragment; no spaces (the link rule)."],
      });
      const body = text.slice(text.indexOf("{\n  const v") + 2, text.lastIndexOf("\n}"));
      f.addFunction({
        isExported: true,
        name: "validateJobApplication",
        parameters: [{ name: "values", type: "JobApplicationValues" }],
        returnType: "ValidationResult<JobApplicationField>",
        docs: [
          "Checks the job-application form against its validation table, rules in order, first failure per field wins.\nReturns the trimmed values, or one message per failing field. Pure; never throws.",
        ],
        statements: body.split("\n").map((l) => l.slice(2)),
      });
    }).content;
    expect(text).toBe(morph);
    expect(text).toContain('if (errors.role === undefined && !(v.role !== "" && v.role !== "Select role")) errors.role = "Choose a role";');
  });
});
