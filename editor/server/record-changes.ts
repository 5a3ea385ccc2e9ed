/**
 * What changed in a spec file, per record, in words a content owner reads (docs/content/editing.md,
 * "Changes"): the file as the last commit has it and as it is now, both parsed, compared value by
 * value along their instance paths; each changed value named by its trail of record names and its
 * field's label (the schema's `title`), with its text before and after.
 */
import { parse } from "yaml";
import { schemaFor } from "../../generator/kinds/index.ts";
import type { InstancePath } from "./sources.ts";
import { type TrailPart, trailOf } from "./trail.ts";

/** One changed value: where (record names, outermost first, then the field) and its text before and after (absent: added or removed). */
export interface ValueChange {
  readonly path: InstancePath;
  /** The record names and field labels from the file down to the value ("Services", "Media buying", "Title"). */
  readonly trail: readonly string[];
  readonly before?: string;
  readonly after?: string;
}

/** Most changes listed for one file; the rest are in the diff behind "Details". */
export const MAX_CHANGES = 40;
/** Longest text a before or after shows, characters; a longer one is cut with "…". */
const TEXT_MAX = 120;

/** The fields that name a record, in the order a person knows it by. */
const NAME_KEYS = ["name", "title", "heading", "label", "word", "question", "key", "slug", "id"] as const;

const short = (s: string) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > TEXT_MAX ? `${flat.slice(0, TEXT_MAX - 1).trimEnd()}…` : flat;
};

/** A key written for people: "benefitDescriptions" → "Benefit descriptions". */
export function humanKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a list item: its name, title… as text, else its position counted from one. */
function itemName(item: unknown, index: number): string {
  if (typeof item === "string" || typeof item === "number") return short(String(item));
  if (item && typeof item === "object" && !Array.isArray(item))
    for (const k of NAME_KEYS) {
      const v = (item as Record<string, unknown>)[k];
      if (typeof v === "string" && v.trim() !== "") return short(v);
    }
  return String(index + 1);
}

/**
 * A value as Changes shows it: a text in quotes (a key of a person by their name), a number or
 * yes/no as written, a record by its name (else its first texts), a list by its items' count.
 */
function shown(v: unknown, names: ReadonlyMap<string, string>): string {
  if (typeof v === "string") return `“${short(names.get(v) ?? v)}”`;
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (v === null || v === undefined) return "—";
  if (Array.isArray(v)) return v.length <= 4 && v.every((x) => typeof x === "string") ? v.map((x) => shown(x, names)).join(", ") : `${v.length} items`;
  if (isRecord(v) && NAME_KEYS.every((k) => typeof v[k] !== "string"))
    return Object.values(v)
      .filter((x) => typeof x === "string" || typeof x === "number")
      .slice(0, 3)
      .map((x) => shown(x, names))
      .join(" · ");
  return `“${itemName(v, 0)}”`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The trail of a path in words, below the file: the record names and field labels the panel's
 * heading shows ({@link trailOf}: a named list item by its name, one without by its list's title
 * and number), without the file's own title, which Changes shows above. A path whose every part
 * the file's title already names reads as that title.
 * @param schemaDir spec/schemas/ (absolute)
 * @param file the file from the project root (spec/services/media.yaml)
 * @param data the file's data the names are read from
 */
export function plainTrail(schemaDir: string, file: string, data: unknown, path: InstancePath): string[] {
  const schema = schemaFor(file.replace(/^spec\//, ""));
  if (!schema) return path.map((seg) => (typeof seg === "number" ? String(seg + 1) : humanKey(seg)));
  let parts: TrailPart[];
  try {
    parts = trailOf(schemaDir, schema, data, path, humanKey(file.replace(/^.*\/|\.ya?ml$/g, "")));
  } catch {
    return path.map((seg) => (typeof seg === "number" ? String(seg + 1) : humanKey(seg)));
  }
  const below = parts.filter((p) => p.path.length > 0).map((p) => p.label);
  return below.length > 0 || path.length === 0 ? below : [parts[0]!.label];
}

/**
 * The values that differ between two texts of one spec file, in the order of the file now (then
 * the removed ones): leaves compared along their instance paths, a record or list item added or
 * removed as one change named by its name. At most {@link MAX_CHANGES}.
 * @param before the file as committed, null when it is new
 * @param after the file now, null when it was removed
 * @param names what a key is shown as (a person's key as their name)
 * @throws nothing: a text that is not YAML is compared as empty
 */
export function recordChanges(
  schemaDir: string,
  file: string,
  before: string | null,
  after: string | null,
  names: ReadonlyMap<string, string> = new Map(),
): ValueChange[] {
  const read = (t: string | null): unknown => {
    if (t === null) return undefined;
    try {
      return parse(t) as unknown;
    } catch {
      return undefined;
    }
  };
  const [a, b] = [read(before), read(after)];
  const out: { path: InstancePath; before?: unknown; after?: unknown }[] = [];
  const walk = (x: unknown, y: unknown, path: InstancePath) => {
    if (out.length >= MAX_CHANGES || equal(x, y)) return;
    // A new or removed file: each of its fields.
    if (path.length === 0 && (isRecord(x) || x === undefined) && (isRecord(y) || y === undefined)) {
      const [xs, ys] = [(x ?? {}) as Record<string, unknown>, (y ?? {}) as Record<string, unknown>];
      for (const k of new Set([...Object.keys(ys), ...Object.keys(xs)])) walk(xs[k], ys[k], [k]);
      return;
    }
    if (isRecord(x) && isRecord(y)) {
      for (const k of new Set([...Object.keys(y), ...Object.keys(x)])) walk(x[k], y[k], [...path, k]);
      return;
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      const scalars = [...x, ...y].every((v) => typeof v !== "object" || v === null);
      if (!scalars) {
        for (let i = 0; i < Math.max(x.length, y.length); i++) walk(x[i], y[i], [...path, i]);
        return;
      }
      // A list of texts (keys of people, icons): the items added and removed, else the new order.
      const added = y.filter((v) => !x.includes(v));
      const removed = x.filter((v) => !y.includes(v));
      if (added.length + removed.length > 0) {
        out.push({ path, ...(removed.length ? { before: removed } : {}), ...(added.length ? { after: added } : {}) });
        return;
      }
    }
    out.push({ path, ...(x === undefined ? {} : { before: x }), ...(y === undefined ? {} : { after: y }) });
  };
  walk(a, b, []);
  return out.map((c) => {
    // A whole list item added or removed is named by its value, after its list's name.
    const whole = typeof c.path[c.path.length - 1] === "number" && (c.before === undefined || c.after === undefined);
    const trail = plainTrail(schemaDir, file, c.after !== undefined ? b : a, whole ? c.path.slice(0, -1) : c.path);
    return {
      path: c.path,
      trail,
      ...(c.before !== undefined ? { before: shown(c.before, names) } : {}),
      ...(c.after !== undefined ? { after: shown(c.after, names) } : {}),
    };
  });
}
