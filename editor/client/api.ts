/**
 * The panel's calls to the editing endpoints (editor/server/api.ts), with the per-run token the
 * dev server put in the page.
 */
import type { PanelProblem, ChangedFile } from "../server/api.ts";
import type { ProposalState, ProposeOutcome } from "../server/propose.ts";
import type { Edit } from "../server/edits.ts";
import type { Choice } from "../server/choices.ts";
import type { JsonSchema } from "../server/schema.ts";
import type { InstancePath, PageSources } from "../server/sources.ts";

export type { ChangedFile, Choice, Edit, InstancePath, JsonSchema, PageSources, PanelProblem, ProposalState, ProposeOutcome };

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
  /** The records around this one, outermost first (the whole file, then each list item): for the panel's "up". */
  readonly trail: readonly { readonly path: InstancePath; readonly label: string }[];
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
  check: (file: string, hash: string, edits: readonly Edit[]) => call<{ problems: PanelProblem[] }>("POST", "/check", { file, hash, edits }),
  /** `redirects`: also write the redirects the edit's problems ask for (a published page's new address). */
  save: (file: string, hash: string, edits: readonly Edit[], redirects = false) =>
    call<{ hash: string; changed: boolean }>("POST", "/save", { file, hash, edits, redirects }),
  media: (src: string) => call<{ exists: boolean }>("GET", `/media?src=${encodeURIComponent(src)}`),
  page: (page: { name: string; path: string; title: string; description: string }) => call<{ file: string; url: string }>("POST", "/page", page),
  pictures: () => call<{ pictures: string[] }>("GET", "/pictures"),
  /** The records a key of a collection may name (a schema's `x-collection`), for a picker. */
  choices: (collection: string) => call<{ choices: Choice[] }>("GET", `/choices?collection=${encodeURIComponent(collection)}`),
  changes: () => call<{ files: ChangedFile[] }>("GET", "/changes"),
  discard: (file: string) => call<{ files: ChangedFile[] }>("POST", "/discard", { file }),
  upload: (file: File, folder: string) =>
    call<{ ok: true; file: string; src: string }>("POST", `/upload?name=${encodeURIComponent(file.name)}&folder=${encodeURIComponent(folder)}`, file),
  proposal: () => call<ProposalState>("GET", "/proposal"),
  propose: (input: { title: string; note: string; name?: string; email?: string }) => call<ProposeOutcome>("POST", "/propose", input),
  startNew: () => call<ProposeOutcome>("POST", "/proposal/new"),
  /** Opens the file at that line in the user's editor, through Vite's own endpoint (launch-editor). */
  open: (file: string, line: number, col: number) => fetch(`/__open-in-editor?file=${encodeURIComponent(`${file}:${line}:${col}`)}`),
};
