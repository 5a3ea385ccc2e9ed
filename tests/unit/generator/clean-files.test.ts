/**
 * The record of clean files (generator/write/clean-files.ts): a run with it writes and reports
 * exactly what a run without it does, reads back the files that did not change, and never keeps
 * a file that had a problem or an entry made with other schemas or other code.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import { type GenerateResult, generate } from "../../../generator/run.ts";
import { type CleanFiles, cleanFiles } from "../../../generator/write/clean-files.ts";
import { cacheDir } from "../../../lib/cache-store.mjs";
import { editOnce, scrub, tmpRoots } from "../support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000 });

const tmpRoot = tmpRoots();

/** The files of spec/ the generator loads (the schemas are not spec files), relative to the root. */
function specFiles(root: string): string[] {
  return (readdirSync(join(root, "spec"), { recursive: true }) as string[])
    .filter((f) => f.endsWith(".yaml") && !f.startsWith("schemas"))
    .map((f) => `spec/${f.split("\\").join("/")}`)
    .sort();
}

/** The project's record, counting what it reads back and what it is asked to keep. */
function counted(root: string): CleanFiles & { readonly hits: string[]; readonly puts: string[] } {
  const record = cleanFiles(root);
  if (!record) throw new Error("no record of clean files for the temporary project");
  const hits: string[] = [];
  const puts: string[] = [];
  return {
    hits,
    puts,
    get(file, source) {
      const found = record.get(file, source);
      if (found) hits.push(file);
      return found;
    },
    put(file, source, data) {
      puts.push(file);
      record.put(file, source, data);
    },
  };
}

/** What a run gives, as a test compares it: its files, or its problems as a person reads them. */
const outcome = (result: GenerateResult, root: string) =>
  result.ok ? result.files.map((f) => `${f.path} ${f.content.length}`) : scrub(formatDiagnostics(result.diagnostics), root);

// The temporary projects share the project's store (their node_modules/ is a link to it), whose
// entries are keyed by content: an entry may be there from an earlier run of these tests, so
// each edit is made unique, and a second run reads back in a project of its own (a file's bytes
// unchanged in the same process are taken from load's own memory first).
describe("the record of clean files", () => {
  it("a run with it writes what a run without it writes, and a later run reads back every file", () => {
    const root = tmpRoot({ frozen: true });
    const files = specFiles(root);
    const first = counted(root);
    const withoutRecord = generate(root);
    const recording = generate(root, { cleanFiles: first });
    expect([...first.hits, ...first.puts].sort()).toEqual(files);
    const again = tmpRoot({ frozen: true });
    const second = counted(again);
    const reading = generate(again, { cleanFiles: second });
    expect(second.hits.sort()).toEqual(files);
    expect(second.puts).toEqual([]);
    expect(reading.ok && withoutRecord.ok && recording.ok).toBe(true);
    if (!reading.ok || !withoutRecord.ok || !recording.ok) return;
    expect(reading.files).toEqual(withoutRecord.files);
    expect(recording.files).toEqual(withoutRecord.files);
    expect(reading.warnings).toEqual(withoutRecord.warnings);
  });

  it("an edited file is parsed and validated again; its problem, and a problem it makes in a file read back, are reported as without the record, and nothing is kept", () => {
    const recorded = tmpRoot({ frozen: true });
    generate(recorded, { cleanFiles: counted(recorded) });
    const token = randomUUID();
    const clients = "spec/clients.yaml";
    const cases: readonly (readonly [string, string, string, string])[] = [
      // A value its schema refuses.
      [clients, 'colours: { primary: "#f37021", secondary: "#003a79" }', `colours: { primary: "orange ${token}", secondary: "#003a79" }`, "is not valid here"],
      // A key others name: the problems are in the files that name it, read back from the record.
      [clients, "  - key: access-bank\n", `  - key: access-bank-${token}\n`, "access-bank"],
      // YAML that does not parse.
      [clients, "clients:\n", `clients:\n  oops ${token}\n`, "clients.yaml"],
      // A section its own schema refuses, on a page of sections (the sections' schemas are compiled for it).
      ["spec/pages/newsletter.yaml", "    columns: 3\n", `    columns: 3\n    colour: ${token}\n`, "colour"],
    ];
    for (const [file, from, to, says] of cases) {
      const root = tmpRoot({ frozen: true });
      editOnce(root, file, from, to);
      const record = counted(root);
      const withRecord = generate(root, { cleanFiles: record });
      const without = generate(root);
      expect(withRecord.ok, to).toBe(false);
      expect(outcome(withRecord, root)).toEqual(outcome(without, root));
      expect(outcome(withRecord, root)).toContain(says);
      expect(record.hits).not.toContain(file);
      expect(record.hits.length).toBe(specFiles(root).length - 1);
      expect(record.puts).toEqual([]);
    }
    // Mended, the file is validated once more and kept.
    const root = tmpRoot({ frozen: true });
    editOnce(root, "spec/clients.yaml", "blurb: Managed PR and content for a women-in-business lending programme.", `blurb: Managed PR and content, ${token}.`);
    const mended = counted(root);
    expect(generate(root, { cleanFiles: mended }).ok).toBe(true);
    expect(mended.puts).toEqual(["spec/clients.yaml"]);
  });

  it("keeps nothing for other schemas or other code: a change to either is a miss for every file", () => {
    const root = tmpRoot({ frozen: true });
    generate(root, { cleanFiles: counted(root) });
    const hits = () => {
      const record = counted(root);
      for (const file of specFiles(root)) record.get(file, readFileSync(join(root, file), "utf8"));
      return record.hits.length;
    };
    expect(hits()).toBe(specFiles(root).length);
    const schema = join(root, "spec/schemas/clients.schema.json");
    writeFileSync(schema, JSON.stringify({ ...JSON.parse(readFileSync(schema, "utf8")), $comment: randomUUID() }, null, 2));
    expect(hits()).toBe(0);
    generate(root, { cleanFiles: counted(root) });
    expect(hits()).toBe(specFiles(root).length);
    appendFileSync(join(root, "generator/run.ts"), `\n// another version of the code: ${randomUUID()}\n`);
    expect(hits()).toBe(0);
  });

  it("keeps only data that JSON gives back exactly", () => {
    const root = tmpRoot({ frozen: true });
    const record = cleanFiles(root)!;
    const cases: readonly (readonly [string, unknown, boolean])[] = [
      ["plain", { a: [1, "two", true, null, { b: 2.5 }] }, true],
      ["not a number", { a: Number.NaN }, false],
      ["infinity", { a: [Number.POSITIVE_INFINITY] }, false],
      ["minus zero", { a: -0 }, false],
      ["a __proto__ key", JSON.parse('{"__proto__": {"x": 1}}'), false],
    ];
    for (const [name, data, kept] of cases) {
      record.put(`spec/${name}.yaml`, name, data);
      expect(record.get(`spec/${name}.yaml`, name), name).toEqual(kept ? { data } : undefined);
    }
    expect(existsSync(cacheDir(root, "generator-files"))).toBe(true);
  });
});
