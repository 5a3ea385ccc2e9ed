/**
 * Which pages the prerender must render again (Incremental build): the record of
 * what each page read of generated/'s data in the last build (scripts/build/read-tracking.ts), checked
 * against the data as it is now. A page is rendered again when it is new, its file is missing,
 * the renderer or the assets changed (the stamp), something every page reads changed, or one of
 * its own reads now gets another answer; every other page keeps the file the last build wrote,
 * which is what rendering it again would write.
 *
 * The record lives in the store's `build` area (lib/cache-store.mjs), page-reads.json: each distinct read once with
 * its answer, and each page as the indices of its reads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { sha256 } from "../../lib/cache-store.mjs";
import { filesUnder } from "../../lib/file-tree.mjs";
import { BUILD_CACHE_DIR } from "./build-inputs.ts";
import { importsOf } from "../../lib/module-imports.mjs";
import { answerOf, moduleOf, moduleOfRead, type Reads } from "./read-tracking.ts";

/** The record as stored. */
interface Stored {
  readonly stamp: string;
  readonly reads: readonly string[];
  readonly answers: readonly string[];
  readonly shared: readonly number[];
  readonly pages: Readonly<Record<string, readonly number[]>>;
  /** {@link DataNow.versions} when the record was made (absent from an older record). */
  readonly versions?: Readonly<Record<string, string>>;
}

/** generated/'s data modules as they are now, by module name ("case-studies", "forms/contact"). */
export interface DataNow {
  /** Each module's exports. */
  readonly roots: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** A hash of each module's source: the answer of a read of the whole module (a changed function counts as changed). */
  readonly stamps: Readonly<Record<string, string>>;
  /**
   * A hash of what each module's exports are made of: its source, the versions of the data
   * modules it imports, and package-lock.json (the packages it imports). A module whose version
   * is the one recorded exports the same values: its reads are not answered again.
   */
  readonly versions: Readonly<Record<string, string>>;
}

/** Loads every data module of generated/ (not model.ts, which holds types only), as the renderer's gateways import them. */
export async function dataNow(root: string): Promise<DataNow> {
  const dir = join(root, "generated");
  const files = filesUnder(dir).filter((f) => f.endsWith(".ts") && f !== "model.ts");
  const roots: Record<string, Record<string, unknown>> = {};
  const stamps: Record<string, string> = {};
  const sources: Record<string, string> = {};
  for (const f of files) {
    const name = f.replace(/\.ts$/, "");
    roots[name] = (await import(pathToFileURL(join(dir, f)).href)) as Record<string, unknown>;
    sources[name] = readFileSync(join(dir, f), "utf8");
    stamps[name] = sha256(sources[name]);
  }
  const lock = existsSync(join(root, "package-lock.json")) ? sha256(readFileSync(join(root, "package-lock.json"))) : "";
  const versions: Record<string, string> = {};
  const versionOf = (name: string): string => {
    if (versions[name] !== undefined) return versions[name];
    versions[name] = stamps[name] ?? ""; // a cycle of imports ends here
    const imported = importsOf(sources[name] ?? "")
      .filter((i) => !i.typeOnly && i.specifier.startsWith("."))
      .map((i) => posix.join(posix.dirname(name), i.specifier).replace(/\.ts$/, ""))
      .filter((m) => m in sources)
      .sort();
    versions[name] = sha256(stamps[name] ?? "", lock, ...imported.map(versionOf));
    return versions[name];
  };
  for (const name of Object.keys(sources)) versionOf(name);
  return { roots, stamps, versions };
}

/** The reads of a page with each module read (`m …`) answered by the module's hash, as they are recorded. */
export function withModuleStamps(reads: Reads, data: DataNow): Reads {
  return new Map(
    [...reads].map(([read, answer]) => {
      const module = moduleOfRead(read);
      return [read, module === null ? answer : (data.stamps[module] ?? "")];
    }),
  );
}

/** What to render: the URLs, and why each is rendered (one reason for all when every page is). */
export interface Plan {
  readonly render: ReadonlySet<string>;
  readonly why: string;
}

/**
 * The pages to render, from the last record. `stamp` identifies the renderer and the assets it
 * links (a change renders every page); `exists(url)` says whether the page's file is in dist/.
 */
export function planPages(root: string, urls: readonly string[], stamp: string, data: DataNow, exists: (url: string) => boolean): Plan {
  const file = join(root, BUILD_CACHE_DIR, "page-reads.json");
  const all = (why: string): Plan => ({ render: new Set(urls), why });
  if (!existsSync(file)) return all("every page: no record of what pages read (a first build)");
  const last = JSON.parse(readFileSync(file, "utf8")) as Stored;
  if (last.stamp !== stamp) return all("every page: the renderer or the assets it links changed");
  const stampOf = (m: string) => data.stamps[m] ?? "";
  // Only the reads of the modules whose version moved (or came or went) are answered again.
  const moved = new Set([...Object.keys(data.versions), ...Object.keys(last.versions ?? {})].filter((m) => last.versions?.[m] !== data.versions[m]));
  const changed = last.reads.map((read, i) => (last.versions && !moved.has(moduleOf(read)) ? false : answerOf(data.roots, read, stampOf) !== last.answers[i]));
  const changedShared = last.shared.filter((i) => changed[i]);
  if (changedShared.length) return all(`every page: data every page reads changed (${last.reads[changedShared[0]!]!.slice(2)})`);
  const render = new Set<string>();
  const reasons = new Map<string, number>();
  const add = (url: string, why: string) => {
    render.add(url);
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
  };
  for (const url of urls) {
    const reads = last.pages[url];
    if (!reads) add(url, "new");
    else if (!exists(url)) add(url, "file missing");
    else if (reads.some((i) => changed[i])) add(url, "read data that changed");
  }
  const why = render.size === 0 ? "none: no page read data that changed" : [...reasons].map(([w, n]) => `${n} ${w}`).join(", ");
  return { render, why };
}

/**
 * Stores the record for the next build: the pages rendered now with their new reads, the pages
 * kept with the reads they had (their answers are unchanged, or they would have been rendered),
 * and the reads made outside any page.
 */
export function saveReads(
  root: string,
  stamp: string,
  urls: readonly string[],
  rendered: ReadonlyMap<string, Reads>,
  shared: Reads,
  versions: Readonly<Record<string, string>>,
): void {
  const file = join(root, BUILD_CACHE_DIR, "page-reads.json");
  const last: Stored | null = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Stored) : null;
  const index = new Map<string, number>();
  const [reads, answers]: [string[], string[]] = [[], []];
  const intern = (read: string, answer: string) => {
    let i = index.get(read);
    if (i === undefined) {
      i = reads.push(read) - 1;
      answers.push(answer);
      index.set(read, i);
    }
    return i;
  };
  const pages: Record<string, number[]> = {};
  for (const url of urls) {
    const now = rendered.get(url);
    if (now) pages[url] = [...now].map(([r, a]) => intern(r, a));
    else if (last?.pages[url] && last.stamp === stamp) pages[url] = last.pages[url]!.map((i) => intern(last.reads[i]!, last.answers[i]!));
  }
  const stored: Stored = { stamp, reads, answers, shared: [...shared].map(([r, a]) => intern(r, a)), pages, versions };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(stored));
}
