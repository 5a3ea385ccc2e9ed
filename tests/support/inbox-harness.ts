/**
 * The local server for tests and figures: a small dist/ of its own (a few pages, the real
 * dist/_headers and dist/.inbox.json of the current spec), the server built in this process
 * (createInboxServer, from the same environment variables the command reads) or, where a test
 * needs the command itself (its exit, signals, output pipes, its process's descriptors, memory
 * or CPU), server/inbox.mjs as a child process; either on a free port of 127.0.0.1; and requests
 * that the four forms really send. Used by the inbox unit
 * tests (tests/unit/inbox*.test.ts, form-growth.test.ts), two end-to-end suites
 * (tests/e2e/redirects.spec.ts, host-parity.spec.ts) and `npm run bench:inbox`
 * (scripts/bench/inbox-load.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Agent } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { closeGracefully, createInboxServer } from "../../server/app.mjs";
import { announcement, settingsFromEnv } from "../../server/env.mjs";
import { headersFile, speculationRules } from "../../scripts/build/headers.ts";
import { INBOX_CONFIG_FILE, inboxConfig, type InboxConfig, type InboxField } from "../../scripts/build/inbox-config.ts";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url)).replace(/[\\/]$/, "");

const page = (text: string) => `<!doctype html><html lang="en"><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;

/** Writes a small site into `dist` (pages as the build names them, one folder page, nearest-404 pages, an asset, _headers, .inbox.json). */
export function makeDist(dist: string, config: InboxConfig = inboxConfig()): void {
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "404.html": page("Root not found"),
    "thank-you.html": page("Sent"),
    "services/404.html": page("Section not found"),
    "services/media/404.html": page("Media service not found"),
    "services/media/media-buying.html": page("Media buying"),
    "guide/index.html": page("A folder page"),
    "assets/app-abc123.css": "body{color:#000}",
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    "speculation-rules.json": JSON.stringify(speculationRules()),
    _headers: headersFile({}),
    [INBOX_CONFIG_FILE]: JSON.stringify(config),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
}

/** The inbox credential the servers started here use (INBOX_TOKEN). */
export const INBOX_TOKEN = "test-inbox-token-0123456789";
/** The header that carries it. */
export const INBOX_AUTH = { authorization: `Bearer ${INBOX_TOKEN}` } as const;

export interface InboxServer {
  readonly base: string;
  readonly port: number;
  /** The command's process (`{ process: true }`), or undefined for a server built in this process. */
  readonly child?: ChildProcess;
  readonly file: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops the server gracefully (the command: SIGTERM) and waits until it is closed (the command: has exited). */
  stop(): Promise<void>;
}

/** What startInbox accepts beside the environment. */
export interface StartOptions {
  /** Run the command (server/inbox.mjs) as a child process instead of building the server here. */
  readonly process?: boolean;
  /** A limit on the size of the files it writes, KiB (bash's `ulimit -f`; implies `process`). */
  readonly fileSizeLimitKiB?: number;
}

/**
 * Starts the server on a free port of 127.0.0.1, serving `dist` and writing `file`, with
 * INBOX_TOKEN and a rate limit high enough for bursts (`env` overrides either): built in this
 * process from those variables (as the command reads them), or with `opts.process` the command
 * as a child process. Resolves once it listens; rejects with "inbox: <why>" when its settings are
 * refused, and for the command when it exits first ("inbox exited with <code>: <output>") or
 * takes over 15 s.
 */
export function startInbox(dist: string, file: string, env: Record<string, string> = {}, opts: StartOptions = {}): Promise<InboxServer> {
  const vars = { PORT: "0", HOST: "127.0.0.1", DIST: dist, INBOX_FILE: file, IDLE_EXIT_MS: "120000", INBOX_TOKEN, INBOX_RATE_LIMIT: "1000000", ...env };
  return opts.process || opts.fileSizeLimitKiB !== undefined ? spawnInbox(vars, opts.fileSizeLimitKiB) : buildInbox(vars);
}

/** The server built in this process from `vars` (the command's variables over this process's), listening on 127.0.0.1. */
async function buildInbox(vars: Record<string, string>): Promise<InboxServer> {
  let out = "";
  const line = (text: string) => {
    out = `${out}inbox: ${text}\n`.slice(-200_000);
  };
  let settings: ReturnType<typeof settingsFromEnv>;
  try {
    settings = settingsFromEnv({ ...process.env, ...vars });
  } catch (e) {
    throw new Error(`inbox: ${(e as Error).message}`);
  }
  const app = await createInboxServer({ ...settings.config, log: line, warn: line });
  await app.listen({ port: settings.port, host: settings.config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  for (const text of announcement(settings, port)) line(text);
  return { base: `http://127.0.0.1:${port}`, port, file: settings.config.inboxFile, output: () => out, stop: () => closeGracefully(app) };
}

/** The command, server/inbox.mjs, as a child process with `vars` over this process's environment. */
function spawnInbox(vars: Record<string, string>, fileSizeLimitKiB: number | undefined): Promise<InboxServer> {
  const file = vars.INBOX_FILE ?? "";
  // A limit on the size of the files it writes (bash's `ulimit -f`, in KiB): past it a write is
  // cut short and the next fails with EFBIG, as on a full disk, without root or a small filesystem.
  const [command, args] =
    fileSizeLimitKiB === undefined
      ? [process.execPath, [join(projectRoot, "server/inbox.mjs")]]
      : ["bash", ["-c", `ulimit -f ${fileSizeLimitKiB} && exec "$0" "$1"`, process.execPath, join(projectRoot, "server/inbox.mjs")]];
  const child = spawn(command, args, {
    cwd: dirname(vars.DIST ?? "."),
    env: { ...process.env, ...vars },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out = (out + c.toString()).slice(-200_000)));
  child.stderr!.on("data", (c: Buffer) => (out = (out + c.toString()).slice(-200_000)));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`inbox did not start: ${out}`)), 15_000);
    const onData = () => {
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      const port = Number(m[1]);
      resolve({
        base: `http://127.0.0.1:${port}`,
        port,
        child,
        file,
        output: () => out,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`inbox exited with ${code}: ${out}`));
    });
  });
}

