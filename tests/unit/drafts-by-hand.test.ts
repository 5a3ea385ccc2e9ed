/**
 * Drafts and schedules, against the same spec edited by hand: whatever records of the frozen
 * launch content say `draft: true`, `publishAt` or `unpublishAt`, what the build makes of it is
 * byte for byte what it makes of that content with those records taken out by hand, and what
 * `npm run dev` shows is what it makes of the content with only the records gone since their
 * `unpublishAt` taken out, its draft and scheduled markers naming exactly the pages the build
 * leaves out (docs/architecture.md, "One pass through the stages"; docs/content/editing.md).
 * With the launch content's URL history, a spec the build accepts is one dev accepts too.
 *
 * The records are picked by a seeded generator among every list item and every optional file of
 * the spec, so the cases are the same on every run; a case whose hand-made spec the generator
 * refuses (a list emptied below its minimum, a record another one names) is passed over, and the
 * test asks for enough cases that both runs accept.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document } from "yaml";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import type { VirtualFile } from "../../generator/emit/print.ts";
import { registry } from "../../generator/kinds/index.ts";
import { type GenerateResult, generate } from "../../generator/run.ts";
import { tmpRoots } from "./support/tmp-root.ts";
// The seeded generator the composed pictures use (mulberry32): the same cases on every run.
import { random } from "../../media/art/artefacts.ts";

vi.setConfig({ testTimeout: 120_000 });

const tmpRoot = tmpRoots();

/** The generator's clock in every run below. */
const NOW = Date.parse("2026-12-01T00:00:00Z");

/** No URL history: a record taken out needs no redirect here (that rule has tests of its own: urls.test.ts). */
const NO_HISTORY = JSON.stringify({ urls: [] });

type Path = (string | number)[];
type State = "draft" | "pending" | "expired" | "live";

/** One record marked: a list item of a file, or the whole file (`path` empty). */
interface Mark {
  readonly file: string;
  readonly path: Path;
  readonly state: State;
  /** For `pending`: its `publishAt`. */
  readonly time?: string;
}

/** Every spec file of a root (schemas aside), by path from the root. */
function specFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (r !== "spec/schemas") walk(r);
      } else if (e.name.endsWith(".yaml")) out.push(r);
    }
  };
  walk("spec");
  return out.sort();
}

/** Every path of a list item that is a mapping, below `at`. */
function itemPaths(node: unknown, at: Path, out: Path[]): void {
  if (isSeq(node))
    node.items.forEach((item, i) => {
      if (isMap(item)) out.push([...at, i]);
      itemPaths(item, [...at, i], out);
    });
  else if (isMap(node)) for (const pair of node.items) itemPaths(pair.value, [...at, String((pair.key as { value?: unknown }).value)], out);
}

/**
 * The places of `candidates` where the schemas let a record say its state (a case study, a
 * project, a person, a service, a testimonial, a country or page file): every candidate marked
 * `draft: true` at once, one run, and those its validation finds an unknown key at left out.
 */
function allowed(root: string, candidates: ReadonlyMap<string, readonly Path[]>): Map<string, Path[]> {
  const texts = new Map(
    [...candidates].map(([file, paths]) => {
      const doc = parseDocument(readFileSync(join(root, file), "utf8"));
      for (const path of paths) doc.setIn([...path, "draft"], true);
      return [file, String(doc)];
    }),
  );
  const undo = apply(root, texts);
  const result = generate(root, { now: NOW, urlHistory: NO_HISTORY, recordUrls: false, emit: false });
  undo();
  // Validation reports an unknown key at the key itself: file:line:col of each `draft` written.
  const refused = new Set(
    (result.ok ? [] : result.diagnostics).filter((d) => d.message.startsWith('has an unknown key "draft"')).map((d) => `${d.file}:${d.line}:${d.col}`),
  );
  return new Map(
    [...candidates].map(([file, paths]) => {
      const lineCounter = new LineCounter();
      const doc = parseDocument(texts.get(file)!, { lineCounter });
      const at = (path: Path) => {
        const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
        const pair = isMap(node) ? node.items.find((p) => isScalar(p.key) && p.key.value === "draft") : undefined;
        const pos = lineCounter.linePos((pair?.key as { range?: [number] } | undefined)?.range?.[0] ?? 0);
        return `${file}:${pos.line}:${pos.col}`;
      };
      return [file, paths.filter((p) => !refused.has(at(p)))];
    }),
  );
}

/** The keys that say a mark's state, as the generator reads them (../../generator/load/drafts.ts). */
function markKeys(m: Mark): Record<string, unknown> {
  if (m.state === "draft") return { draft: true };
  if (m.state === "pending") return { publishAt: m.time };
  if (m.state === "expired") return { unpublishAt: "2020-01-01T00:00:00Z" };
  return { publishAt: "2020-01-01T00:00:00Z" };
}

const isPrefix = (a: Path, b: Path) => a.length <= b.length && a.every((s, i) => s === b[i]);

