/**
 * The generator's text printer (generator/emit/print.ts `printTs`) lays a file out as ts-morph
 * laid out the same calls (`printTsStructured`), so generated/ stays byte for byte what it was:
 * statements one a line, an import after the imports, a blank line after an import added once
 * statements follow it, the shared values' import, the data literals spliced in.
 */
import { describe, expect, it } from "vitest";
import { type ImportSpec, type TsFile, dataFile, exportConst, importModel, printTs, printTsStructured } from "../../../generator/emit/print.ts";

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
