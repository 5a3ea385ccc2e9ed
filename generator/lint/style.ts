/**
 * The house style (issue 20, "House style as data"): every text of spec/ checked against
 * spec/style.yaml: the words to prefer (British spelling) and the case of headings. Each text
 * that breaks it is one finding with the whole text as it should read, which `--fix` writes.
 * Identifiers, slugs, paths and URLs are not texts and are not checked.
 */
import type { RawStyle } from "../model/raw/index.ts";

/** A text as it should read, and why. */
export interface StyleFinding {
  /** Instance path of the text in its file. */
  readonly path: readonly (string | number)[];
  readonly text: string;
  /** The whole text with every fix made. */
  readonly fixed: string;
  /** The words replaced, as written, with their replacement ("Optimization" → "Optimisation"). */
  readonly words: readonly { readonly from: string; readonly to: string; readonly why: string | null }[];
  /** Set when the text is a heading not in the house case: the case it should be in. */
  readonly headingCase: "sentence" | "title" | null;
}

/** Lower-case words a title-case heading keeps lower-case unless first or last. */
const SMALL_WORDS = new Set(["a", "an", "the", "and", "or", "nor", "but", "for", "of", "in", "on", "to", "at", "by", "as", "via", "per", "from", "with", "into"]);

/** Letters that are a word's, for whole-word matching (hyphens split words: cost-optimisation). */
const LETTER = "\\p{L}\\p{N}";

/** A value that is an identifier, a slug, a path, a URL, an e-mail address or a colour, not a text. */
function isIdentifier(value: string): boolean {
  return /^(\/|https?:|mailto:|tel:|#)/.test(value) || /^[a-z0-9][a-z0-9._/-]*$/.test(value) || /^[^\s@]+@[^\s@]+$/.test(value) || /^[A-Z][A-Za-z0-9]*$/.test(value) && !/\s/.test(value) && /[a-z][A-Z]/.test(value);
}

/** `to` in the case `from` is written in: all capitals, a capital first, or as given. */
function inCaseOf(from: string, to: string): string {
  if (from.length > 1 && from === from.toUpperCase()) return to.toUpperCase();
  if (from[0] === from[0]!.toUpperCase() && from[0] !== from[0]!.toLowerCase()) return to[0]!.toUpperCase() + to.slice(1);
  return to;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The whole-word pattern of `word` (letters on neither side), compiled once per word and flags: the lint runs it over every text of spec/. */
const wordPatterns = new Map<string, RegExp>();
function wholeWord(word: string, flags: string): RegExp {
  const key = `${flags}\0${word}`;
  let re = wordPatterns.get(key);
  if (!re) wordPatterns.set(key, (re = new RegExp(`(?<![${LETTER}])${escape(word)}(?![${LETTER}])`, flags)));
  return re;
}

/** The text with every word of `prefer` written the preferred way, and the words replaced. */
export function preferWords(text: string, prefer: NonNullable<RawStyle["prefer"]>): { readonly fixed: string; readonly words: StyleFinding["words"] } {
  const words: { from: string; to: string; why: string | null }[] = [];
  let fixed = text;
  const lower = text.toLowerCase();
  for (const p of prefer) {
    for (const instead of p.instead) {
      if (!lower.includes(instead.toLowerCase())) continue;
      fixed = fixed.replace(wholeWord(instead, "giu"), (m) => {
        const to = inCaseOf(m, p.use);
        words.push({ from: m, to, why: p.why ?? null });
        return to;
      });
    }
  }
  return { fixed, words };
}

/**
 * A heading in sentence case: the first word, the first word after a colon, a full stop, a
 * question or an exclamation mark, and the names keep their capitals; every other word that
 * starts with a capital and goes on in small letters gets a small first letter. Words in
 * capitals (ROI), with a capital inside (TikTok) or with a digit are kept.
 * @param names proper nouns and fixed phrases, as written ("East Africa")
 */
export function sentenceCase(text: string, names: readonly string[]): string {
  // Characters of the text inside a name are kept as they are.
  const kept = new Array<boolean>(text.length).fill(false);
  for (const name of names) {
    if (!text.includes(name)) continue;
    for (const m of text.matchAll(wholeWord(name, "gu"))) for (let i = m.index; i < m.index + m[0].length; i++) kept[i] = true;
  }
  let start = true;
  return text.replace(/[\p{L}\p{N}'’]+|[^\p{L}\p{N}'’]+/gu, (token, offset: number) => {
    if (!/[\p{L}\p{N}]/u.test(token)) {
      if (/[:.!?]/.test(token)) start = true;
      return token;
    }
    const first = start;
    start = false;
    if (first || kept[offset]) return token;
    if (/^\p{Lu}[\p{Ll}'’]+$/u.test(token)) return token[0]!.toLowerCase() + token.slice(1);
    return token;
  });
}

/** A heading in title case: every word but the small ones (a, of, the…) starts with a capital; the first and the last always. */
export function titleCase(text: string): string {
  const tokens = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)];
  return text.replace(/[\p{L}\p{N}'’]+/gu, (token, offset: number) => {
    const edge = offset === tokens[0]?.index || offset === tokens.at(-1)?.index;
    if (!edge && SMALL_WORDS.has(token.toLowerCase())) return token;
    return /^\p{Ll}/u.test(token) ? token[0]!.toUpperCase() + token.slice(1) : token;
  });
}

/**
 * Every text of one file's data that breaks the house style, in document order.
 * @param data the file's plain value (after validation)
 * @param names proper nouns kept in sentence case: spec/style.yaml `names` and the site's own
 *   (brand, clients, countries, cities)
 */
export function lintTexts(data: unknown, style: RawStyle, names: readonly string[]): StyleFinding[] {
  const out: StyleFinding[] = [];
  const headingKeys = new Set(style.headingKeys ?? ["heading"]);
  // Longer names first, so "East Africa" is matched before "Africa".
  const byLength = [...new Set(names)].sort((a, b) => b.length - a.length);
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    else if (typeof value === "string" && !isIdentifier(value)) {
      const { fixed: spelled, words } = preferWords(value, style.prefer ?? []);
      const key = path.at(-1);
      const heading = typeof key === "string" && headingKeys.has(key) && style.headingCase !== "as-written";
      const cased = heading ? (style.headingCase === "sentence" ? sentenceCase(spelled, byLength) : titleCase(spelled)) : spelled;
      const wrongCase = heading && cased !== spelled;
      if (words.length > 0 || wrongCase) {
        out.push({ path, text: value, fixed: cased, words, headingCase: wrongCase ? (style.headingCase as "sentence" | "title") : null });
      }
    }
  };
  walk(data, []);
  return out;
}