/**
 * The texts of the spec files a case changes: `marked`, the records saying their state;
 * `byHand`, the records `gone` says are gone taken out (undefined: the file is deleted), and
 * the route of a page of sections taken out taken with it.
 */
function texts(root: string, marks: readonly Mark[], gone: (m: Mark) => boolean): { marked: Map<string, string>; byHand: Map<string, string | undefined> } {
  const marked = new Map<string, string>();
  const byHand = new Map<string, string | undefined>();
  const docs = new Map<string, { mark: Document; hand: Document }>();
  const doc = (file: string) => {
    let d = docs.get(file);
    if (!d) {
      const text = readFileSync(join(root, file), "utf8");
      d = { mark: parseDocument(text), hand: parseDocument(text) };
      docs.set(file, d);
    }
    return d;
  };
  const goneRoutes = new Set<string>();
  for (const m of marks) {
    const d = doc(m.file);
    for (const [k, v] of Object.entries(markKeys(m))) d.mark.setIn([...m.path, k], v);
    if (m.path.length === 0 && gone(m) && registry().hasRole(m.file, "page-of-sections")) goneRoutes.add(String(d.hand.get("route")));
  }
  // Deepest and last first, so that an index still names its item; an item inside one taken out goes with it.
  const out = marks.filter(
    (m) =>
      gone(m) && m.path.length > 0 && !marks.some((o) => o !== m && gone(o) && o.file === m.file && isPrefix(o.path, m.path) && o.path.length < m.path.length),
  );
  out.sort((a, b) => b.path.length - a.path.length || (b.path[b.path.length - 1] as number) - (a.path[a.path.length - 1] as number));
  for (const m of out) doc(m.file).hand.deleteIn(m.path);
  if (goneRoutes.size > 0) {
    const routesFile = `spec/${registry().ruleWithRole("route-table").at}`;
    const hand = doc(routesFile).hand;
    const list = hand.get("routes") as { items: unknown[] };
    for (let i = list.items.length - 1; i >= 0; i--) if (goneRoutes.has(String(hand.getIn(["routes", i, "id"])))) hand.deleteIn(["routes", i]);
  }
  for (const [file, d] of docs) {
    marked.set(file, String(d.mark));
    const whole = marks.some((m) => m.file === file && m.path.length === 0 && gone(m));
    byHand.set(file, whole ? undefined : String(d.hand));
  }
  return { marked, byHand };
}

/** Writes a case's texts into a root (undefined: deletes the file); returns what puts the root back. */
function apply(root: string, changes: ReadonlyMap<string, string | undefined>): () => void {
  const before = new Map([...changes.keys()].map((f) => [f, readFileSync(join(root, f), "utf8")]));
  for (const [file, text] of changes) {
    if (text === undefined) rmSync(join(root, file));
    else writeFileSync(join(root, file), text);
  }
  return () => {
    for (const [file, text] of before) writeFileSync(join(root, file), text);
  };
}

/** The files of a successful run by path, or undefined when it reported problems. */
function filesOf(result: GenerateResult, which: "files" | "published"): Map<string, string> | undefined {
  return result.ok ? new Map(result[which].map((f: VirtualFile) => [f.path, f.content])) : undefined;
}

/** `export const <name>` of generated/routes.ts, read back as JSON. */
function routesExport(files: ReadonlyMap<string, string>, name: string): unknown {
  const text = files.get("generated/routes.ts") ?? "";
  const m = new RegExp(`export const ${name}(?::[^=]+)? = ([\\s\\S]*?);\\n`).exec(text);
  if (!m) throw new Error(`generated/routes.ts has no ${name}`);
  // Printed as TypeScript: a list or object may end with a comma.
  return JSON.parse(m[1]!.replace(/,(\s*[\]}])/g, "$1"));
}

/** generated/routes.ts without its draft and scheduled markers (which the hand-made spec has none of). */
const withoutMarkers = (text: string) => text.replace(/export const (draftUrls|scheduledUrls)(?::[^=]+)? = [\s\S]*?;\n/g, "export const $1 = …;\n");

