/**
 * Ordinary content edits never turn CI red: on a copy of the project (a git repository, its
 * content committed), each edit a content owner makes is made as the page editor makes it (its
 * endpoints: editor/server/api.ts, through the YAML edit functions that keep comments and
 * layout; a comment line as a text editor adds it), then what the dev server does after a save
 * (scripts/dev/spec-watch.ts: generated/ written from the committed URL history), and then what
 * CI runs on live content: the generator with --strict, `generate --check` against the written
 * generated/, and, once every edit is in, every route rendered by the build-time renderer.
 *
 * The targets are found in the copy's content when the test runs (the first page's heading, the
 * first team, the first marquee of logos…), so the test keeps working when the content changes.
 * The edits pile up, in order, on one copy; the routes are rendered once at the end.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { loadSpecFiles } from "../../generator/load/load.ts";
import { registry } from "../../generator/kinds/index.ts";
import { parseHistory } from "../../generator/routes/url-history.ts";
import { generate } from "../../generator/run.ts";
import { findStale, writeGenerated } from "../../generator/write/write.ts";
import { textHash } from "../../editor/server/files.ts";
import type { PanelProblem } from "../../editor/server/api.ts";
import type { Edit } from "../../editor/server/edits.ts";
import type { PageAssets } from "../../runtime/app/render.tsx";
import { devRunOptions } from "../../scripts/dev/url-base.ts";
import { type CallApi, editorCaller } from "./support/editor-api.ts";
import { projectRoot, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tmpRoot = tmpRoots();

type Path = (string | number)[];
type Data = Record<string, unknown>;

/** One copy for every edit, a git repository with the content committed (the URL history the dev server starts from). */
let root: string;
let call: CallApi;

