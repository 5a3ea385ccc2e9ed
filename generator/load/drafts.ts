/**
 * Drafts and scheduled publishing: any record (a list item
 * of a spec file) or any whole file may say `draft: true`, `publishAt` and `unpublishAt` (ISO
 * 8601 date-times with their offset, ../../lib/schedule.mjs). The build leaves out every draft,
 * every record whose `publishAt` is still to come and every record whose `unpublishAt` has
 * passed, by the generator's clock (`now`: `--now`, $BLU_NOW or the time now), so they are in no
 * page, list, sitemap or route, and a link or a key naming one from published content is
 * reported as such (`leftOut`); `npm run dev` also shows the drafts and the records still to
 * come, and marks their pages (generated/routes.ts `draftUrls` and `scheduledUrls`). A record
 * whose `unpublishAt` has passed is gone in dev too. The normalize stage makes every record once,
 * over `everything`, and each output is a view of that model keeping the records its state
 * allows (`leftOutAt`; ../normalize/index.ts), with the variant below as its spec.
 *
 * Records are taken out of a clone of the file's YAML Document, whose nodes keep their source
 * ranges, so every diagnostic still points at the right `file:line:col`. The `draft`,
 * `publishAt` and `unpublishAt` keys themselves are removed from every record in every variant:
 * they are instructions to the generator, not content.
 */
import { parseScheduleTime } from "../../lib/schedule.mjs";
import { type Diagnostic, diagnostic, formatPath } from "../diagnostics/index.ts";
import { ScheduleOrder, ScheduleTimeInvalid } from "../diagnostics/catalogue.ts";
import type { Registry } from "../kinds/kind.ts";
import { type Path, type SpecFile, locate } from "./spec-file.ts";

/** Where a record stands by the generator's clock. */
export type RecordState = "live" | "draft" | "pending" | "expired";

/**
 * A record or file the published spec leaves out, as written: what a reference to it from
 * published content is told about (a draft, a record still to come or gone), instead of "not
 * found" (../normalize/context.ts `leftOut`).
 */
export interface LeftOutRecord {
  /** The kind whose file holds it ("case-studies"), by the registry. */
  readonly kind: string;
  /** Path from the project root ("spec/case-studies/featured.yaml"). */
  readonly file: string;
  /** Where it is in its file: `["studies", 2]`; empty for the whole file. */
  readonly path: readonly (string | number)[];
  /** The record's data as written (the whole file's for a file). */
  readonly data: unknown;
  /** The data of its whole file (a catalogue's `category`, a scope's `scope`). */
  readonly fileData: unknown;
  readonly state: Exclude<RecordState, "live">;
  /** Its `publishAt` (pending) or `unpublishAt` (expired), as written; none for a draft. */
  readonly time?: string;
}

/** A spec with its drafts and scheduled records left out, and the variants the dev server and the link check need. */
export interface DraftSplit {
  /** The published spec: drafts, records still to come and records gone left out. */
  readonly published: readonly SpecFile[];
  /** What `npm run dev` shows: every file and record but those whose `unpublishAt` has passed. */
  readonly withDrafts: readonly SpecFile[];
  /**
   * Every file and record, those gone included: the spec the model is made of (every record
   * normalized once), whose pages include those of every record the published spec leaves out.
   * The `withDrafts` array itself when no record is gone.
   */
  readonly everything: readonly SpecFile[];
  /** How many files and records the dev server shows and the build leaves out (drafts and records to come; 0: both lists hold the files as loaded). */
  readonly drafts: number;
  /** Every record and file the published spec leaves out, with why, in file and path order. */
  readonly leftOut: readonly LeftOutRecord[];
  /**
   * The record left out that holds the value at `path` of `file` (a file of any of the variants
   * above: its nodes keep their place in the file as written), the innermost one; undefined when
   * that value is in no record left out (it is published).
   */
  readonly leftOutAt: (file: SpecFile, path: Path) => LeftOutRecord | undefined;
  /** Times that name no moment, and `unpublishAt` not after `publishAt`, each at its value. */
  readonly problems: readonly Diagnostic[];
}

/** A scheduled time as found: the text and its moment (NaN when it names none). */
interface Time {
  readonly text: string;
  readonly at: number;
}

