/**
 * A page's own claims (the fact check of one page, docs/writing-content.md "Figures and claims"): every
 * count its texts state ("a free 6-page report", "24 pages of data", "3-5 qualified leads per
 * week", a figure "6,173 | leads generated") by the thing it counts, and two counts of one thing
 * that differ, which a reader takes for two answers to one question. Each such pair is reported
 * at both texts, each naming the other's file:line:col (content/claim-two-ways).
 */
import { ClaimTwoWays } from "../diagnostics/catalogue.ts";
import { type SpecFile, placeOf } from "../load/spec-file.ts";
import type { Context, Path } from "./context.ts";

/** A text of a page, where it is written. */
export interface PageText {
  readonly file: SpecFile;
  readonly path: Path;
  readonly text: string;
}

/** A count a text states: its number as written ("3-5", "6,173") and the things it counts ("lead"). */
export interface Claim {
  /** The count as written, with what it counts: "3-5 qualified B2B leads", "6-page". */
  readonly written: string;
  /** The number without thousands commas ("6173", "3-5"): two claims agree when it is the same. */
  readonly count: string;
  /** The words that say what is counted, in the singular and small letters ("qualified", "b2b", "lead"). */
  readonly counts: readonly string[];
}

/**
 * A number: digits with thousands commas and a decimal part, a range ("3-5"), then "+". One
 * glued to a unit by a hyphen ("6-page", "30-minute") counts that unit; currency, percentages,
 * ratios ("4.2:1"), multiples ("3x") and years (2026) are measures of another kind and are left out,
 * and so is a number that begins a name ("12 Adeola Odeku Street").
 */
const COUNT = /(?<![\p{L}\p{N}$£€.,:])(\d{1,3}(?:,\d{3})+|\d+)(?:\s*[-–]\s*(\d{1,3}(?:,\d{3})+|\d+))?(\+)?(?![\p{N}.,:%]\d|[%:]|x\b|\p{L})/gu;

/** Words that end the phrase after a count: it names what is counted up to the first of them. */
const STOP = new Set(
  "a an the and or but of in on at by for from to with within across per over under into than more less about after before during since this that these those which who we you our your their its it is are was were be been can will get gets got has have had as so if not no all every each".split(
    " ",
  ),
);

/** A word in the singular and small letters ("pages" → "page", "companies" → "company"). */
function singular(word: string): string {
  const w = word.toLowerCase();
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(w)) return w;
  if (/s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** Every count `text` states, in the order written (see {@link COUNT}). */
export function claimsIn(text: string): Claim[] {
  const out: Claim[] = [];
  for (const m of text.matchAll(COUNT)) {
    const [whole, from, to] = [m[0], m[1]!, m[2]];
    if (!to && /^(19|20)\d\d$/.test(from)) continue;
    const count = [from, to].filter(Boolean).join("-").replaceAll(",", "");
    const after = text.slice(m.index + whole.length);
    const glued = /^[-–](\p{L}+)/u.exec(after);
    if (glued) {
      out.push({ written: `${whole}${glued[0]}`, count, counts: [singular(glued[1]!)] });
      continue;
    }
    // The phrase: the words after the count up to punctuation or a stop word, four at most.
    const phrase: string[] = [];
    let rest = after;
    while (phrase.length < 4) {
      const w = /^\s+([\p{L}][\p{L}\p{N}'’]*)/u.exec(rest);
      if (!w || STOP.has(w[1]!.toLowerCase())) break;
      phrase.push(w[1]!);
      rest = rest.slice(w[0].length);
    }
    // A count followed by a name is part of the name ("12 Adeola Odeku Street"): in the house's
    // sentence case what a text counts is written in small letters.
    if (phrase.length > 0 && /^\p{Lu}/u.test(phrase[0]!) && !/^\p{Lu}+$/u.test(phrase[0]!)) continue;
    if (phrase.length > 0) out.push({ written: `${whole} ${phrase.join(" ")}`, count, counts: phrase.map(singular) });
  }
  return out;
}

/** A claim where it is written. */
interface Placed extends Claim {
  readonly at: PageText;
}

/**
 * Reports every two counts of one thing that differ among the texts of one page (see the module's
 * comment): at each text, naming the other. A thing counted is a word the two phrases share
 * ("leads" in "3-5 qualified B2B leads" and "6,173 leads generated"); the fix is one count, or
 * words that tell the two apart.
 * @param page the page, in the message ("The page /customer-service-trends-2026")
 * @param texts every text the page shows, with where it is written
 */
export function reportPageClaims(ctx: Context, page: string, texts: readonly PageText[]): void {
  const claims: Placed[] = texts.flatMap((at) => claimsIn(at.text).map((c) => ({ ...c, at })));
  const reported = new Set<string>();
  claims.forEach((a, i) => {
    for (const b of claims.slice(i + 1)) {
      if (a.count === b.count) continue;
      const thing = a.counts.find((w) => b.counts.includes(w));
      if (!thing) continue;
      const key = `${placeOf(a.at.file, a.at.path)} ${placeOf(b.at.file, b.at.path)} ${thing}`;
      if (reported.has(key)) continue;
      reported.add(key);
      for (const [here, there] of [
        [a, b],
        [b, a],
      ] as const)
        ctx.report(here.at.file, here.at.path, ClaimTwoWays, {
          page,
          thing,
          here: here.written,
          there: there.written,
          other: placeOf(there.at.file, there.at.path),
        });
    }
  });
}

/**
 * Every text of a spec value (a section, a form) with its instance path below `at`. A figure
 * (a value and its label: "6,173" and "leads generated") reads as one text, placed at its value.
 */
export function textsBelow(file: SpecFile, value: unknown, at: Path = []): PageText[] {
  if (typeof value === "string") return [{ file, path: at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsBelow(file, v, [...at, i]));
  if (value && typeof value === "object") {
    const { value: figure, label, ...rest } = value as Record<string, unknown>;
    if (typeof figure === "string" && typeof label === "string")
      return [{ file, path: [...at, "value"], text: `${figure} ${label}` }, ...textsBelow(file, rest, at)];
    return Object.entries(value).flatMap(([k, v]) => textsBelow(file, v, [...at, k]));
  }
  return [];
}
