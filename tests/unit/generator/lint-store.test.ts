/**
 * The house style's findings are kept on disk between processes (generator/kinds/style.ts, the
 * store's `lint` area): `npm run build` runs the generator in a process of its own, and a file
 * whose data, house style, names and schemas did not change is not linted again. Shown by a
 * finding written into the kept file: a fresh process reports it without linting the file.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { makeTmpRoot } from "../support/tmp-root.ts";

const root = makeTmpRoot();
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh generator (its modules loaded anew, as in a new process): the file of the kept findings and the run's warnings. */
async function freshRun() {
  vi.resetModules();
  const [{ generate }, { keptFindingsFile }] = await Promise.all([import("../../../generator/run.ts"), import("../../../generator/kinds/style.ts")]);
  const result = generate(root, { recordUrls: false });
  if (!result.ok) throw new Error(`the copy's spec has problems: ${result.diagnostics.map((d) => d.message).join("; ")}`);
  return { file: keptFindingsFile(join(root, "spec/schemas")), warnings: result.warnings.map((w) => w.message) };
}

describe("the house style's findings kept on disk", () => {
  it("are taken by the next process instead of linting the unchanged files again", { timeout: 120_000 }, async () => {
    const first = await freshRun();
    expect(first.file).toBeDefined();
    expect(first.warnings.join("\n")).not.toContain("Kept Finding Heading");
    const kept = JSON.parse(readFileSync(first.file!, "utf8")) as Record<string, { texts: unknown[] }>;
    const keys = Object.keys(kept);
    expect(keys.length).toBeGreaterThan(10); // every file of spec/ but the house style's own
    // A finding no lint would make, in every entry (a file has one by the names it holds and
    // one by every name): reported only if the entries are read.
    for (const key of keys)
      kept[key]!.texts.push({ path: ["kept"], text: "Kept Finding Heading", fixed: "Kept finding heading", words: [], headingCase: "sentence" });
    writeFileSync(first.file!, JSON.stringify(kept));
    const second = await freshRun();
    expect(second.file).toBe(first.file);
    expect(second.warnings.join("\n")).toContain("Kept Finding Heading");
  });
});