describe("drafts and schedules against the same records taken out by hand", () => {
  it("the build publishes exactly the spec without them; dev shows exactly the spec with them, and marks their pages", () => {
    // With generated/: the launch content's URL history, for the runs that read it (below).
    const marked = tmpRoot({ frozen: true, generated: true });
    const hand = tmpRoot({ frozen: true });
    const files = specFiles(marked);
    const { ruleFor } = registry();
    // An optional file (no rule says every site needs it) may be a draft as a whole.
    const optional = files.filter((f) => ruleFor(f.replace(/^spec\//, ""))?.required === undefined);
    const candidates = new Map(
      files.map((f) => {
        const out: Path[] = [[]];
        itemPaths(parseDocument(readFileSync(join(marked, f), "utf8")).contents, [], out);
        return [f, out];
      }),
    );
    const places = allowed(marked, candidates);
    const items = new Map([...places].map(([f, paths]) => [f, paths.filter((p) => p.length > 0)]));
    const withItems = files.filter((f) => (items.get(f) ?? []).length > 0);
    const wholeFiles = optional.filter((f) => places.get(f)?.some((p) => p.length === 0));
    expect(wholeFiles.length, "files that may be drafts as a whole").toBeGreaterThan(0);
    expect(withItems.length, "files whose records may be drafts").toBeGreaterThan(0);
    const opts = { now: NOW, urlHistory: NO_HISTORY, recordUrls: false } as const;

    let compared = 0;
    const tried: string[] = [];
    for (let seed = 1; compared < 12 && seed <= 80; seed++) {
      const next = random(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
      const states: State[] = ["draft", "pending", "expired", "live"];
      const marks: Mark[] = [];
      const count = 1 + Math.floor(next() * 3);
      for (let i = 0; i < count; i++) {
        const state = pick(states);
        const time = `2099-0${1 + Math.floor(next() * 3)}-01T09:00:00Z`;
        const wholeFile = next() < 0.2;
        const file = wholeFile ? pick(wholeFiles) : pick(withItems);
        const path = wholeFile ? [] : pick(items.get(file)!);
        if (marks.some((m) => m.file === file && JSON.stringify(m.path) === JSON.stringify(path))) continue;
        marks.push({ file, path, state, ...(state === "pending" && { time }) });
      }
      const label = marks.map((m) => `${m.file}${m.path.length ? ` ${JSON.stringify(m.path)}` : ""} ${m.state}`).join("; ");
      const { marked: markedTexts, byHand: published } = texts(marked, marks, (m) => m.state !== "live");
      const { byHand: shown } = texts(marked, marks, (m) => m.state === "expired");

      const unmark = apply(marked, markedTexts);
      const build = generate(marked, opts);
      const dev = generate(marked, { ...opts, drafts: true });
      // With the URL history: what the build accepts, dev accepts too (a record's URL the history
      // keeps needs no decision while the record is scheduled or gone, in either; a draft's is
      // shown in dev, and needs one in the build).
      const historyBuild = generate(marked, { now: NOW, recordUrls: false, emit: false });
      const historyDev = historyBuild.ok ? generate(marked, { now: NOW, recordUrls: false, emit: false, drafts: true }) : historyBuild;
      unmark();
      expect(historyDev.ok, `${label}: the build passes with the URL history, dev does not: ${firstProblem(historyDev)}`).toBe(historyBuild.ok);
      let undo = apply(hand, published);
      const handBuild = generate(hand, opts);
      undo();
      undo = apply(hand, shown);
      const handDev = generate(hand, { ...opts, drafts: true });
      undo();

      const [b, hb, d, hd] = [filesOf(build, "files"), filesOf(handBuild, "files"), filesOf(dev, "files"), filesOf(handDev, "files")];
      if (!b || !hb || !d || !hd) {
        // A spec one of the runs refuses: a record the published content still names, a list emptied below its minimum.
        const refused = [build, dev, handBuild, handDev].find((r) => !r.ok);
        tried.push(`${label}: passed over (${firstProblem(refused!)})`);
        continue;
      }
      compared++;
      tried.push(`${label}: compared`);
      // The build: byte for byte.
      expect(Object.fromEntries(b), label).toEqual(Object.fromEntries(hb));
      // The dev run also hands back the published files: the build's.
      expect(Object.fromEntries(filesOf(dev, "published")!), label).toEqual(Object.fromEntries(hb));
      // Dev: byte for byte but the markers, which name the pages the build leaves out.
      const dev1 = new Map([...d].map(([p, t]) => [p, p === "generated/routes.ts" ? withoutMarkers(t) : t]));
      const dev2 = new Map([...hd].map(([p, t]) => [p, p === "generated/routes.ts" ? withoutMarkers(t) : t]));
      expect(Object.fromEntries(dev1), label).toEqual(Object.fromEntries(dev2));
      const live = new Set(routesExport(b, "prerenderUrls") as string[]);
      const leftOut = (routesExport(d, "prerenderUrls") as string[]).filter((u) => !live.has(u));
      const drafts = routesExport(d, "draftUrls") as string[];
      const scheduled = routesExport(d, "scheduledUrls") as Record<string, string>;
      expect([...drafts, ...Object.keys(scheduled)].sort(), label).toEqual(leftOut.sort());
      const times = new Set(marks.flatMap((m) => (m.time ? [m.time] : [])));
      for (const time of Object.values(scheduled)) expect(times, label).toContain(time);
    }
    expect(compared, `cases compared:\n${tried.join("\n")}`).toBeGreaterThanOrEqual(12);
  });
});

/** The first problem a run reported, as a person reads it (for the list of cases passed over). */
const firstProblem = (r: GenerateResult) => (r.ok ? "" : formatDiagnostics(r.diagnostics.slice(0, 1), { frames: false }).split("\n")[0]);
