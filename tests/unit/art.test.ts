/**
 * Pictures composed from content ("Covers composed from content", "Showcase
 * artefacts"): the recipe of every slot of generated/art.ts (media/recipes.ts) is painted, every entity without a photograph
 * points at one, no two pictures are alike, every word on them meets WCAG AA contrast against
 * what it sits on, and every file stays small, vector only, its text as paths.
 *
 * Painting all of them cold takes about half a minute on two cores; the painter's cache
 * (the one cache's `art` area, lib/cache-store.mjs, shared with the build) makes later runs a few seconds.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies } from "../../generated/case-studies.ts";
import { countryPages } from "../../generated/countries.ts";
import { homePage } from "../../generated/home.ts";
import { serviceSections } from "../../generated/sections.ts";
import { projects } from "../../generated/projects.ts";
import { services } from "../../generated/services.ts";
import type { ArtRecipe } from "../../media/recipes.ts";
import { generatedRecipes } from "../../media/generated-recipes.ts";
import { compose } from "../../media/art/compose.tsx";
import { lettersOf } from "../../media/art/lettering.tsx";
import { contrast, MIN_TEXT_CONTRAST, readable, scheme } from "../../media/art/palette.ts";
import { ART_BUDGET, artPainter, writeArt } from "../../media/art/render.ts";
import { LEGIBLE_PX, NARROWEST, roleOf, wordFloor } from "../../media/art/legibility.ts";
import { compositionKey, type ExecutionRecipe, lookOf } from "../../media/art/executions.tsx";

const root = process.cwd();
const artRecipes = generatedRecipes();
let dist: string;
const files = new Map<string, string>();

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "blu-art-"));
  await writeArt(root, dist, artRecipes);
  for (const r of artRecipes) files.set(r.path, readFileSync(join(dist, r.path), "utf8"));
}, 240_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("composed pictures", () => {
  it("every entity without a photograph shows a recipe, and every recipe is used", () => {
    const used = new Set<string>();
    const art = (src: string) => {
      if (src.startsWith("/media/art/")) used.add(src);
      return src;
    };
    for (const s of caseStudies) {
      art(s.image.src);
      art(s.cardImage.src);
      art(s.tallImage.src);
      art(s.detailImage.src);
      for (const x of s.showcase) art(x.image.src);
    }
    for (const p of projects) {
      art(p.image.src);
      art(p.tile.image.src);
      art(p.tile.cardImage.src);
    }
    for (const s of services) {
      art(s.heroImage.src);
      art(s.image.src);
      for (const b of s.benefits) art(b.image.src);
      if (s.work) art(s.work.image.src);
    }
    for (const panel of homePage?.services.panels ?? []) art(panel.image.src);
    for (const s of serviceSections) {
      art(s.banner.src);
      art(s.image.src);
      if (s.visual.kind === "carousel") for (const slide of s.visual.slides) art(slide.image.src);
    }
    for (const c of countryPages) {
      art(c.heroImage.src);
      if (c.teamImage) art(c.teamImage.src);
    }
    const paths = new Set(artRecipes.map((r) => r.path));
    expect([...used].filter((p) => !paths.has(p))).toEqual([]);
    expect([...paths].filter((p) => !used.has(p))).toEqual([]);
  });

  it("every recipe is painted as an SVG of its size", () => {
    for (const r of artRecipes) {
      const svg = files.get(r.path)!;
      expect(svg, r.path).toMatch(/^<svg\b/);
      const viewBox = svg.match(/^<svg[^>]*\bviewBox="0 0 (\d+) (\d+)"/);
      expect(viewBox?.slice(1).map(Number), r.path).toEqual([r.width, r.height]);
    }
  });

  it("no two pictures are alike (different content hashes), covers above all", () => {
    const hashes = new Map<string, string>();
    for (const [path, svg] of files) {
      const h = createHash("sha256").update(svg).digest("hex");
      expect(hashes.get(h), `${path} is the same picture as ${hashes.get(h)}`).toBeUndefined();
      hashes.set(h, path);
    }
    const covers = artRecipes.filter((r) => r.kind === "cover" && r.format === "banner");
    // A featured study a country shows (canonical elsewhere) is the same record: its covers are the featured one's.
    expect(covers.length).toBe(caseStudies.filter((cs) => cs.canonical === null).length + projects.length);
  });

  it("every word on every picture meets 4.5:1 against what it sits on (a client's word mark, a logotype, 3:1)", { timeout: 60_000 }, async () => {
    const { compose: make } = await artPainter(root);
    const failures: string[] = [];
    let count = 0;
    for (const r of artRecipes) {
      for (const t of make(r).texts) {
        count++;
        const ratio = contrast(t.colour, t.on);
        if (ratio < t.min) failures.push(`${r.path}: "${t.text}" ${t.colour} on ${t.on} is ${ratio.toFixed(2)}:1, below ${t.min}:1`);
      }
    }
    expect(failures).toEqual([]);
    // Every cover, service, office and country picture sets words (a showcase's lettering may be too small to draw).
    expect(count).toBeGreaterThan(artRecipes.filter((r) => r.kind !== "motif" && r.kind !== "showcase").length);
  });

  it("every cover sets its client's word mark and its figure, and leaves its category to the HTML beside it", { timeout: 60_000 }, async () => {
    const { compose: make } = await artPainter(root);
    for (const r of artRecipes.filter(
      (x): x is Extract<ArtRecipe, { kind: "cover" }> => x.kind === "cover" && (x.format === "banner" || x.format === "card"),
    )) {
      const texts = make(r).texts.map((t) => t.text);
      expect(texts, r.path).toContain(lettersOf(r.brand));
      // An arrow between two numbers is drawn, not set: each number is a text of its own.
      if (r.figure) for (const part of r.figure.value.split("→")) expect(texts, r.path).toContain(part);
      expect(
        texts.some((t) => t.includes(r.category.split(",")[0].trim().toUpperCase())),
        r.path,
      ).toBe(false);
    }
  });

  it(`every word is at least ${LEGIBLE_PX} px tall where its picture is shown narrowest`, { timeout: 60_000 }, async () => {
    const { compose: make } = await artPainter(root);
    const failures: string[] = [];
    const roles = new Map<string, number>();
    for (const r of artRecipes) {
      for (const t of make(r).texts) {
        roles.set(r.path, t.size);
        if (!(t.size >= r.wordFloor))
          failures.push(
            `${r.path}: "${t.text}" is set at ${t.size.toFixed(1)} px, below ${r.wordFloor} px (${LEGIBLE_PX} px where the picture is shown narrowest)`,
          );
      }
    }
    expect(failures).toEqual([]);
    // Words remain: the word mark and figure of every cover, the titles of the services, the cities.
    expect(roles.size).toBeGreaterThan(artRecipes.filter((r) => r.kind === "cover" || r.kind === "service" || r.kind === "office").length * 0.9);
  });

  it("the word floor of a role scales 12 px by how much narrower than its own width the picture is shown", () => {
    const table: [string, { role: string; width: number }, number][] = [
      ["a banner shown 335 px wide", { role: "cover:banner", width: 1600 }, 58],
      ["a card shown 255 px wide", { role: "cover:card", width: 1200 }, 57],
      ["a showcase item shown 185 px wide", { role: "showcase:showcase", width: 1200 }, 78],
      ["the leading showcase item, shown full width", { role: "showcase:lead", width: 1200 }, 43],
      ["a picture without words", { role: "motif:benefit", width: 1200 }, Number.POSITIVE_INFINITY],
    ];
    for (const [name, given, want] of table) expect(wordFloor(given.role, given.width), name).toBe(want);
    expect(roleOf({ kind: "showcase", part: "showcase", n: 1 })).toBe("showcase:lead");
    expect(roleOf({ kind: "showcase", part: "showcase", n: 2 })).toBe("showcase:showcase");
    expect(roleOf({ kind: "cover", part: "card", n: 0 })).toBe("cover:card");
    expect(Object.keys(NARROWEST).every((role) => artRecipes.some((r) => r.path && role.startsWith(`${r.kind}:`)))).toBe(true);
  });

  it("every text of every picture lies inside its frame (the fit check: a billboard's words on the billboard)", { timeout: 180_000 }, async () => {
    const { misfitsOf } = await artPainter(root);
    const out: string[] = [];
    for (const r of artRecipes) for (const m of await misfitsOf(r)) out.push(`${r.path}: "${m.text}" runs ${m.by} px out of ${m.frame} (${m.side})`);
    expect(out).toEqual([]);
  });

  it(`stays within its size budget (bytes: ${Object.entries(ART_BUDGET)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}), vector only, text as paths`, () => {
    for (const r of artRecipes) {
      const svg = files.get(r.path)!;
      expect(Buffer.byteLength(svg), r.path).toBeLessThanOrEqual(ART_BUDGET[r.kind]);
      expect(svg, r.path).not.toMatch(/<image\b|data:image\/(png|jpe?g|webp|avif)/);
      expect(svg, r.path).not.toMatch(/<text\b/);
    }
  });
});

describe("showcase executions", () => {
  const executions = artRecipes.filter((r): r is ExecutionRecipe => r.kind === "showcase" && r.execution !== null);
  it("every Showcase item names its format and its copy (headline, body, call to action, language)", () => {
    const missing = caseStudies.flatMap((s) =>
      s.showcase.flatMap((x, i) => (x.image.art && (!x.format || !x.copy) ? [`${s.scope}/${s.key} item ${i + 1}`] : [])),
    );
    expect(missing).toEqual([]);
    const named = caseStudies.flatMap((s) => s.showcase).filter((x) => x.format && x.copy);
    expect(named.length).toBeGreaterThan(60);
    for (const x of named)
      for (const k of ["headline", "body", "cta", "language"] as const) expect(x.copy![k].trim().length, `${x.title} ${k}`).toBeGreaterThan(1);
    // The campaigns' languages: Luganda, Swahili, Nigerian Pidgin, Kinyarwanda and English.
    expect(new Set(named.map((x) => x.copy!.language))).toEqual(new Set(["en", "lg", "sw", "pcm", "rw", "fr"]));
    // Centenary Bank's Showcase: a Luganda radio script, an agent poster and the USSD flow.
    const centenary = caseStudies.find((s) => s.scope === "featured" && s.brand.key === "centenary-bank")!;
    expect(centenary.showcase.map((x) => [x.format, x.copy?.language])).toEqual([
      ["radio-script", "lg"],
      ["poster", "lg"],
      ["ussd", "en"],
    ]);
  });

  it("every execution sets its headline, in full, and only words at or above the floor", async () => {
    const { compose: make } = await artPainter(root);
    for (const r of executions) {
      const texts = make(r).texts;
      expect(
        texts.map((t) => t.text),
        r.path,
      ).toContain(r.execution.copy.headline);
      for (const t of texts) expect(t.size, `${r.path}: "${t.text}"`).toBeGreaterThanOrEqual(r.wordFloor);
    }
  });

  it("no composition repeats, on a page or across clients; two of one format on a page take different layouts", () => {
    const byKey = new Map<string, string>();
    for (const r of executions) {
      const key = compositionKey(r);
      expect(byKey.get(key), `${r.path} composes the same picture as ${byKey.get(key)}`).toBeUndefined();
      byKey.set(key, r.path);
    }
    const hash = (path: string) =>
      createHash("sha256")
        .update(files.get(path) ?? path)
        .digest("hex");
    for (const s of caseStudies) {
      // Every picture of the study's page: its hero, its detail picture, its Showcase.
      const pictures = [s.image, s.detailImage, ...s.showcase.map((x) => x.image)].filter((i) => i.art).map((i) => i.src);
      const hashes = pictures.map(hash);
      expect(new Set(hashes).size, `${s.path} shows one picture twice`).toBe(hashes.length);
      const mine = executions.filter((r) => r.path.startsWith(`/media/art/case-studies/${s.scope}/${s.slug}/`));
      const looks = mine.map((r) => `${r.execution.format}:${lookOf(r)}`);
      expect(new Set(looks).size, `${s.path}: ${looks.join(", ")}`).toBe(looks.length);
    }
    // Across clients: no two clients share a headline.
    const headlines = new Map<string, string>();
    for (const r of executions) {
      const other = headlines.get(r.execution.copy.headline);
      if (other) expect(other, r.execution.copy.headline).toBe(r.brand.key);
      headlines.set(r.execution.copy.headline, r.brand.key);
    }
  });
});

describe("colour choices", () => {
  it("readable() always meets 4.5:1, whatever the colours", () => {
    const colours = ["#ffffff", "#000000", "#ffcb05", "#e40000", "#00845a", "#7fc3f0", "#808080", "#777777", "#3464f4", "#f6d04d"];
    for (const bg of colours)
      for (const want of colours) expect(contrast(readable(bg, want), bg), `${want} on ${bg}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("a brand whose colours are too close still gets a distinct accent", () => {
    const s = scheme({ primary: "#ffcb05", secondary: "#ffd000", ink: "#000000" });
    expect(contrast(s.accent, s.field)).toBeGreaterThanOrEqual(1.6);
    expect(contrast(s.onField, s.field)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("a composition records the texts of its artefact with the colour under them", () => {
    const cover = artRecipes.find((r) => r.kind === "cover" && r.artefact === "billboard")!;
    const { texts } = compose(cover, { palette: {}, icon: () => "", outline: () => null });
    const brand = cover.kind === "cover" ? cover.brand : null;
    // The word mark in its lettering and, on the billboard's face, in the site's face.
    expect(texts.filter((t) => t.text === brand?.wordmark || (brand && t.text === lettersOf(brand))).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the record of the pictures written", () => {
  it("a file written from its recipe's cache entry and untouched since is not read again; one changed is written anew", async () => {
    const out = mkdtempSync(join(tmpdir(), "blu-art-record-"));
    const record = `${out}.json`;
    try {
      const some = artRecipes.slice(0, 3);
      const file = join(out, some[0]!.path);
      await writeArt(root, out, some, undefined, record);
      const painted = readFileSync(file, "utf8");
      expect(Object.keys(JSON.parse(readFileSync(record, "utf8")) as object).sort()).toEqual(some.map((r) => join(out, r.path)).sort());
      // Changed (another size): written anew from the cache.
      writeFileSync(file, "<svg/>");
      await writeArt(root, out, some, undefined, record);
      expect(readFileSync(file, "utf8")).toBe(painted);
      // The same size and time as recorded: taken as the file written (the record is what tells,
      // as for the Brotli copies). A time of whole seconds, which setting it keeps exactly.
      const when = new Date("2026-01-01T00:00:00Z");
      utimesSync(file, when, when);
      await writeArt(root, out, some, undefined, record);
      writeFileSync(file, "x".repeat(Buffer.byteLength(painted)));
      utimesSync(file, when, when);
      await writeArt(root, out, some, undefined, record);
      expect(readFileSync(file, "utf8")).toBe("x".repeat(Buffer.byteLength(painted)));
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(record, { force: true });
    }
  });
});