/** A temporary folder with a dist/ and the path of a submissions file in it. */
export function tempSite(prefix = "blu-inbox-"): { root: string; dist: string; file: string } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dist = join(root, "dist");
  makeDist(dist);
  return { root, dist, file: join(root, "submissions.jsonl") };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP request with node:http. A reset while the body is still being sent is fine when the
 * server has answered (a refused large body); without an answer the request rejects.
 */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  opts: { chunked?: boolean; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(`${base}${path}`, { method, headers, agent: opts.agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
      res.on("aborted", () => reject(new Error("the answer was cut off")));
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code !== "EPIPE" && e.code !== "ECONNRESET") reject(e);
      else req.once("close", () => answered || reject(e));
    });
    req.on("close", () => setImmediate(() => answered || reject(new Error("socket hang up"))));
    if (body !== undefined && opts.chunked) {
      const buf = Buffer.from(body);
      for (let i = 0; i < buf.length; i += 8192) req.write(buf.subarray(i, i + 8192));
      req.end();
    } else req.end(body);
  });
}

/** The lines of a submissions file, parsed (throws on a damaged line). */
export function storedLines(file: string): Record<string, unknown>[] {
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A request a form of the site sends. */
export interface FormRequest {
  readonly name: string;
  readonly method: "POST";
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string | Buffer;
  /** The status the inbox answers it with. */
  readonly status: 200 | 303;
}

/** A valid value for a field: the first option of a select, else `text` cut to the field's limit. */
const valueFor = (f: InboxField, text: string) => (f.options ? f.options[0]! : f.maxLength !== null ? text.slice(0, f.maxLength) : text);

/** A multipart/form-data body as browsers send it. */
export function multipart(fields: [string, string][]): { contentType: string; body: Buffer } {
  const boundary = "----formdata-blu-7c1f3a";
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}"\r\n\r\n${v}\r\n`,
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`) };
}

/**
 * The requests the four forms send, each carrying `marker` in its email field: the contact form
 * as EmailJS JSON (JavaScript) and as a multipart post (no JavaScript), each list form as a
 * url-encoded post (no JavaScript: 303; JavaScript: no-cors, with ajax=1 where the form adds it).
 */
export function formRequests(marker: string, origin: string, config: InboxConfig = inboxConfig()): FormRequest[] {
  const email = `${marker}@example.com`;
  const text = (f: InboxField) =>
    f.pattern !== null
      ? `https://example.com/${f.param}/${encodeURIComponent(marker)}`
      : /email/i.test(f.name)
        ? email
        : f.name === "PHONE"
          ? "+256 700 000 000"
          : `${f.param} ${marker}`;
  const out: FormRequest[] = [];
  const nav = { origin, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
  const script = { origin, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", accept: "*/*" };
  for (const f of config.emailjs) {
    const params = Object.fromEntries(f.fields.map((x) => [x.param, valueFor(x, text(x))]));
    out.push({
      name: `${f.form} (EmailJS send)`,
      method: "POST",
      path: "/api/v1.0/email/send",
      headers: { ...script, "content-type": "application/json" },
      body: JSON.stringify({ lib_version: "4.4.1", user_id: f.publicKey, service_id: f.serviceId, template_id: f.templateId, template_params: params }),
      status: 200,
    });
    const posted: [string, string][] = [
      ...f.fields.map((x): [string, string] => [x.name, valueFor(x, text(x))]),
      ["service_id", f.serviceId],
      ["template_id", f.templateId],
      ["user_id", f.publicKey],
    ];
    if (f.honeypot) posted.push([f.honeypot, ""]);
    const mp = multipart(posted);
    out.push({
      name: `${f.form} (form post)`,
      method: "POST",
      path: "/api/v1.0/email/send-form",
      headers: { ...nav, "content-type": mp.contentType },
      body: mp.body,
      status: 303,
    });
  }
  for (const f of config.lists) {
    const fields = new URLSearchParams([...f.fields.map((x): [string, string] => [x.name, valueFor(x, text(x))]), ["tags", f.tags], [f.honeypot, ""]]);
    const path = `${f.path}?${new URLSearchParams({ u: f.u, id: f.id })}`;
    const urlencoded = "application/x-www-form-urlencoded;charset=UTF-8";
    out.push({ name: `${f.form} (form post)`, method: "POST", path, headers: { ...nav, "content-type": urlencoded }, body: fields.toString(), status: 303 });
    const js = new URLSearchParams(fields);
    if (f.ajax) js.set("ajax", "1");
    out.push({
      name: `${f.form} (no-cors fetch)`,
      method: "POST",
      path,
      headers: { origin, "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", accept: "*/*", "content-type": urlencoded },
      body: js.toString(),
      status: 200,
    });
  }
  return out;
}
