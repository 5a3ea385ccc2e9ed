/**
 * The progress of a long build stage (scripts/build/prerender.ts: pages, pictures, cards, photographs)
 * and the short table a command ends with. On a terminal (the stream is a TTY) a stage shows
 * one line, `  pages  312 of 542`, rewritten in place at most ten times a second and cleared
 * when the stage ends; on anything else (CI logs, a pipe) nothing is drawn, so a log holds plain
 * lines only: the stage's line when it ends, and the table.
 */

import type { OnProgress } from "../../media/progress.ts";

/** A stage's progress line: {@link OnProgress} to pass to the work, `end` when it is done. */
export interface ProgressLine {
  readonly update: OnProgress;
  /** Clears the line (on a terminal) and, when not on a terminal, prints `plain` as a line of its own. */
  end(plain: string): void;
}

/** The least time between two redraws of a progress line, ms. */
const REDRAW_MS = 100;

/**
 * A progress line for the stage `label` on `stream` (default stdout): drawn only when the
 * stream is a TTY, so logs and pipes get no control characters.
 */
export function progressLine(label: string, stream: NodeJS.WriteStream = process.stdout): ProgressLine {
  const tty = Boolean(stream.isTTY);
  let last = 0;
  let drawn = false;
  return {
    update(done, total) {
      if (!tty) return;
      const now = performance.now();
      if (now - last < REDRAW_MS && done < total) return;
      last = now;
      drawn = true;
      stream.write(`\r\x1b[2K  ${label}  ${done} of ${total}`);
    },
    end(plain) {
      if (drawn) stream.write("\r\x1b[2K");
      if (!tty && plain) stream.write(`${plain}\n`);
    },
  };
}

/**
 * Rows as a table of plain text: columns padded to their widest cell, numbers (cells that start
 * with a digit) aligned right, two spaces between columns, the first row the heading.
 * @param rows the heading row, then one row per line; every row as long as the heading
 */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  const numeric = widths.map((_, c) => rows.slice(1).every((r) => /^[\d.,]+( \w+)?$|^$|^-$/.test(r[c] ?? "")));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === r.length - 1 && !numeric[c] ? cell : numeric[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
