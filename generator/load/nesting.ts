/**
 * How deep the lists and mappings of a spec file nest, measured on yaml's CST before the
 * document is composed (docs/architecture.md#the-generator, Load: what YAML allows but content must not
 * carry).
 *
 * yaml's Lexer and Parser keep a stack of their own and read 50,000 levels without trouble,
 * but its Composer recurses once per level (composeNode → composeCollection → composeNode), and
 * so does every walk after it (yaml's `visit` and `toJS`, ajv, the normalize stage). A file
 * nested about a thousand levels deep exhausts the call stack there, and yaml (2.9, which has
 * no depth option) reports RESOURCE_EXHAUSTION "Maximum call stack size exceeded" at wherever
 * it stopped. Measuring first, without recursion, turns that into a located problem
 * (load/nesting-too-deep) with the limit in its hint, and keeps every later stage's recursion
 * bounded by the limit.
 */
import type { CST } from "yaml";

/** Whether a CST token is a list or a mapping (block or flow): a level of nesting. */
const isCollection = (t: CST.Token): t is CST.BlockMap | CST.BlockSequence | CST.FlowCollection =>
  t.type === "block-map" || t.type === "block-seq" || t.type === "flow-collection";

/**
 * The offset (UTF-16 units into the source) of the first list or mapping, in source order, that
 * lies more than `limit` levels deep, or undefined when none does. The document's own value is
 * level 1; a key that is itself a list or mapping counts as a level too.
 * @param tokens the CST of one source, as yaml's `Parser.parse` yields it
 * @param limit levels allowed (load's LIMITS.nesting)
 */
export function tooDeepAt(tokens: Iterable<CST.Token>, limit: number): number | undefined {
  // Depth-first with a stack of our own (children pushed in reverse), so source order is kept
  // and no depth of input can exhaust the call stack.
  const stack: { readonly token: CST.Token; readonly depth: number }[] = [];
  for (const token of tokens) {
    if (token.type === "document" && token.value) stack.push({ token: token.value, depth: 0 });
    while (stack.length > 0) {
      const { token: t, depth } = stack.pop()!;
      if (!isCollection(t)) continue;
      if (depth + 1 > limit) return t.offset;
      for (let i = t.items.length - 1; i >= 0; i--) {
        const item = t.items[i] as CST.CollectionItem;
        if (item.value) stack.push({ token: item.value, depth: depth + 1 });
        if (item.key) stack.push({ token: item.key, depth: depth + 1 });
      }
    }
  }
  return undefined;
}
