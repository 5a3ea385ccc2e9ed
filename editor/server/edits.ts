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
  if (!Array.isArray(edits) || edits.length > 1000) throw new BadEdit("edits must be a list of at most 1000 edits");
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
