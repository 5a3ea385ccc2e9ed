/**
 * The stages are handed the registry (docs/architecture.md#the-generator, "The stages are handed the registry"):
 * generator/run.ts builds it once and passes it to load, validate, normalize and emit, so no
 * module of those stages imports the kinds, which import the stages' helpers in turn. Read with
 * TypeScript's parser: every import and `import()` of every module under the four folders.
 * And `npm run generate -- --explain` prints the order the registry derives.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { explainOrder } from "../../../generator/kinds/index.ts";
import { MODEL_BARREL, modelBarrelSource } from "../../../generator/kinds/modules.mjs";
import { projectRoot } from "../support/tmp-root.ts";

const STAGES = ["load", "validate", "normalize", "emit"] as const;
const KINDS_DIR = join(projectRoot, "generator/kinds");

/** Every .ts module under a folder, recursively, as paths from the project root. */
function modulesUnder(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modulesUnder(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** One import of a module: what it names (resolved, from the project root) and whether it brings types only. */
interface Import {
  readonly target: string;
  readonly typeOnly: boolean;
}

/** The relative imports of a module (static, re-exports and `import()`), resolved. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(projectRoot, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const add = (spec: ts.Expression | undefined, typeOnly: boolean) => {
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith("."))
      out.push({ target: relative(projectRoot, resolve(dirname(join(projectRoot, file)), spec.text)), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      const onlyTypes =
        c?.isTypeOnly === true ||
        (c !== undefined &&
          c.name === undefined &&
          c.namedBindings !== undefined &&
          ts.isNamedImports(c.namedBindings) &&
          c.namedBindings.elements.length > 0 &&
          c.namedBindings.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier, onlyTypes);
    } else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("the stages are handed the registry", () => {
  it("no module of load, validate, normalize or emit imports the kinds (the type of a kind and of the registry only)", () => {
    const kindsDir = relative(projectRoot, KINDS_DIR);
    const reaching = STAGES.flatMap((stage) => modulesUnder(`generator/${stage}`)).flatMap((file) =>
      importsOf(file)
        .filter((i) => i.target.startsWith(`${kindsDir}/`) && !(i.typeOnly && i.target === join(kindsDir, "kind.ts")))
        .map((i) => `${file} imports ${i.target}${i.typeOnly ? "" : " (values)"}`),
    );
    expect(reaching, "pass what the stage needs of the registry down from generator/run.ts instead").toEqual([]);
    // Parsing some fifty modules: about a second idle, 18 s measured on a loaded machine.
  }, 60_000);

  it("finds the imports it looks for (a stage module that imports a kind's type, the registry that imports the kinds)", () => {
    expect(importsOf("generator/normalize/index.ts")).toContainEqual({ target: join("generator", "kinds", "kind.ts"), typeOnly: true });
    expect(importsOf("generator/kinds/index.ts")).toContainEqual({ target: join("generator", "kinds", "modules.gen.ts"), typeOnly: false });
    expect(importsOf("generator/run.ts")).toContainEqual({ target: join("generator", "kinds", "index.ts"), typeOnly: false });
  });

  it("the model re-exports the types of every kind that has some through a current barrel (generator/kinds/modules.mjs)", () => {
    expect(readFileSync(join(projectRoot, MODEL_BARREL), "utf8"), "run `npm run generate`: the barrel differs from the files of model/kinds/").toBe(
      modelBarrelSource(join(projectRoot, "model/kinds")),
    );
  });

  it("generate --explain prints the order of the kinds, with what each needs and gives", () => {
    expect(explainOrder()).toMatchInlineSnapshot(`
      "The kinds in the order their transforms run (generator/kinds/index.ts derives it):
      each stands after the kinds that give what it needs (the giver in parentheses), but for what
      it reads later (in compose, check or emit, after every kind's normalize and pages); every kind
      with pages stands before the kind that builds the route table; otherwise by name.

       1. clients            needs  nothing
                             gives  clients
       2. countries          needs  nothing
                             later  caseStudies (case-studies), site (site), people (people)
                             gives  offices, countries
                             pages  its records have pages, so it stands before the route table
       3. case-studies       needs  offices (countries)
                             gives  caseStudies, caseStudyScopes
                             pages  its records have pages, so it stands before the route table
       4. forms              needs  nothing
                             gives  forms
       5. people             needs  nothing
                             gives  people
       6. services-overview  needs  nothing
                             gives  servicesOverview
       7. site               needs  offices (countries)
                             gives  site, breakpoints, layout
       8. about              needs  site (site), people (people)
                             gives  about
       9. services           needs  site (site)
                             gives  categories, services
                             pages  its records have pages, so it stands before the route table
      10. home               needs  caseStudies (case-studies), caseStudyScopes (case-studies), categories (services)
                             gives  home
      11. projects           needs  categories (services), people (people)
                             gives  projects, projectsHero
                             pages  its records have pages, so it stands before the route table
      12. service-sections   needs  services (services), categories (services), site (site)
                             later  pages (routes)
                             gives  serviceSections
                             pages  its records have pages, so it stands before the route table
      13. routes             needs  site (site)
                             gives  routes, pages, notFoundMeta
                             table  builds the route table from the pages above
      14. pages              needs  routes (routes), forms (forms), people (people), site (site)
                             gives  sectionPages
      15. redirects          needs  routes (routes)
                             gives  urls
      16. style              needs  site (site), clients (clients), offices (countries), countries (countries), categories (services), services (services)
                             gives  nothing
      17. tech-page          needs  categories (services)
                             gives  tech"
    `);
  });
});
