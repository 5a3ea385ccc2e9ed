/**
 * Rewrites a YAML file in place (issue 29, "YAML rewritten in place"): only the edited nodes
 * change; comments, blank lines, key order, anchors and aliases, quoting, flow and block styles
 * elsewhere stay byte for byte. Built on the `yaml` package's concrete syntax tree: the file is
 * parsed into CST tokens and composed with `keepSourceTokens`, so each node knows its token and
 * its offsets; a scalar is rewritten in its token (`CST.setScalarValue`, or the block scalar's
 * own lines), the tokens are printed back (`CST.stringify`), and structure (list items, keys) is
 * moved as whole lines of text.
 *
 * Every function checks its own result before returning it: the new text must parse, without
 * error, to exactly the old data with that one change; otherwise it throws rather than hand back
 * a broken file. Single-document files only.
 */
import { CST, Composer, type Document, type Node, Parser, type Pair, isAlias, isMap, isScalar, isSeq, parseDocument, Document as YamlDocument } from "yaml";
import { isDeepStrictEqual } from "node:util";

/** An instance path: map keys and list indexes (["services", 0, "title"]). */
export type InstancePath = readonly (string | number)[];

/** Why an edit could not be made; nothing was changed. */
export class YamlEditError extends Error {
  override readonly name = "YamlEditError";
  constructor(readonly code: "not-found" | "not-scalar" | "not-list" | "not-map" | "bad-index" | "parse", message: string) {
    super(message);
  }
}

type Tokens = ReturnType<Parser["parse"]> extends Generator<infer T> ? T[] : never;

/** The file's CST tokens and its document composed over them (nodes keep `srcToken`). */
function compose(source: string): { tokens: Tokens; doc: Document } {
  const tokens = [...new Parser().parse(source)] as Tokens;
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1) throw new YamlEditError("parse", "only a file of exactly one YAML document can be edited");
  const doc = docs[0]!;
  if (doc.errors.length) throw new YamlEditError("parse", `the file does not parse: ${doc.errors[0]!.message}`);
  return { tokens, doc: doc as unknown as Document };
}

