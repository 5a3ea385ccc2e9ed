/**
 * The page editor's endpoints on the dev server (issue 29), below `/__blu/editor/`:
 *
 *   GET  sources?url=/about          what each text of that page comes from (./sources.ts)
 *   GET  record?file=…&path=[…]      the record holding a value: its data, its schema, the file's hash
 *   POST check  {file, hash, edits, redirects?}  the generator's problems if the edits were saved
 *   POST save   {file, hash, edits, redirects?}  writes the edits in place, or says why not (409, 422)
 *   GET  media?src=/media/…          whether that picture exists below public/media/ (the panel shows it only then)
 *   POST page {name, path, title, description}  a new page of sections, a draft: its file and its route
 *   GET  pictures                    every picture below public/media/, as the spec names them (the picker of a src field)
 *   GET  changes                     the spec and media files changed since the last commit, with their diffs
 *   POST discard {file}              puts a changed file back as git has it
 *   POST upload?name=…  (the bytes)  a picture below public/media/ (./upload.ts)
 *   GET  proposal                    the open proposal, the changes not yet in it, the title offered (./propose.ts)
 *   POST propose {title, note, name?, email?}  proposes the changes (or updates the open proposal)
 *   POST proposal/new                back to the default branch as origin has it, for a new proposal
 *
 * Every request must come from the dev server's own pages: the per-run token in the
 * `x-blu-editor-token` header, and, when the browser sends them, an `Origin` and a
 * `Sec-Fetch-Site` that say so (see {@link refused}). Bodies are JSON of at most
 * {@link MAX_JSON} bytes. An edit goes through the generator before it is written, with the
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
import { generate } from "../../generator/run.ts";
import { type DevOrigins, originRefused } from "../../scripts/dev/dev-origins.ts";
import { Document } from "yaml";
import { pageSchema } from "../../generator/validate/validate.ts";
import { MESSAGES } from "../messages.ts";
import { fromSnippet } from "../snippets.ts";
import { YamlEditError, insertItem } from "../yaml/edit.ts";
import { BadEdit, type Edit, applyEdits } from "./edits.ts";
import { FileRefused, checkedPath, readText, textHash, writeWhole } from "./files.ts";
import { schemaAt } from "./schema.ts";
import { committedUrlHistory } from "../../scripts/dev/url-base.ts";
import { redirectsFile, withRedirects } from "../../generator/write/fix.ts";
import { type InstancePath, type PageSources, type SourceIndex, indexSources, pageSources, recordPathOf } from "./sources.ts";

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
  const files = loadSpecFiles(root).files;
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
  let index: { key: string; index: SourceIndex } | null = null;
  /** The source index of spec/ as it is now (rebuilt when a file's text changed). */
  const sourceIndex = (): SourceIndex => {
    const files = loadSpecFiles(root).files;
    const key = files.map((f) => `${f.file}:${textHash(f.source)}`).join("|");
    if (index?.key !== key) index = { key, index: indexSources(files) };
    return index.index;
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
      ...loadSpecFiles(root).files.map((f) => `${f.file}:${textHash(f.source)}`),
      `urls:${textHash(history ?? readText(join(root, "generated/urls.json")) ?? "")}`,
    ].join("|");
    const before = new Set(remembered(disk, () => problemsWith(new Map(), history)).map(problemKey));
    const key = [...edited].map(([file, text]) => `${file}:${textHash(text)}`).join("|");
    return remembered(`${disk}|${key}`, () => problemsWith(edited, history)).filter((d) => !before.has(problemKey(d)));
  };
  /**
   * The texts a check or save would write and the problems they add: the edited file, and, with
   * `redirects`, spec/redirects.yaml with the redirects the edit's problems ask for (a moved
   * page's old address), checked together.
   */
  const edited = (file: string, text: string, redirects: boolean) => {
    const texts = new Map([[file, text]]);
    const problems = addedProblems(texts);
    const fixes = problems.flatMap((d) => (d.fix?.kind === "redirect" ? [d.fix] : []));
    if (!redirects || fixes.length === 0 || file === redirectsFile()) return { texts, problems };
    const redirectsPath = checkedPath(root, redirectsFile());
    const withThem = withRedirects(readText(redirectsPath) ?? undefined, fixes);
    texts.set(redirectsFile(), withThem.text);
    return { texts, problems: addedProblems(texts) };
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
  const shortText = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : undefined);

  const json = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const body = await readBody(req, MAX_JSON);
    if (body === null) throw new Answer(413, { error: MESSAGES.api.tooLarge(MAX_JSON) });
    try {
      const value = JSON.parse(body.toString("utf8")) as unknown;
      if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
      return value as Record<string, unknown>;
    } catch (e) {
      throw bad((e as Error).message);
    }
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
    const loaded = loadSpecFiles(root).files.find((f) => f.file === file);
    if (!loaded) throw new Answer(404, { error: MESSAGES.api.notFound(plainName(file)) });
    const recordPath = exact ? path : recordPathOf(path);
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
      file,
      hash: textHash(loaded.source),
      path: recordPath,
      label: named(recordPath),
      value: at,
      schema: schemaAt(schemaDir, loaded.schema, loaded.data, recordPath),
      line: pos.line,
      col: pos.col,
      trail,
    };
  };

  const routes: Record<string, (req: IncomingMessage, url: URL) => Promise<Answer>> = {
    "GET /sources": async (_req, url) => {
      const page = url.searchParams.get("url");
      if (!page?.startsWith("/")) return bad("url");
      const sources: PageSources = pageSources(await opts.pageHtml(page), sourceIndex());
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
      const f = specFile(body.file);
      const text = applyEdits(f.text, body.edits as Edit[]);
      return new Answer(200, { problems: panelProblems(edited(f.file, text, body.redirects === true).problems) });
    },
    "POST /save": async (req) => {
      const body = await json(req);
      const f = specFile(body.file);
      if (body.hash !== f.hash) return new Answer(409, { error: MESSAGES.api.changedOnDisk(plainName(f.file)), hash: f.hash });
      const text = applyEdits(f.text, body.edits as Edit[]);
      const redirectsPath = checkedPath(root, redirectsFile());
      const redirectsBefore = readText(redirectsPath);
      const { texts, problems } = edited(f.file, text, body.redirects === true);
      if (problems.length > 0) return new Answer(422, { error: MESSAGES.api.problems(problems.length), problems: panelProblems(problems) });
      // Read once more just before writing: an editor beside may have saved while the generator ran.
      if (textHash(readText(f.full) ?? "") !== f.hash)
        return new Answer(409, { error: MESSAGES.api.changedOnDisk(plainName(f.file)), hash: textHash(readText(f.full) ?? "") });
      const redirects = f.file === redirectsFile() ? undefined : texts.get(redirectsFile());
      if (redirects !== undefined && readText(redirectsPath) !== redirectsBefore)
        return new Answer(409, { error: MESSAGES.api.changedOnDisk(plainName(redirectsFile())), hash: f.hash });
      // The redirects first: the moved page alone would be a problem.
      if (redirects !== undefined && redirects !== redirectsBefore) {
        writeWhole(redirectsPath, redirects);
        opts.written(redirectsFile());
      }
      if (text !== f.text) {
        writeWhole(f.full, text);
        opts.written(f.file);
      }
      return new Answer(200, { hash: textHash(text), changed: text !== f.text });
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
    "GET /changes": async () => new Answer(200, { files: changedFiles(root) }),
    "POST /discard": async (req) => {
      const body = await json(req);
      const file = String(body.file);
      checkedPath(root, file, file.startsWith("public/") ? "media" : "spec");
      if (!changedFiles(root).some((c) => c.file === file)) return bad("not changed");
      const tracked = git(root, ["ls-files", "--", file]).trim() !== "";
      if (tracked) git(root, ["checkout", "--", file]);
      else git(root, ["clean", "-f", "--", file]);
      opts.written(file);
      return new Answer(200, { files: changedFiles(root) });
    },
    "POST /upload": async (req, url) => {
      const saved = await saveUpload(root, req, url.searchParams.get("name") ?? "", url.searchParams.get("folder") ?? "");
      if (saved.ok) await opts.written(saved.file);
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
      if (e instanceof YamlEditError || e instanceof BadEdit) return send(res, 400, { error: MESSAGES.api.badRequest(e.message) });
      next(e);
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
 * `sections` opens with (a hero), filled from that kind's own starter.
 */
export function newPage(schemaDir: string, name: string, title: string): string {
  const sections = schemaAt(schemaDir, pageSchema(), { sections: [] }, ["sections"]);
  const opening = (sections?.defaultSnippets?.[0]?.body as readonly { kind?: string }[] | undefined)?.[0]?.kind;
  const snippets = sections?.items?.defaultSnippets ?? [];
  const starter = snippets.find((s) => (s.body as { kind?: string } | undefined)?.kind === opening) ?? snippets[0];
  const hero = { ...(fromSnippet(starter?.body ?? { kind: opening }) as Record<string, unknown>), heading: title };
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
}

/** The files of spec/ and public/media/ that differ from the last commit (git), each with its diff; [] outside a git work tree. */
export function changedFiles(root: string): ChangedFile[] {
  let status: string;
  try {
    status = git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "spec", "public/media"]);
  } catch {
    return [];
  }
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
      return { file, status: kind, diff };
    });
}
