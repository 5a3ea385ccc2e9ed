import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rawTypeNames, schemaTypeFiles } from "../../../scripts/schema/schema-types.ts";
import { specFileRules } from "../../../generator/kinds/index.ts";
import { projectRoot } from "../support/tmp-root.ts";

describe("raw types derived from the schemas (model/raw/)", () => {
  it("are current: `npm run schema-types` would write nothing", async () => {
    const want = await schemaTypeFiles(join(projectRoot, "spec/schemas"));
    const dir = join(projectRoot, "model/raw");
    const have = new Map(readdirSync(dir).map((n) => [n, readFileSync(join(dir, n), "utf8")]));
    expect([...have.keys()].sort(), "no stray or missing files").toEqual([...want.keys()].sort());
    for (const [name, text] of want) expect(have.get(name), `model/raw/${name} is stale: run npm run schema-types`).toBe(text);
  }, 60_000);

  it("type a field by a model type (tsType) only where the model's union is exactly the field's enum", () => {
    const model = readFileSync(join(projectRoot, "model/content.ts"), "utf8");
    const unionOf = (name: string) => {
      const body = model.match(new RegExp(`export type ${name} =([^;]*);`))?.[1];
      return body ? [...body.matchAll(/"([^"]*)"/g)].map((m) => m[1]).sort() : null;
    };
    const found: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node))
        node.forEach((n, i) => {
          walk(n, `${where}[${i}]`);
        });
      else if (node && typeof node === "object") {
        const o = node as Record<string, unknown>;
        if (typeof o.tsType === "string") {
          found.push(where);
          expect(unionOf(o.tsType), `${where}: model/content.ts exports no union type ${o.tsType}`).not.toBeNull();
          expect([...((o.enum as string[]) ?? [])].sort(), `${where}: its enum and ${o.tsType} differ`).toEqual(unionOf(o.tsType));
        }
        for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`);
      }
    };
    const dir = join(projectRoot, "spec/schemas");
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".schema.json"))) walk(JSON.parse(readFileSync(join(dir, name), "utf8")), name);
    expect(found.length, "the artefact fields of case studies (2), projects, section slides and services, and a showcase item's format").toBe(6);
  });

  it("name a root type for every schema a spec kind follows, and one per schema of the section library", () => {
    const names = rawTypeNames(join(projectRoot, "spec/schemas"));
    const schemas = [...new Set(specFileRules().map((k) => k.schema))].sort();
    expect(schemas.filter((s) => !(s in names))).toEqual([]);
    expect(names["sections/rich-text.schema.json"]).toBe("RawRichTextSection");
    expect(new Set(Object.values(names).filter((n, i, all) => all.indexOf(n) !== i && !specFileRules().some((r) => r.rawType === n))).size).toBe(0);
  });
});
