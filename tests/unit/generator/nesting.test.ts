import { LineCounter, Parser } from "yaml";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../generator/load/load.ts";
import { tooDeepAt } from "../../../generator/load/nesting.ts";

/** Where `source` first nests deeper than `limit` levels, as line:col, or "fine". */
function deepest(source: string, limit: number): string {
  const lc = new LineCounter();
  const at = tooDeepAt(new Parser(lc.addNewLine).parse(source), limit);
  if (at === undefined) return "fine";
  const { line, col } = lc.linePos(at);
  return `${line}:${col}`;
}

const flow = (n: number) => `x: ${"[".repeat(n)}${"]".repeat(n)}\n`;
const compact = (n: number) => `x:\n  ${"- ".repeat(n)}y\n`;
const block = (n: number) => `x:\n${Array.from({ length: n }, (_, i) => `${" ".repeat(i + 1)}k:`).join("\n")} y\n`;

describe("tooDeepAt: the first list or mapping deeper than the limit, found without recursion", () => {
  it.each([
    // The root mapping is level 1; x's value is level 2.
    ["flow lists at the limit", { source: flow(3), limit: 4, want: "fine" }],
    ["flow lists one level over", { source: flow(4), limit: 4, want: "1:7" }],
    ["flow mappings one level over", { source: `x: ${"{a: ".repeat(4)}1${"}".repeat(4)}\n`, limit: 4, want: "1:16" }],
    ["compact block lists one level over", { source: compact(4), limit: 4, want: "2:9" }],
    ["block mappings one level over", { source: block(4), limit: 4, want: "5:5" }],
    ["a list used as a key counts as a level", { source: "? [[a]]\n: 1\n", limit: 2, want: "1:4" }],
    ["the first deep value in source order", { source: `a: [[1]]\nb: [[[[2]]]]\n`, limit: 3, want: "2:6" }],
    ["a scalar document", { source: "just text\n", limit: 1, want: "fine" }],
    ["an empty document", { source: "", limit: 1, want: "fine" }],
    ["20,000 flow levels: no stack overflow", { source: flow(20_000), limit: LIMITS.nesting, want: "1:67" }],
    ["20,000 compact levels: no stack overflow", { source: compact(20_000), limit: LIMITS.nesting, want: "2:129" }],
  ])("%s", (_name, { source, limit, want }) => {
    expect(deepest(source, limit)).toBe(want);
  });
});
