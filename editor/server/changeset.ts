/**
 * A change that spans files (docs/content/editing.md, "One save for a change that spans files"):
 * every file of a change set is written, or none is, and each saved set can be put back from
 * Changes while its files still read as it left them.
 *
 * - {@link writeAll}: every new text to a temporary sibling first, then each renamed over its
 *   file; a rename that fails midway puts back the files already renamed.
 * - {@link Journal}: the sets written in this run of the dev server (saves and discards), newest
 *   last, each with the files' texts before and after, for "Undo".
 * - {@link followRenames}: the references a renamed key leaves behind, found where the generator
 *   resolves them (its "reference to nothing" problems), rewritten to the new key.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseDocument } from "yaml";
import type { Diagnostic } from "../../generator/diagnostics/index.ts";
import { insertItem, removeAt, setScalar } from "../yaml/edit.ts";
import type { Edit } from "./edits.ts";
import type { InstancePath } from "./sources.ts";

/** One file of a change set: its name from the project root, its absolute path, its bytes before (null: absent) and after (null: removed). */
export interface FileWrite {
  readonly file: string;
  readonly full: string;
  readonly before: string | Buffer | null;
  readonly after: string | Buffer | null;
}

/** Thrown by {@link writeAll} when a file could not be written; every file is as it was before. */
export class WriteFailed extends Error {
  override readonly name = "WriteFailed";
}

/** Reads a file's bytes, or null when it is not there. */
export function readBytes(full: string): Buffer | null {
  try {
    return readFileSync(full);
  } catch {
    return null;
  }
}

const same = (a: string | Buffer | null, b: string | Buffer | null) =>
  a === null || b === null ? a === b : Buffer.from(a as string).equals(Buffer.from(b as string));

/**
 * True when every file of the set reads as `which` says (`before`: nothing changed it since it
 * was read; `after`: nothing changed it since the set was written).
 */
export function filesRead(writes: readonly FileWrite[], which: "before" | "after"): boolean {
  return writes.every((w) => same(readBytes(w.full), w[which]));
}

/**
 * Writes a change set all or nothing: each file's `after` into a temporary sibling (removals
 * need none), then each renamed over its file (or removed). When a step fails, the temporary
 * files are removed and every file already changed gets its `before` back.
 * @param io the file operations (tests pass a rename that fails); default node:fs
 * @throws WriteFailed naming the file that could not be written, once everything is put back
 */
