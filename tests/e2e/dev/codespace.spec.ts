/**
 * `npm run dev` behind a codespace's forwarded origin (scripts/dev/dev-origins.ts,
 * docs/architecture.md "Who the dev server answers"): a dev server of its own, on a copy of the
 * project, started with the variables GitHub Codespaces sets. The requests are sent as the
 * codespace's https forward passes them on: to 127.0.0.1, with the forwarded Host and Origin.
 * Pages, the editor's endpoints and the HMR socket answer the forwarded origin, and refuse
 * another codespace, plain http and a look-alike host. Last, Chromium opens the page at the
 * forwarded https address through a stand-in for the forward (tests/support/https-forward.ts):
 * the editor reads the page and HMR connects over wss on 443, so a saved change shows in place.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { DEV_PORT } from "../../../playwright.config";
import { type DevSandbox, startDevSandbox } from "../../support/dev-sandbox.ts";
import { startHttpsForward } from "../../support/https-forward.ts";
import { expect, test } from "../fixtures";

/** The port of this suite's dev server: `E2E_CODESPACE_PORT`, by default the one after the shared dev server's. */
const PORT = Number(process.env.E2E_CODESPACE_PORT ?? DEV_PORT + 1);
const NAME = "e2e-codespace-x4r";
const HOST = `${NAME}-${PORT}.app.github.dev`;
const FORWARDED = `https://${HOST}`;
const OTHER = `other-codespace-${PORT}.app.github.dev`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let sandbox: DevSandbox;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  sandbox = await startDevSandbox(PORT, 90_000, {
    env: { CODESPACES: "true", CODESPACE_NAME: NAME, GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: "app.github.dev", DEV_ORIGINS: "" },
  });
});
test.afterAll(async () => {
  await sandbox?.stop();
});

/** What came back: the status, the headers, the body. */
interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Sends a request to the sandbox's dev server with the given headers, `Host` among them (which
 * fetch would not send as given); a WebSocket upgrade resolves with 101 and no body.
 */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" });
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.end(body);
  });
}

/** The editor's token of this run, as the page opened at the forwarded origin carries it. */
async function editorToken(): Promise<string> {
  const page = await send("GET", "/", { host: HOST, accept: "text/html" });
  const token = /<meta name="blu-editor-token" content="([^"]+)"/.exec(page.body)?.[1];
  expect(token, "the page carries the editor's token").toBeTruthy();
  return token!;
}

test("a page opened at the forwarded origin is served; another host is refused", async () => {
  expect((await send("GET", "/", { host: HOST, accept: "text/html" })).status, "the forwarded host").toBe(200);
  expect((await send("GET", "/", { host: `${HOST}:443`, accept: "text/html" })).status, "the forwarded host, its port written out").toBe(200);
  expect((await send("GET", "/", { host: `127.0.0.1:${PORT}`, accept: "text/html" })).status, "the local host").toBe(200);
  expect((await send("GET", "/", { host: OTHER, accept: "text/html" })).status, "another codespace").toBe(403);
  expect((await send("GET", "/", { host: `${HOST}.evil.example`, accept: "text/html" })).status, "a look-alike suffix").toBe(403);
});

test("the editor's endpoints answer the forwarded origin with the run's token, and no other origin", async () => {
  const token = await editorToken();
  const check = (headers: Record<string, string>) =>
    send(
      "POST",
      "/__blu/editor/check",
      { "content-type": "application/json", "x-blu-editor-token": token, ...headers },
      JSON.stringify({ file: "spec/site.yaml", hash: "", edits: [] }),
    );
  expect((await check({ host: HOST, origin: FORWARDED })).status, "the forwarded origin").toBe(200);
  expect((await check({ host: `127.0.0.1:${PORT}`, origin: `http://127.0.0.1:${PORT}` })).status, "the local origin").toBe(200);
  // GitHub's forward passes the forwarded page's own Origin on as the local server's.
  expect((await check({ host: HOST, origin: `https://localhost:${PORT}` })).status, "the forwarded origin, rewritten").toBe(200);
  expect((await check({ host: `localhost:${PORT}`, origin: `http://localhost:${PORT}` })).status, "the forwarded origin and host, rewritten").toBe(200);
  expect((await check({ host: HOST, origin: `https://${OTHER}` })).status, "another codespace").toBe(403);
  expect((await check({ host: HOST, origin: `http://${HOST}` })).status, "plain http").toBe(403);
  expect((await check({ host: HOST, origin: `${FORWARDED}:8443` })).status, "another port").toBe(403);
  expect((await check({ host: HOST })).status, "no origin").toBe(403);
  expect((await check({ host: HOST, origin: FORWARDED, "x-blu-editor-token": "x".repeat(token.length) })).status, "a wrong token").toBe(403);
});

