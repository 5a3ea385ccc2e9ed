/**
 * In-place edits of a YAML file for the page editor (`npm run dev` only; docs/architecture.md
 * "Editing on the page"). Each function takes the file's text and returns the new text in which
 * only the edited node's text changed: comments, blank lines, key order, anchors and aliases,
 * quoting, flow and block styles elsewhere stay byte for byte.
 *
 * How: the file is parsed once with its source tokens (`yaml`'s CST); the path is resolved on
 * the Document; the edit is a splice of the text at the node's token offsets, never a
 * re-serialisation of the file. Every result is parsed again and must give exactly the original
 * data with that one change (the same change made on a clone of the Document), or
 * `YamlEditError("parse")` is thrown: a broken file is never returned.
 *
 * Limits: one document per file (a `---` between documents is refused); LF line ends for the
 * lines written; values are JSON-like (strings, finite or not numbers, booleans, null, arrays,
 * plain objects).
 */
import { type CST, Document, Scalar, isAlias, isCollection, isMap, isPair, isScalar, isSeq, parseDocument, type Node, type YAMLMap, type YAMLSeq } from "yaml";

/** A path to a value: map keys as strings (or numbers for numeric keys), list indexes as numbers, e.g. `["services", 0, "title"]`. `[]` is the document's root. */
export type InstancePath = readonly (string | number)[];

/** Why an edit was refused. */
export type YamlEditErrorCode = "not-found" | "not-scalar" | "not-list" | "not-map" | "bad-index" | "parse";

/**
 * An edit that could not be made; the file is left as it was.
 * - `not-found`: a key of the path is missing (only the last key of a `setScalar`, `setValue` or
 *   `insertItem` path may be missing, and then it is added), or the path goes through an empty value
 * - `not-scalar`: `setScalar` on a list or map
 * - `not-list`: a number step into something that is not a list, or a list operation on a non-list
 * - `not-map`: a string step into something that is not a map
 * - `bad-index`: a list index outside the list (0 ≤ index < length; insert allows length)
 * - `parse`: the file does not parse, holds more than one document, or the edit would not give
 *   back exactly the intended data (never written)
 */
