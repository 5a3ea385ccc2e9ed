import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { VirtualFile } from "../../../generator/emit/print.ts";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import { generate } from "../../../generator/run.ts";
import { writeGenerated } from "../../../generator/write/write.ts";
import { runGenerator } from "../support/cli.ts";
import { RUNS_DIR, findCached, inputKey, recordRun } from "../../../generator/write/cache.ts";
import { editOnce, snapshotDir, tmpRoots } from "../support/tmp-root.ts";

// The CLI cases spawn node (and tsx) about a dozen times, side by side; a full run is over a
// second on an idle 2-core machine and several on a busy one: slow is not wrong. The recorded
// starting points are made in process (recordedRoot), but for one made by `--no-cache` itself.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// ── The key and the record, on a small throwaway tree ────────────────────────────────────

const fakes: string[] = [];
afterAll(() =>
  fakes.forEach((d) => {
    rmSync(d, { recursive: true, force: true });
  }),
);

/** A tiny project: the folders and files the key covers, and a generated/ of two files. */
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "blu-cache-"));
  fakes.push(root);
  const put = (rel: string, text: string | Buffer) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  put("spec/site.yaml", "brand:\n  name: BLU\n");
  put("spec/schemas/site.schema.json", "{}\n");
  put("public/media/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  put("generator/cli.ts", "export {};\n");
  put("package.json", "{}\n");
  put("package-lock.json", "{}\n");
  for (const f of FILES) put(f.path, f.content);
  return root;
}

const FILES: readonly VirtualFile[] = [
  { path: "generated/site.ts", content: 'export const site = { name: "BLU" } as const;\n' },
  { path: "generated/forms/contact.ts", content: 'export const fields = ["name"] as const;\n' },
];

describe("inputKey: a content hash of every input", () => {
  it.each([
    ["a spec file's bytes", (r: string) => writeFileSync(join(r, "spec/site.yaml"), "brand:\n  name: BLU \n")],
    ["a new spec file", (r: string) => writeFileSync(join(r, "spec/ui.yaml"), "")],
    ["a renamed spec file", (r: string) => renameSync(join(r, "spec/site.yaml"), join(r, "spec/site2.yaml"))],
    ["a new empty folder in spec/", (r: string) => mkdirSync(join(r, "spec/forms"))],
    ["a schema", (r: string) => writeFileSync(join(r, "spec/schemas/site.schema.json"), "{ }\n")],
    [
      "an image in public/ (same size, other pixels)",
      (r: string) => writeFileSync(join(r, "public/media/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>'),
    ],
    ["a file added to public/", (r: string) => writeFileSync(join(r, "public/media/video.webm"), "")],
    ["generator code", (r: string) => writeFileSync(join(r, "generator/cli.ts"), "export {}; \n")],
    ["package-lock.json", (r: string) => writeFileSync(join(r, "package-lock.json"), "{ }\n")],
    [
      "a link in public/ moved to identical bytes outside public/",
      (r: string) => {
        writeFileSync(join(r, "public/media/inside.svg"), "<svg/>");
        writeFileSync(join(r, "outside.svg"), "<svg/>");
        unlinkSync(join(r, "public/media/logo.svg"));
        symlinkSync("inside.svg", join(r, "public/media/logo.svg"));
        const key = inputKey(r);
        unlinkSync(join(r, "public/media/logo.svg"));
        symlinkSync("../../outside.svg", join(r, "public/media/logo.svg"));
        expect(inputKey(r)).not.toBe(key);
      },
    ],
  ])("changes with %s", (_, change) => {
    const root = fakeRoot();
    const before = inputKey(root);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(inputKey(root), "stable while nothing changes").toBe(before);
    change(root);
    expect(inputKey(root)).not.toBe(before);
  });

  it("does not change with generated/ or the cache itself", () => {
    const root = fakeRoot();
    const before = inputKey(root);
    writeFileSync(join(root, "generated/site.ts"), "edited\n");
    recordRun(root, before!, FILES);
    expect(inputKey(root)).toBe(before);
  });

  it("is undefined (no caching) when spec/ names a path with /.. in it, which may leave public/", () => {
    const root = fakeRoot();
    writeFileSync(join(root, "spec/site.yaml"), "logo: /media/../../secret.svg\n");
    expect(inputKey(root)).toBeUndefined();
  });
});

describe("findCached: answers only when generated/ is byte for byte what the recorded run made", () => {
  const recorded = () => {
    const root = fakeRoot();
    const key = inputKey(root)!;
    recordRun(root, key, FILES);
    return { root, key };
  };

  it("hits after a recorded run", () => {
    const { root, key } = recorded();
    expect(findCached(root, key)).toEqual({ files: 2 });
  });

  it.each([
    ["a changed file", (r: string) => writeFileSync(join(r, "generated/site.ts"), "export const site = {};\n")],
    ["a missing file", (r: string) => unlinkSync(join(r, "generated/forms/contact.ts"))],
    ["an extra file", (r: string) => writeFileSync(join(r, "generated/forms/old.ts"), "export {};\n")],
    ["no generated/ at all", (r: string) => rmSync(join(r, "generated"), { recursive: true })],
    [
      "a record that does not parse",
      (r: string) => {
        const dir = join(r, RUNS_DIR);
        for (const n of readdirSync(dir)) writeFileSync(join(dir, n), "{ not json");
      },
    ],
  ])("misses with %s", (_, change) => {
    const { root, key } = recorded();
    change(root);
    expect(findCached(root, key)).toBeUndefined();
  });

  it("misses for other inputs, and without a record", () => {
    const { root } = recorded();
    expect(findCached(root, "0".repeat(64))).toBeUndefined();
    expect(findCached(fakeRoot(), inputKey(root)!)).toBeUndefined();
  });
});

// ── The command line through the launcher ────────────────────────────────────────────────

const tmpRoot = tmpRoots();

/**
 * A temp project whose current inputs are recorded as the CLI records a successful full run:
 * generated in process (the stages are the same code; only the exit code and the printing are
 * the command line's, and the tests below check those through the launcher), written, recorded.
 */
function recordedRoot(): string {
  const root = tmpRoot({ generated: true });
  for (let attempt = 1; ; attempt++) {
    const result = generate(root);
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, { frames: false }));
    writeGenerated(root, result.files);
    const key = inputKey(root);
    if (key) recordRun(root, key, result.files);
    if (key && findCached(root, key)) return root;
    // node_modules/ is shared (symlinked): an `npm install` elsewhere during the run changes the
    // inputs (node_modules/.package-lock.json), and then the record does not match.
    if (attempt === 3) throw new Error("three full runs, none recorded");
  }
}

