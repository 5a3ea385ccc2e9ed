/**
 * spec/style.yaml, the house style (One heading case): optional; when
 * present, every text of every spec file is checked against it (../lint/style.ts) once every
 * kind has its records, since the site's own names (the brand, the clients, the countries and
 * their cities) keep their capitals in sentence-case headings. Which texts are headings the
 * schemas say (../lint/schema-texts.ts): every field typed as a heading or a label. A lead,
 * intro or subtitle that repeats its record's heading word for word is reported too.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheDir, markUsed, writeAtomic } from "../../lib/cache-store.mjs";
import { HeadingCase, HouseWords, RepeatedHeading } from "../diagnostics/catalogue.ts";
import { pathsFollowing, textPathsByDefinition } from "../lint/schema-texts.ts";
import { acronymsOf, lintTexts, type RepeatedHeadingFinding, repeatedHeadings, type StyleFinding } from "../lint/style.ts";
import type { RawStyle } from "../../model/raw/index.ts";
import { defineKind } from "./kind.ts";
import { keptPerData } from "../load/kept.ts";

/** The shared text definitions of spec/schemas/ whose texts take the heading case when spec/style.yaml names none. */
const HEADING_TEXTS = ["heading", "label"] as const;

/** The shared definitions of headings and titles, which a subtitle or an intro must not repeat. */
const TITLES: ReadonlySet<string> = new Set(["heading"]);

/** The shared definitions of running texts (a lead, an intro, a description). */
const PROSE: ReadonlySet<string> = new Set(["text", "paragraph"]);

/** What the lint found in one file: its texts off the house style, and the texts repeating their heading. */
interface FileFindings {
  readonly texts: readonly StyleFinding[];
  readonly repeats: readonly RepeatedHeadingFinding[];
}

/**
 * The findings of the files linted lately, by the SHA-256 of everything they depend on (the
 * file's name, schema and data, the house style, the names and acronyms its texts hold, the
 * heading texts and the schemas' modification times): the dev server regenerates on every save, and one run checks
 * the published view and the dev server's, so a file whose data did not change is not
 * linted again. At most {@link MEMO_SIZE} entries, the least recently used dropped first; kept
 * on disk too ({@link onDisk}), for the next process.
 */
const memo = new Map<string, FileFindings>();
/** How many entries {@link memo} keeps: two per file (by every name, and by the names it holds), of a few hundred files. */
const MEMO_SIZE = 800;

/** A file's data as JSON and the SHA-256 of that text, once per parsed data (../load/kept.ts). */
const serialize = keptPerData((data) => {
  const json = JSON.stringify(data) ?? "";
  return { json, hash: createHash("sha256").update(json).digest("hex") } as const;
});
const dataJson = (data: unknown): string => serialize(data).json;
const dataHash = (data: unknown): string => serialize(data).hash;

/** Which words a file's data holds, as asked lately, once per parsed data: the names and acronyms of the site change little between two runs. */
const heldWords = keptPerData(() => new Map<string, boolean>());

/** Whether a file's data (`json`: its JSON text) holds `text`, from {@link heldWords} when asked before. */
function holds(data: unknown, json: string, text: string): boolean {
  const known = heldWords(data);
  const answer = known.get(text) ?? json.includes(text);
  known.set(text, answer);
  return answer;
}

