/**
 * The page editor's endpoints on the dev server, below `/__blu/editor/`:
 *
 *   GET  sources?url=/about          what each text of that page comes from (./sources.ts)
 *   GET  record?file=…&path=[…]      the record holding a value: its data, its schema, the file's hash
 *   POST check  {changes: [{file, hash, edits}], redirects?}  the generator's problems if the edits were saved
 *               (or one file: {file, hash, edits, redirects?}), and the references a renamed key takes along
 *   POST save   the same: writes every file of the set or none (./changeset.ts), or says why not (409, 422)
 *   GET  media?src=/media/…          whether that picture exists below public/media/ (the panel shows it only then)
 *   POST page {name, path, title, description}  a new page of sections, a draft: its file and its route
 *   GET  people                      the people teams name by key (key, name), the file, its hash and a person's schema ("Add a person")
 *   GET  pictures                    every picture below public/media/, as the spec names them (the picker of a src field)
 *   GET  choices?collection=clients  the records a key of that collection may name, with their names (./choices.ts)
 *   GET  changes                     the spec and media files changed since the last commit, with their diffs and
 *                                    what changed per record, and the change sets this run can undo
 *   POST open {file, line, col}       opens that place in the developer's code editor; says whether that failed (./open-in-editor.ts)
 *   POST discard {file}              puts a changed file back as git has it (undoable)
 *   POST undo {id}                   puts the files of a saved or discarded set back as they were before it
 *   POST upload?name=…  (the bytes)  a picture below public/media/ (./upload.ts)
 *   GET  proposal                    the open proposal, the changes not yet in it, the title offered (./propose.ts)
 *   POST propose {title, note, name?, email?}  proposes the changes (or updates the open proposal)
 *   POST proposal/new                back to the default branch as origin has it, for a new proposal
 *
 * Every request must come from the dev server's own pages: the per-run token in the
 * `x-blu-editor-token` header, and, when the browser sends them, an `Origin` and a
 * `Sec-Fetch-Site` that say so (see {@link refused}). Bodies are JSON of at most
 * {@link MAX_JSON} bytes, nested at most MAX_DEPTH deep, with at most MAX_EDITS edits
 * (./edits.ts); anything else fails with 500 and a plain message, its stack on the terminal. An edit goes through the generator before it is written, with the
 * rules CI applies (`npm run generate -- --check --strict`: the house style's findings are
 * problems) and the committed URL history the dev server records from (scripts/dev/url-base.ts):
 * a save that would add a problem writes nothing and answers the generator's own diagnostics,
 * so whatever the panel saves passes CI (docs/content/editing.md, "What the panel checks").
 *
 * An edit that moves a published page (a changed slug or title) needs a redirect from its old
 * address: the problem carries it (`redirect`), and a check or save with `redirects: true`
 * writes it into spec/redirects.yaml with the edit (generator/write/fix.ts), both checked together.
 */
import { execFileSync } from "node:child_process";
import { timingSafeEqual } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Diagnostic } from "../../generator/diagnostics/index.ts";
import { loadSpecFiles } from "../../generator/load/load.ts";
import type { SpecFile } from "../../generator/load/spec-file.ts";
import { generate } from "../../generator/run.ts";
import { type DevOrigins, originRefused } from "../../scripts/dev/dev-origins.ts";
import { Document, parse as parseYaml } from "yaml";
import { MESSAGES } from "../messages.ts";
import { fromSnippet } from "../snippets.ts";
import { YamlEditError, insertItem } from "../yaml/edit.ts";
import { BadEdit, type Edit, MAX_DEPTH, MAX_EDITS, applyEdits, nestedDeeper } from "./edits.ts";
import { FileRefused, checkedPath, readText, textHash, writeWhole } from "./files.ts";
import { type JsonSchema, schemaAt } from "./schema.ts";
import { committedUrlHistory } from "../../scripts/dev/url-base.ts";
import { historyOf } from "../../generator/routes/url-history.ts";
import {
  type FileWrite,
  Journal,
  type Removal,
  type Rename,
  type UsesChoice,
  WriteFailed,
  followRenames,
  readBytes,
  removalsOf,
  removedUrls,
  renameRedirects,
  renamesOf,
  settleUses,
  withGone,
  writeAll,
} from "./changeset.ts";
import { type ValueChange, plainTrail, recordChanges } from "./record-changes.ts";
import { redirectsFile, withRedirects } from "../../generator/write/fix.ts";
import { collections, pageSchema, registry, ruleWithRole } from "../../generator/kinds/index.ts";
import { type InstancePath, type PageSources, type SourceIndex, indexSources, ownFiles, pageSources, recordPathOf } from "./sources.ts";

export { recordPathOf };
import { Proposals, ProposeRefused, changedThing, runGenerator } from "./propose.ts";
import { trailOf, trailText } from "./trail.ts";

