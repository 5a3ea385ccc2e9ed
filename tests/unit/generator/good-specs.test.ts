import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import { generate } from "../../../generator/run.ts";
import { writeGenerated } from "../../../generator/write/write.ts";
import type { PageAssets } from "../../../runtime/app/render.tsx";
import { projectRoot, tmpRoots } from "../support/tmp-root.ts";
import { applyGiven } from "./fixtures/broken/given.ts";
import { type GoodCase, type Invariant, type Look, goodSpecs } from "./fixtures/good/cases.ts";

// Each case is a project of its own, made on two shared temporary roots: the case's changes
// applied to a copy of spec/ and generated in process (then undone), its generated/ written to a
// folder of its own, and the one copy of runtime/ (transformed by Vite once, as the dev server's
// ssrLoadModule does) evaluated afresh on that generated/ and rendered; jsdom's HTML parser
// (parse5, the WHATWG parsing algorithm a browser follows) builds the document. The cases run
// one after another (the module registry is shared), a fraction of a second each once the
// first has transformed the renderer and loaded the generator (ts-morph).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const tmpRoot = tmpRoots();

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
  for (const file of generatedMocked) vi.doUnmock(file);
});

/** An empty temporary folder, removed after the file's tests. */
function tmpDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "blu-good-"));
  tmpDirs.push(dir);
  return dir;
}

/** The render root's generated/ modules that stand for a case's (`vi.doMock`), unmocked after the file. */
const generatedMocked = new Set<string>();

/** Asset URLs as the prerender passes them (scripts/build/prerender.ts): a loader script, styles, a font. */
const ASSETS: PageAssets = { css: ["/assets/app.css"], noscriptCss: "/assets/noscript.css", loader: "/assets/loader.js", fonts: ["/assets/font.woff2"] };

// ── Parsing as a browser does ─────────────────────────────────────────────────────────────

/** What the test reads back from a page, as the HTML parsing algorithm builds it. */
interface Parsed {
  readonly counts: Readonly<Record<"html" | "head" | "body" | "title" | "description", number>>;
  readonly title: string | null;
  readonly meta: Readonly<Record<"description" | "ogTitle" | "ogDescription", string | null>>;
  readonly scripts: readonly { readonly type: string | null; readonly src: string | null; readonly text: string }[];
  readonly islands: readonly { readonly name: string | null; readonly props: string | null }[];
  /** textContent of every element of <body>, and every text node, ASCII whitespace collapsed, up to 2,000 characters. */
  readonly texts: readonly string[];
  /** textContent of each <h1>, ASCII whitespace collapsed. */
  readonly h1: readonly string[];
  /** Every attribute value but class and props. */
  readonly attributes: readonly string[];
  /** Elements that content could only have made by being parsed as markup. */
  readonly injected: readonly string[];
}

/**
 * Parses `html` with the WHATWG HTML parsing algorithm (jsdom, which runs no script and loads
 * nothing) and reads back what {@link Parsed} lists.
 */
function parseHtml(html: string): Parsed {
  const { window } = new JSDOM(html);
  const doc = window.document;
  const NodeFilter = window.NodeFilter;
  const norm = (s: string) => s.replace(/[\t\n\f\r ]+/g, " ").trim();
  const all = Array.from(doc.getElementsByTagName("*"));
  const htmlCount = (name: string) => all.filter((e) => e.localName === name && e.namespaceURI === "http://www.w3.org/1999/xhtml").length;
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;
  const texts = new Set<string>();
  for (const e of Array.from(doc.body.getElementsByTagName("*"))) {
    const t = norm(e.textContent ?? "");
    if (t && t.length <= 2000) texts.add(t);
  }
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = norm(n.nodeValue ?? "");
    if (t && t.length <= 2000) texts.add(t);
  }
  const attributes = new Set<string>();
  const injected: string[] = [];
  for (const e of all) {
    for (const a of Array.from(e.attributes)) {
      if (/^on/i.test(a.name)) injected.push(`<${e.localName} ${a.name}>`);
      if (/^\s*javascript:/i.test(a.value)) injected.push(`<${e.localName} ${a.name}="${a.value}">`);
      if (a.name !== "class" && a.name !== "props") attributes.add(a.value);
    }
    if (e.localName === "img" && e.getAttribute("src") === "x") injected.push("<img src=x>");
    if (["style", "iframe", "object", "embed", "base"].includes(e.localName)) injected.push(`<${e.localName}>`);
  }
  return {
    counts: {
      html: htmlCount("html"),
      head: htmlCount("head"),
      body: htmlCount("body"),
      title: htmlCount("title"),
      description: doc.querySelectorAll('meta[name="description"]').length,
    },
    title: doc.querySelector("title")?.textContent ?? null,
    meta: {
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
    },
    scripts: Array.from(doc.querySelectorAll("script")).map((s) => ({ type: s.getAttribute("type"), src: s.getAttribute("src"), text: s.textContent ?? "" })),
    islands: Array.from(doc.querySelectorAll("blu-island")).map((i) => ({ name: i.getAttribute("name"), props: i.getAttribute("props") })),
    texts: Array.from(texts),
    h1: Array.from(doc.querySelectorAll("h1")).map((h) => norm(h.textContent ?? "")),
    attributes: Array.from(attributes),
    injected,
  };
}

