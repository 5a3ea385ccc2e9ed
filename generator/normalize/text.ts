/** Text measured as a reader sees it. */

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The user-perceived characters of a text (grapheme clusters): an emoji with its modifiers, a
 * flag, a letter with its combining marks or a character outside the Basic Multilingual Plane
 * is one item, so cutting a list of them never splits a character.
 */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (g) => g.segment);
}

/** First characters by text, made once per text in a process that regenerates (the dev server): segmenting a text is slow. */
const firstCharacters = new Map<string, string>();
/** How many texts {@link firstCharacters} keeps before it starts again. */
const FIRST_CHARACTERS_KEPT = 2000;

/** The first user-perceived character of a text (its first grapheme cluster; "" for ""). */
export function firstCharacter(text: string): string {
  let known = firstCharacters.get(text);
  if (known === undefined) {
    known = segmenter.segment(text)[Symbol.iterator]().next().value?.segment ?? "";
    if (firstCharacters.size >= FIRST_CHARACTERS_KEPT) firstCharacters.clear();
    firstCharacters.set(text, known);
  }
  return known;
}

/**
 * A person's monogram: the first character of the first and of the last word of their name,
 * upper-cased ("Amara Okafor" → "AO", "Thandiwe" → "T", "𠮷田 花子" → "𠮷花").
 */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string) => firstCharacter(word).toLocaleUpperCase();
  if (words.length === 0) return "";
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}

/** Longest meta description, in user-perceived characters (grapheme clusters). */
const SUMMARY_MAX = 300;

/**
 * A meta description from longer text: at most 300 characters, cut at a word boundary where
 * the text has spaces, never inside a character (an emoji, a flag, a letter with its marks).
 */
export function summary(text: string): string {
  const flat = text.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
  // A text of no more code units than that has no more characters: no need to tell them apart.
  if (flat.length <= SUMMARY_MAX) return flat;
  const chars: string[] = [];
  for (const g of segmenter.segment(flat)) if (chars.push(g.segment) > SUMMARY_MAX) break;
  if (chars.length <= SUMMARY_MAX) return flat;
  const head = chars.slice(0, SUMMARY_MAX - 3).join("");
  return `${head.replace(/ \S*$/, "")}…`;
}