/** What a person calls a spec file: "The site's texts", "The about page" (./propose.ts `changedThing`). */
const plainName = (file: string) => {
  const thing = changedThing(file);
  return thing.charAt(0).toUpperCase() + thing.slice(1);
};

/**
 * What a trail calls a file of a folder of files of one kind ("Media services", "About page",
 * "Contact form"), or undefined for a file of its own, which its schema's title names.
 */
const folderName = (file: string) => {
  if (!/^spec\/[^/]+\/.+/.test(file)) return undefined;
  const thing = changedThing(file).replace(/^the /, "");
  return thing.charAt(0).toUpperCase() + thing.slice(1);
};
import { saveUpload } from "./upload.ts";
import { choicesOf } from "./choices.ts";
import { openInEditor } from "./open-in-editor.ts";

/** What a change set does besides its edits: the keys it renames, the records it removes, and what to do where those are used. */
interface Plan {
  readonly renames: readonly Rename[];
  readonly removals: readonly Removal[];
  readonly uses?: UsesChoice;
}

/** Most files one change set may name. */
export const MAX_FILES = 20;

/** The URLs of a URL history's text (generated/urls.json), [] when it is not readable. */
const historyUrls = (text: string): string[] => (text ? historyOf(text).records.map((r) => r.url) : []);

import { readImagesAhead } from "../../generator/assets/photos.ts";

