/**
 * The build's type check (scripts/build/type-check.ts) on a small project of its own: the site's
 * code is checked, the tools are not (`npm run typecheck` has them); a content edit checks
 * generated/ alone while the types it exports stay the same; and nothing changed, nothing runs.
 * Each step runs on the project as the step before left it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { typeCheck } from "../../scripts/build/type-check.ts";
import { projectRoot } from "./support/tmp-root.ts";

const root = mkdtempSync(join(tmpdir(), "blu-type-check-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (rel: string, text: string) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
};
/** generated/items.ts holding one item called `title`, and exporting `more` too when given (its text, such as "1"). */
const itemsModule = (title: string, more?: string) =>
  `import type { Item } from "../model/item.ts";\n\nexport const items: readonly Item[] = [{ title: "${title}" }];\n${more === undefined ? "" : `export const more = ${more};\n`}`;

const { compilerOptions } = JSON.parse(readFileSync(join(projectRoot, "tsconfig.json"), "utf8")) as { compilerOptions: unknown };
write("tsconfig.json", JSON.stringify({ compilerOptions, include: ["generated", "model", "runtime", "tests"] }));
write("package-lock.json", "{}");
symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"));
write("model/item.ts", "export interface Item {\n  readonly title: string;\n}\n");
write("generated/items.ts", itemsModule("One"));
write("runtime/page.ts", 'import { items } from "../generated/items.ts";\n\nexport const titles: string[] = items.map((i) => i.title);\n');
write("tests/tool.ts", "export const count: number = 1;\n");

/** One step: a change to the project (none for the first), and what the check then does. */
const steps: readonly [string, (() => void) | null, { code: number; what: string; shows?: string }][] = [
  ["a first check", null, { code: 0, what: "the site's code, checked whole" }],
  ["nothing changed", () => {}, { code: 0, what: "skipped: no file it reads changed" }],
  [
    "a record's data changed (a content edit)",
    () => write("generated/items.ts", itemsModule("Two")),
    { code: 0, what: "generated/ alone: only its data changed, not its types" },
  ],
  [
    "a type mistake in a test, which is not the site",
    () => write("tests/tool.ts", 'export const count: number = "one";\n'),
    { code: 0, what: "the site's code, checked whole" },
  ],
  [
    "a type mistake in the site's code",
    () => write("runtime/page.ts", 'import { items } from "../generated/items.ts";\n\nexport const titles: number[] = items.map((i) => i.title);\n'),
    { code: 2, what: "failed", shows: "runtime/page.ts" },
  ],
  [
    "the mistake mended and generated/ exporting one more name",
    () => {
      write("runtime/page.ts", 'import { items } from "../generated/items.ts";\n\nexport const titles: string[] = items.map((i) => i.title);\n');
      write("generated/items.ts", 'import type { Item } from "../model/item.ts";\n\nexport const items: readonly Item[] = [];\nexport const more = 1;\n');
    },
    { code: 0, what: "the site's code, checked whole" },
  ],
  [
    "generated/ holding data of the wrong type",
    () =>
      write(
        "generated/items.ts",
        'import type { Item } from "../model/item.ts";\n\nexport const items: readonly Item[] = [{ title: 3 }];\nexport const more = 1;\n',
      ),
    { code: 2, what: "generated/ failed its check", shows: "generated/items.ts" },
  ],
  // The check of generated/ alone is incremental (tsc's record of its last run): it must still
  // find a mistake after a pass, and pass after a mistake, and two edits in a row.
  [
    "the data mended",
    () => write("generated/items.ts", itemsModule("Mended", "1")),
    { code: 0, what: "generated/ alone: only its data changed, not its types" },
  ],
  [
    "another content edit",
    () => write("generated/items.ts", itemsModule("Three", "1")),
    { code: 0, what: "generated/ alone: only its data changed, not its types" },
  ],
  [
    "a new module of generated/, which another reads",
    () => {
      write("generated/counts.ts", "export const counts = { items: 1 } as const;\n");
      write(
        "generated/items.ts",
        'import type { Item } from "../model/item.ts";\nimport { counts } from "./counts.ts";\n\nexport const items: readonly Item[] = [{ title: "Three" }];\nexport const more: 1 = counts.items;\n',
      );
    },
    { code: 0, what: "the site's code, checked whole" },
  ],
  [
    "the other module's data changed so that the one reading it no longer holds",
    () => write("generated/counts.ts", "export const counts = { items: 2 } as const;\n"),
    { code: 2, what: "generated/ failed its check", shows: "generated/items.ts" },
  ],
  [
    "that module removed again, the site as it was",
    () => {
      rmSync(join(root, "generated/counts.ts"));
      write("generated/items.ts", itemsModule("Four", "1"));
    },
    { code: 0, what: "the site's code, checked whole" },
  ],
  [
    "a content edit after a module of generated/ was removed",
    () => write("generated/items.ts", itemsModule("Five", "1")),
    { code: 0, what: "generated/ alone: only its data changed, not its types" },
  ],
  // generated/ is checked alone without the types of Node and of the browser; should it read one
  // (its types the same), the site's code is checked whole, with them, and passes.
  [
    "generated/ exporting a name with its type written",
    () => write("generated/items.ts", itemsModule("Six").replace("\n", "\nexport const more: 1 = 1;\n")),
    { code: 0, what: "the site's code, checked whole" },
  ],
  [
    "generated/ reading a global of the browser, its types the same",
    () => write("generated/items.ts", itemsModule("Seven").replace("\n", '\nexport const more: 1 = typeof document === "undefined" ? 1 : 1;\n')),
    { code: 0, what: "the site's code, checked whole: generated/ reads Node's or the browser's types" },
  ],
  [
    "the next content edit, without it",
    () => write("generated/items.ts", itemsModule("Eight").replace("\n", "\nexport const more: 1 = 1;\n")),
    { code: 0, what: "generated/ alone: only its data changed, not its types" },
  ],
];

describe("the build's type check, step by step", () => {
  for (const [name, change, expected] of steps) {
    it(name, async () => {
      change?.();
      let shown = "";
      const { code, what } = await typeCheck(root, false, undefined, (text) => {
        shown += text;
      });
      expect({ code, what }).toEqual({ code: expected.code, what: expected.what });
      if (expected.shows) expect(shown).toContain(expected.shows);
      else expect(shown).toBe("");
    }, 30_000);
  }
});