export class YamlEditError extends Error {
  readonly code: YamlEditErrorCode;
  constructor(code: YamlEditErrorCode, message: string) {
    super(message);
    this.name = "YamlEditError";
    this.code = code;
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing (a few texts cached) and committing an edit

interface Parsed {
  readonly source: string;
  readonly doc: Document.Parsed;
}

/**
 * The last few texts parsed or written, most recent first. The editor asks many questions of
 * one file in a row (a check, then the save of the same edits), and a
 * verified result is the next call's input: keeping its parse saves most of the work. Nothing
 * mutates a cached Document for longer than one synchronous call.
 */
const cache: Parsed[] = [];
const CACHE_SIZE = 4;

function remember(parsed: Parsed): void {
  cache.unshift(parsed);
  cache.length = Math.min(cache.length, CACHE_SIZE);
}

function parse(source: string): Parsed {
  const hit = cache.find((c) => c.source === source);
  if (hit) return hit;
  const parsed = parseQuiet(source);
  if (parsed.doc.errors.some((e) => e.code === "MULTIPLE_DOCS")) throw new YamlEditError("parse", "multi-document files are not supported");
  if (parsed.doc.errors.length > 0) throw new YamlEditError("parse", `the file does not parse: ${parsed.doc.errors[0]!.message}`);
  remember(parsed);
  return parsed;
}

function parseQuiet(source: string): Parsed {
  return { source, doc: parseDocument(source, { keepSourceTokens: true }) };
}

/** The text at [start, end) becomes `text` (offsets in UTF-16 units of the original). */
interface Splice {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function applySplices(source: string, splices: readonly Splice[]): string {
  let out = source;
  let limit = Infinity;
  for (const s of [...splices].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (s.end > limit) throw new YamlEditError("parse", "overlapping edits");
    out = out.slice(0, s.start) + s.text + out.slice(s.end);
    limit = s.start;
  }
  return out;
}

/**
 * Applies the first of `attempts` whose result parses to `expected` (attempts go from the
 * style wanted to the safest one) and returns it; throws `parse` when none does.
 */
function commit(p: Parsed, attempts: readonly (readonly Splice[])[], expected: unknown): string {
  for (const splices of attempts) {
    const out = applySplices(p.source, splices);
    const next = parseQuiet(out);
    if (next.doc.errors.length > 0 || next.doc.warnings.length > p.doc.warnings.length) continue;
    let data: unknown;
    try {
      data = next.doc.toJS();
    } catch {
      continue;
    }
    if (!sameData(data, expected)) continue;
    remember(next);
    return out;
  }
  throw new YamlEditError("parse", "the edit would not give back the intended data; nothing was written");
}

/** The data of `p` after `change` is made on a clone of its Document. */
function expectedAfter(p: Parsed, change: (model: Document) => void): unknown {
  const model = p.doc.clone();
  change(model);
  try {
    return model.toJS();
  } catch (e) {
    // Removing or replacing an anchored node that an alias still names.
    throw new YamlEditError("parse", `the edit would break the file: ${(e as Error).message}`);
  }
}

/** The data of `p` with `node` (one of its scalars) set to `value`: a clone costs as much as a parse, so the value is swapped in and back. */
function withScalarValue(p: Parsed, node: Scalar, value: unknown): unknown {
  const old = node.value;
  node.value = value;
  try {
    return p.doc.toJS();
  } finally {
    node.value = old;
  }
}

function sameData(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k, i) => k === kb[i] && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

// ---------------------------------------------------------------------------------------------
// Paths

type Collection = YAMLMap<unknown, unknown> | YAMLSeq<unknown>;

/** Where a path leads: the value's collection and index (a pair's index for a map). */
interface Place {
  /** The collection holding the value; null for the document's root. */
  readonly parent: Collection | null;
  /** Index in `parent.items`; -1 for the root or a missing key. */
  readonly index: number;
  /** The node as written there (an alias stays an alias); undefined for a missing key. */
  readonly raw: unknown;
  /** The last key, when it is missing from `parent` (a map). */
  readonly missing?: string | number;
}

function countItems(n: number): string {
  return n === 1 ? "1 item" : `${n} items`;
}

function pathText(path: InstancePath): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("") || "(root)";
}

function sameKey(key: unknown, seg: string | number): boolean {
  const k = isScalar(key) ? key.value : key;
  return k === seg || ((typeof k === "string" || typeof k === "number" || typeof k === "boolean") && String(k) === String(seg));
}

function isEmpty(node: unknown): boolean {
  return node == null || (isScalar(node) && node.value == null);
}

/** Resolves `path` in `doc`, following aliases on the way. A missing last key of a map is returned as `missing`. */
function resolve(doc: Document, path: InstancePath): Place {
  let place: Place = { parent: null, index: -1, raw: doc.contents };
  path.forEach((seg, depth) => {
    const node = isAlias(place.raw) ? place.raw.resolve(doc) : place.raw;
    const here = pathText(path.slice(0, depth + 1));
    if (place.missing !== undefined) throw new YamlEditError("not-found", `${pathText(path.slice(0, depth))} is not in the file`);
    if (isMap(node)) {
      const index = node.items.findIndex((pair) => sameKey(pair.key, seg));
      place = index < 0 ? { parent: node, index, raw: undefined, missing: seg } : { parent: node, index, raw: node.items[index]!.value };
    } else if (isSeq(node)) {
      if (typeof seg !== "number") throw new YamlEditError("not-map", `${here}: ${pathText(path.slice(0, depth))} is a list, not a map`);
      if (!Number.isInteger(seg) || seg < 0 || seg >= node.items.length)
        throw new YamlEditError("bad-index", `${here}: index ${seg} is outside the list of ${countItems(node.items.length)}`);
      place = { parent: node, index: seg, raw: node.items[seg] };
    } else if (isEmpty(node)) {
      throw new YamlEditError("not-found", `${here}: ${pathText(path.slice(0, depth))} is empty`);
    } else {
      throw new YamlEditError(
        typeof seg === "number" ? "not-list" : "not-map",
        `${here}: ${pathText(path.slice(0, depth))} is not a ${typeof seg === "number" ? "list" : "map"}`,
      );
    }
  });
  return place;
}

/** `resolve`, with a missing key refused. */
function resolveExisting(doc: Document, path: InstancePath): Place {
  const place = resolve(doc, path);
  if (place.missing !== undefined) throw new YamlEditError("not-found", `${pathText(path)} is not in the file`);
  return place;
}

/** The place of the node itself: for an alias, the anchored node's place (edits go there). */
function targetPlace(doc: Document, place: Place): Place {
  if (!isAlias(place.raw)) return place;
  const target = place.raw.resolve(doc);
  const found = target && findPlace(doc.contents, target);
  if (!found) throw new YamlEditError("not-found", `alias *${place.raw.source} has no anchor`);
  return found;
}

function findPlace(root: unknown, node: Node, parent: Collection | null = null, index = -1): Place | undefined {
  if (root === node) return { parent, index, raw: node };
  if (!isMap(root) && !isSeq(root)) return undefined;
  for (const [i, item] of (root.items as unknown[]).entries()) {
    const found = findPlace(isPair(item) ? item.value : item, node, root, i);
    if (found) return found;
  }
  return undefined;
}

/** The node at `place` in `model` (a clone resolved by the same path). */
function valueAt(place: Place): unknown {
  if (!place.parent) return place.raw;
  const item = place.parent.items[place.index];
  return isPair(item) ? item.value : item;
}

/** Puts `node` at `place` of `model` (the root when it has no parent). */
function putAt(model: Document, place: Place, node: Node): void {
  if (!place.parent) model.contents = node as never;
  else if (isMap(place.parent)) place.parent.items[place.index]!.value = node;
  else place.parent.items[place.index] = node;
}

// ---------------------------------------------------------------------------------------------
// Source tokens

type CstCollection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;

/** Tokens that carry no content: layout and comments (and a flow collection's commas). */
const LAYOUT = new Set(["space", "newline", "comment", "comma"]);

function tokenEnd(t: { offset: number; source: string }): number {
  return t.offset + t.source.length;
}

function collectionToken(coll: Collection): CstCollection {
  const tok = coll.srcToken;
  if (tok?.type === "block-map" || tok?.type === "block-seq" || tok?.type === "flow-collection") return tok;
  throw new YamlEditError("parse", "a collection without its source");
}

/** The items of a collection token that are values (not the trailing comment-only ones), one per Document item. */
function cstItems(coll: Collection): { tok: CstCollection; items: CST.CollectionItem[] } {
  const tok = collectionToken(coll);
  const items = (tok.items as CST.CollectionItem[]).filter((it) =>
    tok.type === "block-seq"
      ? it.start.some((t) => t.type === "seq-item-ind")
      : it.key !== undefined || it.sep !== undefined || it.value !== undefined || it.start.some((t) => t.type === "explicit-key-ind"),
  );
  if (items.length !== coll.items.length) throw new YamlEditError("parse", "the source tokens do not match the document");
  return { tok, items };
}

/** Where an item's own text begins: its `-`, `?`, properties, key or value. */
function itemStart(item: CST.CollectionItem): number {
  const first = [...item.start, ...(item.key ? [item.key] : []), ...(item.sep ?? []), ...(item.value ? [item.value] : [])].find((t) => !LAYOUT.has(t.type));
  if (!first) throw new YamlEditError("parse", "an empty item");
  return first.offset;
}

/** Where an item's content ends (before its trailing comment and line end). */
function itemContentEnd(item: CST.CollectionItem): number {
  if (item.value) return contentEnd(item.value);
  const tail = [...item.start, ...(item.key ? [item.key] : []), ...(item.sep ?? [])].filter((t) => !LAYOUT.has(t.type)).pop();
  if (!tail) throw new YamlEditError("parse", "an empty item");
  return "items" in tail || tail.type === "block-scalar" ? contentEnd(tail) : tokenEnd(tail as CST.SourceToken);
}

/** Where a token's content ends: after the scalar, the closing bracket, the last line with text of a block scalar, the last item of a block collection. */
function contentEnd(tok: CST.Token): number {
  switch (tok.type) {
    case "block-scalar": {
      const body = blockBody(tok);
      const lines = tok.source.split("\n");
      let at = tok.source.length;
      for (let i = lines.length - 1; i >= 0; i--) {
        at -= lines[i]!.length + (i < lines.length - 1 ? 1 : 0);
        if (lines[i]!.trim() !== "") return body + at + lines[i]!.length;
      }
      return tokenEnd(tok.props[0] as CST.SourceToken);
    }
    case "block-map":
    case "block-seq": {
      const items = tok.items as CST.CollectionItem[];
      for (let i = items.length - 1; i >= 0; i--) {
        const it = items[i]!;
        if (it.value || it.key !== undefined || it.sep || it.start.some((t) => !LAYOUT.has(t.type))) return itemContentEnd(it);
      }
      return tok.offset;
    }
    case "flow-collection": {
      const close = tok.end.find((t) => t.type === "flow-map-end" || t.type === "flow-seq-end");
      return close ? tokenEnd(close) : tok.offset;
    }
    case "document":
      return tok.value ? contentEnd(tok.value) : tok.offset;
    default:
      return tokenEnd(tok as CST.SourceToken);
  }
}

/** Offset of a block scalar's first body line (after its header line). */
function blockBody(tok: CST.BlockScalar): number {
  return tokenEnd(tok.props[tok.props.length - 1] as CST.SourceToken);
}

// ---------------------------------------------------------------------------------------------
// Lines (of the file's text, scanned locally from an offset)

function lineStart(src: string, at: number): number {
  return src.lastIndexOf("\n", at - 1) + 1;
}

/** After the line end at or after `at` (or the end of the file). */
function nextLine(src: string, at: number): number {
  const nl = src.indexOf("\n", at);
  return nl < 0 ? src.length : nl + 1;
}

function lineAt(src: string, start: number): string {
  const nl = src.indexOf("\n", start);
  return src.slice(start, nl < 0 ? src.length : nl);
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function isCommentLine(line: string): boolean {
  return line.trimStart().startsWith("#");
}

function isBlankLine(line: string): boolean {
  return line.trim() === "";
}

function pad(column: number, line: string): string {
  return line === "" ? "" : " ".repeat(column) + line;
}

/**
 * The text of item `i` of a block collection, as whole lines: the comment lines right above it
 * at its column or less (those belong to it; the first item's are left to what precedes the
 * collection: a file's header, the key's own comment), its lines, and the comment lines right
 * below it indented deeper than it. `clean` is false when the item shares its first line with
 * its parent's indicator (`- a: 1` for the map's first key): it then starts at the item itself.
 */
function blockRegion(src: string, items: readonly CST.CollectionItem[], i: number): { start: number; end: number; clean: boolean; column: number } {
  const first = itemStart(items[i]!);
  const ls = lineStart(src, first);
  const clean = src.slice(ls, first).trim() === "";
  const column = first - ls;
  let start = clean ? ls : first;
  while (clean && i > 0 && start > 0) {
    const above = lineStart(src, start - 1);
    const line = lineAt(src, above);
    if (!isCommentLine(line) || indentOf(line) > column) break;
    start = above;
  }
  let end = nextLine(src, itemContentEnd(items[i]!));
  while (end < src.length) {
    const line = lineAt(src, end);
    if (!isCommentLine(line) || indentOf(line) <= column) break;
    end = nextLine(src, end);
  }
  return { start, end, clean, column };
}

/** Extends [start, end) over the blank lines above it (`up`) or below it. */
function withBlankLines(src: string, start: number, end: number, up: boolean): { start: number; end: number } {
  if (up) {
    while (start > 0 && isBlankLine(lineAt(src, lineStart(src, start - 1)))) start = lineStart(src, start - 1);
  } else {
    while (end < src.length && isBlankLine(lineAt(src, end))) end = nextLine(src, end);
  }
  return { start, end };
}

/** True when every two neighbouring items of a block collection have a blank line between them. */
function blankSeparated(src: string, items: readonly CST.CollectionItem[]): boolean {
  if (items.length < 2) return false;
  for (let i = 1; i < items.length; i++) {
    const prevEnd = blockRegion(src, items, i - 1).end;
    const { start } = blockRegion(src, items, i);
    if (start <= prevEnd || !isBlankLine(lineAt(src, lineStart(src, start - 1)))) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Writing values

const TO_STRING = { lineWidth: 0, doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER, flowCollectionPadding: false } as const;

/** `value` written by `yaml` at the root, in block style, as lines (no final line end); the lines after the first are relative to column 0. */
function renderBlock(value: unknown, type?: Scalar.Type): string[] {
  const doc = new Document(value);
  if (type && isScalar(doc.contents)) doc.contents.type = type;
  return doc.toString(TO_STRING).slice(0, -1).split("\n");
}

/** `value` written inside a flow collection (where `,[]{}` must be quoted), on one line. */
function renderFlow(value: unknown, type?: Scalar.Type, padded = false): string {
  const doc = new Document([value]);
  const item = (doc.contents as YAMLSeq).items[0];
  if (type && isScalar(item)) item.type = type;
  return doc
    .toString({ ...TO_STRING, collectionStyle: "flow", flowCollectionPadding: padded })
    .slice(1, -2)
    .trim();
}

/**
 * `value` as a node written the way its siblings (the items already in the list) mostly are: a
 * string quoted where theirs mostly are (`"a"`, `'a'`), a map or list in flow (`{ a: 1 }`) where
 * theirs mostly are, key by key for a map's values (a key they do not have is written plainly).
 * Most, not the nearest: `path: "*"` quoted because it must be does not make every path quoted.
 */
function likeSiblings(value: unknown, siblings: readonly unknown[]): unknown {
  const node = new Document().createNode(value) as Node;
  const most = <T>(votes: readonly T[]): T | undefined => {
    const counts = new Map<T, number>();
    for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
    const [best] = [...counts].sort((a, b) => b[1] - a[1]);
    return best && best[1] * 2 > votes.length ? best[0] : undefined;
  };
  const keyOf = (k: unknown) => (isScalar(k) ? k.value : k);
  const follow = (n: unknown, ss: readonly unknown[]): void => {
    if (ss.length === 0) return;
    if (isScalar(n)) {
      if (typeof n.value !== "string") return;
      const type = most(ss.map((s) => (isScalar(s) && typeof s.value === "string" ? s.type : undefined)));
      if (type === Scalar.QUOTE_DOUBLE || type === Scalar.QUOTE_SINGLE) n.type = type;
    } else if (isMap(n)) {
      if (most(ss.map((s) => isMap(s) && s.flow === true))) n.flow = true;
      for (const pair of n.items) {
        const key = keyOf(pair.key);
        follow(
          pair.value,
          ss.flatMap((s) => (isMap(s) ? s.items.filter((q) => keyOf(q.key) === key).map((q) => q.value) : [])),
        );
      }
    } else if (isSeq(n)) {
      if (most(ss.map((s) => isSeq(s) && s.flow === true))) n.flow = true;
      const items = ss.flatMap((s) => (isSeq(s) ? s.items : []));
      for (const item of n.items) follow(item, items);
    }
  };
  follow(node, siblings);
  return node;
}

/** Whether a flow collection's text has spaces inside its brackets (`{ a: 1 }`, not `{a: 1}`). */
function paddedFlow(text: string): boolean {
  return /^[{[]\s/.test(text);
}

function isBlockCollection(value: unknown): boolean {
  if (value instanceof Map) return value.size > 0;
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}

function isScalarValue(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

const SCALAR_TYPES: Record<string, Scalar.Type> = {
  scalar: Scalar.PLAIN,
  "single-quoted-scalar": Scalar.QUOTE_SINGLE,
  "double-quoted-scalar": Scalar.QUOTE_DOUBLE,
};

/**
 * The ways to write a scalar over its token, best first: in its own style, then the nearest
 * safe one (double quoted, which can say anything on one line).
 */
function scalarAttempts(tok: CST.Token, value: string | number | boolean | null, inFlow: boolean): Splice[][] {
  const render = (v: unknown, type?: Scalar.Type) => (inFlow ? [renderFlow(v, type)] : renderBlock(v, type));
  if (tok.type === "block-scalar") {
    const span = { start: tok.offset, end: contentEnd(tok) };
    const attempts: Splice[][] = [];
    if (typeof value === "string") {
      const block = blockScalarSplices(tok, value);
      if (block) attempts.push(block);
      attempts.push([{ ...span, text: render(value, Scalar.QUOTE_DOUBLE)[0]! }]);
    } else attempts.push([{ ...span, text: render(value)[0]! }]);
    return attempts;
  }
  const span = { start: tok.offset, end: tokenEnd(tok as CST.FlowScalar) };
  if (typeof value !== "string") return [[{ ...span, text: render(value)[0]! }]];
  const type = SCALAR_TYPES[tok.type] ?? Scalar.PLAIN;
  const own = value.includes("\n") ? [] : render(value, type);
  const attempts = own.length === 1 ? [[{ ...span, text: own[0]! }]] : [];
  attempts.push([{ ...span, text: render(value, Scalar.QUOTE_DOUBLE)[0]! }]);
  return attempts;
}

/**
 * A block scalar (`|` or `>`) given a new value, its header and indentation kept: only the
 * chomping indicator changes when the value's trailing line ends need another one. A folded
 * block is re-wrapped at the width of its longest line (at least 80 columns when it was written
 * on one line, as it never needed wrapping). Null when the value cannot be a block scalar
 * here (empty, a first line starting with a space without an indentation indicator, control
 * characters, a last line of spaces).
 */
function blockScalarSplices(tok: CST.BlockScalar, value: string): Splice[] | null {
  const header = tok.props[0];
  const last = tok.props[tok.props.length - 1];
  if (header?.type !== "block-scalar-header" || last?.type !== "newline") return null;
  const folded = header.source.startsWith(">");
  let digit = "";
  let chomp = "";
  for (const ch of header.source.slice(1)) {
    if (ch === "-" || ch === "+") chomp = ch;
    else if (ch >= "1" && ch <= "9") digit = ch;
  }
  let trailing = 0;
  while (trailing < value.length && value[value.length - 1 - trailing] === "\n") trailing++;
  const content = value.slice(0, value.length - trailing);
  const lines = content.split("\n");
  const firstText = lines.find((l) => l !== "");
  // C0 controls but tab and line feed, DEL, C1 controls: a block scalar cannot escape them.
  const control = [...content].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
  });
  if (content === "" || control || !firstText || (!digit && /^[ \t]/.test(firstText)) || isBlankLine(lines[lines.length - 1]!)) return null;

  const fits = chomp === "-" ? trailing === 0 : chomp === "" ? trailing === 1 : trailing >= 1;
  const newChomp = fits ? chomp : trailing === 0 ? "-" : trailing === 1 ? "" : "+";
  const body = blockBody(tok);
  const oldLines = tok.source.split("\n").filter((l) => l.trim() !== "");
  const column = digit ? tok.indent + Number(digit) : indentOf(oldLines[0] ?? "");
  if (column === 0 && !digit) return null;

  let out = lines;
  if (folded) {
    // The author wrapped the block when two text lines follow each other (a folded line end).
    const wrapped = tok.source.split("\n").some((l, i, all) => isTextLine(l, column) && isTextLine(all[i + 1] ?? "", column));
    const longest = Math.max(0, ...oldLines.map((l) => l.length));
    out = foldLines(lines, Math.max(20, (wrapped ? longest : Math.max(longest, 80)) - column));
  }
  const text = out.map((l) => pad(column, l)).join("\n");
  const splices: Splice[] = [];
  if (newChomp !== chomp) splices.push({ start: header.offset, end: tokenEnd(header), text: header.source[0] + digit + newChomp });
  if (chomp === "+") splices.push({ start: body, end: body + tok.source.length, text: text + "\n".repeat(newChomp === "+" ? trailing : 1) });
  else splices.push({ start: body, end: contentEnd(tok), text: text + "\n".repeat(newChomp === "+" ? trailing - 1 : 0) });
  return splices;
}

/** A folded block's line that folds (not empty, not more indented than the block). */
function isTextLine(line: string, column: number): boolean {
  return line.length > column && line[column] !== " " && line[column] !== "\t";
}

/**
 * The body lines (without indentation) of a folded block scalar whose value (without its
 * trailing line ends) has `lines`: a line end between two text lines is written as an empty
 * line (a single line end would fold into a space); next to a more-indented line (one that
 * starts with a space or tab, never folded) line ends are kept as they are; text lines are
 * wrapped at spaces to `width`.
 */
function foldLines(lines: readonly string[], width: number): string[] {
  const out: string[] = [];
  let prev: string | undefined;
  let empty = 0;
  const text = (l: string) => l[0] !== " " && l[0] !== "\t";
  for (const line of lines) {
    if (line === "") {
      empty++;
      continue;
    }
    const blanks = prev !== undefined && text(prev) && text(line) ? empty + 1 : empty;
    for (let k = 0; k < blanks; k++) out.push("");
    out.push(...(text(line) ? wrap(line, width) : [line]));
    prev = line;
    empty = 0;
  }
  return out;
}

/** `line` cut at single spaces into pieces of at most `width` where it can be (a longer word stays whole). */
function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  // A break at a single space between two visible characters folds back into that space.
  const breakable = (s: string, i: number) =>
    s[i] === " " && i > 0 && s[i - 1] !== " " && s[i - 1] !== "\t" && i + 1 < s.length && s[i + 1] !== " " && s[i + 1] !== "\t";
  while (rest.length > width) {
    let cut = -1;
    for (let i = Math.min(width, rest.length - 1); i > 0 && cut < 0; i--) if (breakable(rest, i)) cut = i;
    for (let i = width + 1; i < rest.length && cut < 0; i++) if (breakable(rest, i)) cut = i;
    if (cut < 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Replacing a value where it stands

/**
 * The splice that writes `value` in place of the value at `place` (any kind, old and new), with
 * its anchor and tag kept. In a block collection the value goes on the key's or dash's line
 * when it is a scalar, an empty collection, or a map after a dash (`- a: 1`); a non-empty
 * collection after a key goes on the lines below, indented. Comments inside a replaced
 * collection go with it; the comment on the key's line stays.
 */
function replaceSplice(p: Parsed, place: Place, value: unknown): Splice {
  const src = p.source;
  if (!place.parent) {
    const tok = p.doc.contents?.srcToken;
    if (!tok) throw new YamlEditError("not-found", "the document is empty");
    return { start: tok.offset, end: contentEnd(tok), text: renderBlock(value).join("\n") };
  }
  const { tok: coll, items } = cstItems(place.parent);
  const item = items[place.index]!;
  if (coll.type === "flow-collection") {
    const text = renderFlow(value);
    if (item.value) return { start: item.value.offset, end: contentEnd(item.value), text };
    const colon = item.sep?.find((t) => t.type === "map-value-ind");
    if (colon) return { start: tokenEnd(colon), end: tokenEnd(colon), text: ` ${text}` };
    return { start: itemContentEnd(item), end: itemContentEnd(item), text: `: ${text}` };
  }
  const inSeq = coll.type === "block-seq";
  const tokens = (inSeq ? item.start : item.sep) ?? [];
  const ind = tokens.findIndex((t) => t.type === (inSeq ? "seq-item-ind" : "map-value-ind"));
  if (ind < 0) throw new YamlEditError("parse", "a block item without its indicator");
  const after = tokens.slice(ind + 1);
  const start = tokenEnd(tokens[ind]!);
  const column = itemStart(item) - lineStart(src, itemStart(item));
  const gap = inSeq && after[0]?.type === "space" && after[0].source.length > 0 ? after[0].source.length : 1;
  const contentColumn = inSeq ? column + 1 + gap : column + 2;
  const props = after
    .filter((t) => t.type === "anchor" || t.type === "tag")
    .map((t) => ` ${t.source}`)
    .join("");
  const nl = after.findIndex((t) => t.type === "newline");
  const firstComment = after.findIndex((t) => t.type === "comment");
  let comment = firstComment >= 0 && (nl < 0 || firstComment < nl) ? after[firstComment]!.source : "";
  const old = item.value;
  const oldBelow = old !== undefined && nl >= 0;
  // With no value, the rest of the key's line (properties, comment) is rewritten around the new one.
  let end = old ? contentEnd(old) : start + lineAt(src, start).length;
  if (old && !oldBelow && !comment) {
    // The old value's own comment on the key's line stays on that line.
    const rest = lineAt(src, end);
    if (isCommentLine(rest)) {
      comment = rest.trim();
      end += rest.length;
    }
  }
  const lines = renderBlock(value);
  const below = isBlockCollection(value) && (!inSeq || props !== "" || oldBelow);
  if (below && oldBelow && old) {
    // Written where the old collection was: what is on the key's line stays untouched.
    const oldColumn = old.offset - lineStart(src, old.offset);
    const at = oldColumn > column || (Array.isArray(value) && !inSeq) ? oldColumn : contentColumn;
    return { start: lineStart(src, old.offset), end: contentEnd(old), text: lines.map((l) => pad(at, l)).join("\n") };
  }
  const note = comment ? ` ${comment}` : "";
  if (below) return { start, end, text: `${props}${note}\n${lines.map((l) => pad(contentColumn, l)).join("\n")}` };
  const rest = lines
    .slice(1)
    .map((l) => `\n${pad(contentColumn, l)}`)
    .join("");
  return { start, end, text: `${props}${" ".repeat(props ? 1 : gap)}${lines[0]}${note}${rest}` };
}

/** Adds `key: value` at the end of the map `parent`, in its style and indentation. */
function addKeySplice(p: Parsed, parent: YAMLMap<unknown, unknown>, key: string | number, value: unknown): Splice {
  const src = p.source;
  const { tok, items } = cstItems(parent);
  if (tok.type === "flow-collection") {
    const pair = renderFlow(new Map([[key, value]])).slice(1, -1);
    if (items.length === 0) {
      const open = tok.start;
      return { start: tokenEnd(open), end: tokenEnd(open), text: pair };
    }
    const last = itemContentEnd(items[items.length - 1]!);
    return { start: last, end: last, text: `${separator(p, items)}${pair}` };
  }
  const { end, column } = blockRegion(src, items, items.length - 1);
  const text = renderBlock(new Map([[key, value]]))
    .map((l) => pad(column, l))
    .join("\n");
  return { start: end, end, text: end === src.length && !src.endsWith("\n") ? `\n${text}` : `${text}\n` };
}

/**
 * What goes between two items of a flow collection: the comma and the spacing of its first two
 * items (`, `, or a line end and indentation), not a comment there; `, ` for fewer items.
 */
function separator(p: Parsed, items: readonly CST.CollectionItem[]): string {
  if (items.length < 2) return ", ";
  const gap = p.source.slice(itemContentEnd(items[0]!), itemStart(items[1]!));
  const nl = gap.lastIndexOf("\n");
  return nl < 0 ? gap : `,${gap.slice(nl)}`;
}

/** True for an empty `[]` or `{}` written in a block collection (or at the root), which becomes a block collection once it has content. */
function emptyFlowInBlock(coll: Collection, parent: Collection | null): boolean {
  return coll.items.length === 0 && coll.flow === true && !(parent?.flow ?? false);
}

// ---------------------------------------------------------------------------------------------
// The edits

/**
 * Sets the scalar at `path` to `value`, keeping its style: plain, single or double quoted,
 * block literal `|` or folded `>` with its chomping and indentation, unless the new value cannot
 * be written in it; then the nearest safe style (double quoted on one line, e.g. a plain scalar
 * given `a: b`, `#x`, `*x`, a leading space or a line end; a block scalar given an empty text).
 * A number, boolean or null is written plain. A folded block keeps its header and indentation
 * and is re-wrapped at the width of its longest line (80 columns at least when it was a single
 * line). A value reached through an alias edits the anchored node. A scalar whose value is
 * unchanged keeps its exact source text. A missing last key whose parent map exists is added
 * at the end of that map, in its style and indentation.
 * @param source the file's text (one YAML document)
 * @param path where the scalar is, e.g. `["services", 0, "title"]`
 * @returns the new text; only the scalar's text (or the added line) differs
 * @throws YamlEditError `not-scalar` (a list or map is there), `not-found`, `not-map`,
 *   `not-list`, `bad-index` (the path), `parse` (the file, or a result that would not parse
 *   back to the intended data)
 */
export function setScalar(source: string, path: InstancePath, value: string | number | boolean | null): string {
  if (!isScalarValue(value)) throw new TypeError("setScalar takes a string, number, boolean or null");
  const p = parse(source);
  const place = resolve(p.doc, path);
  if (place.missing !== undefined) return addKey(p, place, value);
  const resolved = isAlias(place.raw) ? place.raw.resolve(p.doc) : place.raw;
  if (!isScalar(resolved) && resolved != null) {
    throw new YamlEditError("not-scalar", `${pathText(path)} holds a ${isSeq(resolved) ? "list" : "map"}, not a scalar`);
  }
  return writeScalar(p, targetPlace(p.doc, place), value);
}

function writeScalar(p: Parsed, place: Place, value: string | number | boolean | null): string {
  const node = place.raw;
  if (isScalar(node) && (node.value === value || (Number.isNaN(node.value) && Number.isNaN(value)))) return p.source;
  const expected = isScalar(node)
    ? withScalarValue(p, node, value)
    : expectedAfter(p, (model) => putAt(model, samePlace(model, p, place), model.createNode(value)));
  const tok = isScalar(node) ? node.srcToken : undefined;
  if (!tok) return commit(p, [[replaceSplice(p, place, value)]], expected);
  return commit(p, scalarAttempts(tok, value, place.parent?.flow === true), expected);
}

/**
 * `place` of `p`'s Document found again in `model`, its clone. Found by position: the clone
 * has the same shape, so the same collection and index lead there.
 */
function samePlace(model: Document, p: Parsed, place: Place): Place {
  if (!place.parent) return { parent: null, index: -1, raw: model.contents };
  const route = routeTo(p.doc.contents, place.parent);
  if (!route) throw new YamlEditError("parse", "a node outside the document");
  let parent: unknown = model.contents;
  for (const i of route) {
    const item = (parent as Collection).items[i];
    parent = isPair(item) ? item.value : item;
  }
  const coll = parent as Collection;
  const item = coll.items[place.index];
  return { parent: coll, index: place.index, raw: isPair(item) ? item.value : item, ...(place.missing !== undefined ? { missing: place.missing } : {}) };
}

/** Item indexes from `root` down to `node` (aliases not followed: the anchored node is where it is written). */
function routeTo(root: unknown, node: unknown): number[] | undefined {
  if (root === node) return [];
  if (!isMap(root) && !isSeq(root)) return undefined;
  for (const [i, item] of (root.items as unknown[]).entries()) {
    const rest = routeTo(isPair(item) ? item.value : item, node);
    if (rest) return [i, ...rest];
  }
  return undefined;
}

function addKey(p: Parsed, place: Place, value: unknown): string {
  const parent = place.parent as YAMLMap<unknown, unknown>;
  const key = place.missing!;
  const expected = expectedAfter(p, (model) => {
    const at = samePlace(model, p, place);
    (at.parent as YAMLMap<unknown, unknown>).set(model.createNode(key), model.createNode(value));
  });
  // An empty `{}` in block context becomes a block map holding the key.
  const holder = parent.items.length === 0 ? findPlace(p.doc.contents, parent) : undefined;
  if (holder && emptyFlowInBlock(parent, holder.parent)) {
    return commit(p, [[replaceSplice(p, holder, new Map([[key, value]]))]], expected);
  }
  return commit(p, [[addKeySplice(p, parent, key, value)]], expected);
}

/**
 * Sets any value at `path`: a scalar as {@link setScalar} does (its style kept); a list or map,
 * new or replacing another value, written in block style at the right indentation (an empty
 * one as `[]` or `{}`); the rest of the file untouched. A value reached through an alias
 * replaces the anchored node (its anchor kept). A missing last key is added at the end of its
 * map.
 * @param value JSON-like data: string, number, boolean, null, arrays and plain objects of them
 * @returns the new text
 * @throws YamlEditError `not-found`, `not-map`, `not-list`, `bad-index` (the path), `parse`
 */
export function setValue(source: string, path: InstancePath, value: unknown): string {
  if (value === undefined) throw new TypeError("setValue needs a value (null for an empty one)");
  const p = parse(source);
  const place = resolve(p.doc, path);
  if (place.missing !== undefined) return addKey(p, place, value);
  const target = targetPlace(p.doc, place);
  if (isScalarValue(value) && (isScalar(target.raw) || target.raw == null)) return writeScalar(p, target, value);
  const expected = expectedAfter(p, (model) => {
    const at = samePlace(model, p, target);
    const node = model.createNode(value);
    const anchor = (at.raw as Node | null)?.anchor;
    if (anchor) node.anchor = anchor;
    putAt(model, at, node);
  });
  return commit(p, [[replaceSplice(p, target, value)]], expected);
}

/**
 * Removes the key (map) or item (list) at `path` with its own lines: the comment lines right
 * above it (at its indentation or less; not above a collection's first item, where they may be
 * the file's or the parent key's), its inline comments and the deeper comment lines right below
 * it, and one run of blank lines that separated it from its neighbour. Nothing else changes.
 * The last item of a list becomes `[]`, the last key of a map `{}`. In a flow collection
 * (`[a, b]`) the item goes with its comma.
 * @throws YamlEditError `not-found` (also for `[]`, the root), `not-map`, `not-list`,
 *   `bad-index`, `parse`
 */
export function removeAt(source: string, path: InstancePath): string {
  const p = parse(source);
  if (path.length === 0) throw new YamlEditError("not-found", "the root cannot be removed");
  const place = resolveExisting(p.doc, path);
  const parent = place.parent!;
  const expected = expectedAfter(p, (model) => {
    samePlace(model, p, place).parent!.items.splice(place.index, 1);
  });
  if (parent.items.length === 1) {
    const holder = findPlace(p.doc.contents, parent)!;
    return commit(p, [[replaceSplice(p, holder, isSeq(parent) ? [] : {})]], expected);
  }
  const { tok, items } = cstItems(parent);
  const i = place.index;
  if (tok.type === "flow-collection") {
    const span = i > 0 ? { start: itemContentEnd(items[i - 1]!), end: itemContentEnd(items[i]!) } : { start: itemStart(items[0]!), end: itemStart(items[1]!) };
    return commit(p, [[{ ...span, text: "" }]], expected);
  }
  const src = p.source;
  const region = blockRegion(src, items, i);
  if (!region.clean) {
    // `- a: 1` losing `a`: the next key moves up onto the dash's line.
    const next = blockRegion(src, items, i + 1);
    return commit(p, [[{ start: region.start, end: next.start + indentOf(lineAt(src, next.start)), text: "" }]], expected);
  }
  const span = i > 0 ? withBlankLines(src, region.start, region.end, true) : withBlankLines(src, region.start, region.end, false);
  return commit(p, [[{ ...span, text: "" }]], expected);
}

/**
 * Inserts `value` into the list at `listPath` before item `index` (default: at the end). In a
 * block list the item is written as `- ` plus the value in block style, at the list's
 * indentation and with the dash spacing of its first item, before the comment lines of the
 * item it goes before, with a blank line around it when the items are blank-line separated.
 * In a flow list it is written in flow style with the list's separator. An empty list (`[]`,
 * also a key with no value) or a missing last key becomes a block list holding the value.
 * @param index 0 ≤ index ≤ length
 * @throws YamlEditError `not-list` (a map or scalar is there), `bad-index`, `not-found`,
 *   `not-map`, `parse`
 */
export function insertItem(source: string, listPath: InstancePath, value: unknown, index?: number): string {
  if (value === undefined) throw new TypeError("insertItem needs a value (null for an empty one)");
  const p = parse(source);
  const place = resolve(p.doc, listPath);
  if (place.missing !== undefined || isEmpty(place.raw)) {
    if (index !== undefined && index !== 0) throw new YamlEditError("bad-index", `${pathText(listPath)} is empty: only index 0`);
    return place.missing !== undefined ? addKey(p, place, [value]) : setValue(source, listPath, [value]);
  }
  const target = targetPlace(p.doc, place);
  const list = target.raw;
  if (!isSeq(list)) throw new YamlEditError("not-list", `${pathText(listPath)} is not a list`);
  const at = index ?? list.items.length;
  if (!Number.isInteger(at) || at < 0 || at > list.items.length)
    throw new YamlEditError(
      "bad-index",
      `${pathText(listPath)}: index ${at} is outside 0..${list.items.length} (the list has ${countItems(list.items.length)})`,
    );
  const expected = expectedAfter(p, (model) => {
    (valueAt(samePlace(model, p, target)) as YAMLSeq).items.splice(at, 0, model.createNode(value));
  });
  const src = p.source;
  const { tok, items } = cstItems(list);
  // New items follow their siblings' style: quoting, flow or block.
  const near = Math.max(0, Math.min(at - 1, list.items.length - 1));
  const styled = likeSiblings(value, list.items);
  const nearValue = items[near]?.value;
  const padded = nearValue ? paddedFlow(src.slice(nearValue.offset, nearValue.offset + 2)) : false;
  if (tok.type === "flow-collection") {
    if (items.length === 0) {
      if (emptyFlowInBlock(list, target.parent)) return commit(p, [[replaceSplice(p, target, [value])]], expected);
      return commit(p, [[{ start: tokenEnd(tok.start), end: tokenEnd(tok.start), text: renderFlow(styled, undefined, padded) }]], expected);
    }
    const sep = separator(p, items);
    const splice =
      at < items.length
        ? { start: itemStart(items[at]!), end: itemStart(items[at]!), text: `${renderFlow(styled, undefined, padded)}${sep}` }
        : { start: itemContentEnd(items[at - 1]!), end: itemContentEnd(items[at - 1]!), text: `${sep}${renderFlow(styled, undefined, padded)}` };
    return commit(p, [[splice]], expected);
  }
  const first = items[0]!;
  const dashAt = first.start.findIndex((t) => t.type === "seq-item-ind");
  const space = first.start[dashAt + 1];
  const gap = space?.type === "space" ? space.source.length : 1;
  const column = itemStart(first) - lineStart(src, itemStart(first));
  const lines = isCollection(styled) && styled.flow ? [renderFlow(styled, undefined, padded)] : renderBlock(styled);
  const item = `-${" ".repeat(gap)}${lines[0]}${lines
    .slice(1)
    .map((l) => `\n${pad(column + 1 + gap, l)}`)
    .join("")}`;
  const blank = blankSeparated(src, items) ? "\n" : "";
  if (at < items.length) {
    const region = blockRegion(src, items, at);
    // Before a first item that shares its line with the parent's dash (`- - a`): this one takes that place.
    const text = region.clean ? `${pad(column, item)}\n${blank}` : `${item}\n${blank}${" ".repeat(column)}`;
    return commit(p, [[{ start: region.start, end: region.start, text }]], expected);
  }
  const { end } = blockRegion(src, items, items.length - 1);
  const text = end === src.length && !src.endsWith("\n") ? `\n${blank}${pad(column, item)}` : `${blank}${pad(column, item)}\n`;
  return commit(p, [[{ start: end, end, text }]], expected);
}

/**
 * Moves item `from` of the list at `listPath` to position `to` (its index afterwards), its
 * whole text moved as it is: its comment lines, inline comments and nested lines. The text
 * between items (blank lines, a flow list's commas) stays where it was, so the list keeps its
 * layout.
 * @param from 0 ≤ from < length
 * @param to 0 ≤ to < length
 * @throws YamlEditError `not-list`, `bad-index`, `not-found`, `not-map`, `parse`
 */
export function moveItem(source: string, listPath: InstancePath, from: number, to: number): string {
  const p = parse(source);
  const target = targetPlace(p.doc, resolveExisting(p.doc, listPath));
  const list = target.raw;
  if (!isSeq(list)) throw new YamlEditError("not-list", `${pathText(listPath)} is not a list`);
  const n = list.items.length;
  for (const i of [from, to])
    if (!Number.isInteger(i) || i < 0 || i >= n)
      throw new YamlEditError("bad-index", `${pathText(listPath)}: index ${i} is outside the list of ${countItems(n)}`);
  if (from === to) return source;
  const expected = expectedAfter(p, (model) => {
    const items = (valueAt(samePlace(model, p, target)) as YAMLSeq).items;
    items.splice(to, 0, ...items.splice(from, 1));
  });
  const src = p.source;
  const { tok, items } = cstItems(list);
  const flow = tok.type === "flow-collection";
  const spans = items.map((_, i) =>
    flow ? { start: itemStart(items[i]!), end: itemContentEnd(items[i]!), clean: true, column: 0 } : blockRegion(src, items, i),
  );
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  const chunk = (i: number) => {
    const s = spans[i]!;
    const text = src.slice(s.start, s.end);
    // A block item's text ends its last line; the file's last line may have no line end.
    return flow || text.endsWith("\n") ? text : `${text}\n`;
  };
  const order = [...Array(n).keys()];
  order.splice(to, 0, ...order.splice(from, 1));
  let out = "";
  for (let k = lo; k <= hi; k++) {
    let text = chunk(order[k]!);
    // The slot after a parent's dash (`- - a`) takes a text without its indentation, and gives its own text one.
    if (!spans[k]!.clean) text = text.trimStart();
    else if (!spans[order[k]!]!.clean) text = " ".repeat(spans[order[k]!]!.column) + text;
    out += text;
    if (k < hi) out += src.slice(spans[k]!.end, spans[k + 1]!.start);
  }
  const end = spans[hi]!.end;
  if (!flow && !src.slice(spans[hi]!.start, end).endsWith("\n")) out = out.slice(0, -1);
  return commit(p, [[{ start: spans[lo]!.start, end, text: out }]], expected);
}