const print = (tokens: Tokens) => tokens.map((t) => CST.stringify(t)).join("");
const show = (path: InstancePath) => path.map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`)).join("").replace(/^\./, "") || "(root)";

/** The node at a path (aliases followed) and the collection holding it. */
function nodeAt(doc: Document, path: InstancePath): { node: Node | undefined; parent: Node | undefined; pair?: Pair } {
  let node = doc.contents as Node | undefined;
  let parent: Node | undefined;
  let pair: Pair | undefined;
  for (const seg of path) {
    if (isAlias(node)) node = node.resolve(doc) as Node | undefined;
    parent = node;
    pair = undefined;
    if (isMap(node)) {
      pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg)) as Pair | undefined;
      node = pair?.value as Node | undefined;
    } else if (isSeq(node) && typeof seg === "number") node = node.items[seg] as Node | undefined;
    else node = undefined;
  }
  if (isAlias(node)) node = node.resolve(doc) as Node | undefined;
  return { node, parent, ...(pair ? { pair } : {}) };
}

/** The data with one change made the plain way: what the edited text must parse to. */
function expected(data: unknown, path: InstancePath, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  if (path.length === 0) throw new YamlEditError("not-found", "the file's root cannot be changed this way");
  let at = copy;
  for (const seg of path.slice(0, -1)) at = at[seg] as Record<string | number, unknown>;
  change(at, path[path.length - 1]!);
  return copy;
}

/** Returns `text` if it parses to `want`, else throws: no edit ever hands back a broken or different file. */
function checked(text: string, want: unknown, what: string): string {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length) throw new YamlEditError("parse", `${what} would not parse: ${doc.errors[0]!.message}`);
  if (!isDeepStrictEqual(doc.toJS({ maxAliasCount: -1 }), want)) throw new YamlEditError("parse", `${what} could not be written in place`);
  return text;
}

const dataOf = (doc: Document) => doc.toJS({ maxAliasCount: -1 }) as unknown;
const lineStart = (s: string, offset: number) => s.lastIndexOf("\n", offset - 1) + 1;
const columnOf = (s: string, offset: number) => offset - lineStart(s, offset);
/** The offset just after the end of the line `offset` is on (or `offset` itself when it starts a line). */
const nextLine = (s: string, offset: number) => {
  if (offset === 0 || s[offset - 1] === "\n") return offset;
  const nl = s.indexOf("\n", offset);
  return nl < 0 ? s.length : nl + 1;
};

/** A value written as a flow collection or a one-line scalar, for a place inside a line. */
function inline(value: unknown, inFlow: boolean): string {
  if (value !== null && typeof value === "object") return new YamlDocument(value).toString({ collectionStyle: "flow", lineWidth: 0 }).trimEnd();
  if (typeof value === "string" && inFlow && /[,[\]{}#]/.test(value)) return JSON.stringify(value);
  return new YamlDocument(value).toString({ lineWidth: 0 }).trimEnd();
}

/** A value written in block style, every line indented by `indent` spaces, ending with a newline. */
function block(value: unknown, indent: number): string {
  const text = new YamlDocument(value).toString({ lineWidth: 0 });
  return text.split("\n").map((l) => (l ? " ".repeat(indent) + l : l)).join("\n").replace(/\n*$/, "\n");
}

/** A plain-style text that YAML would read as something else (a number, true, null…) must be quoted. */
function readsAsText(value: string): boolean {
  const doc = parseDocument(value);
  return doc.errors.length === 0 && isScalar(doc.contents) && doc.contents.value === value;
}

/** The new source of a block scalar's content lines in its own header's style, or null when it cannot keep it. */
function blockContent(token: CST.BlockScalar, value: string): string | null {
  const head = token.props.find((p) => p.type === "block-scalar-header");
  const header = head && "source" in head ? head.source : "";
  if (!/^[|>][-+]?$/.test(header)) return null;
  const lines = token.source.split("\n");
  const indent = lines.find((l) => l.trim())?.match(/^ */)?.[0] ?? " ".repeat((token.indent ?? 0) + 2);
  const chomp = header[1] ?? "";
  if (chomp === "+") return null;
  let content = value;
  if (chomp === "") {
    if (!value.endsWith("\n") || value.endsWith("\n\n")) return null;
    content = value.slice(0, -1);
  } else if (value.endsWith("\n")) return null;
  if (content === "" || /^[ \t]/m.test(content)) return null;
  if (header[0] === "|") return `${content.split("\n").map((l) => (l ? indent + l : "")).join("\n")}\n`;
  // Folded: each paragraph wrapped at the widest line the block had; a line break is a blank line.
  const width = Math.max(40, ...lines.map((l) => l.length));
  const out: string[] = [];
  content.split("\n").forEach((para, i) => {
    if (i > 0) out.push("");
    if (para === "") return;
    if (/ {2}|\t| $/.test(para)) return void out.push(indent + para);
    let line = "";
    for (const word of para.split(" ")) {
      if (line && indent.length + line.length + 1 + word.length > width) {
        out.push(indent + line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(indent + line);
  });
  return `${out.join("\n")}\n`;
}

/**
 * Sets the scalar at `path` in its own style (plain, quoted, block literal or folded, with its
 * header and indentation; a folded block re-wrapped at its widest line), or the nearest style
 * that can hold the new value. A value reached through an alias changes at its anchor. An
 * unchanged value keeps its exact text. A key missing from an existing map is added at its end.
 * @throws YamlEditError not-found (no such place), not-scalar (a list or map there), parse
 */
export function setScalar(source: string, path: InstancePath, value: string | number | boolean | null): string {
  const { tokens, doc } = compose(source);
  const { node, parent } = nodeAt(doc, path);
  const want = expected(dataOf(doc), path, (p, k) => (p[k] = value));
  if (node === undefined) return addKey(source, doc, path, value, want);
  if (!isScalar(node)) throw new YamlEditError("not-scalar", `${show(path)} is a list or a map, not a single value`);
  if (node.value === value) return source;
  const token = node.srcToken as CST.FlowScalar | CST.BlockScalar | undefined;
  if (!token) throw new YamlEditError("parse", `${show(path)} has no source`);
  const inFlow = (isMap(parent) || isSeq(parent)) && Boolean(parent.flow);
  const text = value === null ? "null" : String(value);
  if (token.type === "block-scalar" && typeof value === "string") {
    const content = blockContent(token, value);
    if (content !== null) {
      token.source = content;
      return checked(print(tokens), want, `${show(path)}`);
    }
  }
  const plain = typeof value !== "string" || readsAsText(value);
  const type = typeof value !== "string" ? "PLAIN" : token.type === "scalar" && !plain ? "QUOTE_DOUBLE" : token.type === "block-scalar" ? "QUOTE_DOUBLE" : undefined;
  CST.setScalarValue(token, text, { inFlow, ...(type ? { type } : {}) });
  return checked(print(tokens), want, `${show(path)}`);
}

/** Adds `key: value` at the end of the map at path's parent (flow or block). */
function addKey(source: string, doc: Document, path: InstancePath, value: unknown, want: unknown): string {
  const { node: map } = nodeAt(doc, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (!isMap(map) || typeof key !== "string") throw new YamlEditError("not-found", `${show(path)} is not in the file, and ${show(path.slice(0, -1))} is not a map to add it to`);
  const range = map.range!;
  const keyText = inline(key, Boolean(map.flow));
  if (map.flow) {
    const close = source.lastIndexOf("}", range[1]);
    const before = source.slice(range[0], close).trimEnd();
    const text = `${before.endsWith("{") ? " " : ", "}${keyText}: ${inline(value, true)} `;
    return checked(source.slice(0, range[0]) + before + text + source.slice(close), want, show(path));
  }
  if (map.items.length === 0) throw new YamlEditError("not-map", `${show(path.slice(0, -1))} is empty`);
  const col = columnOf(source, (map.items[0]!.key as Node).range![0]);
  const at = nextLine(source, (map.items[map.items.length - 1]!.value as Node | null)?.range?.[1] ?? range[1]);
  const pad = at > 0 && source[at - 1] !== "\n" ? "\n" : "";
  const text = value !== null && typeof value === "object" && !(Array.isArray(value) && value.length === 0) && !isSmall(value)
    ? `${" ".repeat(col)}${keyText}:\n${block(value, col + 2)}`
    : `${" ".repeat(col)}${keyText}: ${inline(value, false)}\n`;
  return checked(source.slice(0, at) + pad + text + source.slice(at), want, show(path));
}

/** A record of a few scalars (a focal point), written on one line. */
const isSmall = (v: object) => !Array.isArray(v) && Object.values(v).length <= 4 && Object.values(v).every((x) => x === null || typeof x !== "object");

/**
 * Sets any value at `path`: a scalar as {@link setScalar}; a list or map replaces what is there
 * (a block collection in block style at its indentation, anything else in flow style on its line).
 * @throws YamlEditError as setScalar
 */
export function setValue(source: string, path: InstancePath, value: unknown): string {
  if (value === null || typeof value !== "object") return setScalar(source, path, value as string | number | boolean | null);
  const { doc } = compose(source);
  const { node, parent } = nodeAt(doc, path);
  const want = expected(dataOf(doc), path, (p, k) => (p[k] = value));
  if (node === undefined) return addKey(source, doc, path, value, want);
  const [start, end] = node.range!;
  const isBlock = (isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0;
  if (isBlock && !isSmall(value)) {
    const col = columnOf(source, start);
    const ownLine = source.slice(lineStart(source, start), start).trim() === "";
    const from = ownLine ? lineStart(source, start) : start;
    const text = block(value, col);
    return checked(source.slice(0, from) + (ownLine ? text : text.slice(col)) + source.slice(nextLine(source, end)), want, show(path));
  }
  const inFlow = (isMap(parent) || isSeq(parent)) && Boolean(parent.flow);
  const stop = isBlock ? nextLine(source, end) - 1 : end;
  return checked(source.slice(0, start) + inline(value, inFlow) + source.slice(stop), want, show(path));
}

/** The text regions of a block list's items: whole lines, each with the comments before it; contiguous. */
function itemRegions(source: string, seq: Node & { items: unknown[] }): [number, number][] {
  const token = seq.srcToken as CST.BlockSequence;
  const starts = token.items.map((it) => lineStart(source, (it.start[0] ?? { offset: (it.value as { offset: number }).offset }).offset));
  const lastEnd = nextLine(source, seq.range![1]);
  return starts.map((s, i) => [s, starts[i + 1] ?? lastEnd]);
}

/** The list at a path, or throws. */
function listAt(doc: Document, path: InstancePath) {
  const { node } = nodeAt(doc, path);
  if (!isSeq(node)) throw new YamlEditError("not-list", `${show(path)} is not a list`);
  return node;
}

/**
 * Removes the key or list item at `path` with its own lines (and the comments just before it);
 * nothing else changes. The last item of a block list leaves `[]`.
 * @throws YamlEditError not-found, parse
 */
export function removeAt(source: string, path: InstancePath): string {
  const { doc } = compose(source);
  const { node, parent, pair } = nodeAt(doc, path);
  if (node === undefined && !pair) throw new YamlEditError("not-found", `${show(path)} is not in the file`);
  const key = path[path.length - 1]!;
  const want = expected(dataOf(doc), path, (p, k) => (Array.isArray(p) ? p.splice(k as number, 1) : delete p[k]));
  if ((isSeq(parent) || isMap(parent)) && parent.flow) {
    return replaceFlow(source, parent, nodeAt(dataOfDoc(doc), path.slice(0, -1)), want, path);
  }
  if (isSeq(parent)) {
    const regions = itemRegions(source, parent);
    const [from, to] = regions[key as number]!;
    if (regions.length === 1) {
      // A list with no item left is written `[]` after its key, not an empty value (null).
      const keyEnd = source.lastIndexOf(":", from);
      return checked(`${source.slice(0, keyEnd + 1)} []\n${source.slice(to)}`, want, show(path));
    }
    return checked(source.slice(0, from) + source.slice(to), want, show(path));
  }
  if (isMap(parent)) {
    const token = parent.srcToken as CST.BlockMap;
    const i = parent.items.indexOf(pair!);
    const startOf = (it: CST.BlockMap["items"][number]) => lineStart(source, (it.start[0] ?? it.key ?? { offset: 0 }).offset as number);
    const from = startOf(token.items[i]!);
    const to = token.items[i + 1] ? startOf(token.items[i + 1]!) : nextLine(source, parent.range![1]);
    return checked(source.slice(0, from) + source.slice(to), want, show(path));
  }
  throw new YamlEditError("not-found", `${show(path)} is not in a list or map`);
}

/** A document's data as a document again (for a flow collection's new value). */
const dataOfDoc = (doc: Document) => new YamlDocument(dataOf(doc)) as Document;

/** Rewrites a flow collection whole, in flow style, to the value it has in `want`. */
function replaceFlow(source: string, collection: Node, _: unknown, want: unknown, path: InstancePath): string {
  let value = want as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) value = value[seg] as Record<string | number, unknown>;
  const [start, end] = collection.range!;
  return checked(source.slice(0, start) + inline(value, true) + source.slice(end), want, show(path));
}

/**
 * Inserts `value` into the list at `listPath` at `index` (default: at its end), in block style at
 * the indentation of its items. A missing list is created under its map; a flow list stays flow.
 * @throws YamlEditError not-list, bad-index, parse
 */
export function insertItem(source: string, listPath: InstancePath, value: unknown, index?: number): string {
  const { doc } = compose(source);
  const { node } = nodeAt(doc, listPath);
  const data = dataOf(doc);
  if (node === undefined) return setValue(source, listPath, [value]);
  if (!isSeq(node)) throw new YamlEditError("not-list", `${show(listPath)} is not a list`);
  const at = index ?? node.items.length;
  if (at < 0 || at > node.items.length) throw new YamlEditError("bad-index", `${show(listPath)} has ${node.items.length} items; ${at} is not a place in it`);
  const want = expected(data, [...listPath, 0], (p) => (p as unknown as unknown[]).splice(at, 0, value));
  if (node.flow || node.items.length === 0) {
    let list = want as Record<string | number, unknown>;
    for (const seg of listPath) list = list[seg] as Record<string | number, unknown>;
    if (listPath.length === 0) throw new YamlEditError("not-list", "the file's root");
    return node.items.length === 0 && !node.flow ? setValue(source, listPath, list) : replaceFlow(source, node, null, want, [...listPath, 0]);
  }
  const regions = itemRegions(source, node);
  const dash = (node.srcToken as CST.BlockSequence).items[0]!.start.find((t) => t.type === "seq-item-ind")!;
  const text = block([value], columnOf(source, dash.offset));
  const pos = at < regions.length ? regions[at]![0] : regions[regions.length - 1]![1];
  const pad = pos > 0 && source[pos - 1] !== "\n" ? "\n" : "";
  return checked(source.slice(0, pos) + pad + text + source.slice(pos), want, `${show(listPath)}[${at}]`);
}

/**
 * Moves the item at `from` of the list at `listPath` to position `to`, its whole text (with the
 * comments just before it) as it is.
 * @throws YamlEditError not-list, bad-index, parse
 */
export function moveItem(source: string, listPath: InstancePath, from: number, to: number): string {
  const { doc } = compose(source);
  const list = listAt(doc, listPath);
  const n = list.items.length;
  if (from < 0 || from >= n || to < 0 || to >= n) throw new YamlEditError("bad-index", `${show(listPath)} has ${n} items; cannot move ${from} to ${to}`);
  if (from === to) return source;
  const want = expected(dataOf(doc), [...listPath, 0], (p) => {
    const arr = p as unknown as unknown[];
    const [item] = arr.splice(from, 1);
    arr.splice(to, 0, item);
  });
  if (list.flow) return replaceFlow(source, list, null, want, [...listPath, 0]);
  const regions = itemRegions(source, list);
  const texts = regions.map(([s, e]) => source.slice(s, e));
  if (!texts[n - 1]!.endsWith("\n")) texts[n - 1] += "\n";
  const [item] = texts.splice(from, 1);
  texts.splice(to, 0, item!);
  const [start, end] = [regions[0]![0], regions[n - 1]![1]];
  return checked(source.slice(0, start) + texts.join("") + source.slice(end), want, show(listPath));
}

/**
 * Where the node at `path` is: its 1-based line and column (UTF-16 units) and its [start, end)
 * offsets; null when the file has nothing there.
 */
export function locate(source: string, path: InstancePath): { line: number; col: number; start: number; end: number } | null {
  const { doc } = compose(source);
  const { node } = nodeAt(doc, path);
  if (!node?.range) return null;
  const [start, end] = node.range;
  const before = source.slice(0, start);
  return { line: before.split("\n").length, col: start - lineStart(source, start) + 1, start, end };
}
