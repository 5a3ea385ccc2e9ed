/**
 * The house style ("House style as data", "One heading case"): every text
 * of spec/ checked against spec/style.yaml: the words to prefer and the word endings (British
 * spelling), and the case of headings (every heading, title, label and button text: which texts
 * those are, the schemas say, ./schema-texts.ts). Each text that breaks it is one finding with
 * the whole text as it should read, which `--fix` writes. Identifiers, slugs, paths and URLs are
 * not texts and are not checked; names (spec/style.yaml `names`, the brand, the clients, the
 * countries and their cities) are kept as written, in case and in spelling.
 */
import type { RawStyle } from "../../model/raw/index.ts";
import escapeStringRegexp from "escape-string-regexp";
import { keptPerData } from "../load/kept.ts";

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
const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "nor",
  "but",
  "for",
  "of",
  "in",
  "on",
  "to",
  "at",
  "by",
  "as",
  "via",
  "per",
  "from",
  "with",
  "into",
]);

/** Letters that are a word's, for whole-word matching (hyphens split words: cost-optimisation). */
const LETTER = "\\p{L}\\p{N}";

/** A value that is an identifier, a slug, a path, a URL, an e-mail address or a colour, not a text. */
function isIdentifier(value: string): boolean {
  return (
    /^(\/|https?:|mailto:|tel:|#)/.test(value) ||
    /^[a-z0-9][a-z0-9._/-]*$/.test(value) ||
    /^[^\s@]+@[^\s@]+$/.test(value) ||
    (/^[A-Z][A-Za-z0-9]*$/.test(value) && !/\s/.test(value) && /[a-z][A-Z]/.test(value))
  );
}

/** `to` in the case `from` is written in: all capitals, a capital first, or as given. */
function inCaseOf(from: string, to: string): string {
  if (from.length > 1 && from === from.toUpperCase()) return to.toUpperCase();
  if (from[0] === from[0]!.toUpperCase() && from[0] !== from[0]!.toLowerCase()) return to[0]!.toUpperCase() + to.slice(1);
  return to;
}

/** The whole-word pattern of `word` (letters on neither side), compiled once per word and flags: the lint runs it over every text of spec/. */
const wordPatterns = new Map<string, RegExp>();
function wholeWord(word: string, flags: string): RegExp {
  const key = `${flags}\0${word}`;
  let re = wordPatterns.get(key);
  if (!re) {
    re = new RegExp(`(?<![${LETTER}])${escapeStringRegexp(word)}(?![${LETTER}])`, flags);
    wordPatterns.set(key, re);
  }
  return re;
}

/** One letter or digit, any script: what may not touch a name or a word on either side. */
const LETTER_CHAR = new RegExp(`^[${LETTER}]$`, "u");

/** Whether the character (code point) at UTF-16 index `i` is a letter or digit; false past the end. */
function letterAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && LETTER_CHAR.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Whether the character (code point) that ends right before UTF-16 index `i` is a letter or digit. */
function letterBefore(text: string, i: number): boolean {
  const low = text.charCodeAt(i - 1);
  return letterAt(text, low >= 0xdc00 && low <= 0xdfff && i >= 2 ? i - 2 : i - 1);
}

/** What may follow a name and still be the name: its plural or possessive ("Owinos", "Kenya's"), tried in this order before nothing. */
const NAME_ENDINGS = ["s", "'s", "’s"] as const;

/**
 * Where the name found at `i` ends, with its plural or possessive, when it stands as a whole
 * word there (no letter or digit on either side); -1 when it does not. The same as the pattern
 * `(?<![letter])name(?:s|['’]s)?(?![letter])` at `i`, without compiling one pattern per name
 * (each, with its Unicode classes, cost as much as all the lint's other work on a file).
 */
function nameEnd(text: string, i: number, name: string): number {
  if (letterBefore(text, i)) return -1;
  const end = i + name.length;
  for (const ending of NAME_ENDINGS) if (text.startsWith(ending, end) && !letterAt(text, end + ending.length)) return end + ending.length;
  return letterAt(text, end) ? -1 : end;
}

/**
 * Which characters of `text` lie inside one of `names` (whole words, as written, with a plural
 * or possessive s): those are kept as they are, by the case and the spelling checks alike.
 * @param names longest first, so "East Africa" is matched before "Africa"
 */
export function keptByNames(text: string, names: readonly string[]): boolean[] {
  const kept = new Array<boolean>(text.length).fill(false);
  // A name can only be in a text that holds its first character: a text holds a few of the
  // capitals the names start with, so most names are never looked for (the lint asks this of
  // every text of spec/ against every name).
  for (const [first, group] of namesByFirst(names)) {
    if (!text.includes(first)) continue;
    for (const name of group)
      for (let i = text.indexOf(name); i >= 0; ) {
        const end = nameEnd(text, i, name);
        for (let k = i; k < end; k++) kept[k] = true;
        i = text.indexOf(name, Math.max(end, i + 1));
      }
  }
  return kept;
}

/** The names of each list {@link keptByNames} was given, grouped by their first character (one code unit), made once per list. */
const firstGroups = new WeakMap<readonly string[], Map<string, string[]>>();
function namesByFirst(names: readonly string[]): Map<string, string[]> {
  let groups = firstGroups.get(names);
  if (!groups) {
    groups = new Map();
    for (const name of names) {
      if (name === "") continue; // no name at all: it keeps nothing
      const group = groups.get(name[0]!);
      if (group) group.push(name);
      else groups.set(name[0]!, [name]);
    }
    firstGroups.set(names, groups);
  }
  return groups;
}

/** The forms an ending takes after its stem (ize: organize, organized, organizes, organizing, organization, organizations, organizer, organizers, organizable). */
const INFLECTIONS = ["e", "ed", "es", "ing", "ation", "ations", "er", "ers", "able"];

/** The whole-word pattern of the words ending in `instead` or one of its forms, compiled once per ending. */
const endingPatterns = new Map<string, RegExp>();
function endingPattern(instead: string): RegExp {
  let re = endingPatterns.get(instead);
  if (!re) {
    const stem = escapeStringRegexp(instead.replace(/e$/, ""));
    re = new RegExp(`(?<![${LETTER}])([${LETTER}]+?)${stem}(${INFLECTIONS.join("|")})(?![${LETTER}])`, "giu");
    endingPatterns.set(instead, re);
  }
  return re;
}

/**
 * The text with every word of `prefer` written the preferred way and every word ending in one
 * of `endings` (organize, analyzed) written with the house ending (organise, analysed), and the
 * words replaced. A word inside one of `names`, or a word of an ending's `except` (size, and
 * the words it ends: resize, oversized), is left as it is.
 * @param names proper nouns and fixed phrases kept as written, longest first
 */
export function preferWords(
  text: string,
  prefer: NonNullable<RawStyle["prefer"]>,
  endings: NonNullable<RawStyle["endings"]> = [],
  names: readonly string[] = [],
): { readonly fixed: string; readonly words: StyleFinding["words"] } {
  const words: { from: string; to: string; why: string | null }[] = [];
  const kept = keptByNames(text, names);
  // Replacements as [start, end, to] in `text`; a word is replaced once.
  const edits: [number, number, string][] = [];
  const taken = (start: number, end: number) => kept[start] || edits.some(([s, e]) => start < e && s < end);
  const lower = text.toLowerCase();
  for (const p of prefer) {
    for (const instead of p.instead) {
      if (!lower.includes(instead.toLowerCase())) continue;
      for (const m of text.matchAll(wholeWord(instead, "giu"))) {
        if (taken(m.index, m.index + m[0].length)) continue;
        const to = inCaseOf(m[0], p.use);
        edits.push([m.index, m.index + m[0].length, to]);
        words.push({ from: m[0], to, why: p.why ?? null });
      }
    }
  }
  for (const e of endings) {
    const stem = e.instead.replace(/e$/, "");
    if (!lower.includes(stem.toLowerCase())) continue;
    const use = e.use.replace(/e$/, "");
    const except = (e.except ?? []).map((x) => x.toLowerCase());
    for (const m of text.matchAll(endingPattern(e.instead))) {
      const [word, before, form] = [m[0], m[1]!, m[2]!];
      const base = `${before}${e.instead}`.toLowerCase();
      if (taken(m.index, m.index + word.length) || except.some((x) => base === x || base.endsWith(x))) continue;
      const to = before + inCaseOf(word.slice(before.length, word.length - form.length), use) + form;
      edits.push([m.index, m.index + word.length, to]);
      words.push({ from: word, to, why: e.why ?? null });
    }
  }
  let fixed = text;
  for (const [s, end, to] of [...edits].sort((a, b) => b[0] - a[0])) fixed = fixed.slice(0, s) + to + fixed.slice(end);
  // In the order they are written.
  const order = new Map(edits.map(([s], i) => [words[i]!, s]));
  return { fixed, words: [...words].sort((a, b) => order.get(a)! - order.get(b)!) };
}

/** A text written all in capitals ("CAMPAIGN SHOWCASE"): two words or more of letters, and no small letter. */
export function isShouted(text: string): boolean {
  return !/\p{Ll}/u.test(text) && (text.match(/\p{Lu}{2,}/gu) ?? []).length >= 2;
}

/**
 * A heading in sentence case: the first word, the first word after a colon, a full stop, a
 * question or an exclamation mark or a bar (a browser title's "Page | BLU"), the names, and a
 * word after a placeholder that ends a name ("{{name}} Services", as in "Media Services") keep
 * their capitals; every other word that
 * starts with a capital and goes on in small letters gets a small first letter. Words in
 * capitals (ROI), with a capital inside (TikTok) or with a digit are kept, except in a heading
 * written all in capitals ("CAMPAIGN SHOWCASE" → "Campaign showcase"), where only the names and
 * the `acronyms` stay in capitals.
 * @param names proper nouns and fixed phrases, as written ("East Africa"), longest first
 * @param acronyms words the site writes in capitals in its other texts (BLU, ROI, SEO)
 */
export function sentenceCase(text: string, names: readonly string[], acronyms: ReadonlySet<string> = new Set()): string {
  // Characters of the text inside a name are kept as they are.
  const kept = keptByNames(text, names);
  // A placeholder may stand for the start of a name ("{{name}} Services" for "Media Services"):
  // a word right after one that ends a name the house knows keeps its capital.
  const tails = new Set(names.flatMap((n) => n.split(/\s+/).slice(1)));
  const shouted = isShouted(text);
  let start = true;
  return text.replace(/[\p{L}\p{N}'’]+|[^\p{L}\p{N}'’]+/gu, (token, offset: number) => {
    if (!/[\p{L}\p{N}]/u.test(token)) {
      if (/[:.!?|]/.test(token)) start = true;
      return token;
    }
    const first = start;
    start = false;
    if (kept[offset]) return token;
    if (shouted && /^\p{Lu}{2,}$/u.test(token.replace(/['’]/g, "")) && !acronyms.has(token)) {
      const small = token.toLowerCase();
      return first ? small[0]!.toUpperCase() + small.slice(1) : small;
    }
    if (first) return token;
    if (tails.has(token) && /\{\{\s*\w+\s*\}\}\s+$/.test(text.slice(0, offset))) return token;
    if (/^\p{Lu}[\p{Ll}'’]+$/u.test(token)) return token[0]!.toLowerCase() + token.slice(1);
    return token;
  });
}

/**
 * A name (a service's title, "Media Buying") as it reads inside a sentence: its words in small
 * letters ("Reach your audience with media buying"), while names, words in capitals (CRM, TV)
 * and words with a capital inside (WhatsApp) keep theirs ("AI-Powered Customer Service Bots" →
 * "AI-powered customer service bots"). The house style in docs/content/style.md: a practice's
 * service is a name in titles and navigation, and words in a sentence.
 * @param names proper nouns kept as written wherever they stand ("Google Ads")
 */
export function inSentence(text: string, names: readonly string[] = []): string {
  const kept = keptByNames(
    text,
    [...names].sort((a, b) => b.length - a.length),
  );
  return text.replace(/[\p{L}\p{N}'’]+/gu, (token, offset: number) =>
    !kept[offset] && /^\p{Lu}[\p{Ll}'’]+$/u.test(token) ? token[0]!.toLowerCase() + token.slice(1) : token,
  );
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
 * Words the site writes in capitals (BLU, ROI, NGX) in its texts that are not written all in
 * capitals: a heading written all in capitals keeps these and no others.
 * @param data the plain values of every file of spec/
 */
export function acronymsOf(data: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const d of data) for (const a of acronymsIn(d)) out.add(a);
  return out;
}

/** The acronyms of one file's data ({@link acronymsOf}), once per parsed data (../load/kept.ts). */
const acronymsIn = keptPerData((data): readonly string[] => {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
    else if (typeof value === "string" && !isIdentifier(value) && !isShouted(value))
      for (const m of value.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}])/gu)) out.add(m[0]);
  };
  walk(data);
  return [...out];
});

/** What the lint needs besides spec/style.yaml: the names kept as written, the acronyms, and which texts are headings. */
export interface LintContext {
  /** Proper nouns kept as written: spec/style.yaml `names` and the site's own (brand, clients, countries, cities). */
  readonly names: readonly string[];
  /** Words in capitals a heading written all in capitals keeps ({@link acronymsOf}). */
  readonly acronyms?: ReadonlySet<string>;
  /** Whether the text at an instance path is a heading, title, label or button text (./schema-texts.ts); by default a text whose key is `heading`. */
  readonly isHeading?: (path: readonly (string | number)[]) => boolean;
}

/** A text as it reads, for comparing two texts word for word: case, spaces and closing punctuation aside. */
function reading(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.!?:;,…]+$/u, "")
    .trim();
}

/** A text that repeats a heading of the same record word for word (a hero's lead equal to its heading). */
export interface RepeatedHeadingFinding {
  /** Instance path of the repeating text. */
  readonly path: readonly (string | number)[];
  readonly text: string;
  /** The key of the heading it repeats ("heading"). */
  readonly key: string;
  readonly heading: string;
}

/**
 * Every text of one file's data that repeats, word for word, a heading of the same record
 * (an H1 repeated as its subtitle): a heading or title beside another heading (a
 * subtitle) or a running text (a lead, an intro, a description). Labels and names (a practice's
 * name, its label and its badge) are not compared.
 * @param isHeading whether the text at an instance path is a heading or title (#/definitions/heading, ./schema-texts.ts)
 * @param isProse whether it is a running text (#/definitions/text or /paragraph)
 */
export function repeatedHeadings(
  data: unknown,
  isHeading: (path: readonly (string | number)[]) => boolean,
  isProse: (path: readonly (string | number)[]) => boolean,
): RepeatedHeadingFinding[] {
  const out: RepeatedHeadingFinding[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value))
      value.forEach((v, i) => {
        walk(v, [...path, i]);
      });
    else if (value && typeof value === "object") {
      const texts = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string" && !isIdentifier(e[1]));
      const seen: [string, string][] = [];
      for (const [key, text] of texts) {
        const heading = isHeading([...path, key]);
        if (!heading && !isProse([...path, key])) continue;
        const same = seen.find(([, h]) => reading(h) === reading(text));
        if (same) out.push({ path: [...path, key], text, key: same[0], heading: same[1] });
        else if (heading) seen.push([key, text]);
      }
      for (const [k, v] of Object.entries(value)) if (v && typeof v === "object") walk(v, [...path, k]);
    }
  };
  walk(data, []);
  return out;
}

