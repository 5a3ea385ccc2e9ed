/**
 * The choices of a collection for the panel's pickers (docs/content/editing.md, "Pickers"): each
 * record a key of that collection may name, with the words a person knows it by. Which
 * collections there are, where their records live and which fields name them is the registry's
 * (`Kind.collection`, generator/kinds/); the icon names are the icon list of
 * spec/schemas/icons.schema.json (the installed lucide-react's).
 */
import { join } from "node:path";
import { collections, filesOf } from "../../generator/kinds/index.ts";
import type { SpecFile } from "../../generator/load/spec-file.ts";
import { ICONS_COLLECTION, ICONS_SCHEMA } from "../../generator/validate/schema-refs.ts";
import { readText } from "./files.ts";

/** One record a key may name. */
export interface Choice {
  /** What the YAML holds ("uap-old-mutual", "BadgeDollarSign"). */
  readonly key: string;
  /** What a person knows it by: the client's name, the person's name, the service's title. */
  readonly name: string;
  /** Shown beside the name, smaller: a person's role, a page's address, a service's practice. */
  readonly detail?: string;
  /** True for a draft record (shown in dev only): it may be chosen, and is marked as such. */
  readonly draft?: true;
  /** When a scheduled record goes live (its `publishAt`, an ISO time with its offset). */
  readonly publishAt?: string;
}

/** The names of every collection a picker may ask for: the registry's, and the icons. */
export function collectionNames(): string[] {
  return [...collections().map((c) => c.collection.name), ICONS_COLLECTION];
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/** "BadgeDollarSign" → "Badge dollar sign", "ArrowDown01" → "Arrow down 01": an icon's name in words. */
export function iconWords(name: string): string {
  const words = name.replace(/([a-z])([A-Z0-9])/g, "$1 $2").replace(/([A-Z])([A-Z][a-z])/g, "$1 $2");
  return words.charAt(0) + words.slice(1).toLowerCase();
}

/**
 * The choices of one collection, in the order of the files and of the records in each, drafts
 * included and marked; null for a name that is no collection.
 * @param files the spec files as loaded now (generator/load/load.ts `loadSpecFiles`)
 * @param root the project root, where spec/schemas/icons.schema.json is read for the icons
 */
export function choicesOf(root: string, files: readonly SpecFile[], collection: string): Choice[] | null {
  if (collection === ICONS_COLLECTION) {
    const schema = JSON.parse(readText(join(root, "spec/schemas", ICONS_SCHEMA)) ?? "{}") as { definitions?: { icon?: { enum?: unknown[] } } };
    return (schema.definitions?.icon?.enum ?? []).filter((n): n is string => typeof n === "string").map((key) => ({ key, name: iconWords(key) }));
  }
  const found = collections().find((c) => c.collection.name === collection);
  if (!found) return null;
  const { kind, collection: c } = found;
  return filesOf(kind, files).flatMap((file) => {
    const data = record(file.data);
    if (!data) return [];
    const items = c.list === undefined ? [data] : Array.isArray(data[c.list]) ? (data[c.list] as unknown[]) : [];
    return items.flatMap((item): Choice[] => {
      const r = record(item);
      const key = text(r?.[c.key]);
      if (!r || key === undefined) return [];
      const name = c.label.map((l) => text(r[l])).find((n) => n !== undefined) ?? key;
      const detail = c.detail === undefined ? undefined : (text(r[c.detail]) ?? text(data[c.detail]));
      const draft = r.draft === true || data.draft === true;
      const publishAt = text(r.publishAt) ?? text(data.publishAt);
      return [{ key, name, ...(detail ? { detail } : {}), ...(draft ? { draft: true as const } : {}), ...(publishAt ? { publishAt } : {}) }];
    });
  });
}