export function writeAll(writes: readonly FileWrite[], io: { rename: (from: string, to: string) => void } = { rename: renameSync }): void {
  const temps: (string | null)[] = [];
  const restore = (upTo: number) => {
    for (const t of temps) if (t) rmSync(t, { force: true });
    for (const w of writes.slice(0, upTo)) {
      if (w.before === null) rmSync(w.full, { force: true });
      else writeFileSync(w.full, w.before);
    }
  };
  try {
    for (const w of writes) {
      if (w.after === null) {
        temps.push(null);
        continue;
      }
      mkdirSync(dirname(w.full), { recursive: true });
      const tmp = `${w.full}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
      writeFileSync(tmp, w.after);
      temps.push(tmp);
    }
  } catch (e) {
    restore(0);
    throw new WriteFailed(`could not write ${writes[temps.length]?.file ?? "a file"}: ${(e as Error).message}`);
  }
  let done = 0;
  try {
    for (const [i, w] of writes.entries()) {
      if (w.after === null) rmSync(w.full, { force: true });
      else io.rename(temps[i]!, w.full);
      temps[i] = null;
      done = i + 1;
    }
  } catch (e) {
    restore(done);
    throw new WriteFailed(`could not write ${writes[done]?.file ?? "a file"}: ${(e as Error).message}`);
  }
}

/** One set of files written by the editor: a save (its edits) or a discard, with the texts to put back. */
export interface JournalEntry {
  readonly id: string;
  readonly kind: "save" | "discard";
  /** When it was written, ms since the epoch. */
  readonly at: number;
  readonly writes: readonly FileWrite[];
}

/** What Changes lists of a journal entry that can be undone (no file contents). */
export interface UndoableSet {
  readonly id: string;
  readonly kind: "save" | "discard";
  readonly at: number;
  readonly files: readonly string[];
}

/** The change sets written in this run, newest last, at most {@link Journal.MAX} (the oldest are forgotten). */
export class Journal {
  static readonly MAX = 30;
  private readonly entries: JournalEntry[] = [];

  /** Records a written set; returns its id. */
  add(kind: JournalEntry["kind"], writes: readonly FileWrite[]): string {
    const id = randomUUID();
    this.entries.push({ id, kind, at: Date.now(), writes });
    if (this.entries.length > Journal.MAX) this.entries.shift();
    return id;
  }

  /** The sets that can still be undone (no file of theirs changed since), newest first, at most `max`. */
  list(max = 8): UndoableSet[] {
    return [...this.entries]
      .reverse()
      .filter((e) => filesRead(e.writes, "after"))
      .slice(0, max)
      .map((e) => ({ id: e.id, kind: e.kind, at: e.at, files: e.writes.map((w) => w.file) }));
  }

  /**
   * Puts the files of a set back as they were before it, all or nothing, and forgets the set.
   * @param writing hears the files just before they are written (./api.ts `writing`)
   * @returns "gone" for an id not (or no longer) known, "changed" when a file no longer reads as the set left it (nothing written), else the files put back
   * @throws WriteFailed (see {@link writeAll})
   */
  undo(id: string, writing?: (files: readonly string[]) => void): "gone" | "changed" | readonly string[] {
    const at = this.entries.findIndex((e) => e.id === id);
    if (at < 0) return "gone";
    const entry = this.entries[at]!;
    if (!filesRead(entry.writes, "after")) return "changed";
    writing?.(entry.writes.map((w) => w.file));
    writeAll(entry.writes.map((w) => ({ ...w, before: w.after, after: w.before })));
    this.entries.splice(at, 1);
    return entry.writes.map((w) => w.file);
  }
}

/** A key renamed by an edit: a text value set from `from` to `to`. */
export interface Rename {
  readonly from: string;
  readonly to: string;
}

/** The texts an edit list renames: each `set` of a text value whose value was another text before (read from the file's text as it was). */
export function renamesOf(before: string, edits: readonly Edit[]): Rename[] {
  const doc = parseDocument(before);
  const out: Rename[] = [];
  for (const e of edits) {
    if (e.op !== "set" || typeof e.value !== "string") continue;
    const old = doc.getIn(e.path as InstancePath);
    if (typeof old === "string" && old !== e.value && old.trim() !== "") out.push({ from: old, to: e.value });
  }
  return out;
}

/** A reference rewritten by {@link followRenames}: where, and from which key to which. */
export interface FollowedReference {
  readonly file: string;
  readonly path: InstancePath;
  readonly from: string;
  readonly to: string;
}

/** The code of the generator's problem for a key that names nothing (generator/diagnostics/catalogue.ts, UnknownReference). */
export const UNKNOWN_REFERENCE = "normalize/unknown-reference";

/**
 * Each "reference to nothing" among `problems`, with the value it holds as the file's text now
 * reads (`texts`, else `read`): what a rename or a removal left without its record. Read lazily,
 * so a caller that rewrites a file sees its own rewrite for the next reference in it.
 */
function* danglingReferences(
  texts: ReadonlyMap<string, string>,
  problems: readonly Diagnostic[],
  read: (file: string) => string | null,
  pathOf: (d: Diagnostic) => InstancePath,
): Generator<{ file: string; path: InstancePath; value: unknown }> {
  for (const d of problems) {
    if (d.code !== UNKNOWN_REFERENCE) continue;
    const text = texts.get(d.file) ?? read(d.file);
    if (text === null) continue;
    const path = pathOf(d);
    yield { file: d.file, path, value: parseDocument(text).getIn(path as InstancePath) };
  }
}

/**
 * The references a rename breaks, rewritten: every "reference to nothing" problem whose value is
 * a renamed key gets the new key, in place (editor/yaml/edit.ts). The generator is the one place
 * that knows which field names which collection, so what it cannot resolve after the rename is
 * what named the renamed record.
 * @param texts the change set's texts by file (edited files), read for the other files by `read`
 * @param pathOf the instance path of a problem (editor/server/api.ts `diagnosticPath`)
 * @returns the texts with the references rewritten (a new map) and what was rewritten
 */
export function followRenames(
  texts: ReadonlyMap<string, string>,
  problems: readonly Diagnostic[],
  renames: readonly Rename[],
  read: (file: string) => string | null,
  pathOf: (d: Diagnostic) => InstancePath,
): { texts: Map<string, string>; followed: FollowedReference[] } {
  const out = new Map(texts);
  const followed: FollowedReference[] = [];
  if (renames.length === 0) return { texts: out, followed };
  for (const { file, path, value } of danglingReferences(out, problems, read, pathOf)) {
    const rename = renames.find((r) => r.from === value);
    if (!rename) continue;
    out.set(file, setScalar(out.get(file) ?? read(file)!, path, rename.to));
    followed.push({ file, path, from: rename.from, to: rename.to });
  }
  return { texts: out, followed };
}

/**
 * The redirects a rename's removed addresses need: each URL of the history (generated/urls.json)
 * the generator reports as removed (urls/removed), with the renamed key as one of its segments,
 * sent to the same URL with the new key there. The generator's next check says whether that is a
 * page (a redirect to nothing is a problem, so a wrong guess is never saved).
 */
export function renameRedirects(problems: readonly Diagnostic[], renames: readonly Rename[], historyUrls: readonly string[]): { from: string; to: string }[] {
  return removedUrls(problems, historyUrls).flatMap((url) => {
    const segments = url.split("/");
    const rename = renames.find((r) => segments.includes(r.from));
    return rename ? [{ from: url, to: segments.map((s) => (s === rename.from ? rename.to : s)).join("/") }] : [];
  });
}

/** The URLs of the history the generator reports as removed without a decision (urls/removed). */
export function removedUrls(problems: readonly Diagnostic[], historyUrls: readonly string[]): string[] {
  const removed = problems.filter((d) => d.code === "urls/removed");
  return historyUrls.filter((url) => removed.some((d) => d.message.startsWith(`${url} `)));
}

/** The fields a record is named by elsewhere, in the order they are tried. */
const KEY_FIELDS = ["key", "slug", "id"] as const;

/** A record an edit list removes, by the key other records name it by, with the records of its list that could take its place. */
export interface Removal {
  readonly key: string;
  /** The other records of its list: their keys and names. */
  readonly alternatives: readonly { readonly key: string; readonly name: string }[];
}

/** The records an edit list removes (each `remove` of a list item that has a key, slug or id), read from the file's text as it was. */
export function removalsOf(before: string, edits: readonly Edit[]): Removal[] {
  const data = parseDocument(before).toJS() as unknown;
  const at = (path: InstancePath) =>
    path.reduce<unknown>((v, s) => (v !== null && typeof v === "object" ? (v as Record<string | number, unknown>)[s] : undefined), data);
  const out: Removal[] = [];
  for (const e of edits) {
    const index = e.path[e.path.length - 1];
    if (e.op !== "remove" || typeof index !== "number") continue;
    const item = at(e.path) as Record<string, unknown> | undefined;
    const field = KEY_FIELDS.find((f) => typeof item?.[f] === "string");
    const list = at(e.path.slice(0, -1));
    if (!field || !Array.isArray(list)) continue;
    const alternatives = list.flatMap((x: Record<string, unknown>, i) =>
      i !== index && typeof x?.[field] === "string" ? [{ key: x[field] as string, name: String(x.name ?? x.title ?? x[field]) }] : [],
    );
    out.push({ key: item![field] as string, alternatives });
  }
  return out;
}

/** What to do where a removed record is used: remove the record that names it, or name another record instead. */
export type UsesChoice = { readonly remove: true } | { readonly repoint: string };

/** A place that names a removed record (a "reference to nothing" once it is gone). */
export interface Use {
  readonly file: string;
  readonly path: InstancePath;
  readonly key: string;
}

const byPathDescending = (a: InstancePath, b: InstancePath): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === "number" && typeof b[i] === "number" ? (b[i] as number) - (a[i] as number) : String(b[i]).localeCompare(String(a[i]));
  }
  return b.length - a.length;
};

/**
 * The places a removal leaves naming nothing (the generator's "reference to nothing" problems
 * whose value is a removed key) and, with a choice, the texts with each settled: `remove` takes
 * out the list item that holds the reference (the nearest list item on its path; a reference
 * outside any list is left for the person to change), `repoint` names the other record there.
 * @returns the texts (a new map), the uses found
 */
export function settleUses(
  texts: ReadonlyMap<string, string>,
  problems: readonly Diagnostic[],
  removals: readonly Removal[],
  choice: UsesChoice | undefined,
  read: (file: string) => string | null,
  pathOf: (d: Diagnostic) => InstancePath,
): { texts: Map<string, string>; uses: Use[] } {
  const out = new Map(texts);
  const uses: Use[] = [];
  if (removals.length === 0) return { texts: out, uses };
  for (const { file, path, value } of danglingReferences(out, problems, read, pathOf)) {
    const removal = removals.find((r) => r.key === value);
    if (removal) uses.push({ file, path, key: removal.key });
  }
  if (!choice) return { texts: out, uses };
  if ("repoint" in choice) {
    for (const u of uses) out.set(u.file, setScalar(out.get(u.file) ?? read(u.file)!, u.path, choice.repoint));
    return { texts: out, uses };
  }
  // Removed from the last place in a file to the first, so the paths of the others still hold.
  const targets = uses
    .map((u) => ({ file: u.file, path: u.path.slice(0, u.path.findLastIndex((s) => typeof s === "number") + 1) }))
    .filter((t) => t.path.length > 0)
    .sort((a, b) => a.file.localeCompare(b.file) || byPathDescending(a.path, b.path));
  const done = new Set<string>();
  for (const t of targets) {
    const id = `${t.file}${JSON.stringify(t.path)}`;
    if (done.has(id)) continue;
    done.add(id);
    out.set(t.file, removeAt(out.get(t.file) ?? read(t.file)!, t.path));
  }
  return { texts: out, uses };
}

/**
 * The text of spec/redirects.yaml with each URL added to `gone` (410: the page is gone for good),
 * comments and layout kept (editor/yaml/edit.ts).
 */
export function withGone(text: string, urls: readonly string[]): string {
  let out = text;
  const known = new Set((parseDocument(text).toJS() as { gone?: string[] } | null)?.gone ?? []);
  for (const url of urls) if (!known.has(url)) out = insertItem(out, ["gone"], url);
  return out;
}
