/**
 * Headline figures of case studies and projects (Results as the hero): the numerals
 * shown large on cards, tiles, the Results tab and project pages. A figure restates a number of
 * its record's results, so every number in it must be one that text gives; otherwise the figure
 * has drifted from the text (content/figure-not-in-results).
 */
import { FigureNotInResults } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Figure } from "../../model/content.ts";
import type { Context, Path } from "./context.ts";

/** A number as written: digits, with thousands commas and one decimal part ("1,072", "1.9", "99.8"). */
const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/g;

/** A number of a text: as written, and canonical (no thousands commas, no trailing decimal zeros). */
export interface WrittenNumber {
  readonly written: string;
  readonly canonical: string;
}

/**
 * The numbers a text writes: "**1,072** in total, 1.50x" → 1,072 (1072) and 1.50 (1.5). Digits
 * glued to letters count too ("2.3x", "12M"), so "100-lead" gives 100.
 */
export function numbersIn(text: string): WrittenNumber[] {
  return [...text.matchAll(NUMBER)].map(([written]) => {
    const plain = written.replaceAll(",", "");
    return { written, canonical: plain.includes(".") ? plain.replace(/\.?0+$/, "") : plain.replace(/^0+(?=\d)/, "") };
  });
}

/** What a record's figures are checked against, for the message: "study" and "results or overview". */
export interface FigureSource {
  /** The record, in the message: "study", "project". */
  readonly what: string;
  /** The texts searched, in the message: "results or overview". */
  readonly texts: string;
}

/**
 * Copies a record's figures, reporting every number of a value or label that none of `texts`
 * (the record's results and overview) writes, at that value or label. Numbers compare as
 * written without thousands commas, so "6,173" matches "6173"; signs, units and arrows are the
 * figure's own ("−41%" matches "fell by 41%", "48%→76%" needs 48 and 76).
 */
export function normalizeFigures(
  ctx: Context,
  file: SpecFile,
  path: Path,
  raw: readonly { readonly value: string; readonly label: string }[],
  texts: readonly (string | null | undefined)[],
  source: FigureSource,
): Figure[] {
  const known = new Set(texts.flatMap((t) => (t ? numbersIn(t).map((n) => n.canonical) : [])));
  return raw.map((fig, i) => {
    for (const key of ["value", "label"] as const) {
      const missing = new Set(
        numbersIn(fig[key])
          .filter((n) => !known.has(n.canonical))
          .map((n) => n.written),
      );
      for (const number of missing) ctx.report(file, [...path, i, key], FigureNotInResults, { value: fig[key], number, ...source });
    }
    return { value: fig.value.trim(), label: fig.label.trim() };
  });
}
