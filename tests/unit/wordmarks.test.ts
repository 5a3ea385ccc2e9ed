import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { wcagContrast } from "culori";
import { createElement } from "react";
import satori from "satori";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clients } from "../../generated/clients.ts";
import { countryPages } from "../../generated/countries.ts";
import { homePage } from "../../generated/home.ts";
import type { Client } from "../../model/index.ts";
import { WORDMARK_FILES, wordmarkImage } from "../../generator/assets/wordmarks.ts";
import { canLetter, HOUSE_FACE, INK, letteringFonts, linesOf, MIN_CONTRAST, Wordmark, wordmarkColours } from "../../media/art/lettering.tsx";
import { LOGO_SIZE, logoPainter, logoPath, monogramColours, writeLogoFiles } from "../../media/art/wordmark-files.ts";
import { projectRoot } from "./support/tmp-root.ts";

// Painting every word mark takes a few seconds; leave room on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** A client like the catalogue's, with what a case changes. */
const client = (over: Partial<Client> & { key: string }): Client => ({
  name: "Sample Brand",
  wordmark: "Sample",
  colours: { primary: "#1f47de", secondary: "#f5a623", ink: "#0a1640" },
  logo: null,
  monogram: "SB",
  blurb: null,
  ...over,
});

/** The pixels of an SVG painted by resvg, hashed. */
const pixelHash = (svg: string) =>
  createHash("sha256")
    .update(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels)
    .digest("hex");

describe("word mark files", () => {
  let dist: string;
  let report: Awaited<ReturnType<typeof writeLogoFiles>>;
  const file = (key: string) => readFileSync(join(dist, logoPath(key).slice(1)), "utf8");

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "blu-wordmarks-"));
    report = await writeLogoFiles(projectRoot, dist, clients);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("every client of the catalogue gets a word mark file on the shared canvas, lettered (no monogram stand-in)", () => {
    expect(report.files).toBe(clients.length);
    expect(report.monograms).toEqual([]);
    for (const c of clients) {
      const svg = file(c.key);
      expect(svg, c.key).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}" viewBox="0 0 ${LOGO_SIZE.width} ${LOGO_SIZE.height}">`,
        ),
      );
      expect(svg, `${c.key}: letters are paths, not text needing a font`).toMatch(/<path /);
      expect(svg, c.key).not.toMatch(/<text[ >]/);
    }
  });

  it("the generator and the painter agree on where the files are and how big", () => {
    expect(LOGO_SIZE).toEqual({ width: WORDMARK_FILES.width, height: WORDMARK_FILES.height });
    for (const c of clients) expect(wordmarkImage(c)?.src).toBe(logoPath(c.key));
  });

  it("every mark is distinct (different pixels)", () => {
    const seen = new Map<string, string>();
    for (const c of clients) {
      const h = pixelHash(file(c.key));
      expect(seen.get(h), `${c.key} looks like ${seen.get(h)}`).toBeUndefined();
      seen.set(h, c.key);
    }
  });

  it("every word mark file is drawn in one colour, the ink, and no client's colour appears in it", () => {
    for (const c of clients) {
      const svg = readFileSync(join(dist, logoPath(c.key).slice(1)), "utf8").toLowerCase();
      const fills = new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
      expect([...fills], c.key).toEqual([INK]);
    }
  });

  it("every logo of the home and country marquees is its own file or its client's word mark", () => {
    const logos = [...(homePage?.clients.logos ?? []), ...countryPages.flatMap((c) => c.marquee?.logos ?? [])];
    expect(logos.length).toBeGreaterThan(0);
    for (const l of logos) expect(l.image?.src, l.alt).toBeDefined();
    expect(logos.some((l) => l.image?.src === logoPath(l.client.key))).toBe(true);
  });

  it("a second run paints nothing (cached by content)", async () => {
    const again = await writeLogoFiles(projectRoot, dist, clients);
    expect(again.painted).toBe(0);
  });
});

describe("word mark colours (the house style, never the brand's)", () => {
  const surfaces = (c: Client) => [undefined, c.colours.primary, c.colours.secondary, c.colours.ink, "#ffffff", "#0a1640"];

  it("the letters reach 3:1 against what they sit on (the tile or the cover's colour), for every client", () => {
    for (const c of clients) {
      for (const on of surfaces(c)) {
        const k = wordmarkColours(c, on);
        expect(wcagContrast(k.text, k.surface), `${c.key} on ${on ?? "the tile"}: ${k.text} on ${k.surface}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    }
  });

  it("on the light tile every mark is in the page's ink, whatever the brand's colours", () => {
    for (const c of clients) expect(wordmarkColours(c), c.key).toEqual({ surface: "#ffffff", text: INK });
    const pale = wordmarkColours(client({ key: "pale", colours: { primary: "#ffcb05", secondary: "#000000", ink: "#0a1640" } }), "#ffcb05");
    expect(pale.text).toBe(INK);
    const red = wordmarkColours(client({ key: "red", colours: { primary: "#e40000", secondary: "#ffffff", ink: "#0a1640" } }), "#0a1640");
    expect(red.text).toBe("#ffffff");
  });

  it("a monogram tile is in the house colours, its initials at 4.5:1 on it, for every client", () => {
    for (const c of clients) {
      const m = monogramColours(c);
      expect(m.tile, c.key).toBe(INK);
      expect(wcagContrast(m.text, m.tile), c.key).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("lettering", () => {
  it("letters every mark in the one house face and weight, as written, on the tile and on a colour", async () => {
    const fonts = letteringFonts(projectRoot);
    expect(new Set(fonts.map((f) => `${f.name} ${f.weight} ${f.style}`))).toEqual(new Set([`${HOUSE_FACE.family} ${HOUSE_FACE.weight} normal`]));
    for (const wordmark of ["Ndegeya", "ŞƏKƏR Ltd", "airtel", "Africa Tech & Media Forum"]) {
      const c = client({ key: "sample", wordmark });
      for (const onColour of [undefined, "#0a1640"]) {
        const svg = await satori(createElement(Wordmark, { client: c, height: 80, onColour }), { height: 80, fonts });
        expect(svg, wordmark).toMatch(/^<svg width="\d+" height="80"/);
        expect(svg, wordmark).toMatch(/<path /);
      }
    }
  });

  it("sets a long mark of several words on two balanced lines", () => {
    expect(linesOf("KFC")).toEqual(["KFC"]);
    expect(linesOf("Nigerian Breweries")).toEqual(["Nigerian", "Breweries"]);
    expect(linesOf("Africa Tech & Media Forum")).toEqual(["Africa Tech &", "Media Forum"]);
    expect(linesOf("Supercalifragilistic")).toEqual(["Supercalifragilistic"]);
  });

  it("a mark with letters its face lacks is painted as the client's monogram tile, never an empty or broken file", async () => {
    const odd = client({ key: "odd", wordmark: "東京", monogram: "東" });
    expect(canLetter(odd, projectRoot)).toBe(false);
    const errors: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((s: string) => errors.push(String(s)) > 0) as typeof process.stderr.write;
    try {
      const logo = await (await logoPainter(projectRoot))(odd);
      expect(logo.kind).toBe("monogram");
      expect(logo.svg).toMatch(/^<svg width="240" height="96"/);
    } finally {
      process.stderr.write = write;
    }
    expect(errors.join("")).toMatch(/odd: .*monogram tile/);
  });
});
