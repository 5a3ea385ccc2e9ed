import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RAW_TYPE_NAMES, schemaTypeFiles } from "../../../scripts/schema-types.ts";
import { SPEC_KINDS } from "../../../generator/load/load.ts";
import { projectRoot } from "../support/tmp-root.ts";

describe("raw types derived from the schemas (generator/model/raw/)", () => {
  it("are current: `npm run schema-types` would write nothing", async () => {
    const want = await schemaTypeFiles(join(projectRoot, "spec/schemas"));
    const dir = join(projectRoot, "generator/model/raw");
    const have = new Map(readdirSync(dir).map((n) => [n, readFileSync(join(dir, n), "utf8")]));
    expect([...have.keys()].sort(), "no stray or missing files").toEqual([...want.keys()].sort());
    for (const [name, text] of want) expect(have.get(name), `generator/model/raw/${name} is stale: run npm run schema-types`).toBe(text);
  }, 60_000);

  it("name a root type for every schema a spec kind follows", () => {
    const schemas = [...new Set(SPEC_KINDS.map((k) => k.schema))].sort();
    expect(schemas.filter((s) => !(s in RAW_TYPE_NAMES))).toEqual([]);
  });
});
