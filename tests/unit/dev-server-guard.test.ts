/**
 * The dev server hands out nothing it should not, and a picture cannot stall it
 * (docs/architecture.md, "What the dev server serves"): `npm run dev` on a copy of the project,
 * with the inbox's records, its build's allow-list, an environment file and a key in it, asked
 * for each from no origin and from another port of localhost; then a 16,000 × 16,000 PNG
 * uploaded and named in a record while a reader keeps loading the home page.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DevSandbox, startDevSandbox } from "../support/dev-sandbox.ts";

vi.setConfig({ testTimeout: 60_000 });

const SECRET = "visitor-4f1c@example.com";

/** A port free now on 127.0.0.1 (DEV_GUARD_PORT when set). */
async function freePort(): Promise<number> {
  if (process.env.DEV_GUARD_PORT) return Number(process.env.DEV_GUARD_PORT);
  return new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

let dev: DevSandbox;
const outside = join(tmpdir(), `blu-outside-${process.pid}.txt`);
beforeAll(async () => {
  writeFileSync(outside, SECRET);
  dev = await startDevSandbox(await freePort(), 120_000, {
    prepare: (root) => {
      mkdirSync(join(root, ".inbox"), { recursive: true });
      writeFileSync(join(root, ".inbox/submissions.jsonl"), `{"email":"${SECRET}"}\n`);
      mkdirSync(join(root, "dist"), { recursive: true });
      writeFileSync(join(root, "dist/.inbox.json"), `{"token":"${SECRET}"}`);
      writeFileSync(join(root, "dist/index.html"), SECRET);
      writeFileSync(join(root, ".env"), `SECRET=${SECRET}\n`);
      writeFileSync(join(root, "public/server.key"), SECRET);
      writeFileSync(join(root, "public/records.jsonl"), SECRET);
    },
  });
}, 180_000);
afterAll(async () => {
  await dev?.stop();
  rmSync(outside, { force: true });
});

const ATTACKER = "http://localhost:3000";
/** A GET with exactly these headers (fetch would add Sec-Fetch-Mode of its own): status, the CORS header, the body. */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; cors: string | null; body: string }>((done, fail) => {
    request(`${dev.origin}${path}`, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (c: string) => (body += c));
      res.on("end", () => done({ status: res.statusCode ?? 0, cors: (res.headers["access-control-allow-origin"] as string | undefined) ?? null, body }));
    })
      .on("error", fail)
      .end();
  });

