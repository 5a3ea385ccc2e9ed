import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../../generator/diagnostics/catalogue.ts";
import { type Diagnostic, formatDiagnostics, sortDiagnostics } from "../../../generator/diagnostics/index.ts";
import { generate } from "../../../generator/run.ts";
import { runGenerator } from "../support/cli.ts";
import { scrub, snapshotDir, tmpRoots } from "../support/tmp-root.ts";
import { type BrokenCase, brokenSpecs } from "./fixtures/broken/cases.ts";
import { applyGiven } from "./fixtures/broken/given.ts";

// In-process runs stop after load and validate (a fraction of a second each); the CLI cases
// spawn tsx. Leave room on a busy 2-core machine: slow is not wrong.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tmpRoot = tmpRoots();

/**
 * The cases break copies of the frozen launch content (tmp-root.ts `frozen`), whose line numbers
 * they pin: a kind added to the project's own spec/ by its checklist moves none of them. The
 * schemas and the registry are the project's.
 */
let pristine = "";
beforeAll(() => {
  pristine = tmpRoot({ frozen: true });
});

/** The promises every failed run keeps, whatever the mistake. */
function expectReadable(diagnostics: readonly Diagnostic[], text: string): void {
  expect(diagnostics.length).toBeGreaterThan(0);
  expect(diagnostics, "sorted by file, line, col").toEqual(sortDiagnostics(diagnostics));
  for (const d of diagnostics) {
    expect(d.file, "names a file of spec/ (or the URL history)").toMatch(/^(spec(\/|$)|generated\/urls\.json$)/);
    if (d.line > 0) {
      expect(d.col, `${d.file}:${d.line} has a column`).toBeGreaterThan(0);
      expect(d.source, `${d.file}:${d.line} carries its source for a frame`).toBeTypeOf("string");
    }
    expect(d.hint ?? "", `${d.file} ${d.message}: says what to do`).not.toBe("");
  }
  expect(text).not.toMatch(/^\s+at /m);
}

describe("broken specs: every mistake is file:line:col, what is wrong and what to do", () => {
  let root: string;
  const seen = new Set<string>();
  beforeAll(() => {
    root = tmpRoot({ frozen: true });
  });

  it.each(brokenSpecs)("%s", (_name, { given, code, want }: BrokenCase) => {
    const undo = applyGiven(root, pristine, given);
    try {
      // Strict: the house style's warnings are errors, as in npm test.
      const result = generate(root, { strict: true });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const text = scrub(formatDiagnostics(result.diagnostics, { frames: false }), root);
      expectReadable(result.diagnostics, text);
      for (const d of result.diagnostics) seen.add(d.code ?? "normalize");
      expect(result.diagnostics.map((d) => d.code ?? "normalize")).toContain(code);
      expect(text).toBe(want);
    } finally {
      undo();
    }
  });

  it("reaches every entry of the catalogue", () => {
    const unreached = catalogue.map((e) => e.code).filter((c) => !seen.has(c));
    expect(unreached).toEqual([]);
  });

  it("cuts a frame of a very long line around the caret", () => {
    const undo = applyGiven(root, pristine, {
      file: "spec/errors.yaml",
      from: "  message: The requested section does not exist.",
      to: `  message: ${"x".repeat(5 * 1024 * 1024)}`,
    });
    try {
      const result = generate(root);
      if (result.ok) throw new Error("expected a failure");
      const text = formatDiagnostics(result.diagnostics);
      expect(text.length).toBeLessThan(2000);
      expect(text.split("\n").slice(2).join("\n")).toMatchInlineSnapshot(`
        "  11 | sectionNotFound:
        > 12 |   message: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…
             |            ^
          13 | noOverview:"
      `);
    } finally {
      undo();
    }
  });

  it("accepts a UTF-8 byte order mark: the same generated/ as without", () => {
    const bom = (b: Buffer) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]);
    const undo = applyGiven(root, pristine, [
      { file: "spec/site.yaml", bytes: bom },
      { file: "spec/routes.yaml", bytes: bom },
    ]);
    try {
      const result = generate(root);
      if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics));
      const plain = generate(pristine);
      if (!plain.ok) throw new Error(formatDiagnostics(plain.diagnostics));
      expect(result.files.map((f) => [f.path, f.content])).toEqual(plain.files.map((f) => [f.path, f.content]));
    } finally {
      undo();
    }
  });
});

// ── The command line, for a sample ──────────────────────────────────────────────────────

const SAMPLE = [
  "a schema file cut short",
  "a file saved as Latin-1",
  "a YAML mistake in one file and a schema mistake in another",
  "a YAML file nested 2,000 deep",
];

describe.concurrent("generator CLI on broken specs", () => {
  it.each(brokenSpecs.filter(([name]) => SAMPLE.includes(name)))("%s: exit 1, no stack trace, generated/ untouched", async (_name, { given, want }) => {
    const root = tmpRoot({ generated: true, frozen: true });
    applyGiven(root, pristine, given);
    // generated/ made to differ from what spec/ would produce, so that any write would show
    writeFileSync(join(root, "generated/theme.css"), "/* hand-edited */\n");
    const before = snapshotDir(join(root, "generated"));

    const r = await runGenerator(root);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toContain("failed unexpectedly");
    for (const line of want.split("\n").filter((l) => /^spec\//.test(l))) expect(r.stderr).toContain(line);
    expect(r.stderr).toMatch(/\d+ problems? in spec\/; generated\/ was left as it was\.\n$/);
    expect(snapshotDir(join(root, "generated"))).toEqual(before);
    expect(existsSync(join(root, ".generated.tmp"))).toBe(false);
  });
});
