/**
 * The page editor's endpoints (editor/server/api.ts) called in process, as the panel calls them:
 * a request with the dev server's own host, origin and token, a JSON body, and the JSON answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { editorApi } from "../../../editor/server/api.ts";
import { devOrigins } from "../../../scripts/dev/dev-origins.ts";

/** An answer of an endpoint: its status and its JSON body. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** Calls an endpoint of an editor API: `(method, "/save", body)`; a Buffer body is sent as it is (an upload's bytes), anything else as JSON. */
export type CallApi = (method: "GET" | "POST", path: string, body?: unknown) => Promise<ApiAnswer>;

/**
 * The editor's endpoints for the project at `root`, as a function that calls one. `written`
 * hears each file the endpoints write (name from the root).
 */
export function editorCaller(root: string, written: (file: string) => void = () => {}): CallApi {
  const token = "t".repeat(32);
  const host = "127.0.0.1:5173";
  const api = editorApi({
    root,
    token,
    allowed: () => devOrigins(5173, {}),
    pageHtml: async () => "<html><body></body></html>",
    written,
  });
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const bytes = body === undefined ? [] : [Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body))];
      const req = Readable.from(bytes) as unknown as IncomingMessage;
      Object.assign(req, { method, url: path, headers: { host, origin: `http://${host}`, "x-blu-editor-token": token } });
      const res = {
        statusCode: 200,
        setHeader: () => {},
        end: (text: string) => resolve({ status: res.statusCode, body: JSON.parse(text) as Record<string, unknown> }),
      } as unknown as ServerResponse;
      void api(req, res, (e?: unknown) => reject(e ?? new Error(`${method} ${path} is no endpoint`)));
    });
}
