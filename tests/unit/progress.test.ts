/**
 * The build's progress lines and tables (scripts/build/progress.ts): drawn in place on a terminal only,
 * a plain line elsewhere; tables with numbers aligned right and no trailing spaces.
 */
import { describe, expect, it } from "vitest";
import { progressLine, table } from "../../scripts/build/progress.ts";

/** A stand-in for stdout that records what is written, a terminal or not. */
function stream(isTTY: boolean) {
  const out: string[] = [];
  return { out, stream: { isTTY, write: (s: string) => out.push(s) > 0 } as unknown as NodeJS.WriteStream };
}

describe("progressLine", () => {
  it.each([
    [true, ["\r\x1b[2K  pages  0 of 3", "\r\x1b[2K  pages  3 of 3", "\r\x1b[2K"]],
    [false, ["prerender: pages: 3 rendered\n"]],
  ])("on a terminal: %s", (isTTY, expected) => {
    const { out, stream: s } = stream(isTTY);
    const line = progressLine("pages", s);
    for (let i = 0; i <= 3; i++) line.update(i, 3); // redrawn at most every 100 ms, and at the end
    line.end("prerender: pages: 3 rendered");
    expect(out).toEqual(expected);
  });
});

describe("table", () => {
  it("pads the columns, aligns numbers right and leaves no trailing spaces", () => {
    expect(
      table([
        ["build", "time", "what"],
        ["generate", "0.4 s", "done"],
        ["prerender", "12.3 s", ""],
      ]),
    ).toMatchInlineSnapshot(`
      "build        time  what
      generate    0.4 s  done
      prerender  12.3 s"
    `);
  });
});
