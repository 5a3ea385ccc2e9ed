/**
 * `npm run generate -- --fix`: writes the fixes the generator proposes into spec/, keeping the
 * file's comments, order and layout (yaml's Document API): a redirect (urls/moved: a record is
 * still there under a new URL), added to spec/redirects.yaml, which is made when the site has
 * none yet; and a text the house style writes another way (style/words, style/heading-case),
 * replaced in its file where it still reads as it did.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, parseDocument } from "yaml";
import type { Fix } from "../diagnostics/index.ts";
import { ruleWithRole } from "../kinds/index.ts";

/** The file redirects are written to, relative to the project root: the file rule with the role `redirects` (spec/redirects.yaml). */
export const redirectsFile = () => `spec/${ruleWithRole("redirects").at}`;

/** A new spec/redirects.yaml: its schema line and what it is for. */
const newFile = () => `# yaml-language-server: $schema=./schemas/${ruleWithRole("redirects").schema}
# What happens to a URL the site no longer has (see docs/content/growing.md).
redirects: []
gone: []
`;

/**
 * Writes `fixes` below `root`: each redirect into spec/redirects.yaml ({@link withRedirects});
 * each text into its file.
 * @returns what was written, a line each ("from → to", "file path: text"); nothing when none
 * @throws when spec/redirects.yaml is not YAML or its `redirects` is not a list (the caller
 *   reports the spec's own diagnostics instead of writing)
 */
export function applyFixes(root: string, fixes: readonly Fix[]): string[] {
  return [...applyRedirects(root, fixes), ...applyTexts(root, fixes)];
}

/** Words as the house-style fixes change them: letters, digits and apostrophes. */
const WORD = /[\p{L}\p{N}'’]+/gu;

/**
 * Replaces each text fix's value in its file, word by word in the file's own text, so the
 * scalar keeps its quoting, its line breaks and the file its layout and comments (a fix changes
 * letters within words only: spelling and case). A value that no longer reads `from`, or whose
 * words cannot be matched one to one in the source (an escape), is left alone.
 * @returns the texts written, as "file path: to"
 */
function applyTexts(root: string, fixes: readonly Fix[]): string[] {
  const written: string[] = [];
  const byFile = new Map<string, Extract<Fix, { kind: "text" }>[]>();
  for (const f of fixes) if (f.kind === "text") byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  for (const [file, list] of byFile) {
    const path = join(root, file);
    let text = readFileSync(path, "utf8");
    const doc = parseDocument(text);
    if (doc.errors.length > 0) continue;
    // Edits as [start, end, replacement] in the file's text, applied from the end.
    const edits: [number, number, string][] = [];
    const done = new Set<string>();
    for (const f of list) {
      const key = JSON.stringify(f.path);
      const node = doc.getIn(f.path, true);
      if (done.has(key) || !isScalar(node) || node.value !== f.from || !node.range) continue;
      done.add(key);
      const before = [...f.from.matchAll(WORD)].map((m) => m[0]);
      const after = [...f.to.matchAll(WORD)].map((m) => m[0]);
      const [start, end] = node.range;
      const source = [...text.slice(start, end).matchAll(WORD)].filter(
        (m) => !(m.index === 0 && node.type !== "PLAIN" && /^[|>]/.test(text.slice(start, end))),
      );
      if (before.length !== after.length || source.length !== before.length || source.some((m, i) => m[0] !== before[i])) continue;
      source.forEach((m, i) => {
        if (before[i] !== after[i]) edits.push([start + m.index, start + m.index + m[0].length, after[i]!]);
      });
      written.push(`${file} ${f.path.join(".")}: ${f.to}`);
    }
    if (edits.length === 0) continue;
    for (const [s, e, r] of edits.sort((a, b) => b[0] - a[0])) text = text.slice(0, s) + r + text.slice(e);
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, path);
  }
  return written;
}

/** Adds each redirect fix to spec/redirects.yaml (see {@link applyFixes}). */
function applyRedirects(root: string, fixes: readonly Fix[]): string[] {
  if (!fixes.some((f) => f.kind === "redirect")) return [];
  const path = join(root, redirectsFile());
  let text: string | undefined;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  const out = withRedirects(text, fixes);
  if (out.written.length === 0) return [];
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, out.text);
  renameSync(temp, path);
  return out.written;
}

/**
 * The text of spec/redirects.yaml with each redirect fix of `fixes` in it, comments and layout
 * kept: a `from` not there yet is added as a block list item `- from: … / to: …` after the
 * others; a `from` already there gets the fix's `to` (the generator proposes that only for a
 * redirect that leads nowhere since its page moved again). Other fixes are ignored.
 * @param text the file's text, undefined when the site has none yet (it is made)
 * @returns the new text and what changed, a line each ("from → to"); the text as given when nothing did
 * @throws when the text is not a YAML mapping or its `redirects` is not a list
 */
export function withRedirects(text: string | undefined, fixes: readonly Fix[]): { readonly text: string; readonly written: string[] } {
  const source = text ?? newFile();
  // An empty file (only comments) is read as an empty mapping, its comments kept.
  const doc = parseDocument(
    source
      .trim()
      .split("\n")
      .every((l) => l.trim() === "" || l.trimStart().startsWith("#"))
      ? `${source.trimEnd()}\n{}\n`
      : source,
  );
  if (doc.errors.length > 0 || !isMap(doc.contents)) throw new Error(`${redirectsFile()} is not a YAML mapping`);
  doc.contents.flow = false;
  let list = doc.get("redirects", true);
  if (list === undefined || list === null || (!isSeq(list) && (list as { value?: unknown }).value === null)) {
    doc.set("redirects", doc.createNode([]));
    list = doc.get("redirects", true);
  }
  if (!isSeq(list)) throw new Error(`${redirectsFile()}: redirects is not a list`);
  const known = new Map(list.items.flatMap((item) => (isMap(item) ? [[String(item.get("from")), item] as const] : [])));
  const written: string[] = [];
  for (const f of fixes) {
    if (f.kind !== "redirect") continue;
    const there = known.get(f.from);
    if (there) {
      if (String(there.get("to")) === f.to) continue;
      there.set("to", f.to);
    } else {
      const item = doc.createNode({ from: f.from, to: f.to });
      known.set(f.from, item);
      list.add(item);
    }
    written.push(`${f.from} → ${f.to}`);
  }
  if (written.length === 0) return { text: source, written };
  // `redirects: []` becomes a block list once it has items.
  list.flow = false;
  return { text: doc.toString({ lineWidth: 0 }), written };
}
