/**
 * The recipes of every picture composed from content, from generated/ as imported (the build,
 * scripts/build/prerender.ts, and the tests): ./recipes.ts `artRecipes` over the slots of
 * generated/art.ts and the records they show. The dev middleware (./dev.ts) loads the records
 * through the dev server instead, so that it sees them as they are after a spec save.
 */
import { artSlots } from "../generated/art.ts";
import { caseStudies } from "../generated/case-studies.ts";
import { countryPages } from "../generated/countries.ts";
import { projects } from "../generated/projects.ts";
import { serviceSections } from "../generated/sections.ts";
import { categories, services } from "../generated/services.ts";
import { site } from "../generated/site.ts";
import { homePage } from "../generated/home.ts";
import { type ArtRecipe, type RecipeContent, artRecipes } from "./recipes.ts";
import type { ReelContent } from "./reel.ts";
import { paletteByShade } from "./art/palette.ts";

/** The records of generated/ the recipes are computed from. */
export const generatedContent: RecipeContent = {
  caseStudies,
  projects,
  services,
  categories,
  sections: serviceSections,
  countries: countryPages,
  brand: site.brand.name,
};

/**
 * The recipe of every slot of generated/art.ts, sorted by path as the slots are.
 * @throws Error when a slot shows a record generated/ does not have (see ./recipes.ts `recipeOf`)
 */
export function generatedRecipes(): ArtRecipe[] {
  return artRecipes(artSlots, generatedContent);
}

/**
 * What the home banner's reel is made from (./reel.ts `reelPlan`), from generated/ as imported;
 * null when the site has no home page.
 */
export function generatedReelContent(): ReelContent | null {
  if (!homePage) return null;
  return { ...generatedContent, home: homePage, artSlots, palette: paletteByShade(site.theme.brand) };
}