/** A mapping that says `draft`, `publishAt` or `unpublishAt`. */
interface Mark {
  readonly path: Path;
  readonly draft: boolean;
  readonly publishAt?: Time;
  readonly unpublishAt?: Time;
}

/** The keys this module reads and removes. */
const KEYS = ["draft", "publishAt", "unpublishAt"] as const;

const timeOf = (v: unknown): Time | undefined => (typeof v === "string" ? { text: v, at: parseScheduleTime(v) ?? Number.NaN } : undefined);

/** Every path, below `at`, of a mapping with a boolean `draft` key or a text `publishAt` or `unpublishAt`. */
function marksOf(value: unknown, at: Path, out: Mark[]): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) marksOf(v, [...at, i], out);
  } else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    const publishAt = timeOf(o.publishAt);
    const unpublishAt = timeOf(o.unpublishAt);
    if (typeof o.draft === "boolean" || publishAt || unpublishAt)
      out.push({ path: at, draft: o.draft === true, ...(publishAt && { publishAt }), ...(unpublishAt && { unpublishAt }) });
    for (const [k, v] of Object.entries(o)) if (!(KEYS as readonly string[]).includes(k)) marksOf(v, [...at, k], out);
  }
}

/** Where a mark stands at `now` (ms since the epoch). A draft is a draft whatever its times. */
function stateOf(m: Mark, now: number): RecordState {
  if (m.draft) return "draft";
  if (m.publishAt && now < m.publishAt.at) return "pending";
  if (m.unpublishAt && now >= m.unpublishAt.at) return "expired";
  return "live";
}

/** A mark that can be left out: a whole file, or a list item. */
const removable = (m: Mark) => m.path.length === 0 || typeof m.path[m.path.length - 1] === "number";

/** The file with the keys of `marks` removed and the list items not kept taken out. */
function without(file: SpecFile, marks: readonly Mark[], keep: (m: Mark) => boolean): SpecFile {
  const doc = file.doc.clone();
  for (const m of marks) for (const k of KEYS) doc.deleteIn([...m.path, k]);
  // Deepest and last first, so that an index still names its item when it is taken out.
  const items = marks.filter((m) => m.path.length > 0 && removable(m) && !keep(m));
  items.sort((a, b) => b.path.length - a.path.length || (b.path[b.path.length - 1] as number) - (a.path[a.path.length - 1] as number));
  for (const m of items) doc.deleteIn(m.path);
  return { ...file, doc, data: doc.toJS({ maxAliasCount: -1 }) };
}

