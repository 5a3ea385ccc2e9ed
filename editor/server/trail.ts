/**
 * The names a person reads for a place in a spec file (docs/content/editing.md, "The panel's
 * heading"): a trail of record names such as "Case studies › UAP Old Mutual › Figures › 3",
 * made from the file's schema (the collection's and each field's title) and the data (a record's
 * own name, title or heading; a list item without one by its number, counted from 1). Never a
 * printed instance path.
 */
import { schemaAt } from "./schema.ts";
import type { InstancePath } from "./sources.ts";

/** One part of a trail: what it reads, and the place it names (an enclosing record or field). */
export interface TrailPart {
  readonly label: string;
  readonly path: InstancePath;
}

/** The fields whose text names a record, likeliest first. */
const NAME_FIELDS = ["name", "title", "heading", "label", "question"] as const;

/** Longest name a trail shows of a record, characters. */
const MAX_NAME = 48;

/** A record's own name: its first name field with text, without emphasis marks, shortened; undefined when it has none. */
export function recordName(value: unknown): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  for (const key of NAME_FIELDS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v !== "string" || v.trim() === "") continue;
    const text = v.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
    return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text;
  }
  return undefined;
}

/**
 * The trail of the place `path` of a file that follows `schemaName` (spec/schemas/ in
 * `schemaDir`), from the file's own title down; each part names the place it stands for.
 * A list item with a name of its own reads as that name (its list is not named); one without
 * reads as its list's title and its number; a section of a page, as its heading or its kind.
 * @param fallback what the file is called when its schema has no title (a plain name of the file).
 * @param root what the file is called instead of its schema's title: for a file of a folder of
 *   files of one kind, its own name ("Media services", not "Service catalogue of one practice").
 */
export function trailOf(schemaDir: string, schemaName: string, data: unknown, path: InstancePath, fallback: string, root?: string): TrailPart[] {
  const title = (at: InstancePath, key?: string | number) => {
    const t = schemaAt(schemaDir, schemaName, data, at)?.title;
    return typeof t === "string" && t.trim() ? t : String(key ?? fallback);
  };
  const valueAt = (at: InstancePath) => {
    let v: unknown = data;
    for (const s of at) v = v !== null && typeof v === "object" ? (v as Record<string | number, unknown>)[s] : undefined;
    return v;
  };
  const parts: TrailPart[] = [{ label: root ?? title([]), path: [] }];
  const own = recordName(data);
  if (own) parts.push({ label: own, path: [] });
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = path[i + 1];
    if (typeof key === "string" && typeof next === "number") {
      const item = path.slice(0, i + 2);
      const value = valueAt(item);
      const kind = (value as { kind?: unknown } | null)?.kind;
      const name = recordName(value) ?? (typeof kind === "string" ? title(item, kind) : undefined);
      if (name) parts.push({ label: name, path: item });
      else {
        // "People › 5", not "People › People › 5": a list named as the file is not named twice.
        const list = title(path.slice(0, i + 1), key);
        if (list !== parts[parts.length - 1]?.label) parts.push({ label: list, path: path.slice(0, i + 1) });
        parts.push({ label: String(next + 1), path: item });
      }
      i++;
    } else if (typeof key === "number") {
      parts.push({ label: String(key + 1), path: path.slice(0, i + 1) });
    } else {
      parts.push({ label: title(path.slice(0, i + 1), key), path: path.slice(0, i + 1) });
    }
  }
  return parts;
}

/** The separator of a trail's parts as one line of text. */
export const TRAIL_SEPARATOR = " › ";

/** A trail as one line: "Case studies › UAP Old Mutual › Figures › 3". */
export function trailText(parts: readonly TrailPart[]): string {
  return parts.map((p) => p.label).join(TRAIL_SEPARATOR);
}
