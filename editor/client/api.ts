/**
 * The panel's calls to the editing endpoints (editor/server/api.ts), with the per-run token the
 * dev server put in the page.
 */
import type { PanelProblem, ChangedFile } from "../server/api.ts";
import type { FollowedReference, UndoableSet, Use, UsesChoice } from "../server/changeset.ts";
import type { ProposalState, ProposeOutcome } from "../server/propose.ts";
import type { Edit } from "../server/edits.ts";
import type { Choice } from "../server/choices.ts";
import type { JsonSchema } from "../server/schema.ts";
import type { InstancePath, PageSources } from "../server/sources.ts";

export type {
  ChangedFile,
  Choice,
  FollowedReference,
  UndoableSet,
  UsesChoice,
  Edit,
  InstancePath,
  JsonSchema,
  PageSources,
  PanelProblem,
  ProposalState,
  ProposeOutcome,
};

/** A record as the panel shows it (editor/server/api.ts `record`). */
export interface RecordData {
  readonly file: string;
  readonly hash: string;
  readonly path: InstancePath;
  readonly label: string;
  readonly value: unknown;
  readonly schema: JsonSchema | null;
  readonly line: number;
  readonly col: number;
  /** The lists of the record that name people by key, with their field's title: where "Add a person" is offered (./AddPerson.tsx). */
  readonly personLists?: readonly { readonly path: InstancePath; readonly title: string }[];
  /** The records around this one, outermost first (the whole file, then each list item): for the panel's "up". */
  readonly trail: readonly { readonly path: InstancePath; readonly label: string }[];
}

/** One file of a change that spans files: its name, the hash the panel read it with, its edits. */
export interface FileChange {
  readonly file: string;
  readonly hash: string;
  readonly edits: readonly Edit[];
}

/**
 * What a check answers: the problems the change would add, the references a renamed key takes
 * along, the places a removed record is used (each with its label in words) and the records
 * that could take its place.
 */
export interface CheckAnswer {
  readonly problems: PanelProblem[];
  readonly followed: (FollowedReference & { readonly label: string })[];
  readonly uses: (Use & { readonly label: string })[];
  readonly alternatives: { readonly key: string; readonly name: string }[];
}

/** What a save answers: the first file's new hash, each file's, the files written and the id "Undo" takes. */
export interface SaveAnswer {
  readonly hash: string;
  readonly hashes: Readonly<Record<string, string>>;
  readonly changed: boolean;
  readonly files: readonly string[];
  readonly undo?: string;
}

/** What the Changes view shows: the changed files and the sets of this session that can be undone. */
export interface ChangesState {
  readonly files: ChangedFile[];
  /** Each with what its files are, in words ("the about page"). */
  readonly sets: (UndoableSet & { readonly things: readonly string[] })[];
}

const BASE = "/__blu/editor";
const token = () => document.querySelector<HTMLMetaElement>('meta[name="blu-editor-token"]')?.content ?? "";

/** An answer that is not 200: its status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; problems?: PanelProblem[]; hash?: string; needsIdentity?: boolean },
  ) {
    super(body.error ?? `HTTP ${status}`);
  }
}

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { "x-blu-editor-token": token(), ...(body === undefined || body instanceof Blob ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
    cache: "no-store",
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new ApiError(res.status, data as ApiError["body"]);
  return data;
}

export const api = {
  sources: (url: string) => call<PageSources>("GET", `/sources?url=${encodeURIComponent(url)}`),
  record: (file: string, path: InstancePath, exact = false) =>
    call<RecordData>("GET", `/record?file=${encodeURIComponent(file)}&path=${encodeURIComponent(JSON.stringify(path))}${exact ? "&exact" : ""}`),
  /** `extra.uses`: what to do where a removed record is used (remove it there, or name another record). */
  check: (file: string, hash: string, edits: readonly Edit[], extra: { uses?: UsesChoice } = {}) =>
    call<CheckAnswer>("POST", "/check", { file, hash, edits, ...extra }),
  /** `redirects`: also write the redirects the edit's problems ask for (a published page's new address). */
  save: (file: string, hash: string, edits: readonly Edit[], redirects = false, extra: { uses?: UsesChoice } = {}) =>
    call<SaveAnswer>("POST", "/save", { file, hash, edits, redirects, ...extra }),
  media: (src: string) => call<{ exists: boolean }>("GET", `/media?src=${encodeURIComponent(src)}`),
  page: (page: { name: string; path: string; title: string; description: string }) => call<{ file: string; url: string }>("POST", "/page", page),
  pictures: () => call<{ pictures: string[] }>("GET", "/pictures"),
  /** The people teams name by key, the people file, its hash and the schema of a new person. */
  people: () =>
    call<{ file: string; hash: string; list: string; people: { key: string; name: string }[]; collection: string; schema: JsonSchema | null }>(
      "GET",
      "/people",
    ),
  /** The records a key of a collection may name (a schema's `x-collection`), for a picker. */
  choices: (collection: string) => call<{ choices: Choice[] }>("GET", `/choices?collection=${encodeURIComponent(collection)}`),
  changes: () => call<ChangesState>("GET", "/changes"),
  discard: (file: string) => call<ChangesState & { undo: string }>("POST", "/discard", { file }),
  /** Puts the files of a saved or discarded set back as they were before it (409 when one changed since). */
  undo: (id: string) => call<ChangesState>("POST", "/undo", { id }),
  /** Checks a change that spans files, all together (the references a renamed key takes along in `followed`). */
  checkSet: (changes: readonly FileChange[], redirects = false) => call<CheckAnswer>("POST", "/check", { changes, redirects }),
  /** Saves a change that spans files: every file or none. */
  saveSet: (changes: readonly FileChange[], redirects = false) => call<SaveAnswer>("POST", "/save", { changes, redirects }),
  upload: (file: File, folder: string) =>
    call<{ ok: true; file: string; src: string }>("POST", `/upload?name=${encodeURIComponent(file.name)}&folder=${encodeURIComponent(folder)}`, file),
  proposal: () => call<ProposalState>("GET", "/proposal"),
  propose: (input: { title: string; note: string; name?: string; email?: string }) => call<ProposeOutcome>("POST", "/propose", input),
  startNew: () => call<ProposeOutcome>("POST", "/proposal/new"),
  /** Opens the file at that line in the developer's code editor (launch-editor); `opened` false when that failed. */
  open: (file: string, line: number, col: number) => call<{ opened: boolean }>("POST", "/open", { file, line, col }),
};
