/**
 * `npm run generate -- --fix`: writes the fixes the generator proposes into spec/, keeping the
 * file's comments, order and layout (yaml's Document API). Today the one kind of fix is a
 * redirect (urls/moved: a record is still there under a new URL), added to spec/redirects.yaml,
 * which is made when the site has none yet.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isSeq, parseDocument } from "yaml";
import type { Fix } from "../diagnostics/index.ts";

/** The file redirects are written to, relative to the project root. */
export const REDIRECTS_FILE = "spec/redirects.yaml";

/** A new spec/redirects.yaml: its schema line and what it is for. */
const NEW_FILE = `# yaml-language-server: $schema=./schemas/redirects.schema.json
# What happens to a URL the site no longer has (see docs/content/growing.md).
redirects: []
gone: []
`;

/**
 * Adds each redirect of `fixes` to spec/redirects.yaml below `root` (once: a from already there
 * is left alone), as a block list item `- from: … / to: …` after the others.
 * @returns the redirects written, as "from → to"; nothing is written when there are none
 * @throws when spec/redirects.yaml is not YAML or its `redirects` is not a list (the caller
 *   reports the spec's own diagnostics instead of writing)
 */
export function applyFixes(root: string, fixes: readonly Fix[]): string[] {
  const path = join(root, REDIRECTS_FILE);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    text = NEW_FILE;
  }
  // An empty file (only comments) is read as an empty mapping, its comments kept.
  const doc = parseDocument(text.trim().split("\n").every((l) => l.trim() === "" || l.trimStart().startsWith("#")) ? `${text.trimEnd()}\n{}\n` : text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) throw new Error(`${REDIRECTS_FILE} is not a YAML mapping`);
  doc.contents.flow = false;
  let list = doc.get("redirects", true);
  if (list === undefined || list === null || (!isSeq(list) && (list as { value?: unknown }).value === null)) {
    doc.set("redirects", doc.createNode([]));
    list = doc.get("redirects", true);
  }
  if (!isSeq(list)) throw new Error(`${REDIRECTS_FILE}: redirects is not a list`);
  const known = new Set(list.items.map((item) => (isMap(item) ? String(item.get("from")) : "")));
  const written: string[] = [];
  for (const f of fixes) {
    if (f.kind !== "redirect" || known.has(f.from)) continue;
    known.add(f.from);
    list.add(doc.createNode({ from: f.from, to: f.to }));
    written.push(`${f.from} → ${f.to}`);
  }
  if (written.length === 0) return [];
  // `redirects: []` becomes a block list once it has items.
  list.flow = false;
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, doc.toString({ lineWidth: 0 }));
  renameSync(temp, path);
  return written;
}
