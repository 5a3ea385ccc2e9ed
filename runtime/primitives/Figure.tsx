import type { ComponentProps } from "react";
import type { Figure } from "../../model/index.ts";
import { cn } from "./cn";

/** Advance widths in em of the characters figures use, in the heavy tabular face; digits are 0.64. */
const WIDE: Readonly<Record<string, number>> = { ",": 0.3, ".": 0.3, " ": 0.28, "%": 0.95, "→": 1.05, "/": 0.45, "×": 0.6, "<": 0.62, "+": 0.62, "−": 0.62 };

/**
 * How wide `value` sets, in digit widths (3 to 12): what `data-figure-len` tells the CSS so the
 * value is as large as its box allows (app.css `.figure-value`). Letters count as 1.15 digits.
 */
export function figureLength(value: string): number {
  const em = [...value].reduce((sum, ch) => sum + (WIDE[ch] ?? (/\d/.test(ch) ? 0.64 : 0.74)), 0);
  return Math.min(12, Math.max(3, Math.ceil(em / 0.64)));
}

/**
 * A headline figure (Results as the hero): the value in large, heavy, tabular
 * numerals with what it counts underneath, as one paragraph, so a screen reader reads "876
 * qualified leads in six months" in one go. The value's size follows the nearest container's
 * width (`.figure-value` in app.css, by {@link figureLength}), so a long value such as
 * "150,000+" never runs out of a narrow card.
 */
export function HeadlineFigure({ figure, className, ...props }: { figure: Figure } & ComponentProps<"p">) {
  return (
    <p data-slot="headline-figure" data-figure-len={figureLength(figure.value)} className={cn("@container text-white", className)} {...props}>
      <span className="figure-value block">{figure.value}</span>{" "}
      <span className="mt-2 block max-w-[26ch] text-sm leading-snug font-semibold text-brand-100 @lg:text-base">{figure.label}</span>
    </p>
  );
}

/**
 * Every figure of a case study or project as a row of large numerals over their labels: a
 * description list whose terms are the values and whose details are the labels, each pair in
 * its own group, so each value is read with its label. The row follows its own width (a
 * container query, `.figure-grid` in app.css): one figure a line when narrow, two a line,
 * then all in one row; an odd count below one row gives the headline figure the full width.
 * `tone` picks the dark panel (on white pages) or the light one (next to dark cards).
 */
export function FigureList({ figures, tone = "dark", className, ...props }: { figures: readonly Figure[]; tone?: "dark" | "light" } & ComponentProps<"div">) {
  const dark = tone === "dark";
  return (
    <div
      data-slot="figures"
      data-tone={tone}
      className={cn("@container/figures rounded-3xl p-7 sm:p-10", dark ? "bg-brand-950 text-white" : "bg-brand-50 text-brand-950", className)}
      {...props}
    >
      <dl data-figure-len={Math.max(...figures.map((f) => figureLength(f.value)))} className="figure-grid gap-x-8 gap-y-8">
        {figures.map((f) => (
          <div key={`${f.value} ${f.label}`} className={cn("@container border-t-2 pt-5", dark ? "border-brand-400" : "border-brand-600")}>
            <dt className={cn("figure-value", dark ? "text-white" : "text-brand-950")}>{f.value}</dt>
            <dd className={cn("mt-3 max-w-[30ch] text-base leading-snug font-medium", dark ? "text-brand-100" : "text-slate-700")}>{f.label}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
