/**
 * Drafts (issue 17, item 7): any record (a list item of a spec file) or any whole file may say
 * `draft: true`. The build leaves drafts out before normalize, so they are in no page, list,
 * sitemap or route, and a link to one from published content is reported like any dangling
 * link; `npm run dev` also normalizes the spec with its drafts, renders them, and marks their
 * pages (generated/routes.ts `draftUrls`).
 *
 * Records are taken out of a clone of the file's YAML Document, whose nodes keep their source
 * ranges, so every diagnostic still points at the right `file:line:col`. The `draft` key itself
 * is removed from every record in both variants: it is an instruction to the generator, not
 * content.
 */
import type { SpecFile } from "./spec-file.ts";

/** A spec with its drafts left out, and the same spec with them kept (the `draft` keys gone from both). */
export interface DraftSplit {
  /** The published spec: files and records marked `draft: true` left out. */
  readonly published: readonly SpecFile[];
  /** Every file and record, drafts included, for the dev server. */
  readonly withDrafts: readonly SpecFile[];
  /** How many files and records are drafts (0: both lists hold the files as loaded). */
  readonly drafts: number;
}

type Path = (string | number)[];

/** Every path, below `at`, of a mapping with a boolean `draft` key, and whether it says true. */
function draftKeys(value: unknown, at: Path, out: { path: Path; draft: boolean }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => draftKeys(v, [...at, i], out));
  else if (value && typeof value === "object") {
    const draft = (value as Record<string, unknown>).draft;
    if (typeof draft === "boolean") out.push({ path: at, draft });
    for (const [k, v] of Object.entries(value)) if (k !== "draft") draftKeys(v, [...at, k], out);
  }
}

/** The file with `draft` keys removed and, when `leaveOut`, the list items marked true taken out. */
function without(file: SpecFile, marks: readonly { path: Path; draft: boolean }[], leaveOut: boolean): SpecFile {
  const doc = file.doc.clone();
  for (const m of marks) doc.deleteIn([...m.path, "draft"]);
  if (leaveOut) {
    // Deepest and last first, so that an index still names its item when it is taken out.
    const items = marks.filter((m) => m.draft && m.path.length > 0 && typeof m.path[m.path.length - 1] === "number");
    items.sort((a, b) => b.path.length - a.path.length || (b.path[b.path.length - 1] as number) - (a.path[a.path.length - 1] as number));
    for (const m of items) doc.deleteIn(m.path);
  }
  return { ...file, doc, data: doc.toJS({ maxAliasCount: -1 }) };
}

/**
 * Splits a loaded, schema-valid spec into its published part and its whole. A file whose top
 * says `draft: true` is left out of the published part; a list item that says it is taken out of
 * its list; a draft page of sections (spec/pages/) takes its route of spec/routes.yaml with it.
 * Files without the word `draft:` are passed through untouched (no copy).
 */
export function splitDrafts(files: readonly SpecFile[]): DraftSplit {
  const published: SpecFile[] = [];
  const withDrafts: SpecFile[] = [];
  const draftRoutes = new Set<string>();
  let drafts = 0;
  for (const f of files) {
    if (!f.source.includes("draft:")) {
      published.push(f);
      withDrafts.push(f);
      continue;
    }
    const marks: { path: Path; draft: boolean }[] = [];
    draftKeys(f.data, [], marks);
    if (marks.length === 0) {
      published.push(f);
      withDrafts.push(f);
      continue;
    }
    const whole = marks.some((m) => m.path.length === 0 && m.draft);
    drafts += marks.filter((m) => m.draft && (m.path.length === 0 || typeof m.path[m.path.length - 1] === "number")).length;
    withDrafts.push(without(f, marks, false));
    if (!whole) published.push(without(f, marks, true));
    else if (f.schema === PAGE_SCHEMA && typeof (f.data as { route?: unknown }).route === "string") draftRoutes.add((f.data as { route: string }).route);
  }
  if (draftRoutes.size === 0) return { published, withDrafts, drafts };
  // A draft page of sections takes its route with it: the published table has no URL for it.
  return { published: published.map((f) => (f.schema === ROUTES_SCHEMA ? withoutRoutes(f, draftRoutes) : f)), withDrafts, drafts };
}

/** The schema of a page of sections (spec/pages/<name>.yaml), whose `route` names its route. */
const PAGE_SCHEMA = "page.schema.json";
/** The schema of spec/routes.yaml. */
const ROUTES_SCHEMA = "routes.schema.json";

/** spec/routes.yaml without the routes of the given ids (from a clone of its Document, positions kept). */
function withoutRoutes(file: SpecFile, ids: ReadonlySet<string>): SpecFile {
  const routes = (file.data as { routes?: { id?: unknown }[] }).routes ?? [];
  const doc = file.doc.clone();
  for (let i = routes.length - 1; i >= 0; i--) if (ids.has(String(routes[i]?.id))) doc.deleteIn(["routes", i]);
  return { ...file, doc, data: doc.toJS({ maxAliasCount: -1 }) };
}