beforeAll(() => {
  root = tmpRoot({ generated: true });
  cpSync(join(projectRoot, "runtime"), join(root, "runtime"), { recursive: true });
  cpSync(join(projectRoot, "tsconfig.json"), join(root, "tsconfig.json"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false", ...args], { cwd: root, stdio: "ignore" });
  git("init", "-q");
  git("add", "spec", "generated");
  git("commit", "-q", "-m", "content as it is");
  call = editorCaller(root);
});

/** The spec files of the copy now, sorted by name. */
const specFiles = () => [...loadSpecFiles(registry(), root).files].sort((a, b) => (a.file < b.file ? -1 : 1));

/** The first value of the spec (files in name order, keys in file order) for which `found` says yes: its file, path and value. */
function first<T>(found: (value: unknown, path: Path) => value is T, files = specFiles()): { file: string; path: Path; value: T } {
  const walk = (v: unknown, path: Path): { path: Path; value: T } | undefined => {
    if (found(v, path)) return { path, value: v };
    const entries = Array.isArray(v) ? [...v.entries()] : v && typeof v === "object" ? Object.entries(v) : [];
    for (const [k, x] of entries) {
      const hit = walk(x, [...path, k]);
      if (hit) return hit;
    }
    return undefined;
  };
  for (const f of files) {
    const hit = walk(f.data, []);
    if (hit) return { file: f.file, ...hit };
  }
  throw new Error("the content has no such value");
}

const isRecord = (v: unknown): v is Data => v !== null && typeof v === "object" && !Array.isArray(v);
const last = (path: Path) => path[path.length - 1];
const pages = () => specFiles().filter((f) => f.file.startsWith("spec/pages/"));
const dataOf = (file: string) => specFiles().find((f) => f.file === file)!.data as Data;

/**
 * Sends edits of one file to the editor's check and save, as the panel does (with `redirects`:
 * the person chose to send the old addresses on); returns the problems the check showed, fails
 * with the save's when it is refused.
 */
async function save(file: string, edits: readonly Edit[], redirects = false): Promise<PanelProblem[]> {
  const hash = textHash(readFileSync(join(root, file), "utf8"));
  const checked = await call("POST", "/check", { file, hash, edits });
  const saved = await call("POST", "/save", { file, hash, edits, redirects });
  if (saved.status !== 200) throw new Error(`${file}: not saved (${saved.status}): ${JSON.stringify(saved.body, null, 2)}`);
  return checked.body.problems as PanelProblem[];
}

/** What the dev server does after a save: the published files written into generated/. */
function devServerRun(): void {
  const result = generate(root, devRunOptions(root));
  if (!result.ok) throw new Error(`the dev server's run failed:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
  writeGenerated(root, result.published, { mode: "files" });
}

/** CI's checks of live content: the generator with --strict finds nothing, and generated/ is current (`generate --check --strict`). */
function ciChecks(): { problems: string; stale: string[] } {
  const result = generate(root, { strict: true });
  if (!result.ok) return { problems: formatDiagnostics(result.diagnostics, { frames: false }), stale: [] };
  return { problems: "", stale: findStale(root, result.files).map((s) => `${s.kind} ${s.path}`) };
}

/** Every text of the spec now, lower-cased: what a new name must not be. */
const textsNow = () => {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.add(v.toLowerCase());
    else if (v && typeof v === "object") for (const x of Object.values(v)) walk(x);
  };
  for (const f of specFiles()) walk(f.data);
  return out;
};
/** The first of `names` (a key and its title) that no text of the spec uses yet, so an edit never collides with the content of the day. */
function unused(names: readonly (readonly [string, string])[]): readonly [string, string] {
  const taken = textsNow();
  const name = names.find(([key, title]) => !taken.has(key) && !taken.has(`/${key}`) && !taken.has(title.toLowerCase()));
  if (!name) throw new Error(`every name is taken: ${names.map(([key]) => key).join(", ")}`);
  return name;
}

/** The URL of the new page the edits make (set by its edit, rendered at the end). */
let newPageUrl = "";

/** A word of `text` changed: its last word replaced (or one added when it has a single word). */
const wordChanged = (text: string) => {
  const words = text.split(" ");
  return words.length > 1 ? [...words.slice(0, -1), words[words.length - 1] === "together" ? "again" : "together"].join(" ") : `${text} together`;
};

/** The ordinary edits, each as a content owner makes it, found in the content as it is. */
const EDITS: readonly (readonly [string, () => Promise<void>])[] = [
  [
    "a word changed in a heading",
    async () => {
      const h = first((v, p): v is string => typeof v === "string" && last(p) === "heading", pages());
      await save(h.file, [{ op: "set", path: h.path, value: wordChanged(h.value) }]);
    },
  ],
  [
    "a comment line added at the top of a file",
    async () => {
      const file = join(root, pages()[0]!.file);
      writeFileSync(file, `# Checked with the client before the launch.\n${readFileSync(file, "utf8")}`);
    },
  ],
  [
    "a testimonial added",
    async () => {
      const t = first((v): v is { items: Data[] } => isRecord(v) && v.kind === "testimonials" && Array.isArray(v.items) && v.items.length > 0);
      const item = {
        ...t.value.items[0],
        quote: "BLU took our launch from a plan to a full room in six weeks, and the leads kept coming after it.",
        author: "Head of Brand",
      };
      await save(t.file, [{ op: "insert", path: [...t.path, "items"], value: item }]);
    },
  ],
  [
    "a client added to a marquee of logos",
    async () => {
      const m = first((v, p): v is string[] => last(p) === "logos" && Array.isArray(v) && v.every((x) => typeof x === "string"));
      const clients = (dataOf("spec/clients.yaml").clients as { key: string }[]).map((c) => c.key);
      const client = clients.find((k) => !m.value.includes(k));
      if (!client) throw new Error("every client is on the first marquee");
      await save(m.file, [{ op: "insert", path: m.path, value: client }]);
    },
  ],
  [
    "a service added (a new record and its page)",
    async () => {
      const s = first((v, p): v is Data[] => last(p) === "services" && Array.isArray(v) && v.length > 0 && isRecord(v[0]) && "title" in v[0]);
      const [key, title] = unused([
        ["brand-audits", "Brand audits"],
        ["market-entry-research", "Market entry research"],
        ["customer-journey-mapping", "Customer journey mapping"],
      ]);
      const copy: Data = { ...s.value[0], key, title };
      if ("slug" in copy) copy.slug = key;
      await save(s.file, [{ op: "insert", path: s.path, value: copy }]);
    },
  ],
  [
    "two sections of a page swapped",
    async () => {
      const p = first((v, path): v is unknown[] => path.length === 1 && last(path) === "sections" && Array.isArray(v) && v.length >= 3, pages());
      await save(p.file, [{ op: "move", path: p.path, from: 1, to: 2 }]);
    },
  ],
  [
    "a new page of sections, published",
    async () => {
      const [name, title] = unused([
        ["partners", "Partners"],
        ["partner-network", "Partner network"],
        ["our-partners", "Our partners"],
      ]);
      newPageUrl = `/${name}`;
      const made = await call("POST", "/page", {
        name,
        path: newPageUrl,
        title,
        description: "The partners BLU works with across Africa: media owners, studios and research firms.",
      });
      if (made.status !== 200) throw new Error(`the new page was refused: ${JSON.stringify(made.body)}`);
      await save(made.body.file as string, [{ op: "remove", path: ["draft"] }]);
    },
  ],
  [
    "a new person on a team",
    async () => {
      const team = first((v, p): v is string[] => last(p) === "members" && Array.isArray(v) && v.every((x) => typeof x === "string"));
      const people = dataOf("spec/people.yaml").people as Data[];
      const { image: _, ...person } = people.find((x) => x.key === team.value[0])!;
      const [key, name] = unused([
        ["amara-nwosu", "Amara Nwosu"],
        ["tendai-moyo", "Tendai Moyo"],
        ["kwame-asante", "Kwame Asante"],
      ]);
      await save("spec/people.yaml", [{ op: "insert", path: ["people"], value: { ...person, key, name } }]);
      await save(team.file, [{ op: "insert", path: team.path, value: key }]);
    },
  ],
  [
    "a changed contact address",
    async () => {
      const site = dataOf("spec/site.yaml");
      const domain = String(site.contactEmail).split("@")[1];
      await save("spec/site.yaml", [{ op: "set", path: ["contactEmail"], value: `studio@${domain}` }]);
    },
  ],
];

describe("ordinary content edits, made as a content owner makes them, pass CI's checks of live content", () => {
  it.each(EDITS)("%s: saved, the dev server's run, generate --strict and --check pass", async (_, edit) => {
    await edit();
    devServerRun();
    expect(ciChecks()).toEqual({ problems: "", stale: [] });
  });

  it("a page renamed twice before a commit: one redirect, from the committed URL to the last one", async () => {
    // A case study with a page of its own, as the committed history names it (kind case-study, key scope/key).
    const history = () => parseHistory(readFileSync(join(root, "generated/urls.json"), "utf8")).records.map((r) => r.url);
    const studies = specFiles().flatMap((f) =>
      (((f.data as Data).studies as Data[] | undefined) ?? []).map((v, i) => ({
        file: f.file,
        path: ["studies", i] as Path,
        value: v,
        scope: (f.data as Data).scope,
      })),
    );
    const records = parseHistory(readFileSync(join(root, "generated/urls.json"), "utf8")).records;
    const study = studies.find((s) => records.some((r) => r.kind === "case-study" && r.key === `${s.scope}/${s.value.key}`));
    if (!study) throw new Error("no case study has a page of its own");
    const field = "slug" in study.value ? "slug" : "title";
    const before = new Set(history());
    const rename = async (value: string) => {
      const edits: Edit[] = [{ op: "set", path: [...study.path, field], value }];
      const problems = await save(study.file, edits, true);
      devServerRun();
      return problems;
    };
    const pairs = (problems: readonly PanelProblem[]) => problems.map((p) => p.redirect);
    // The panel offers the redirects (a study can have more than one page); a redirect that led to
    // the old page is mended by them, so the save with them answers no problem.
    const moved = pairs(await rename(field === "slug" ? `${study.value.slug}-two` : `${study.value.title} two`)).filter((r) => r !== undefined);
    const middles = moved.map((r) => r.to).filter((u) => !before.has(u));
    expect(middles.length).toBeGreaterThan(0);
    // The redirects written with the first rename lead nowhere now: the panel offers to send them after the page.
    const again = pairs(await rename(field === "slug" ? `${study.value.slug}-three` : `${study.value.title} three`)).filter((r) => r !== undefined);
    expect(again.map((r) => r.from).sort()).toEqual(moved.map((r) => r.from).sort());
    expect(ciChecks()).toEqual({ problems: "", stale: [] });
    const redirects = readFileSync(join(root, "spec/redirects.yaml"), "utf8");
    for (const r of again) expect(redirects).toContain(`from: ${r.from}\n    to: ${r.to}\n`);
    // The middle URLs were never committed: they are in neither the history nor the redirects.
    for (const url of middles) {
      expect(redirects).not.toContain(`${url}\n`);
      expect(history()).not.toContain(url);
    }
    for (const r of again) expect(history()).toContain(r.to);
  });

  it("every route renders, with every edit in place", async () => {
    const assets: PageAssets = { css: ["/assets/app.css"], noscriptCss: "/assets/noscript.css", loader: "/assets/loader.js", fonts: [] };
    const { renderPage } = (await import(/* @vite-ignore */ join(root, "runtime/app/render.tsx"))) as typeof import("../../runtime/app/render.tsx");
    const { prerenderUrls } = (await import(/* @vite-ignore */ join(root, "generated/routes.ts"))) as typeof import("../../generated/routes.ts");
    expect(prerenderUrls).toContain(newPageUrl);
    const errors: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    try {
      const failed = prerenderUrls.flatMap((url) => {
        try {
          const page = renderPage(url, assets);
          return page.status === 200 || (page.status === 404 && page.route.page === "not-found") ? [] : [`${url}: ${page.status}`];
        } catch (e) {
          return [`${url}: ${(e as Error).message}`];
        }
      });
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
