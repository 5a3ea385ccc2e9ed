/**
 * An indentation mistake is reported once, at its own line (generator/load/yaml-errors.ts), with
 * the column it should start in: not on the lines after it, each blaming another line.
 */
import { LineCounter, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import { yamlErrorDiagnostics } from "../../../generator/load/yaml-errors.ts";

const y = (...lines: string[]) => `${lines.join("\n")}\n`;

/** A small record: a heading, a folded text, and a list of points. */
const page = (hero: string[], story: string[]) => y("route: about", "hero:", ...hero, "story:", ...story);
const hero = [
  "  badge: About BLU",
  "  heading: Marketing built for Africa",
  "  lead: >-",
  "    BLU brings creative, media",
  "    and events together.",
  "  points:",
  "    - One team",
  "    - Six markets",
];
const story = ["  heading: Our story", "  paragraphs:", "    - BLU began in Kampala.", "    - Then Nairobi and Lagos."];

const cases: [string, string][] = [
  ["the first key of a record one space short", page(["  badge: About BLU".slice(1), ...hero.slice(1)], story)],
  ["the first key of a record one space deep", page(hero, [` ${story[0]}`, ...story.slice(1)])],
  ["a key between its siblings one space short", page(hero, [story[0]!, story[1]!.slice(1), ...story.slice(2)])],
  ["a list item one space short", page(hero, [...story.slice(0, 3), story[3]!.slice(1)])],
];

describe("an indentation mistake", () => {
  it("is reported once, at its own line, with the column to move it to", () => {
    const report = cases.map(([name, source]) => {
      const lineCounter = new LineCounter();
      const doc = parseDocument(source, { lineCounter, prettyErrors: false });
      return `${name}:\n${formatDiagnostics(yamlErrorDiagnostics("spec/pages/about.yaml", source, doc, lineCounter), { frames: false })}`;
    });
    expect(report.join("\n\n")).toMatchInlineSnapshot(`
      "the first key of a record one space short:
      spec/pages/about.yaml:3:2 is not lined up with the keys below it (it starts in column 2)
        hint: keys of one mapping and items of one list start in the same column: move "badge:" to column 3, like line 4

      the first key of a record one space deep:
      spec/pages/about.yaml:12:4 is not lined up with the keys below it (it starts in column 4)
        hint: keys of one mapping and items of one list start in the same column: move "heading:" to column 3, like line 13

      a key between its siblings one space short:
      spec/pages/about.yaml:13:2 is not lined up with the keys above it (it starts in column 2)
        hint: keys of one mapping and items of one list start in the same column: move "paragraphs:" to column 3, like line 12

      a list item one space short:
      spec/pages/about.yaml:15:4 is not lined up with the list items above it (it starts in column 4)
        hint: keys of one mapping and items of one list start in the same column: move "- Then Nairobi and Lagos." to column 5, like line 14"
    `);
  });
});
