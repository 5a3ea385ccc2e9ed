/**
 * The edits the panel sends, applied to a file's text in place through editor/yaml/edit.ts:
 * only the edited nodes change; comments, order, anchors and styles elsewhere stay as written.
 */
import { type InstancePath, insertItem, moveItem, removeAt, setScalar, setValue } from "../yaml/edit.ts";

/** One change to a YAML file, at an instance path. */
export type Edit =
  | { readonly op: "set"; readonly path: InstancePath; readonly value: unknown }
  | { readonly op: "remove"; readonly path: InstancePath }
  | { readonly op: "insert"; readonly path: InstancePath; readonly value: unknown; readonly index?: number }
  | { readonly op: "move"; readonly path: InstancePath; readonly from: number; readonly to: number };

/**
 * Most edits one check or save takes (docs/content/editing.md, "What the panel checks"): a
 * panel's change is a few, a long list moved item by item some dozens; each costs a rewrite of
 * the file, so the cap keeps a check quick and a larger list is refused before any is applied.
 */
export const MAX_EDITS = 200;

/**
 * Deepest nesting of a request's JSON body, levels (the body itself is the first): content
 * records nest about ten deep; a value nested thousands deep would only exhaust the stack of the
 * YAML writer.
 */
export const MAX_DEPTH = 32;

/** Whether `value` nests objects and lists deeper than `max` levels (itself the first), counted without recursion. */
export function nestedDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth > max) return true;
    for (const x of Object.values(v)) stack.push([x, depth + 1]);
  }
  return false;
}

/** Why an edit list was refused: not the shape {@link Edit} describes. */
export class BadEdit extends Error {
  override readonly name = "BadEdit";
}

const isPath = (p: unknown): p is InstancePath => Array.isArray(p) && p.every((s) => typeof s === "string" || (Number.isInteger(s) && s >= 0));
const isIndex = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/**
 * Applies the edits in order to `text` and returns the new text.
 * @throws BadEdit when the list is not a list of {@link Edit}s; YamlEditError (editor/yaml/edit.ts)
 *   when an edit does not fit the file (no such path, not a list…)
 */
export function applyEdits(text: string, edits: unknown): string {
  if (!Array.isArray(edits) || edits.length > MAX_EDITS) throw new BadEdit(`edits must be a list of at most ${MAX_EDITS} edits`);
  let out = text;
  for (const e of edits as Edit[]) {
    if (!e || typeof e !== "object" || !isPath(e.path)) throw new BadEdit("each edit needs an op and a path (a list of keys and indexes)");
    switch (e.op) {
      case "set": {
        const v = e.value;
        out = v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? setScalar(out, e.path, v) : setValue(out, e.path, v);
        break;
      }
      case "remove":
        out = removeAt(out, e.path);
        break;
      case "insert":
        if (e.index !== undefined && !isIndex(e.index)) throw new BadEdit("an insert's index is a whole number from 0");
        out = insertItem(out, e.path, e.value, e.index);
        break;
      case "move":
        if (!isIndex(e.from) || !isIndex(e.to)) throw new BadEdit("a move needs from and to, whole numbers from 0");
        out = moveItem(out, e.path, e.from, e.to);
        break;
      default:
        throw new BadEdit(`unknown op ${JSON.stringify((e as { op?: unknown }).op)}: set, remove, insert or move`);
    }
  }
  return out;
}