/** What the house style makes of one text: its fixed form and the words it replaced (as {@link lintTexts} reports them). */
type TextVerdict = { readonly fixed: string; readonly words: StyleFinding["words"]; readonly wrongCase: boolean };

/**
 * The verdicts of the texts linted under one house style (`rules`, its JSON), by heading or not
 * and text, with the names and acronyms they were made under: a verdict is a pure function of the
 * text, the house style, and the names and acronyms the text holds ({@link keptByNames},
 * {@link sentenceCase}), and a dev server's save lints its file again with most of its texts
 * unchanged. When names or acronyms come or go (a retitled service is a name), only the verdicts
 * of the texts holding one of them are dropped, and those of the texts with a placeholder (a
 * name's last word may follow one); all of them when the house style changes, when more than
 * {@link NAMES_CHANGED_MAX} names and acronyms changed, and when it holds {@link VERDICTS_KEPT} texts.
 */
let verdicts: { rules: string; names: ReadonlySet<string>; acronyms: ReadonlySet<string>; readonly byText: Map<string, TextVerdict> } = {
  rules: "",
  names: new Set(),
  acronyms: new Set(),
  byText: new Map(),
};
/** How many texts' verdicts {@link verdicts} keeps at most (a few times today's content). */
const VERDICTS_KEPT = 50_000;
/** How many names and acronyms may come or go before every verdict is dropped, rather than the texts holding them looked for. */
const NAMES_CHANGED_MAX = 32;