/** A temp project whose current inputs are recorded by a full run through the launcher (--no-cache). */
async function recordedByCli(): Promise<string> {
  const root = tmpRoot({ generated: true });
  for (let attempt = 1; ; attempt++) {
    const r = await runGenerator(root, ["--no-cache"], "node");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain("inputs unchanged");
    const key = inputKey(root);
    if (key && findCached(root, key)) return root;
    if (attempt === 3) throw new Error("three full runs, none recorded");
  }
}

const fromCache = /inputs unchanged/;
const MEDIA = "spec/services/media.yaml";

describe.concurrent("generator CLI with the skip-cache", () => {
  it("--no-cache runs every stage and records; an unchanged tree is then answered from the cache, for --check and for generate", async ({ expect }) => {
    const root = await recordedByCli();
    const check = await runGenerator(root, ["--check"], "node");
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^generated\/ is current \(\d+ files checked in \d+ ms, inputs unchanged\)\n$/);
    const gen = await runGenerator(root, [], "node");
    expect(gen.status).toBe(0);
    expect(gen.stdout).toMatch(/^generated\/: already current \(\d+ files, \d+ ms, inputs unchanged\)\n$/);
  });

  it("changing a spec file invalidates it: --check compares again and fails, generate writes", async ({ expect }) => {
    const root = recordedRoot();
    editOnce(root, MEDIA, "    title: Media buying\n", "    title: Media buying plus\n");
    const stale = await runGenerator(root, ["--check"], "node");
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("changed generated/services.ts");
    expect(stale.stderr).toContain('title: "Media buying plus",');
    const gen = await runGenerator(root, [], "node");
    expect(gen.status).toBe(0);
    expect(gen.stdout).toMatch(/^generated\/: \d+ file\(s\) written/);
    expect(readFileSync(join(root, "generated/services.ts"), "utf8")).toContain('title: "Media buying plus",');
    expect((await runGenerator(root, ["--check"], "node")).stdout).toMatch(fromCache);
  });

  it("a spec change that changes no output still runs every stage (the key is the content, not the result)", async ({ expect }) => {
    const root = recordedRoot();
    // Unique per run: records persist in node_modules/.cache between test runs.
    writeFileSync(join(root, MEDIA), `${readFileSync(join(root, MEDIA), "utf8")}# ${randomUUID()}\n`);
    const r = await runGenerator(root, ["--check"], "node");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^generated\/ is current \(\d+ files checked in \d+ ms\)\n$/);
  });

  it("editing a generated file makes --check fail with the same report as a full run", async ({ expect }) => {
    const root = recordedRoot();
    editOnce(root, "generated/services.ts", '"Media service not found"', '"Media Service Not Found"');
    const before = snapshotDir(join(root, "generated"));
    const r = await runGenerator(root, ["--check"], "node");
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^generated\/ is stale: it does not match spec\/\.\n {2}changed generated\/services\.ts\n/);
    expect(r.stderr).toContain("Run `npm run generate` and commit generated/.");
    // The whole report: the stale file, its changed lines, and the fix command.
    expect(r.stderr).toMatchInlineSnapshot(`
      "generated/ is stale: it does not match spec/.
        changed generated/services.ts
            @@ line 40 @@
            -     notFoundTitle: "Media Service Not Found",
            -     notFoundMessage: "The requested media service details could not be found.",
            -     slugs: [
            +     notFoundTitle: "Media service not found",
            +     notFoundMessage: "The requested media service details could not be found.",
            +     slugs: [

      Run \`npm run generate\` and commit generated/.
      "
    `);
    expect(snapshotDir(join(root, "generated"))).toEqual(before);
    // an extra file too
    editOnce(root, "generated/services.ts", '"Media Service Not Found"', '"Media service not found"');
    writeFileSync(join(root, "generated/old.ts"), "export {};\n");
    const extra = await runGenerator(root, ["--check"], "node");
    expect(extra.status).toBe(1);
    expect(extra.stderr).toContain("extra   generated/old.ts");
  });

  it("a broken spec after a good cached run still exits 1, every time, and is never recorded", async ({ expect }) => {
    const root = recordedRoot();
    editOnce(root, MEDIA, "slug: media-buying\n", "slug: Media_Buying\n");
    for (const args of [["--check"], []]) {
      const r = await runGenerator(root, args, "node");
      expect(r.status).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^spec\/services\/media\.yaml:60:11 services\[1\]\.slug "Media_Buying" is not a valid slug$/m);
      expect(r.stderr).toContain("1 problem in spec/; generated/ was left as it was.");
    }
    const key = inputKey(root);
    expect(key).toBeDefined();
    expect(existsSync(join(root, RUNS_DIR, `${key}.json`))).toBe(false);
  });

  it("the launcher prints and exits exactly as tsx generator/cli.ts does: on a spec problem, exit 1, file:line:col and its frame without a stack trace, generated/ as it was", async ({
    expect,
  }) => {
    const root = tmpRoot({ generated: true });
    // generated/ made to differ from what spec/ would produce, so that any write would show.
    writeFileSync(join(root, "generated/theme.css"), "/* hand-edited */\n");
    const edited = snapshotDir(join(root, "generated"));
    editOnce(root, MEDIA, "slug: media-buying\n", "slug: Media_Buying\n");
    const [viaNode, viaTsx] = await Promise.all([runGenerator(root, [], "node"), runGenerator(root, [], "tsx")]);
    expect(viaNode).toEqual(viaTsx);
    expect(viaNode.status).toBe(1);
    expect(viaNode.stdout).toBe("");
    expect(viaNode.stderr).not.toMatch(/^\s{4}at /m);
    expect(viaNode.stderr).toMatchInlineSnapshot(`
      "spec/services/media.yaml:60:11 services[1].slug "Media_Buying" is not a valid slug
        hint: use lowercase letters, digits and single hyphens, for example "media-buying"
        59 |       actionText: Schedule a strategy session
      > 60 |   - slug: Media_Buying
           |           ^
        61 |     title: Media buying

      1 problem in spec/; generated/ was left as it was.
      "
    `);
    expect(snapshotDir(join(root, "generated"))).toEqual(edited);
    expect(existsSync(join(root, ".generated.tmp"))).toBe(false);
  });

  it("a bug in generator/ exits 2 through the launcher, as through tsx", async ({ expect }) => {
    const root = tmpRoot({ generated: true });
    editOnce(
      root,
      "generator/run.ts",
      /(export function generate\(root: string, opts: GenerateOptions = \{\}\): GenerateResult \{\n)/,
      '$1  throw new Error("boom");\n',
    );
    const [viaNode, viaTsx] = await Promise.all([runGenerator(root, ["--check", "--no-cache"], "node"), runGenerator(root, ["--check", "--no-cache"], "tsx")]);
    expect(viaNode).toEqual(viaTsx);
    expect(viaNode).toMatchInlineSnapshot(`
      {
        "status": 2,
        "stderr": "The generator failed unexpectedly: boom
      This is a bug in generator/, not in spec/. generated/ was left as it was.
      ",
        "stdout": "",
      }
    `);
  });
});