// ── Generating and rendering a case ────────────────────────────────────────────────────────

interface Rendered {
  readonly url: string;
  readonly status: number;
  readonly html: string;
  readonly parsed: Parsed;
  /** What React (or anything else) printed with console.error while rendering. */
  readonly warnings: readonly string[];
}

const renders = new Map<string, Promise<Map<string, Rendered>>>();

/** The files of a folder, by path relative to it (forward slashes). */
function filesOf(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(dir, `${under}${e.name}/`) : [`${under}${e.name}`]));
}

/**
 * The two project roots every case shares: `spec` generates each case in turn (its given
 * applied, then undone), and `render` holds the one copy of runtime/ that renders them all.
 */
let roots: { readonly spec: string; readonly render: string } | undefined;

/** The cases run one after another: each owns the shared roots and the module registry while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Generates the case and renders every URL it looks at (once per case). The spec of the case
 * is the shared spec root with its given applied (undone again once generated), its generated/
 * is written into a folder of its own, and the render root's renderer reads that folder: each
 * module of the render root's generated/ stands for the case's file of the same name
 * (`vi.doMock`), and the registry is reset, so the renderer and its modules are evaluated
 * afresh on this case's data while Vite's transforms of runtime/, which no case changes, are
 * made once for all the cases.
 */
