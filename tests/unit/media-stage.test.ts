/**
 * The pictures stage's boundaries ("the pictures as one stage"; docs/architecture.md,
 * "The pictures stage"): media/ reads generated/, its own files and the one cache
 * (lib/cache-store.mjs) only, the generator does not reach into media/, scripts/ holds no picture code, the contract
 * of generated/assets.ts and the slots of generated/art.ts are the generator's, and what a
 * composed picture draws (its recipe) is computed in media/ alone (media/recipes.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { assets, ogCardPath } from "../../generated/assets.ts";
import { artSlots } from "../../generated/art.ts";
import { ART_DIR, ART_SIZES } from "../../generator/assets/art.ts";
import { OG_CARD_SIZE, OG_CARDS_DIR } from "../../generator/assets/contract.ts";
import { PHOTO_FORMATS, PHOTO_VERSIONS_DIR } from "../../generator/assets/photos.ts";
import { monogramTile, WORDMARK_FILES } from "../../generator/assets/wordmarks.ts";
import { OG_CARD_SIZE as RUNTIME_OG_CARD_SIZE, OG_CARDS_DIR as RUNTIME_OG_CARDS_DIR } from "../../runtime/app/document.ts";
import { generatedContent, generatedRecipes } from "../../media/generated-recipes.ts";
import { artSeed, detailArtefact, recipeOf } from "../../media/recipes.ts";
import { caseStudies } from "../../generated/case-studies.ts";
import { importsOf } from "../../lib/module-imports.mjs";
import { projectRoot } from "./support/tmp-root.ts";

/** Every source file under `dir` (project-relative folder), as project-relative paths. */
function sources(dir: string): string[] {
  return (readdirSync(join(projectRoot, dir), { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
    .map((f) => join(dir, f))
    .sort();
}

/** The module specifiers a file imports (static, dynamic and type-only: lib/module-imports.mjs). */
const specifiers = (file: string): string[] => importsOf(readFileSync(join(projectRoot, file), "utf8")).map((i) => i.specifier);

/** Where a relative specifier of `file` leads, project-relative; null for a package or a node builtin. */
function target(file: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  return relative(projectRoot, resolve(projectRoot, dirname(file), spec));
}

describe("media/ reads generated/ (typed by model/) and its own files only", () => {
  const files = sources("media");

  it("has the painters and the dev middleware", () => {
    for (const f of ["media/dev.ts", "media/og-cards.tsx", "media/photos.ts", "media/recipes.ts", "media/art/render.ts", "media/art/wordmark-files.ts"])
      expect(files).toContain(f);
  });

  // Three things outside generated/ are shared on purpose: the one cache and the picture limit
  // (lib/), the sound-track probe the generator also runs (lib/), and the catalogue of messages,
  // the one home of every text a person reads about a problem (the fit check's words among them).
  it("imports nothing of spec/, generator/, runtime/ or scripts/ but the shared cache, picture limit, sound-track probe and message catalogue", () => {
    const outside = files
      .flatMap((f) => specifiers(f).map((s) => ({ f, s, t: target(f, s) })))
      .filter(
        ({ t }) =>
          t !== null &&
          !t.startsWith("media/") &&
          !t.startsWith("generated/") &&
          !t.startsWith("model/") &&
          t !== "lib/cache-store.mjs" &&
          t !== "lib/picture-limit.mjs" &&
          t !== "lib/sound-track.mjs" &&
          t !== "generator/diagnostics/catalogue.ts",
      );
    expect(outside).toEqual([]);
  });

  it("the one cache depends on node alone (the generator's plain-node launcher loads it)", () => {
    const specs = specifiers("lib/cache-store.mjs");
    expect(specs.length).toBeGreaterThan(0);
    for (const s of specs) expect(builtinModules).toContain(s.replace(/^node:/, ""));
  });
});

describe("the generator and scripts/", () => {
  it("the generator does not reach into media/ (the cache both use is lib/cache-store.mjs)", () => {
    const intoMedia = sources("generator").flatMap((f) =>
      specifiers(f)
        .map((s) => target(f, s))
        .filter((t): t is string => t?.startsWith("media/") === true),
    );
    expect(intoMedia).toEqual([]);
  });

  it("no picture code is left in generator/normalize/ or scripts/", () => {
    const normalize = readdirSync(join(projectRoot, "generator/normalize"));
    for (const gone of ["art.ts", "photos.ts", "wordmarks.ts"]) expect(normalize).not.toContain(gone);
    const scripts = (readdirSync(join(projectRoot, "scripts"), { recursive: true }) as string[]).map((f) => f.replace(/^.*[\\/]/, ""));
    for (const gone of ["art", "og-cards.tsx", "og-cards-worker.mjs", "photos.ts"]) expect(scripts).not.toContain(gone);
  });
});

describe("the recipes are media/'s, the slots the generator's", () => {
  /** Words of recipe code: the recipe's type, the seed, the fallback icon, a recipe's drawn fields. */
  const RECIPE_WORDS = /\bArtRecipe\b|\bartSeed\b|\bPRACTICE_ICON\b|\bpracticeName\b|\bartRecipes\b/;

  it("the generator has no recipe code, and generated/ no recipe", () => {
    const found = [...sources("generator"), ...sources("model"), "generated/art.ts"].filter((f) =>
      RECIPE_WORDS.test(readFileSync(join(projectRoot, f), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("each slot of generated/art.ts is contract only: where, how big, what kind, which record and part", () => {
    expect(artSlots.length).toBeGreaterThan(0);
    for (const slot of artSlots) expect(Object.keys(slot).sort(), slot.path).toEqual(["height", "kind", "n", "part", "path", "record", "width"]);
  });

  it("media/recipes.ts computes every slot's recipe from generated/: its path, size and kind, seeded by its path", () => {
    const recipes = generatedRecipes();
    expect(recipes.map((r) => [r.path, r.width, r.height, r.kind])).toEqual(artSlots.map((s) => [s.path, s.width, s.height, s.kind]));
    for (const r of recipes) expect(r.seed, r.path).toBe(artSeed(r.path));
  });

  it("a slot showing a record generated/ lacks is an error naming the slot", () => {
    const slot = artSlots.find((s) => s.record.kind === "country")!;
    const lost = { ...slot, record: { kind: "country" as const, key: "atlantis" } };
    expect(() => recipeOf(lost, generatedContent)).toThrow(`${slot.path} shows country atlantis`);
  });
});

describe("each picture once: a case study's detail picture is not its cover again", () => {
  it.each([
    ["a lead form's companion is the dashboard of its results", { cover: "lead-form", showcased: [], want: "dashboard" }],
    ["a companion the Showcase already draws is passed over", { cover: "lead-form", showcased: ["dashboard"], want: "website" }],
    ["a chain of showcased companions that comes back round gives the first", { cover: "billboard", showcased: ["social-post", "reel"], want: "social-post" }],
    ["the next along the chain when two are showcased", { cover: "chat", showcased: ["lead-form", "dashboard"], want: "website" }],
    ["a chain that leads back to the cover gives the first companion", { cover: "website", showcased: ["email"], want: "email" }],
  ] as const)("%s", (_, { cover, showcased, want }) => {
    const got = detailArtefact(cover, showcased);
    expect(got).not.toBe(cover);
    expect(got).toBe(want);
  });

  it("no launch study draws its cover's artefact in its detail picture, nor one its Showcase draws when another is left", () => {
    const recipes = new Map(generatedRecipes().map((r) => [r.path, r]));
    for (const s of caseStudies) {
      const detail = recipes.get(s.detailImage.src);
      if (detail?.kind !== "cover") continue;
      expect(detail.artefact, s.path).not.toBe(s.artefact);
    }
  });
});

describe("generated/assets.ts, the picture contract", () => {
  it("is the generator's constants", () => {
    expect(assets.art).toEqual({ dir: ART_DIR, sizes: ART_SIZES });
    expect(assets.wordmarks).toEqual({
      ...WORDMARK_FILES,
      monogram: { background: monogramTile({ monogram: "X" } as never).background, text: monogramTile({ monogram: "X" } as never).text },
    });
    expect(assets.photoVersions).toEqual({ dir: PHOTO_VERSIONS_DIR, formats: [...PHOTO_FORMATS] });
    expect(assets.ogCards).toEqual({ dir: OG_CARDS_DIR, ...OG_CARD_SIZE });
  });

  it("is what the runtime links by", () => {
    expect(RUNTIME_OG_CARDS_DIR).toBe(assets.ogCards.dir);
    expect(RUNTIME_OG_CARD_SIZE).toEqual({ width: assets.ogCards.width, height: assets.ogCards.height });
  });

  it("names each page's Open Graph card", () => {
    expect(ogCardPath("/og", "/")).toBe("/og/index.png");
    expect(ogCardPath("/og", "/services/media")).toBe("/og/services/media.png");
  });
});