/** The problems of the times of `marks`: one that names no moment; `unpublishAt` not after `publishAt`. */
function timeProblems(file: SpecFile, marks: readonly Mark[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (path: Path) => {
    const [line, col] = locate(file, path);
    return { file: file.file, line, col, path: formatPath(path, file.data), source: file.source };
  };
  for (const m of marks) {
    for (const key of ["publishAt", "unpublishAt"] as const) {
      const t = m[key];
      if (t && Number.isNaN(t.at)) out.push(diagnostic(ScheduleTimeInvalid, { key, value: t.text }, at([...m.path, key])));
    }
    if (m.publishAt && m.unpublishAt && !(m.unpublishAt.at > m.publishAt.at)) {
      out.push(diagnostic(ScheduleOrder, { publishAt: m.publishAt.text, unpublishAt: m.unpublishAt.text }, at([...m.path, "unpublishAt"])));
    }
  }
  return out;
}

/**
 * Splits a loaded, schema-valid spec into its published part at `now` and the variants around
 * it. A file whose top says `draft: true`, or whose `publishAt` is to come or `unpublishAt` has
 * passed, is left out of the published part; a list item that says so is taken out of its list;
 * a page of sections (spec/pages/) left out takes its route of spec/routes.yaml with it. A time
 * exactly at `now` counts as passed (published at its `publishAt`, gone at its `unpublishAt`).
 * Files without any of the keys are passed through untouched (no copy).
 * @param registry the kinds (handed down by ../run.ts): which file is a page of sections, which the route table
 * @param now the generator's clock, ms since the epoch
 */
export function splitDrafts(registry: Registry, files: readonly SpecFile[], now: number = Date.now()): DraftSplit {
  const { hasRole } = registry;
  const marked = new Map<SpecFile, Mark[]>();
  const problems: Diagnostic[] = [];
  for (const f of files) {
    if (!KEYS.some((k) => f.source.includes(`${k}:`))) continue;
    const marks: Mark[] = [];
    marksOf(f.data, [], marks);
    if (marks.length === 0) continue;
    marked.set(f, marks);
    problems.push(...timeProblems(f, marks));
  }
  const all = [...marked.values()].flat().filter(removable);
  const state = new Map(all.map((m) => [m, stateOf(m, now)]));
  const variant = (keep: (m: Mark) => boolean): SpecFile[] => {
    const out: SpecFile[] = [];
    const goneRoutes = new Set<string>();
    for (const f of files) {
      const marks = marked.get(f);
      if (!marks) {
        out.push(f);
        continue;
      }
      const top = marks.find((m) => m.path.length === 0);
      if (top && !keep(top)) {
        if (hasRole(f.file, "page-of-sections") && typeof (f.data as { route?: unknown }).route === "string")
          goneRoutes.add((f.data as { route: string }).route);
        continue;
      }
      out.push(without(f, marks, keep));
    }
    // A page of sections left out takes its route with it: the table has no URL for it.
    return goneRoutes.size === 0 ? out : out.map((f) => (hasRole(f.file, "route-table") ? withoutRoutes(f, goneRoutes) : f));
  };
  const live = (m: Mark) => !removable(m) || state.get(m) === "live";
  const published = variant(live);
  const withDrafts = variant((m) => !removable(m) || state.get(m) !== "expired");
  const everything = all.some((m) => state.get(m) === "expired") ? variant(() => true) : withDrafts;
  const drafts = all.filter((m) => state.get(m) === "draft" || state.get(m) === "pending").length;

  // Each record left out, with the span of its file's text it is written in (which every
  // variant's nodes keep: they are clones of the file's Document).
  const spans = [...marked].flatMap(([f, marks]) =>
    marks.flatMap((m): { record: LeftOutRecord; start: number; end: number }[] => {
      const s = state.get(m);
      if (s === undefined || s === "live") return [];
      const data = m.path.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | undefined)?.[k], f.data);
      const time = s === "pending" ? m.publishAt?.text : s === "expired" ? m.unpublishAt?.text : undefined;
      const kind = registry.kindFor(f.file.replace(/^spec\//, ""))?.name ?? "";
      const [start, , end] = m.path.length === 0 ? [0, 0, f.source.length] : (rangeOf(f, m.path) ?? [0, 0, 0]);
      return [{ record: { kind, file: f.file, path: m.path, data, fileData: f.data, state: s, ...(time !== undefined && { time }) }, start, end }];
    }),
  );
  const leftOutAt = (file: SpecFile, path: Path): LeftOutRecord | undefined => {
    const at = path.length === 0 ? 0 : rangeOf(file, path)?.[0];
    if (at === undefined) return undefined;
    let found: (typeof spans)[number] | undefined;
    for (const s of spans) if (s.record.file === file.file && s.start <= at && at < s.end && (!found || s.start >= found.start)) found = s;
    return found?.record;
  };
  return { published, withDrafts, everything, drafts, leftOut: spans.map((s) => s.record), leftOutAt, problems };
}

/** Where the node at `path` of a file is written: its range in the file's text (yaml's start, value end, node end). */
function rangeOf(file: SpecFile, path: Path): readonly [number, number, number] | undefined {
  return (file.doc.getIn(path, true) as { range?: [number, number, number] } | undefined)?.range ?? undefined;
}

/** spec/routes.yaml without the routes of the given ids (from a clone of its Document, positions kept). */
function withoutRoutes(file: SpecFile, ids: ReadonlySet<string>): SpecFile {
  const routes = (file.data as { routes?: { id?: unknown }[] }).routes ?? [];
  const doc = file.doc.clone();
  for (let i = routes.length - 1; i >= 0; i--) if (ids.has(String(routes[i]?.id))) doc.deleteIn(["routes", i]);
  return { ...file, doc, data: doc.toJS({ maxAliasCount: -1 }) };
}
