/**
 * The display typeface: the faces the site bundles (runtime/styles/fonts.ts) agree
 * with what spec/site.yaml may name, the build preloads only the Latin files the first paint
 * needs, and generated/theme.css sets exactly the elements `typography.display.use` names.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { displayRules } from "../../generator/emit/emitters.ts";
import { BODY_FACE, FACES, faceCss, faceOf, fontStack, isLatinFile, latinFile, preloadedFaces } from "../../runtime/styles/fonts.ts";

const schema = JSON.parse(readFileSync(new URL("../../spec/schemas/site.schema.json", import.meta.url), "utf8"));
const display = FACES.find((f) => f !== BODY_FACE)!;

describe("bundled faces", () => {
  it("the schema offers exactly the bundled families", () => {
    expect([...schema.properties.typography.properties.display.properties.family.enum].sort()).toEqual(FACES.map((f) => f.family).sort());
  });

  it("each face's stylesheet and Latin file are installed, the stylesheet naming the family and that file", () => {
    const require = createRequire(import.meta.url);
    for (const face of FACES) {
      expect(() => require.resolve(latinFile(face))).not.toThrow();
      const css = readFileSync(require.resolve(faceCss(face)), "utf8");
      expect(css).toContain(`font-family: '${face.family}';`);
      expect(css).toContain(`url(./files/${face.slug}-latin-wght-normal.woff2)`);
      expect(css).toMatch(/font-display: \w+;/);
    }
  });

  it("the body face swaps in; the display face, whose fallback cannot match its capitals, is optional", () => {
    expect(BODY_FACE.fontDisplay).toBe("swap");
    expect(display.fontDisplay).toBe("optional");
  });

  it("an unknown family is an error that lists the bundled ones", () => {
    expect(() => faceOf("Comic Sans")).toThrow(/Plus Jakarta Sans Variable/);
  });

  it("the stack names the metric-matched fallback right after the web font", () => {
    expect(fontStack(display)).toBe(`"${display.family}", "${display.family} fallback", ui-sans-serif, system-ui, sans-serif`);
  });
});

describe("preloads", () => {
  it("body and display Latin files while the display face sets each h1", () => {
    expect(preloadedFaces({ family: display.family, use: ["pageTitle", "figures"] })).toEqual([BODY_FACE, display]);
  });

  it("the body file only when the display face is not above the fold, or is the body face", () => {
    expect(preloadedFaces({ family: display.family, use: ["sectionHeading"] })).toEqual([BODY_FACE]);
    expect(preloadedFaces({ family: BODY_FACE.family, use: ["pageTitle"] })).toEqual([BODY_FACE]);
  });

  it("picks the Latin file among Vite's hashed assets, not latin-ext or another face's", () => {
    const assets = [
      "assets/bricolage-grotesque-latin-ext-wght-normal-Ab12.woff2",
      "assets/bricolage-grotesque-vietnamese-wght-normal-Cd34.woff2",
      "assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2",
      "assets/bricolage-grotesque-latin-wght-normal-DLoelf7F.woff2",
    ];
    expect(assets.filter((a) => isLatinFile(display, a))).toEqual(["assets/bricolage-grotesque-latin-wght-normal-DLoelf7F.woff2"]);
    expect(assets.filter((a) => isLatinFile(BODY_FACE, a))).toEqual(["assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2"]);
  });
});

describe("generated/theme.css display rules", () => {
  const face = { family: display.family, weight: 650, tracking: -0.03 };

  it("headings' extra bold and tight tracking become the spec's weight and tracking, figures take the face only", () => {
    const css = displayRules({ ...face, use: ["pageTitle", "sectionHeading", "figures"] }).join("\n");
    expect(css).toContain(`--font-display: ${fontStack(display)};`);
    expect(css).toContain(":where(h1, h2) { font-family: var(--font-display); --font-weight-extrabold: 650; --tracking-tight: -0.03em; }");
    expect(css).toContain(":where(.figure-value) { font-family: var(--font-display); }");
  });

  it("sets only the elements named in use", () => {
    const css = displayRules({ ...face, use: ["pageTitle"] }).join("\n");
    expect(css).toContain(":where(h1) {");
    expect(css).not.toContain("h2");
    expect(css).not.toContain(".figure-value");
    expect(displayRules({ ...face, use: [] }).join("\n")).not.toContain(":where(");
  });

  it("the committed theme.css carries the spec's display face", () => {
    const theme = readFileSync(new URL("../../generated/theme.css", import.meta.url), "utf8");
    expect(theme).toContain("--font-display:");
    expect(theme).toMatch(/:where\(h1, h2\) \{ font-family: var\(--font-display\);/);
  });
});
