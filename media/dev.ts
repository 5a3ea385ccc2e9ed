/**
 * The dev server's pictures (`npm run dev`, vite.config.ts): one connect middleware that answers
 * what the build writes into dist/ for pictures, made on first request by the build's own code
 * and cached like the build's:
 *
 * - the AVIF and WebP versions of photographs (`/media/_/…`, listed in generated/photos.ts),
 *   made by ./photos.ts;
 * - the home banner's reel (`/media/reel/…`, named in generated/home.ts), made by ./reel.ts;
 * - the clients' word mark files (`/media/art/logos/<key>.svg`) and the pictures composed from
 *   content (`/media/art/….svg`, a slot of generated/art.ts, its recipe computed by ./recipes.ts
 *   from the generated records), painted by ./art/render.ts (`devArtFile`).
 *
 * Everything a request needs is loaded through `load` (Vite's `ssrLoadModule`), so generated/
 * is read as it is after a spec save, and an edit to a composition or the lettering shows after
 * a restart of the dev server. A URL that names no picture goes on to the next middleware.
 */
import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { assets } from "../generated/assets.ts";
import { findVersion, makeVersion, VERSION_TYPES } from "./photos.ts";

/** How the middleware reaches the project: its root and a module loader (Vite's `ssrLoadModule`, given project paths such as `/generated/art.ts`). */
export interface MediaDevHost {
  /** The project root (public/, node_modules/.cache/). */
  readonly root: string;
  /** Loads a module by its project path (`/generated/photos.ts`), as the dev server sees it now. */
  readonly load: (id: string) => Promise<Record<string, unknown>>;
}

/** A connect middleware (Vite's `server.middlewares.use`). */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The dev server's picture middleware: GET and HEAD of a photograph's version or of a painted
 * picture; anything else is passed on. Answers carry `Cache-Control: no-cache` (a spec save may
 * change a picture at the same URL); errors go to `next` (Vite's error page).
 */
export function mediaDevMiddleware(host: MediaDevHost): Middleware {
  const artPrefix = `${assets.art.dir}/`;
  return (req, res, next) => {
    const url = (req.url ?? "").split("?")[0]!;
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (/\.(avif|webp|jpg|mp4|webm)$/.test(url)) {
      reelFile(host, url, res)
        .then((done) => done || (/\.(avif|webp)$/.test(url) ? photoVersion(host, url, res) : false))
        .then((done) => done || next(), next);
      return;
    }
    if (url.startsWith(artPrefix)) {
      artFile(host, url, req.method === "HEAD", res).then((done) => done || next(), next);
      return;
    }
    next();
  };
}

/** Answers a photograph's version (`true`), or `false` when `url` names none. */
async function photoVersion(host: MediaDevHost, url: string, res: ServerResponse): Promise<boolean> {
  const { photos } = (await host.load("/generated/photos.ts")) as typeof import("../generated/photos.ts");
  const found = findVersion(photos, decodeURI(url));
  if (!found) return false;
  const file = await makeVersion(host.root, found.src, found.version);
  res.setHeader("Content-Type", VERSION_TYPES[found.version.format]);
  res.setHeader("Cache-Control", "no-cache");
  createReadStream(file).pipe(res);
  return true;
}

/**
 * Answers a file of the home banner's reel (`true`; made by ./reel.ts on first request, then
 * cached like the build's), or `false` when `url` names none.
 */
async function reelFile(host: MediaDevHost, url: string, res: ServerResponse): Promise<boolean> {
  const { homePage } = (await host.load("/generated/home.ts")) as typeof import("../generated/home.ts");
  const versions = homePage ? [homePage.banner.desktop, homePage.banner.mobile] : [];
  const urls = versions.flatMap((v) => [
    ...v.sources.map((s) => s.src),
    v.poster.src,
    ...[v.poster.photo?.avif, v.poster.photo?.webp].map((x) => x?.split(" ")[0]),
  ]);
  if (!homePage || !urls.includes(url)) return false;
  const [reel, { artSlots }, { site }] = await Promise.all([
    host.load("/media/reel.ts") as Promise<typeof import("./reel.ts")>,
    host.load("/generated/art.ts") as Promise<typeof import("../generated/art.ts")>,
    host.load("/generated/site.ts") as Promise<typeof import("../generated/site.ts")>,
  ]);
  const { paletteByShade } = (await host.load("/media/art/palette.ts")) as typeof import("./art/palette.ts");
  const made = await reel.reelFiles(
    host.root,
    reel.reelPlan({ ...(await recipeContent(host)), home: homePage, artSlots, palette: paletteByShade(site.theme.brand) }),
  );
  for (const { plan, entry } of made) {
    const found = reel.reelFileOf(plan.files, entry, url);
    if (!found) continue;
    res.setHeader("Content-Type", found.type);
    res.setHeader("Cache-Control", "no-cache");
    createReadStream(found.file).pipe(res);
    return true;
  }
  return false;
}

/** ./recipes.ts as the dev server loads it. */
async function recipesModule(host: MediaDevHost): Promise<typeof import("./recipes.ts")> {
  return (await host.load("/media/recipes.ts")) as typeof import("./recipes.ts");
}

/** The generated records a recipe is computed from, loaded as the dev server sees them now. */
async function recipeContent(host: MediaDevHost): Promise<import("./recipes.ts").RecipeContent> {
  const [cs, pr, sv, se, co, si] = await Promise.all([
    host.load("/generated/case-studies.ts") as Promise<typeof import("../generated/case-studies.ts")>,
    host.load("/generated/projects.ts") as Promise<typeof import("../generated/projects.ts")>,
    host.load("/generated/services.ts") as Promise<typeof import("../generated/services.ts")>,
    host.load("/generated/sections.ts") as Promise<typeof import("../generated/sections.ts")>,
    host.load("/generated/countries.ts") as Promise<typeof import("../generated/countries.ts")>,
    host.load("/generated/site.ts") as Promise<typeof import("../generated/site.ts")>,
  ]);
  return {
    caseStudies: cs.caseStudies,
    projects: pr.projects,
    services: sv.services,
    categories: sv.categories,
    sections: se.serviceSections,
    countries: co.countryPages,
    brand: si.site.brand.name,
  };
}

/** Answers a word mark file or a composed picture (`true`), or `false` when `url` names neither. */
async function artFile(host: MediaDevHost, url: string, head: boolean, res: ServerResponse): Promise<boolean> {
  const path = decodeURI(url);
  const { artSlots } = (await host.load("/generated/art.ts")) as typeof import("../generated/art.ts");
  const { clients } = (await host.load("/generated/clients.ts")) as typeof import("../generated/clients.ts");
  const art = (await host.load("/media/art/render.ts")) as typeof import("./art/render.ts");
  // Only the requested slot's recipe is computed, from the records as the dev server sees them now.
  const slot = artSlots.find((s) => s.path === path);
  const recipes = slot ? [(await recipesModule(host)).recipeOf(slot, await recipeContent(host))] : [];
  const svg = await art.devArtFile(host.root, path, recipes, clients);
  if (svg === null) return false;
  res.setHeader("Content-Type", "image/svg+xml");
  res.setHeader("Cache-Control", "no-cache");
  res.end(head ? undefined : svg);
  return true;
}