/** The members of `a` not in `b`, then those of `b` not in `a`. */
const changedBetween = (a: ReadonlySet<string>, b: ReadonlySet<string>): string[] => [...[...a].filter((x) => !b.has(x)), ...[...b].filter((x) => !a.has(x))];

/** The verdicts of {@link verdicts} that still hold under `rules`, `names` and `acronyms` (see there), as the memo to use from now on. */
function verdictsFor(rules: string, names: ReadonlySet<string>, acronyms: ReadonlySet<string>): Map<string, TextVerdict> {
  const changed = [...changedBetween(verdicts.names, names), ...changedBetween(verdicts.acronyms, acronyms)];
  if (verdicts.rules !== rules || verdicts.byText.size > VERDICTS_KEPT || changed.length > NAMES_CHANGED_MAX)
    verdicts = { rules, names, acronyms, byText: new Map() };
  else if (changed.length > 0) {
    // A key is the text after its one-letter heading mark.
    for (const key of verdicts.byText.keys()) if (key.includes("}}") || changed.some((n) => key.includes(n, 1))) verdicts.byText.delete(key);
    verdicts = { rules, names, acronyms, byText: verdicts.byText };
  }
  return verdicts.byText;
}

/**
 * Every text of one file's data that breaks the house style, in document order.
 * @param data the file's plain value (after validation)
 */
