/**
 * The dev server's bounds, in process (docs/architecture.md, "What the dev server serves"): which
 * requests count as another origin's, what it may read from disk, the editor's caps on a
 * request (edits, nesting) answered 400 in plain words at once, the bounded page cache, and a
 * failing request answered without its stack.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, MAX_EDITS, nestedDeeper } from "../../editor/server/edits.ts";
import { writeWhole } from "../../editor/server/files.ts";
import { crossOrigin, devFileAccess, plainErrors } from "../../scripts/dev/dev-files.ts";
import { Lru } from "../../scripts/dev/lru.ts";
import { editorCaller } from "./support/editor-api.ts";
import { projectRoot } from "./support/tmp-root.ts";

const OWN = ["http://127.0.0.1:5173", "http://localhost:5173"];

describe("requests of another origin", () => {
  it.each([
    ["curl: no Origin, no Sec-Fetch headers", { headers: {}, refused: false }],
    ["the dev server's own page", { headers: { origin: "http://127.0.0.1:5173", "sec-fetch-site": "same-origin" }, refused: false }],
    [
      "a fetch from another port of localhost",
      { headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-site", "sec-fetch-mode": "cors" }, refused: true },
    ],
    [
      "a module script of another site",
      { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" }, refused: true },
    ],
    ["a classic script or picture of another port (no Origin)", { headers: { "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors" }, refused: true }],
    ["a link followed from another site", { headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" }, refused: false }],
    ["an Origin of null (a sandboxed frame, a file)", { headers: { origin: "null" }, refused: true }],
  ])("%s", (_, { headers, refused }) => expect(crossOrigin(headers, OWN) !== null).toBe(refused));
});

describe("what Vite may read", () => {
  it("the folders pages and the editor load from, and never the inbox, keys, builds or git", () => {
    const root = "/p";
    const access = devFileAccess(root, { INBOX_FILE: "/var/inbox/records.jsonl" });
    expect(access.allow.filter((f) => !f.includes("node_modules"))).toEqual(
      ["runtime", "generated", "editor", "public", "lib", "media"].map((f) => join(root, f)),
    );
    expect(access.deny).toEqual(
      expect.arrayContaining(["**/.inbox/**", "**/.inbox.json", "*.jsonl", ".env", ".env.*", "**/.git/**", "/p/dist*/**", "/var/inbox/records.jsonl"]),
    );
  });
});

describe("the editor's requests are bounded", () => {
  const call = editorCaller(projectRoot);
  const deep = (levels: number): unknown => {
    let v: unknown = "x";
    for (let i = 0; i < levels; i++) v = { a: v };
    return v;
  };
  it.each([
    ["a body at the depth limit", { value: deep(MAX_DEPTH), deeper: false }],
    ["one level more", { value: deep(MAX_DEPTH + 1), deeper: true }],
    ["5,000 levels, counted without recursion", { value: deep(5000), deeper: true }],
  ])("nestedDeeper: %s", (_, { value, deeper }) => expect(nestedDeeper(value, MAX_DEPTH)).toBe(deeper));

  // Refused by counting, before any edit is applied or checked (nestedDeeper counts without
  // recursion, above); how fast is for the benchmarks, not a timed test.
  it("1,000 edits and a value nested 5,000 deep: 400, in plain words, no stack", async () => {
    const set = { op: "set", path: ["brand", "name"], value: "x" };
    const many = await call("POST", "/check", { file: "spec/site.yaml", hash: "", edits: Array.from({ length: 1000 }, () => set) });
    const nested = await call("POST", "/check", { file: "spec/site.yaml", hash: "", edits: [{ ...set, value: deep(5000) }] });
    expect([many.status, nested.status]).toEqual([400, 400]);
    expect([many.body.error, nested.body.error]).toMatchInlineSnapshot(`
      [
        "This change makes 1,000 edits at once; the panel checks at most 200 at a time: save it in smaller steps.",
        "This change puts values inside each other more than 32 levels deep, which no content needs: it was not checked.",
      ]
    `);
    expect(JSON.stringify([many.body, nested.body])).not.toMatch(/\bat \S+ \(/);
    expect(MAX_EDITS).toBe(200);
  });
});

describe("the page cache", () => {
  it("keeps the most recently used pages, and no more", () => {
    const pages = new Lru<string, string>(3);
    for (const url of ["/a", "/b", "/c"]) pages.set(url, url);
    pages.get("/a"); // now the most recent: /b is the least
    pages.set("/d", "/d");
    expect([pages.get("/a"), pages.get("/b"), pages.get("/c"), pages.get("/d")]).toEqual(["/a", undefined, "/c", "/d"]);
    for (let i = 0; i < 5000; i++) pages.set(`/unknown-${i}`, "x");
    expect(pages.size).toBe(3);
  });
});

describe("a failing request", () => {
  it("is logged with its stack and answered with a plain page", () => {
    const logged: string[] = [];
    const sent: { status?: number; body?: string } = {};
    const res = {
      headersSent: false,
      set statusCode(s: number) {
        sent.status = s;
      },
      setHeader: () => {},
      end: (body?: string) => {
        sent.body = body;
      },
    };
    const error = new Error("Cannot read properties of undefined (reading 'title')");
    plainErrors((t) => logged.push(t))(error, { method: "GET", url: "/about" } as never, res as never, () => {});
    expect(sent.status).toBe(500);
    expect(sent.body).not.toContain(" at ");
    expect(sent.body).toContain("<details><summary>Details</summary><pre>Cannot read properties of undefined (reading 'title')</pre></details>");
    expect(logged[0]).toContain(error.stack!.split("\n")[1]!.trim());
  });
});

describe("a write that fails", () => {
  it("leaves nothing behind: no temporary file beside the one it could not replace", () => {
    const dir = mkdtempSync(join(tmpdir(), "blu-write-"));
    try {
      // A folder where the file should go: the rename over it fails, as a full disk's write would.
      mkdirSync(join(dir, "photo.jpg"));
      expect(() => writeWhole(join(dir, "photo.jpg"), Buffer.from("bytes"))).toThrow();
      expect(readdirSync(dir)).toEqual(["photo.jpg"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