describe("what the dev server hands out", () => {
  const forbidden = () => [
    "/.inbox/submissions.jsonl",
    `/@fs${dev.root}/.inbox/submissions.jsonl`,
    "/package.json",
    "/dist/.inbox.json",
    "/dist/index.html",
    "/.env",
    "/server.key",
    "/records.jsonl",
    "/spec/site.yaml",
    "/vite.config.ts",
    `/@fs${outside}`,
    "/@fs/etc/passwd",
  ];
  it.each([
    ["asked with no origin (curl)", {}],
    ["asked by a page on another port of localhost", { origin: ATTACKER, "sec-fetch-site": "same-site", "sec-fetch-mode": "cors" }],
  ])("nothing of the inbox, the project, the build or outside it, %s", async (_, headers) => {
    const answers = await Promise.all(forbidden().map(async (path) => ({ path, ...(await get(path, headers)) })));
    for (const a of answers) {
      expect([403, 404], a.path).toContain(a.status);
      expect(a.body, a.path).not.toContain(SECRET);
      expect(a.cors, a.path).toBeNull();
    }
  });

  it("pages, pictures, modules and the editor still load; the token only in the page itself", async () => {
    const page = await get("/", { accept: "text/html" });
    expect(page.status).toBe(200);
    const token = /name="blu-editor-token" content="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeTruthy();
    const picture = /src="(\/media\/[^"]+)"/.exec(page.body)?.[1];
    expect(picture).toBeTruthy();
    const modules = ["/@vite/client", "/editor/client/main.tsx", "/runtime/islands/loader.ts", "/runtime/styles/app.css", picture!];
    for (const path of modules) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.body.includes(token!), path).toBe(false);
    }
  });

  it("another origin reads nothing, the page and its token included; a link followed from elsewhere still opens", async () => {
    const others: Record<string, string>[] = [
      { origin: ATTACKER, "sec-fetch-site": "same-site", "sec-fetch-mode": "cors" },
      { "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" },
      { origin: ATTACKER },
    ];
    for (const headers of others) {
      for (const path of ["/", "/editor/client/main.tsx", "/__blu/editor/changes"]) {
        const r = await get(path, headers);
        expect(r.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(r.cors).toBeNull();
        expect(r.body).not.toContain("blu-editor-token");
      }
    }
    const followed = await get("/", { accept: "text/html", "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
    expect(followed.status).toBe(200);
    expect(followed.cors).toBeNull();
  });
});

describe("a picture cannot stall the dev server", () => {
  it("the 16,000 × 16,000 PNG is refused by the upload and by the generator within 2 s, while GET / keeps answering", async () => {
    const huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#777" }, limitInputPixels: false })
      .png()
      .toBuffer();
    const page = await get("/", { accept: "text/html" });
    const token = /name="blu-editor-token" content="([^"]+)"/.exec(page.body)![1]!;
    const editor = (path: string, body: BodyInit, type = "application/json") =>
      fetch(`${dev.origin}/__blu/editor${path}`, { method: "POST", body, headers: { origin: dev.origin, "x-blu-editor-token": token, "content-type": type } });

    /** GET / every 25 ms until `work` settles: the longest answer, ms. */
    const whileReading = async <T>(work: Promise<T>) => {
      let done = false;
      const times: number[] = [];
      const reader = (async () => {
        while (!done) {
          const t0 = performance.now();
          await (await fetch(`${dev.origin}/`, { headers: { accept: "text/html" } })).text();
          times.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 25));
        }
      })();
      const t0 = performance.now();
      const result = await work;
      const ms = performance.now() - t0;
      done = true;
      await reader;
      return { result, ms, slowest: Math.max(...times), reads: times.length };
    };
    // What GET / takes on this machine now, alone.
    const alone = await whileReading(new Promise((r) => setTimeout(r, 1000)));

    const upload = await whileReading(editor("/upload?name=huge.png&folder=uploads", new Blob([huge]), "application/octet-stream"));
    expect(upload.result.status).toBe(422);

    // Named in a record: the picture put below public/ by hand, the panel's check of the record;
    // first with a picture of the site, for what a check costs on this machine now (the
    // generator runs in the server's process: the page waits for it either way).
    mkdirSync(join(dev.root, "public/media/uploads"), { recursive: true });
    writeFileSync(join(dev.root, "public/media/uploads/huge.png"), huge);
    const named = (src: string) =>
      JSON.stringify({
        file: "spec/services/media.yaml",
        edits: [{ op: "set", path: ["services", 1, "heroImage"], value: { src, alt: "The media buying team planning a campaign" } }],
      });
    const ordinary = /src="(\/media\/[^"_]+\.(?:svg|png|jpe?g|webp))"/.exec(page.body)![1]!;
    const plain = await whileReading(editor("/check", named(ordinary)));
    const check = await whileReading(editor("/check", named("/media/uploads/huge.png")));
    const answer = (await check.result.json()) as { problems?: { message: string }[] };
    console.info(
      `GET / alone: slowest ${Math.round(alone.slowest)} ms of ${alone.reads}; during the upload (${Math.round(upload.ms)} ms): slowest ${Math.round(upload.slowest)} ms of ${upload.reads}; ` +
        `a check naming ${ordinary}: ${Math.round(plain.ms)} ms (GET / slowest ${Math.round(plain.slowest)} ms); naming the huge picture: ${Math.round(check.ms)} ms (GET / slowest ${Math.round(check.slowest)} ms)`,
    );
    expect(answer.problems?.map((p) => p.message).join("\n")).toContain("16,000 × 16,000 px (256 megapixels); a picture may have at most 40 megapixels");
    expect(upload.ms).toBeLessThan(2000);
    // What the picture adds to a check: its header, read beside the server.
    expect(check.ms - plain.ms).toBeLessThan(2000);
    // The upload reads the header off the main thread: the reader waits about as long as alone
    // (a generous margin: the machine is shared).
    expect(upload.slowest).toBeLessThan(Math.max(1000, 3 * alone.slowest));
  }, 120_000);
});