/** The words right after a placeholder in a file's JSON (`{{name}} Services`), sorted: where a word that ends a name keeps its capital. */
function afterPlaceholders(json: string): string[] {
  if (!json.includes("}}")) return [];
  return [...new Set(Array.from(json.matchAll(/\}\}(?:\s|\\[nrtfv])+([\p{L}\p{N}'’]+)/gu), (m) => m[1]!))].sort();
}

/**
 * The version of the lint's code, for the findings kept on disk: the generator's bundle is named
 * by the hash of its sources (generator/bin.mjs); run from source, the hash of the lint's modules
 * and package-lock.json. Null when it cannot be told (nothing is kept on disk then).
 */
function lintCodeVersion(root: string): string | null {
  const here = fileURLToPath(import.meta.url);
  const bundle = /[\\/]generator-bundles[\\/]([0-9a-f]+)[\\/]/.exec(here)?.[1];
  if (bundle) return bundle;
  const lint = join(dirname(here), "../lint");
  if (!existsSync(lint)) return null;
  const hash = createHash("sha256");
  for (const file of [
    here,
    ...readdirSync(lint)
      .filter((f) => f.endsWith(".ts"))
      .sort()
      .map((f) => join(lint, f)),
    join(root, "package-lock.json"),
  ])
    if (existsSync(file)) hash.update(`${file.replace(/^.*[\\/]/, "")}\0`).update(readFileSync(file));
  return hash.digest("hex");
}

/**
 * The findings kept on disk, one entry per house style, names and schemas (the stamp) and code
 * version, in the store's `lint` area: `npm run build` runs the generator in a process of its
 * own, so without them a one-record edit linted every file of spec/ again. Each entry holds the
 * findings of the files of the last check that linted any, by the same key as {@link memo}.
 */
const onDisk = new Map<string, { readonly file: string; readonly schemaDir: string; loaded: boolean }>();

/** The file of the findings kept on disk that the last check of `schemaDir`'s spec used, if any (for the tests). */
export function keptFindingsFile(schemaDir: string): string | undefined {
  return [...onDisk.values()].filter((e) => e.schemaDir === schemaDir).at(-1)?.file;
}

/** The entry of `stamp` on disk, loaded into {@link memo} on first use; undefined when the root's store cannot be told. */
function diskEntry(schemaDir: string | undefined, stamp: string) {
  if (!schemaDir) return undefined;
  const root = join(schemaDir, "../..");
  let entry = onDisk.get(stamp);
  if (entry)
    onDisk.delete(stamp); // last used last
  else {
    const version = lintCodeVersion(root);
    if (version === null) return undefined;
    const file = join(cacheDir(root, "lint"), `${createHash("sha256").update(`${version}\0${stamp}`).digest("hex")}.json`);
    entry = { file, schemaDir, loaded: false };
  }
  onDisk.set(stamp, entry);
  if (!entry.loaded) {
    entry.loaded = true;
    try {
      const kept = JSON.parse(readFileSync(entry.file, "utf8")) as Record<string, FileFindings>;
      for (const [key, found] of Object.entries(kept)) if (!memo.has(key)) memo.set(key, found);
      markUsed(entry.file);
    } catch {
      // none yet (or unreadable): linted afresh and written
    }
  }
  return entry;
}

/** The modification times of the schemas (textPathsByDefinition reads them), as one string: a changed schema lints every file again. */
function schemaStamp(schemaDir: string | undefined): string {
  if (!schemaDir) return "";
  try {
    return readdirSync(schemaDir)
      .sort()
      .map((f) => `${f}:${statSync(join(schemaDir, f)).mtimeMs}`)
      .join("\0");
  } catch {
    return "";
  }
}

/**
 * The practices' names, kept as written wherever they stand: each service's title ("Media
 * Planning & Strategy"), each practice's name of two words or more ("Public Relations") and its
 * services ("Media Services", "PR Services"), as the specification's title pattern
 * "{service title} | {brand} {Category} Services" writes them.
 * Inside a sentence a service's title reads as words: the generator inserts it so
 * (../lint/style.ts inSentence).
 */
export function practiceNames(
  categories: readonly { readonly name: string; readonly label: string }[],
  services: readonly { readonly title: string }[],
): string[] {
  // A one-word practice name ("Media") is left out: it opens a heading anyway, and kept as written
  // it would keep its capital inside every heading that uses the word ("Why social Media matters").
  return [...services.map((s) => s.title), ...categories.flatMap((c) => [...(/\s/.test(c.name) ? [c.name] : []), `${c.name} Services`, `${c.label} Services`])];
}

export const style = defineKind({
  name: "style",
  files: [{ at: "style.yaml", schema: "style.schema.json", rawType: "RawStyle", role: "house-style" }],
  needs: ["site", "clients", "offices", "countries", "categories", "services"],
  gives: [],
  check(ctx, input, ir) {
    const file = input.files[0];
    if (!file) return;
    const raw = file.data as RawStyle;
    const names = [
      ...(raw.names ?? []),
      ir.site.brand.name,
      ir.site.brand.fullName,
      ...ir.clients.flatMap((c) => [c.name, c.wordmark]),
      ...ir.offices.map((o) => o.name),
      ...ir.countries.flatMap((c) => [c.name, ...(c.officeCity ? [c.officeCity] : [])]),
      ...practiceNames(ir.categories, ir.services),
    ];
    const others = input.all.filter((f) => f !== file);
    const acronyms = acronymsOf(others.map((f) => f.data));
    const definitions = new Set<string>(raw.headingTexts ?? HEADING_TEXTS);
    // A file's findings depend on the names and acronyms its texts hold, not on the others: a
    // retitled service (a name) does not lint every other file again. The words that end a name
    // count where a placeholder may stand for its start (../lint/style.ts sentenceCase).
    const stamp = createHash("sha256")
      .update(JSON.stringify([raw, [...definitions], ctx.schemaDir ?? null, ctx.pageSchema ?? null, schemaStamp(ctx.schemaDir)]))
      .digest("hex");
    // A name a spelling fix may write (a word of it shares letters with a preferred word or an
    // ending), or that JSON would escape, counts for every file.
    const rewrites = [...(raw.prefer ?? []).map((p) => p.use), ...(raw.endings ?? []).map((e) => e.use)].map((w) => w.toLowerCase());
    const always = new Set(
      names.filter(
        (n) =>
          /["\\\p{Cc}]/u.test(n) ||
          n
            .toLowerCase()
            .split(/\s+/)
            .some((w) => rewrites.some((r) => r.includes(w) || w.includes(r))),
      ),
    );
    const tails = new Set(names.flatMap((n) => n.split(/\s+/).slice(1)));
    const onDiskEntry = diskEntry(ctx.schemaDir, stamp);
    const used = new Map<string, FileFindings>();
    /** Files linted again, and files not found by their quick key (their findings are written back to disk when either is not 0). */
    let linted = 0;
    let missed = 0;
    // Every name and acronym at once: while none comes or goes (a one-record edit), a file whose
    // data did not change is found by this key alone, without looking for each name in it.
    const everyName = createHash("sha256")
      .update(JSON.stringify([names, [...acronyms].sort()]))
      .digest("hex");
    /** The findings kept under `key`, made the most recently used; undefined when none are. */
    const kept = (key: string) => {
      const found = memo.get(key);
      if (found) memo.delete(key);
      return found;
    };
    const keep = (key: string, found: FileFindings) => {
      memo.set(key, found);
      used.set(key, found);
      if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
    };
    for (const f of others) {
      const fileKey = (held: string) =>
        createHash("sha256").update(stamp).update(`\0${f.file}\0${f.schema}\0`).update(held).update(dataHash(f.data)).digest("hex");
      const quickKey = fileKey(`all\0${everyName}`);
      let found = kept(quickKey);
      if (!found) {
        missed++;
        const json = dataJson(f.data);
        const namesHeld = names.filter((n) => always.has(n) || holds(f.data, json, n));
        const capitals = [...acronyms].filter((a) => holds(f.data, json, a)).sort();
        const key = fileKey(JSON.stringify([namesHeld, capitals, afterPlaceholders(json).filter((w) => tails.has(w))]));
        found = kept(key);
        if (!found) {
          found = lintFile(f, raw, names, acronyms, definitions, ctx.schemaDir, ctx.pageSchema);
          linted++;
        }
        keep(key, found);
      }
      keep(quickKey, found);
      for (const t of found.texts) {
        const fix = { kind: "text", file: f.file, path: t.path, from: t.text, to: t.fixed } as const;
        if (t.words.length > 0) {
          const why = t.words.find((w) => w.why)?.why ?? null;
          ctx.warn(f, t.path, HouseWords, { from: t.words.map((w) => w.from), to: t.words.map((w) => w.to), why, fixed: t.fixed }, fix);
        }
        if (t.headingCase) ctx.warn(f, t.path, HeadingCase, { text: t.text, case: t.headingCase, fixed: t.fixed }, fix);
      }
      for (const r of found.repeats) ctx.warn(f, r.path, RepeatedHeading, { key: r.key, heading: r.heading, text: r.text });
    }
    if (onDiskEntry && (linted > 0 || missed > 0))
      try {
        writeAtomic(onDiskEntry.file, JSON.stringify(Object.fromEntries(used)));
      } catch {
        // a read-only store: the findings are only a shortcut
      }
  },
});

/** Lints one file's texts against the house style, and finds the texts that repeat their heading ({@link FileFindings}). */
function lintFile(
  f: { readonly schema: string; readonly data: unknown },
  raw: RawStyle,
  names: readonly string[],
  acronyms: ReadonlySet<string>,
  definitions: ReadonlySet<string>,
  schemaDir: string | undefined,
  pageSchema: string | undefined,
): FileFindings {
  // One walk of the data and its schema: which shared text definition each text follows.
  const byDefinition = schemaDir ? textPathsByDefinition(schemaDir, f.schema, f.data, pageSchema) : undefined;
  /** Whether the text at a path follows one of `of`. */
  const follows = (of: ReadonlySet<string>) => {
    const paths = pathsFollowing(byDefinition!, of);
    return (path: readonly (string | number)[]) => paths.has(JSON.stringify(path));
  };
  const texts = lintTexts(f.data, raw, { names, acronyms, isHeading: byDefinition && follows(definitions) });
  if (!byDefinition) return { texts, repeats: [] };
  const repeats = repeatedHeadings(f.data, follows(TITLES), follows(PROSE));
  return { texts, repeats };
}