export function lintTexts(data: unknown, style: RawStyle, context: LintContext): StyleFinding[] {
  const out: StyleFinding[] = [];
  const isHeading = context.isHeading ?? ((path) => path.at(-1) === "heading");
  const names = new Set(context.names);
  // Longer names first, so "East Africa" is matched before "Africa".
  const byLength = [...names].sort((a, b) => b.length - a.length);
  const byText = verdictsFor(JSON.stringify([style.prefer, style.endings, style.headingCase]), names, new Set(context.acronyms));
  const verdict = (value: string, heading: boolean): TextVerdict => {
    const key = `${heading ? "h" : "t"}${value}`;
    let found = byText.get(key);
    if (!found) {
      const { fixed: spelled, words } = preferWords(value, style.prefer ?? [], style.endings ?? [], byLength);
      const cased = heading ? (style.headingCase === "sentence" ? sentenceCase(spelled, byLength, context.acronyms) : titleCase(spelled)) : spelled;
      found = { fixed: cased, words, wrongCase: heading && cased !== spelled };
      byText.set(key, found);
    }
    return found;
  };
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value))
      value.forEach((v, i) => {
        walk(v, [...path, i]);
      });
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    else if (typeof value === "string" && !isIdentifier(value)) {
      const heading = style.headingCase !== "as-written" && isHeading(path);
      const { fixed, words, wrongCase } = verdict(value, heading);
      if (words.length > 0 || wrongCase) {
        out.push({ path, text: value, fixed, words: [...words], headingCase: wrongCase ? (style.headingCase as "sentence" | "title") : null });
      }
    }
  };
  walk(data, []);
  return out;
}