test("the HMR socket opens through the forwarded host on the page's own port, and no other origin reads a thing", async () => {
  const client = await send("GET", "/@vite/client", { host: HOST, origin: FORWARDED });
  expect(client.status).toBe(200);
  // No port of its own: the client opens wss on the page's port (443 behind the https forward).
  expect(client.body).toContain("const hmrPort = null;");
  const wsToken = /const wsToken = "([^"]+)"/.exec(client.body)?.[1];
  expect(wsToken, "the client's socket token").toBeTruthy();
  const upgrade = (host: string, origin: string) =>
    send("GET", `/?token=${wsToken}`, {
      host,
      origin,
      connection: "Upgrade",
      upgrade: "websocket",
      "sec-websocket-version": "13",
      "sec-websocket-key": randomBytes(16).toString("base64"),
      "sec-websocket-protocol": "vite-hmr",
    });
  expect((await upgrade(HOST, FORWARDED)).status, "the forwarded host").toBe(101);
  expect((await upgrade(OTHER, `https://${OTHER}`)).status, "another codespace").not.toBe(101);
  // CORS is off: no answer tells another origin it may read it.
  const read = await send("GET", "/@vite/client", { host: HOST, origin: `https://${OTHER}` });
  expect(read.headers["access-control-allow-origin"]).toBeUndefined();
});

/** The spec files of the sandbox that hold `text`, and how many times each does. */
function specFilesWith(text: string): { file: string; count: number }[] {
  const dir = join(sandbox.root, "spec");
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => ({ file: `spec/${f.split("\\").join("/")}`, count: readFileSync(join(dir, f), "utf8").split(text).length - 1 }))
    .filter((f) => f.count > 0);
}

test("in a browser at the forwarded https address, the editor reads the page and HMR connects over wss on 443", async ({ playwright, launchOptions }) => {
  const forward = await startHttpsForward(PORT, HOST, `https://localhost:${PORT}`);
  // The forwarded host resolves to the stand-in, on its port: the browser itself opens https://HOST/ (port 443).
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1:${forward.port}`],
  });
  try {
    const page = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    const connected = page.waitForEvent("console", { predicate: (m) => m.text() === "[vite] connected.", timeout: 20_000 });
    const sources = page.waitForResponse((r) => r.url().startsWith(`${FORWARDED}/__blu/editor/sources`), { timeout: 20_000 });
    expect((await page.goto(`${FORWARDED}/`))?.status()).toBe(200);
    expect((await sources).status(), "the editor's endpoints").toBe(200);
    await connected;
    expect(sockets.map((url) => new URL(url).origin)).toContain(`wss://${HOST}`);
    // The panel's own request: the browser sends the page's Origin, the forward rewrites it.
    const checked = await page.evaluate(async () => {
      const token = document.querySelector('meta[name="blu-editor-token"]')?.getAttribute("content") ?? "";
      const body = JSON.stringify({ file: "spec/site.yaml", hash: "", edits: [] });
      return (await fetch("/__blu/editor/check", { method: "POST", headers: { "content-type": "application/json", "x-blu-editor-token": token }, body }))
        .status;
    });
    expect(checked, "a POST of the page to the editor").toBe(200);

    // A heading written once in spec/ (found at run time), changed as a save does: the page shows it in place.
    const headings = await page.locator("h1, h2").allTextContents();
    const heading = headings.map((h) => h.trim()).find((h) => h.length > 3 && specFilesWith(h).length === 1 && specFilesWith(h)[0]!.count === 1);
    expect(heading, "a heading of the home page written once in spec/").toBeTruthy();
    let loads = 0;
    page.on("load", () => loads++);
    sandbox.edit(specFilesWith(heading!)[0]!.file, heading!, `${heading} (edited)`);
    await expect(page.getByText(`${heading} (edited)`).first()).toBeVisible({ timeout: 20_000 });
    expect(loads, "applied in place over the HMR socket, not by a reload").toBe(0);
  } finally {
    await browser.close();
    await forward.close();
  }
});