function renderCase(name: string, c: GoodCase): Promise<Map<string, Rendered>> {
  let done = renders.get(name);
  if (!done) {
    done = queue.then(async () => {
      roots ??= { spec: tmpRoot(), render: tmpRoot() };
      const undo = applyGiven(roots.spec, projectRoot, c.given);
      let result: ReturnType<typeof generate>;
      try {
        result = generate(roots.spec);
      } finally {
        undo();
      }
      if (!result.ok) throw new Error(`the spec of this case is not valid:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
      const own = tmpDir();
      writeGenerated(own, result.files);
      const render = roots.render;
      if (!existsSync(join(render, "runtime"))) {
        cpSync(join(projectRoot, "runtime"), join(render, "runtime"), { recursive: true });
        cpSync(join(projectRoot, "tsconfig.json"), join(render, "tsconfig.json"));
      }
      // Every file of the case's generated/ exists in the render root too (so imports resolve
      // to it), and its module is the case's own.
      for (const rel of filesOf(join(own, "generated"))) {
        const stand = join(render, "generated", rel);
        if (!existsSync(stand)) cpSync(join(own, "generated", rel), stand);
        if (!rel.endsWith(".ts")) continue;
        vi.doMock(stand, () => import(/* @vite-ignore */ join(own, "generated", rel)));
        generatedMocked.add(stand);
      }
      vi.resetModules();
      const { renderPage } = (await import(/* @vite-ignore */ join(render, "runtime/app/render.tsx"))) as typeof import("../../../runtime/app/render.tsx");
      const out = new Map<string, Rendered>();
      for (const url of new Set(c.want.map((l) => l.url))) {
        const warnings: string[] = [];
        const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
        let rendered: ReturnType<typeof renderPage>;
        try {
          rendered = renderPage(url, ASSETS);
        } finally {
          spy.mockRestore();
        }
        const parsed = parseHtml(rendered.html);
        out.set(url, { url, status: rendered.status, html: rendered.html, parsed, warnings });
      }
      return out;
    });
    queue = done.catch(() => {});
    renders.set(name, done);
  }
  return done;
}

// ── What every page keeps ─────────────────────────────────────────────────────────────────

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const INVARIANTS: Readonly<Record<Invariant, (p: Rendered) => void>> = {
  "one html, head, body and title": (p) => {
    expect(p.parsed.counts).toEqual({ html: 1, head: 1, body: 1, title: 1, description: 1 });
    for (const tag of ["html", "head", "body", "title"]) expect(p.html.match(new RegExp(`<${tag}[\\s>]`, "gi"))?.length, `<${tag}> tags in the HTML`).toBe(1);
  },
  "scripts are only the loader and JSON-LD": (p) => {
    expect(p.parsed.scripts.map((s) => [s.type, s.src])).toEqual([
      ["module", ASSETS.loader],
      ["application/ld+json", null],
    ]);
    expect(p.parsed.scripts[0].text).toBe("");
    expect(() => JSON.parse(p.parsed.scripts[1].text), "the JSON-LD parses").not.toThrow();
    // In the HTML itself: two script elements, and nothing inside one that could end it early
    // or make the parser look past its real end.
    const bodies = [...p.html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1]);
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(b).not.toMatch(/<!--|<\/?script/i);
  },
  "no event-handler attribute, no injected element": (p) => {
    expect(p.parsed.injected).toEqual([]);
  },
  "island props are JSON": (p) => {
    expect(p.parsed.islands.length).toBeGreaterThan(0);
    for (const i of p.parsed.islands) {
      expect(i.name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(() => JSON.parse(i.props ?? ""), `props of ${i.name}`).not.toThrow();
    }
  },
  "well-formed Unicode": (p) => {
    const at = LONE_SURROGATE.exec(p.html)?.index;
    expect(at, `a lone UTF-16 surrogate (U+FFFD once written) in ${visible(p.html.slice((at ?? 0) - 60, (at ?? 0) + 2))}`).toBeUndefined();
    expect(p.html.indexOf("\uFFFD"), "U+FFFD (a character lost on the way) in the HTML").toBe(-1);
  },
  "no CR, no BOM": (p) => {
    expect(p.html.indexOf("\r"), "CR in the HTML").toBe(-1);
    expect(p.html.indexOf("\uFEFF"), "U+FEFF (a BOM read as text) in the HTML").toBe(-1);
  },
  "React renders without a warning": (p) => {
    expect(p.warnings).toEqual([]);
  },
};

const norm = (s: string) => s.replace(/[\t\n\f\r ]+/g, " ").trim();

/** For messages: characters one cannot see (no-break and zero-width spaces, bidi controls, surrogates) as \u escapes. */
const visible = (s: string): string =>
  JSON.stringify(s).replace(/[\u00A0\u200B-\u200F\u202A-\u202F\u2060-\u2069\uFEFF]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The text is where the look says, exactly (text nodes: ASCII whitespace collapsed). */
function expectLook(p: Rendered, look: Look): void {
  const at = `${JSON.stringify(look.text)} at ${look.url}`;
  const islandStrings = p.parsed.islands.flatMap((i) => strings(JSON.parse(i.props ?? "null")));
  const jsonLdStrings = p.parsed.scripts.filter((s) => s.type === "application/ld+json").flatMap((s) => strings(JSON.parse(s.text)));
  for (const where of look.in) {
    if (where === "text") {
      const found = p.parsed.texts.includes(norm(look.text));
      const like = found ? [] : p.parsed.texts.filter((t) => t.includes(norm(look.text).slice(0, 12))).slice(0, 3);
      expect(found, `text ${at}; texts that start alike: ${JSON.stringify(like)}`).toBe(true);
    } else if (where === "h1") {
      expect(p.parsed.h1.map(visible), `<h1> ${at}`).toEqual([visible(norm(look.text))]);
    } else if (where === "title") {
      expect(p.parsed.title, `<title> ${at}`).toBe(look.text);
      expect(p.parsed.meta.ogTitle, `og:title ${at}`).toBe(look.text);
    } else if (where === "description") {
      expect(p.parsed.meta.description, `meta description ${at}`).toBe(look.text);
      expect(p.parsed.meta.ogDescription, `og:description ${at}`).toBe(look.text);
    } else if (where === "jsonLd") {
      expect(jsonLdStrings, `JSON-LD ${at}`).toContain(look.text);
    } else if (where === "island") {
      expect(islandStrings, `island props ${at}`).toContain(look.text);
    } else {
      expect(p.parsed.attributes, `attribute ${at}`).toContain(look.text);
    }
  }
  // Escaped: markup in content never reaches the HTML as markup.
  if (look.text.includes("<")) expect(p.html.includes(look.text), `${at} appears unescaped in the HTML`).toBe(false);
}

// ── The cases ─────────────────────────────────────────────────────────────────────────────

describe("good specs: unusual but valid content generates, renders, and reads back exactly as authored", () => {
  for (const [name, c] of goodSpecs) {
    const broken = Object.keys(c.breaks ?? {}) as Invariant[];
    it(name, async () => {
      const pages = await renderCase(name, c);
      for (const p of pages.values()) {
        expect(p.status, `${p.url} answers`).toBe(200);
        for (const [invariant, check] of Object.entries(INVARIANTS) as [Invariant, (p: Rendered) => void][]) {
          if (!broken.includes(invariant)) check(p);
        }
      }
      for (const look of c.want.filter((l) => !l.bug)) expectLook(pages.get(look.url)!, look);
    });

    const bugs = [...c.want.filter((l) => l.bug).map((l) => l.bug!), ...Object.values(c.breaks ?? {})];
    if (bugs.length > 0) {
      // Fails while the bug is there (the test above checks everything else of the case, so a
      // failure for another reason shows there); once fixed, this fails: remove the bug note.
      it.fails(`${name} — known bug: ${bugs.join("; ")}`, async () => {
        const pages = await renderCase(name, c);
        for (const p of pages.values()) for (const invariant of broken) INVARIANTS[invariant](p);
        for (const look of c.want.filter((l) => l.bug)) expectLook(pages.get(look.url)!, look);
      });
    }
  }
});