/** A picture's path as the spec writes it (below public/media/). */
const PICTURE_SRC = /^\/media\/[^?#]+\.(png|jpe?g|webp|avif|gif)$/i;

/** Largest JSON body the endpoints read, bytes. */
export const MAX_JSON = 1024 * 1024;

/** What the endpoints need from the dev server. */
export interface EditorApiOptions {
  readonly root: string;
  /** The per-run token the dev server puts in its pages. */
  readonly token: string;
  /**
   * The `Host` headers and origins the dev server answers as (127.0.0.1:5173, localhost:5173, a
   * codespace's forwarded origin: scripts/dev/dev-origins.ts).
   */
  readonly allowed: () => Pick<DevOrigins, "hosts" | "origins">;
  /** The HTML of a page as the dev server renders it now. */
  readonly pageHtml: (url: string) => Promise<string>;
  /** Called after a file was written, with its name from the root; the answer waits for it (a new picture is served only once Vite has seen it). */
  readonly written: (file: string) => void | Promise<void>;
  /**
   * Called just before the files of one change set are written (names from the root), so that the
   * dev server regenerates once for the whole set rather than for a half-written one.
   */
  readonly writing?: (files: readonly string[]) => void;
  /** Logs a line on the dev server's terminal (git's output of a proposal, never shown in the panel). */
  readonly log?: (line: string) => void;
  /** The environment proposals read (default process.env; ./propose.ts). */
  readonly env?: NodeJS.ProcessEnv;
}

/** A problem as the panel shows it: the generator's diagnostic, with its instance path as segments. */
export interface PanelProblem {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly path: InstancePath;
  readonly message: string;
  readonly hint?: string;
  /** The redirect that settles it (a published page's address changed): saved with the edit when the request asks for `redirects`. */
  readonly redirect?: { readonly from: string; readonly to: string };
  /** The text that settles it, for this very value (the house style's spelling or case): the panel offers to write it. */
  readonly write?: string;
  /** Where it is, as a person reads it: the trail of record names ("The people › Jane Doe › Role"; ./trail.ts). */
  readonly place?: string;
}

/** The instance path of a diagnostic's printed path (`services[2] "Media Buying".cta.heading`, `sections[1] (faq).items`). */
export function diagnosticPath(printed: string): InstancePath {
  if (printed === "(root)") return [];
  const bare = printed.replace(/\]\s+"(?:[^"\\]|\\.)*"/g, "]").replace(/\]\s+\([^)]*\)/g, "]");
  const out: (string | number)[] = [];
  for (const m of bare.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

const toPanel = (d: Diagnostic): PanelProblem => ({
  file: d.file,
  line: d.line,
  col: d.col,
  path: diagnosticPath(d.path),
  message: d.message,
  ...(d.hint ? { hint: d.hint } : {}),
  ...(d.fix?.kind === "redirect" ? { redirect: { from: d.fix.from, to: d.fix.to } } : {}),
  ...(d.fix?.kind === "text" && d.fix.file === d.file ? { write: d.fix.to } : {}),
});
/**
 * Diagnostics as a person reads them (the panel, the dev server's overlay of problems): each with
 * its place named by the trail of record names of the file's schema and data on disk
 * (./trail.ts), the file's place kept for the "Details" disclosure.
 * @param root the project root (its spec/ and spec/schemas/ are read)
 */
export function namedProblems(root: string, list: readonly Diagnostic[]): PanelProblem[] {
  if (list.length === 0) return [];
  const schemaDir = join(root, "spec/schemas");
  const files = loadSpecFiles(registry(), root).files;
  return list.map((d) => {
    const problem = toPanel(d);
    const loaded = files.find((f) => f.file === d.file);
    const place = loaded ? trailText(trailOf(schemaDir, loaded.schema, loaded.data, problem.path, plainName(d.file), folderName(d.file))) : plainName(d.file);
    return { ...problem, place };
  });
}

const problemKey = (d: Diagnostic) => `${d.file}|${d.path}|${d.message}`;

/**
 * Why a request is refused (a reason for the log), or null when it comes from the dev server's own
 * page: one of its hosts and, when the browser sends one, one of its origins (the rule:
 * docs/architecture.md, "Who the dev server answers"); an `Origin` on every request but a GET;
 * `Sec-Fetch-Site: same-origin` when sent; the run's token.
 */
export function refused(req: IncomingMessage, token: string, allowed: Pick<DevOrigins, "hosts" | "origins">): string | null {
  const origin = req.headers.origin;
  const wrong = originRefused(req.headers.host, origin, allowed);
  if (wrong !== null) return wrong;
  if (req.method !== "GET" && origin === undefined) return "no origin";
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return `sec-fetch-site ${site}`;
  const given = Buffer.from(String(req.headers["x-blu-editor-token"] ?? ""));
  const want = Buffer.from(token);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return "token";
  return null;
}

/** Reads a request body of at most `limit` bytes; null when it is larger (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/** An answer the handlers give: a status and a JSON body. */
class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
const bad = (why: string) => new Answer(400, { error: MESSAGES.api.badRequest(why) });

/** The endpoints, as a connect middleware mounted at `/__blu/editor`. */
export function editorApi(opts: EditorApiOptions) {
  const { root } = opts;
  const schemaDir = join(root, "spec/schemas");
  let index: { key: string; index: SourceIndex; files: readonly SpecFile[] } | null = null;
  /** The source index of spec/ as it is now (rebuilt when a file's text changed), and the files it was made from. */
  const sourceIndex = () => {
    const files = loadSpecFiles(registry(), root).files;
    const key = files.map((f) => `${f.file}:${textHash(f.source)}`).join("|");
    if (index?.key !== key) index = { key, index: indexSources(files), files };
    return index;
  };
  /**
   * The generator's problems with the given texts in place of the files on disk (nothing
   * written), by CI's rules (`strict`: the house style's findings are problems) and the URL
   * history the dev server records from.
   */
  const problemsWith = (overrides: ReadonlyMap<string, string>, urlHistory = committedUrlHistory(root)): Diagnostic[] => {
    const r = generate(root, { recordUrls: false, drafts: true, emit: false, strict: true, urlHistory, overrides });
    return r.ok ? [] : [...r.diagnostics];
  };
  /**
   * Answers of the generator by the spec on disk (its files' hashes) and the edited text: the
   * check made while typing is the save's check too, and the spec as it is is checked once.
   */
  const checks = new Map<string, Diagnostic[]>();
  const remembered = (key: string, run: () => Diagnostic[]) => {
    let known = checks.get(key);
    if (!known) {
      if (checks.size > 64) checks.clear();
      known = run();
      checks.set(key, known);
    }
    return known;
  };
  /** The problems edited texts add: those of the edited spec that the spec on disk does not have. */
  const addedProblems = (edited: ReadonlyMap<string, string>): Diagnostic[] => {
    const history = committedUrlHistory(root);
    const disk = [
      ...loadSpecFiles(registry(), root).files.map((f) => `${f.file}:${textHash(f.source)}`),
      `urls:${textHash(history ?? readText(join(root, "generated/urls.json")) ?? "")}`,
    ].join("|");
    const before = new Set(remembered(disk, () => problemsWith(new Map(), history)).map(problemKey));
    const key = [...edited].map(([file, text]) => `${file}:${textHash(text)}`).join("|");
    return remembered(`${disk}|${key}`, () => problemsWith(edited, history)).filter((d) => !before.has(problemKey(d)));
  };
  /** Reads spec files by name, each once: what a save compares the files with just before it writes. */
  const readOnce = () => {
    const seen = new Map<string, string | null>();
    const read = (file: string) => {
      if (!seen.has(file)) seen.set(file, readText(checkedPath(root, file)));
      return seen.get(file)!;
    };
    return Object.assign(read, { seen });
  };
  /**
   * The texts a check or save would write and the problems they add, all checked together: the
   * edited files; the references a renamed key leaves behind, rewritten ({@link followRenames});
   * and, with `redirects`, spec/redirects.yaml with the redirects the edit's problems ask for (a
   * moved page's old address, a renamed record's old address).
   */
  const edited = (changed: ReadonlyMap<string, string>, plan: Plan, redirects: boolean, read = readOnce()) => {
    const history = committedUrlHistory(root) ?? readText(join(root, "generated/urls.json")) ?? "";
    const pathOf = (d: Diagnostic) => diagnosticPath(d.path);
    const first = addedProblems(changed);
    const followedSet = followRenames(changed, first, plan.renames, read, pathOf);
    const settled = settleUses(followedSet.texts, first, plan.removals, plan.uses, read, pathOf);
    const texts = settled.texts;
    const followed = followedSet.followed;
    const rewritten = followed.length > 0 || (plan.uses !== undefined && settled.uses.length > 0);
    let problems = rewritten ? addedProblems(texts) : first;
    // A removed record's uses named another record: its old addresses lead to that one's.
    const repoint = plan.uses && "repoint" in plan.uses ? plan.uses.repoint : undefined;
    const moves = [...plan.renames, ...(repoint ? plan.removals.map((r) => ({ from: r.key, to: repoint })) : [])];
    const renamed = renameRedirects(problems, moves, historyUrls(history));
    // A removed record's uses removed too: its old addresses are gone for good.
    const gone =
      plan.uses && "remove" in plan.uses
        ? removedUrls(problems, historyUrls(history)).filter((u) => plan.removals.some((r) => u.split("/").includes(r.key)))
        : [];
    const fixes = [...problems.flatMap((d) => (d.fix?.kind === "redirect" ? [d.fix] : [])), ...renamed.map((r) => ({ kind: "redirect" as const, ...r }))];
    // A renamed record's removed address: the problem offers the redirect as a moved page's does.
    problems = problems.map((d) => {
      const r = d.code === "urls/removed" ? renamed.find((x) => d.message.startsWith(`${x.from} `)) : undefined;
      return r ? { ...d, fix: { kind: "redirect" as const, ...r } } : d;
    });
    const uses = settled.uses;
    // The person's choice for a removed record decides its old addresses too.
    const decide = redirects || plan.uses !== undefined;
    if (!decide || (fixes.length === 0 && gone.length === 0) || changed.has(redirectsFile())) return { texts, problems, followed, uses };
    let redirectsText = withRedirects(read(redirectsFile()) ?? undefined, fixes).text;
    if (gone.length > 0) redirectsText = withGone(redirectsText, gone);
    texts.set(redirectsFile(), redirectsText);
    return { texts, problems: addedProblems(texts), followed, uses };
  };
  /**
   * The change set a check or save names: `{changes: [{file, hash, edits}]}`, or one file as
   * `{file, hash, edits}`; each file's text now, its hash and its edited text, and the keys its
   * edits rename.
   * @throws Answer 400 for a set of no file, a file twice or more than {@link MAX_FILES} files
   */
  const changeSet = (body: Record<string, unknown>) => {
    const list = Array.isArray(body.changes) ? (body.changes as Record<string, unknown>[]) : [body];
    if (list.length === 0 || list.length > MAX_FILES) throw bad(`changes: 1 to ${MAX_FILES} files`);
    const files = list.map((c) => {
      const f = specFile(c?.file);
      const edits = c.edits as Edit[];
      return { ...f, given: c.hash, edited: applyEdits(f.text, edits), renames: renamesOf(f.text, edits), removals: removalsOf(f.text, edits) };
    });
    if (new Set(files.map((f) => f.file)).size !== files.length) throw bad("a file named twice");
    const u = body.uses as Record<string, unknown> | undefined;
    const uses: UsesChoice | undefined = u?.remove === true ? { remove: true } : typeof u?.repoint === "string" ? { repoint: u.repoint } : undefined;
    const plan: Plan = { renames: files.flatMap((f) => f.renames), removals: files.flatMap((f) => f.removals), ...(uses ? { uses } : {}) };
    return { files, plan, texts: new Map(files.map((f) => [f.file, f.edited])) };
  };
  /** The change sets written in this run, for "Undo" in Changes. */
  const journal = new Journal();
  /** The sets Changes offers to undo, each with what its files are, in words. */
  const undoable = () => journal.list().map((s) => ({ ...s, things: [...new Set(s.files.map(changedThing))] }));
  /** A value's place in words: what its file is, then its record names and field labels ("The Media services page › Approach › 2 › Service"). */
  const plainLabel = (file: string, path: InstancePath): string => {
    const data = loadSpecFiles(registry(), root).files.find((f) => f.file === file)?.data;
    const thing = changedThing(file);
    return [thing.charAt(0).toUpperCase() + thing.slice(1), ...plainTrail(schemaDir, file, data, path)].join(" › ");
  };

  /**
   * The people collection (the collection of the kind whose file has the role `people`), its
   * file and its records: what "Add a person" on a team's panel offers, and where a new person
   * is written.
   */
  const peopleFile = () => {
    const found = collections().find((c) => c.kind.files.some((r) => r.role === "people"));
    const file = `spec/${ruleWithRole("people").at}`;
    const loaded = loadSpecFiles(registry(), root).files.find((f) => f.file === file);
    const list = found?.collection.list ?? "people";
    const key = found?.collection.key ?? "key";
    const data = (loaded?.data ?? {}) as Record<string, unknown>;
    const people = ((data[list] ?? []) as Record<string, unknown>[]).map((p) => ({ key: String(p[key]), name: String(p.name ?? p[key]) }));
    return { file, loaded, list, people, collection: found?.collection.name ?? "people" };
  };
  /**
   * The lists of a record whose items name people (their schema's `x-collection` is the people
   * collection), with their field's title: where the panel offers "Add a person".
   * @param schema the record's schema, self-contained (./schema.ts `schemaAt`)
   */
  const personListsIn = (value: unknown, at: InstancePath, schema: JsonSchema | null) => {
    const people = peopleFile().collection;
    const out: { path: InstancePath; title: string }[] = [];
    const walk = (v: unknown, s: JsonSchema | null | undefined, path: InstancePath) => {
      if (!s) return;
      if (s.type === "array" || s.items) {
        if (s.items?.["x-collection"] === people) out.push({ path, title: s.title ?? String(path[path.length - 1]) });
        else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, s.items, [...path, i]);
      } else if (s.properties && v && typeof v === "object")
        for (const [k, sub] of Object.entries(s.properties)) walk((v as Record<string, unknown>)[k], sub, [...path, k]);
    };
    walk(value, schema, at);
    return out;
  };

  const panelProblems = (list: readonly Diagnostic[]) => namedProblems(root, list);

  const proposals = new Proposals({ root, generate: () => runGenerator(root), ...(opts.log ? { log: opts.log } : {}), ...(opts.env ? { env: opts.env } : {}) });
  /** A refused proposal operation as an answer: 409 (busy, unproposed edits) or 422. */
  const proposing = async (work: () => Promise<unknown>) => {
    try {
      return new Answer(200, await work());
    } catch (e) {
      if (e instanceof ProposeRefused) return new Answer(e.status, { error: e.message, ...e.extra });
      throw e;
    }
  };
  /**
   * Reads the pictures below public/ that the edits name ahead, beside the server
   * (generator/assets/photos.ts `readImagesAhead`): the generator's check that follows then finds
   * them read instead of reading them itself while every other request waits.
   */
  const picturesAhead = (edits: unknown) => {
    const found = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === "string" && PICTURE_SRC.test(v) && !v.includes("..")) {
        const disk = join(root, "public", v);
        if (existsSync(disk)) found.add(disk);
      } else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    walk(edits);
    return found.size > 0 ? readImagesAhead(root, [...found]) : Promise.resolve();
  };
  const shortText = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : undefined);

  const json = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const body = await readBody(req, MAX_JSON);
    if (body === null) throw new Answer(413, { error: MESSAGES.api.tooLarge(MAX_JSON) });
    let value: unknown;
    try {
      value = JSON.parse(body.toString("utf8")) as unknown;
      if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
    } catch (e) {
      throw bad((e as Error).message);
    }
    // Bounded before any work (docs/content/editing.md, "What the panel checks").
    if (nestedDeeper(value, MAX_DEPTH)) throw new Answer(400, { error: MESSAGES.api.tooDeep(MAX_DEPTH) });
    // Counted over the whole change set: its files' edits together.
    const { edits, changes } = value as Record<string, unknown>;
    const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
    const total = count(edits) + (Array.isArray(changes) ? changes.reduce((n: number, c) => n + count((c as Record<string, unknown> | null)?.edits), 0) : 0);
    if (total > MAX_EDITS) throw new Answer(400, { error: MESSAGES.api.tooManyEdits(total, MAX_EDITS) });
    return value as Record<string, unknown>;
  };
  /** The file a request names, its text now and its hash. */
  const specFile = (file: unknown) => {
    const full = checkedPath(root, String(file));
    const text = readText(full);
    if (text === null) throw new Answer(404, { error: MESSAGES.api.notFound(plainName(String(file))) });
    return { full, file: String(file), text, hash: textHash(text) };
  };
  /** The record of `file` at `path`, as the panel shows it. */
  const record = (file: string, path: InstancePath, exact: boolean) => {
    const loaded = loadSpecFiles(registry(), root).files.find((f) => f.file === file);
    if (!loaded) throw new Answer(404, { error: MESSAGES.api.notFound(plainName(file)) });
    const recordPath = exact ? path : recordPathOf(path);
    const schema = schemaAt(schemaDir, loaded.schema, loaded.data, recordPath);
    let at: unknown = loaded.data;
    for (const seg of recordPath) at = at !== null && typeof at === "object" ? (at as Record<string | number, unknown>)[seg] : undefined;
    if (at === undefined) throw new Answer(404, { error: MESSAGES.api.notFound(plainName(file)) });
    const node = recordPath.length === 0 ? loaded.doc.contents : loaded.doc.getIn(recordPath, true);
    const pos = (node as { range?: [number, number, number] } | undefined)?.range
      ? loaded.lineCounter.linePos((node as { range: [number, number, number] }).range[0])
      : { line: 1, col: 1 };
    // The records around this one (each list item on the way), for the panel's "up".
    // Each list item on the way, and the list holding the record (to add, move or remove its items).
    const around = path.flatMap((s, i) => (typeof s === "number" && i + 1 < recordPath.length ? [path.slice(0, i + 1)] : []));
    if (typeof recordPath[recordPath.length - 1] === "number") around.push(recordPath.slice(0, -1));
    // Each place reads as its trail of record names (./trail.ts), never as a printed path.
    const named = (p: InstancePath) => trailText(trailOf(schemaDir, loaded.schema, loaded.data, p, plainName(file), folderName(file)));
    const trail = (recordPath.length > 0 ? [[], ...around] : around).map((p) => ({ path: p, label: named(p) }));
    return {
      ...(recordPath.length > 0 ? { personLists: personListsIn(at, recordPath, schema) } : {}),
      file,
      hash: textHash(loaded.source),
      path: recordPath,
      label: named(recordPath),
      value: at,
      schema,
      line: pos.line,
      col: pos.col,
      trail,
    };
  };

  const routes: Record<string, (req: IncomingMessage, url: URL) => Promise<Answer>> = {
    "GET /sources": async (_req, url) => {
      const page = url.searchParams.get("url");
      if (!page?.startsWith("/")) return bad("url");
      const { index: known, files } = sourceIndex();
      const sources: PageSources = pageSources(await opts.pageHtml(page), known, ownFiles(page, files));
      return new Answer(200, sources);
    },
    "GET /record": async (_req, url) => {
      const file = url.searchParams.get("file") ?? "";
      checkedPath(root, file);
      let path: unknown;
      try {
        path = JSON.parse(url.searchParams.get("path") ?? "[]");
      } catch {
        return bad("path");
      }
      if (!Array.isArray(path) || !path.every((s) => typeof s === "string" || (Number.isInteger(s) && s >= 0))) return bad("path");
      return new Answer(200, record(file, path as InstancePath, url.searchParams.has("exact")));
    },
    "POST /check": async (req) => {
      const body = await json(req);
      await picturesAhead(body);
      const { plan, texts } = changeSet(body);
      const { problems, followed, uses } = edited(texts, plan, body.redirects === true);
      return new Answer(200, {
        problems: panelProblems(problems),
        followed: followed.map((r) => ({ ...r, label: plainLabel(r.file, r.path) })),
        uses: uses.map((u) => ({ ...u, label: plainLabel(u.file, u.path) })),
        alternatives: plan.removals.flatMap((r) => r.alternatives),
      });
    },
    "POST /save": async (req) => {
      const body = await json(req);
      await picturesAhead(body);
      const { files, plan, texts: changed } = changeSet(body);
      const stale = files.find((f) => f.given !== f.hash);
      if (stale) return new Answer(409, { error: MESSAGES.api.changedOnDisk(plainName(stale.file)), hash: stale.hash });
      const read = readOnce();
      for (const f of files) read.seen.set(f.file, f.text);
      const { texts, problems } = edited(changed, plan, body.redirects === true, read);
      if (problems.length > 0) return new Answer(422, { error: MESSAGES.api.problems(problems.length), problems: panelProblems(problems) });
      // Each file as read before the generator ran, to tell whether an editor beside saved meanwhile.
      const writes: FileWrite[] = [];
      for (const [file, text] of texts) {
        const full = checkedPath(root, file);
        const before = read(file);
        if (before !== text) writes.push({ file, full, before, after: text });
      }
      // Read once more just before writing: an editor beside may have saved while the generator ran.
      const moved = writes.find((w) => readText(w.full) !== w.before);
      if (moved) return new Answer(409, { error: MESSAGES.api.changedOnDisk(plainName(moved.file)), hash: textHash(readText(moved.full) ?? "") });
      // The redirects first: the moved page alone would be a problem.
      writes.sort((a, b) => Number(b.file === redirectsFile()) - Number(a.file === redirectsFile()));
      opts.writing?.(writes.map((w) => w.file));
      writeAll(writes);
      const undo = writes.length > 0 ? journal.add("save", writes) : undefined;
      for (const w of writes) void opts.written(w.file);
      const first = files[0]!;
      const hashes = Object.fromEntries(files.map((f) => [f.file, textHash(texts.get(f.file) ?? f.text)]));
      return new Answer(200, { hash: hashes[first.file], hashes, changed: writes.length > 0, files: writes.map((w) => w.file), ...(undo ? { undo } : {}) });
    },
    "GET /people": async () => {
      const { file, loaded, list, people, collection } = peopleFile();
      if (!loaded) return new Answer(404, { error: MESSAGES.api.notFound(plainName(file)) });
      const schema = schemaAt(schemaDir, loaded.schema, loaded.data, [list, people.length]);
      return new Answer(200, { file, hash: textHash(loaded.source), list, people, collection, schema });
    },
    "GET /media": async (_req, url) => {
      const src = url.searchParams.get("src") ?? "";
      let exists = false;
      try {
        exists = existsSync(checkedPath(root, `public${src}`, "media"));
      } catch {
        // not a picture path below public/media/: shown as missing
      }
      return new Answer(200, { exists });
    },
    "POST /page": async (req) => {
      const body = await json(req);
      const [name, path, title, description] = [body.name, body.path, body.title, body.description].map((v) => (typeof v === "string" ? v.trim() : ""));
      // What to change, in the person's words (not "bad request").
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name!)) return new Answer(400, { error: MESSAGES.api.pageName });
      if (!/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(path!)) return new Answer(400, { error: MESSAGES.api.pagePath });
      const pageFile = `spec/pages/${name}.yaml`;
      const full = checkedPath(root, pageFile);
      if (readText(full) !== null) return new Answer(409, { error: MESSAGES.api.pageExists(name!) });
      const routes = specFile(ROUTES_FILE);
      const page = newPage(schemaDir, name!, title!);
      const routeText = insertItem(routes.text, ["routes"], { id: name, path, page: "sections", title: `${title} | {{brand}}`, description });
      const added = addedProblems(
        new Map([
          [pageFile, page],
          [ROUTES_FILE, routeText],
        ]),
      );
      if (added.length > 0) return new Answer(422, { error: MESSAGES.api.problems(added.length), problems: panelProblems(added) });
      // The page's file first: the route alone would name a page that is not there yet.
      const done = opts.written(ROUTES_FILE);
      writeWhole(full, page);
      writeWhole(routes.full, routeText);
      await done;
      return new Answer(200, { file: pageFile, url: path });
    },
    "GET /pictures": async () => new Answer(200, { pictures: picturesOf(root) }),
    "GET /choices": async (_req, url) => {
      const choices = choicesOf(root, loadSpecFiles(registry(), root).files, url.searchParams.get("collection") ?? "");
      return choices ? new Answer(200, { choices }) : bad("collection");
    },
    "GET /changes": async () => new Answer(200, { files: changedFiles(root), sets: undoable() }),
    "POST /open": async (req) => {
      const body = await json(req);
      const file = String(body.file);
      const full = checkedPath(root, file);
      if (readText(full) === null) return new Answer(404, { error: MESSAGES.api.notFound(plainName(file)) });
      const line = Number(body.line);
      const col = Number(body.col);
      if (!Number.isInteger(line) || !Number.isInteger(col) || line < 1 || col < 1) return bad("line and col are whole numbers from 1");
      const outcome = await openInEditor(full, line, col);
      if (!outcome.opened) opts.log?.(`Open in editor: ${file}:${line}:${col} could not be opened: ${outcome.reason}`);
      return new Answer(200, { opened: outcome.opened });
    },
    "POST /discard": async (req) => {
      const body = await json(req);
      const file = String(body.file);
      const full = checkedPath(root, file, file.startsWith("public/") ? "media" : "spec");
      if (!changedFiles(root).some((c) => c.file === file)) return bad("not changed");
      const before = readBytes(full);
      const tracked = git(root, ["ls-files", "--", file]).trim() !== "";
      if (tracked) git(root, ["checkout", "--", file]);
      else git(root, ["clean", "-f", "--", file]);
      // Changes can put the discarded file back (docs/content/editing.md, "Discard and undo").
      const undo = journal.add("discard", [{ file, full, before, after: readBytes(full) }]);
      opts.written(file);
      return new Answer(200, { files: changedFiles(root), sets: undoable(), undo });
    },
    "POST /undo": async (req) => {
      const body = await json(req);
      const done = journal.undo(String(body.id), opts.writing);
      if (done === "gone") return new Answer(404, { error: MESSAGES.api.undoGone });
      if (done === "changed") return new Answer(409, { error: MESSAGES.api.undoChanged });
      for (const file of done) void opts.written(file);
      return new Answer(200, { files: changedFiles(root), sets: undoable(), undone: done });
    },
    "POST /upload": async (req, url) => {
      const saved = await saveUpload(root, req, url.searchParams.get("name") ?? "", url.searchParams.get("folder") ?? "");
      if (saved.ok && !saved.reused) await opts.written(saved.file);
      return new Answer(saved.ok ? 200 : saved.status, saved);
    },
    "GET /proposal": async () => new Answer(200, await proposals.state(true)),
    "POST /propose": async (req) => {
      const body = await json(req);
      const input = {
        title: shortText(body.title, 200),
        note: shortText(body.note, 5000),
        name: shortText(body.name, 200),
        email: shortText(body.email, 200),
      };
      return proposing(() => proposals.propose(input));
    },
    "POST /proposal/new": async () => proposing(() => proposals.startNew()),
  };

  return async (req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://dev");
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return next();
    const why = refused(req, opts.token, opts.allowed());
    if (why !== null) {
      req.resume();
      return send(res, 403, { error: MESSAGES.api.refused });
    }
    try {
      const answer = await route(req, url);
      send(res, answer.status, answer.body);
    } catch (e) {
      if (e instanceof Answer) return send(res, e.status, e.body);
      if (e instanceof FileRefused) return send(res, 403, { error: e.message });
      if (e instanceof WriteFailed) return send(res, 500, { error: MESSAGES.api.writeFailed });
      if (e instanceof YamlEditError || e instanceof BadEdit) return send(res, 400, { error: MESSAGES.api.badRequest(e.message) });
      // Anything else is a bug: its stack goes to the terminal, never to the page.
      (opts.log ?? console.error)(`editor: ${req.method} ${url.pathname} failed: ${(e as Error)?.stack ?? String(e)}`);
      send(res, 500, { error: MESSAGES.api.failed });
    }
  };
}

