/**
 * Every text of the page editor (editor/messages.ts) in plain words (docs/content/editing.md,
 * "Plain words"): none of the patterns of editor/plain-words.ts, functions called with sample
 * values as a person would see them.
 */
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../editor/messages.ts";
import { unplainWords } from "../../../editor/plain-words.ts";

/** A sample argument that reads as a name in a text and works as a list ("Media"). */
const SAMPLE = ["Media"];

/** Every text of `node` by its dotted name; a function is called with sample arguments. */
function texts(node: unknown, name = ""): [string, string][] {
  if (typeof node === "string") return [[name, node]];
  if (typeof node === "function") return texts((node as (...a: unknown[]) => unknown)(...Array.from({ length: node.length }, () => SAMPLE)), `${name}()`);
  if (Array.isArray(node)) return node.flatMap((v, i) => texts(v, `${name}.${i}`));
  if (node && typeof node === "object") return Object.entries(node).flatMap(([k, v]) => texts(v, name ? `${name}.${k}` : k));
  return [];
}

describe("the editor's texts", () => {
  // The names of spec files in MESSAGES.propose.things are keys, never shown: only their values are.
  const all = texts(MESSAGES);
  it("are many (the walk reads them)", () => expect(all.length).toBeGreaterThan(100));
  it.each(all)("%s is in plain words", (_name, text) => expect(unplainWords(text)).toEqual([]));
});