/** Every picture file below public/media/ as the spec writes its path (/media/team/x.jpg), sorted; at most 5000. */
export function picturesOf(root: string): string[] {
  const dir = join(root, "public/media");
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split("\\").join("/"))
    .filter((f) => /\.(jpe?g|png|webp|avif|svg)$/i.test(f) && !f.startsWith("_/"))
    .map((f) => `/media/${f}`)
    .sort()
    .slice(0, 5000);
}

/** The route table, where a new page's route is added. */
const ROUTES_FILE = "spec/routes.yaml";

/**
 * The text of a new page of sections (spec/pages/<name>.yaml): a draft (seen in dev only until
 * published) with one section headed by the title: the kind the page schema's starter for
 * `sections` opens with (a hero), filled from that kind's own starter but for its example texts.
 */
export function newPage(schemaDir: string, name: string, title: string): string {
  const sections = schemaAt(schemaDir, pageSchema(), { sections: [] }, ["sections"]);
  const opening = (sections?.defaultSnippets?.[0]?.body as readonly { kind?: string }[] | undefined)?.[0]?.kind;
  const snippets = sections?.items?.defaultSnippets ?? [];
  const starter = snippets.find((s) => (s.body as { kind?: string } | undefined)?.kind === opening) ?? snippets[0];
  // The starter's example texts are left out (they would be refused until replaced): the page
  // opens with its title as the heading, the rest is added in the panel.
  const examples = new Set(starter?.starterTexts ?? []);
  const body = Object.entries(fromSnippet(starter?.body ?? { kind: opening }) as Record<string, unknown>).filter(([k]) => k === "heading" || !examples.has(k));
  const hero = { ...Object.fromEntries(body), heading: title };
  return [
    `# yaml-language-server: $schema=../schemas/${pageSchema()}`,
    new Document({ draft: true, route: name, sections: [hero] }).toString({ lineWidth: 0 }),
  ].join("\n");
}

/** Runs git in the project (for the changes view: git holds the history, the editor keeps no second store). */
function git(root: string, args: readonly string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 32 * 1024 * 1024 });
}

/** A changed file of spec/ or public/media/, with its diff against the last commit. */
export interface ChangedFile {
  readonly file: string;
  readonly status: "changed" | "new" | "deleted";
  readonly diff: string;
  /** What the file is, in words ("the home page", "Media services": ./propose.ts `changedThing`). */
  readonly title: string;
  /** What changed per record, in words (a YAML file of spec/; ./record-changes.ts); [] for a picture. */
  readonly records: readonly ValueChange[];
}

/** The files of spec/ and public/media/ that differ from the last commit (git), each with its diff; [] outside a git work tree. */
export function changedFiles(root: string): ChangedFile[] {
  let status: string;
  try {
    status = git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "spec", "public/media"]);
  } catch {
    return [];
  }
  // A person's key is shown as their name (the people file's list: its first list).
  let known: Map<string, string> | undefined;
  const names = () => {
    const data = (parseYaml(readText(join(root, `spec/${ruleWithRole("people").at}`)) ?? "") ?? {}) as Record<string, unknown>;
    const list = Object.values(data).find(Array.isArray) as { key?: unknown; name?: unknown }[] | undefined;
    known ??= new Map((list ?? []).flatMap((p) => (typeof p?.key === "string" && typeof p.name === "string" ? [[p.key, p.name] as const] : [])));
    return known;
  };
  return status
    .split("\0")
    .filter((l) => l.length > 3)
    .map((l) => {
      const [code, file] = [l.slice(0, 2), l.slice(3)];
      const kind: ChangedFile["status"] = code === "??" ? "new" : code.includes("D") ? "deleted" : "changed";
      const diff =
        kind === "new"
          ? /\.ya?ml$/.test(file)
            ? (readText(join(root, file)) ?? "")
                .split("\n")
                .map((x) => `+${x}`)
                .join("\n")
            : ""
          : git(root, ["diff", "--no-color", "HEAD", "--", file]);
      const committed = () => {
        try {
          return git(root, ["show", `HEAD:./${file}`]);
        } catch {
          return null;
        }
      };
      const records = /\.ya?ml$/.test(file)
        ? recordChanges(join(root, "spec/schemas"), file, kind === "new" ? null : committed(), kind === "deleted" ? null : readText(join(root, file)), names())
        : [];
      return { file, title: changedThing(file), status: kind, diff, records };
    });
}
