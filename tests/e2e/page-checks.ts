/**
 * The image checks every page gets, shared by the page loads that run them:
 * layout.spec.ts (JavaScript on, read through at 1440 px) and pages.spec.ts (JavaScript off).
 */
import type { APIRequestContext, Locator, Page, Request } from "@playwright/test";
import { caseStudies } from "../../generated/case-studies";
import type { CaseStudy, Figure } from "../../model/index.ts";
import { projects } from "../../generated/projects";
import { site } from "../../generated/site";
import { artSlots } from "../../generated/art";
import { paths } from "../../generated/routes";
import { NARROWEST, roleOf, THUMBNAIL_PX } from "../../media/art/legibility";
import { coverLayout } from "../../media/art/compose";
import { generatedRecipes } from "../../media/generated-recipes";
import { expect, hydrated, test } from "./fixtures";

/** The cover each case study and project page shows, by URL. */
const covers = new Map([...caseStudies.map((s) => [s.path, s.image.src] as const), ...projects.map((p) => [p.path, p.image.src] as const)]);

/** Images the browser tried and could not decode, and every image URL the page names. */
async function images(page: Page): Promise<{ broken: string[]; urls: string[] }> {
  return page.evaluate(() => {
    const imgs = [...document.images];
    // `complete` is false for a lazy image never brought near the view (an aria-hidden marquee copy far off-screen): only those tried count.
    const broken = imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.currentSrc || i.src || `(no src) ${i.outerHTML.slice(0, 120)}`);
    const urls = imgs
      .flatMap((i) => [
        i.currentSrc || i.src,
        ...[...(i.parentElement?.tagName === "PICTURE" ? i.parentElement.querySelectorAll("source") : [])].flatMap((s) =>
          s.srcset.split(",").map((x) => new URL(x.trim().split(/\s+/)[0], location.href).href),
        ),
      ])
      .filter(Boolean);
    return { broken, urls: [...new Set(urls)] };
  });
}

/** Image URLs already fetched and found good, across the tests of one worker. */
const served = new Set<string>();

/** How many image requests {@link expectServed} keeps in flight at once. */
const SERVED_AT_ONCE = 8;

/**
 * What is wrong with how each of `urls` is served, one line per URL that fails (empty when every
 * one answers 200 with a non-empty body whose type matches `type`), fetched
 * {@link SERVED_AT_ONCE} at a time rather than one after another. The callers make one
 * expectation of the list: a page names dozens of images, and each expectation is a step the
 * test runner records (a stack captured, two messages to the runner).
 * @param type the content types accepted (default: any image/*)
 */
export async function servedProblems(request: APIRequestContext, urls: readonly string[], type = /^image\//): Promise<string[]> {
  const queue = [...urls];
  const problems: string[] = [];
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      // A path, or an absolute URL as a page names it (its path is asked of the server under test).
      const res = await request.get(new URL(url, "http://127.0.0.1").pathname);
      const contentType = res.headers()["content-type"] ?? "";
      if (res.status() !== 200) problems.push(`${url}: status ${res.status()}`);
      else if (!type.test(contentType)) problems.push(`${url}: served as ${contentType || "no type"}`);
      else if ((await res.body()).length === 0) problems.push(`${url}: empty`);
    }
  };
  await Promise.all(Array.from({ length: SERVED_AT_ONCE }, next));
  return problems.sort();
}

/** Every image URL of `urls` served as a non-empty image ({@link servedProblems}), each fetched once per worker. */
async function expectServed(request: APIRequestContext, pageUrl: string, urls: readonly string[]): Promise<void> {
  const fresh = urls.filter((url) => !served.has(url));
  const problems = await servedProblems(request, fresh);
  for (const url of fresh) if (!problems.some((p) => p.startsWith(`${url}: `))) served.add(url);
  expect.soft(problems, `${pageUrl}: images not served as a non-empty image`).toEqual([]);
}

/** The image checks: nothing broken, every named image served; on a detail page, its cover loaded. */
export async function checkImages(page: Page, request: APIRequestContext, url: string): Promise<void> {
  await test.step("images: none broken, every one served", async () => {
    const { broken, urls } = await images(page);
    expect.soft(broken, `${url}: images that did not decode`).toEqual([]);
    await expectServed(request, url, urls);
  });
  const cover = covers.get(url);
  if (cover) {
    await test.step("cover: shown and loaded", async () => {
      const img = page.locator(`img[data-cover][src="${cover}"]`);
      await expect.soft(img).toHaveCount(1);
      await expect
        .configure({ soft: true })
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
        .toBe(true);
    });
  }
}

/**
 * Follows the image requests of `page` from now on; the function returned resolves once none is
 * in flight (every image load a reading started has ended: a picture in a hidden cut or a lazy one
 * never brought near the view is never requested, so it is not waited for). Call before goto.
 */
export function imageLoads(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on("request", (r) => void (r.resourceType() === "image" && pending.add(r)));
  const done = (r: Request) => void pending.delete(r);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => expect.poll(() => pending.size, { timeout: 15_000, intervals: [50, 100] }).toBe(0);
}

/** The figures list in `scope`: one group per figure, each one <dt> value and one <dd> label, in order. */
export async function expectFigures(scope: Locator, figures: readonly Figure[], what: string): Promise<void> {
  const list = scope.locator('[data-slot="figures"] dl');
  await expect(list, what).toBeVisible();
  await expect(list.locator(":scope > div"), what).toHaveCount(figures.length);
  await expect(list.locator(":scope > div > dt"), what).toHaveText(figures.map((f) => f.value));
  await expect(list.locator(":scope > div > dd"), what).toHaveText(figures.map((f) => f.label));
  await expect(list.locator(":scope > div > dt").first(), what).toBeVisible();
}

/**
 * A case study's page shows each of its figures once (docs/writing-content.md "Headline
 * figures"): a composed cover draws the headline figure, which the page also gives as text
 * beside it for screen readers, and the strip above the cover lists the others (a photograph
 * cover: all of them); the Results panel tells the results in words and lists no figure again.
 */
export async function expectFiguresOnce(page: Page, s: CaseStudy, what: string): Promise<void> {
  const main = page.locator("main");
  const drawn = s.image.art === true ? s.figures[0] : undefined;
  const strip = drawn ? s.figures.slice(1) : s.figures;
  await expect(main.locator('[data-slot="figures"]'), `${what}: one figure list`).toHaveCount(strip.length > 0 ? 1 : 0);
  if (strip.length > 0) await expectFigures(main, strip, what);
  await expect(main.locator('[data-slot="headline-figure"]'), `${what}: the drawn headline figure as text`).toHaveText(
    drawn ? [`${drawn.value} ${drawn.label}`] : [],
  );
  await expect(page.locator("#study-panel-results [data-slot=figures]"), `${what}: no figures again in Results`).toHaveCount(0);
}

/**
 * The checks of a case study or project page that read it as it stands, with or without
 * JavaScript: a study's heading and title, its tabs (Overview selected), the
 * Explore strip of every other study of its scope and the Services link, then its Results tab
 * opened; with or without it, each of a study's figures once ({@link expectFiguresOnce}) and a
 * project's figures above its results. Nothing on other pages.
 */
export async function checkRecordPage(page: Page, url: string, js: boolean): Promise<void> {
  const t = site.ui.caseStudy;
  const s = caseStudies.find((x) => x.path === url);
  if (s && js) {
    await test.step("case study: heading, title, tabs, Explore strip, Services link", async () => {
      const want = s.scope === "featured" ? s.title : site.ui.caseStudy.countryHeading({ name: s.scope === "rw" ? s.title : s.client });
      await expect.soft(page.getByRole("heading", { level: 1 }), url).toHaveText(want);
      await expect.soft(page, url).toHaveTitle(`${s.client} | ${site.brand.name}`);
      expect
        .soft(await page.getByRole("tab").allTextContents(), url)
        .toEqual(s.showcase.length ? [t.overview, t.approach, t.results, t.showcase] : [t.overview, t.approach, t.results]);
      await expect.soft(page.getByRole("tab", { name: t.overview }), url).toHaveAttribute("aria-selected", "true");
      const strip = page.getByRole("region", { name: t.exploreMore });
      const others = caseStudies.filter((o) => o.scope === s.scope && o.path !== s.path);
      await expect.soft(strip.locator("article"), url).toHaveCount(others.length);
      await expect.soft(strip.locator(`a[href="${s.path}"]`), url).toHaveCount(0);
      await expect.soft(page.getByRole("link", { name: t.servicesLink, exact: true }), url).toHaveAttribute("href", paths.services);
    });
    // Last, as it changes the page: the Results tab opened as a reader opens it.
    await test.step("case study: the Results tab opens, and each figure shows once", async () => {
      await hydrated(page, "Tabs");
      await page.getByRole("tab", { name: t.results }).click();
      await expect(page.locator("#study-panel-results"), url).toHaveAttribute("data-tab-panel", "active");
      await expectFiguresOnce(page, s, url);
    });
  }
  if (s && !js) {
    await test.step("case study: each figure once, the headline with its cover and the others in the strip", async () => {
      await expectFiguresOnce(page, s, url);
    });
  }
  const p = projects.find((x) => x.path === url);
  if (p) {
    await test.step("project: its figures above the results", async () => {
      const section = page.locator("section[aria-labelledby=p-results]");
      await expectFigures(section, p.figures, url);
      const order = await section.evaluate((el) =>
        [...el.querySelectorAll("[data-slot=figures], dl:not([data-slot=figures] dl)")].map((e) => e.getAttribute("data-slot") ?? "results"),
      );
      expect(order, url).toEqual(["figures", "results"]);
    });
  }
}

/** Each composed picture with words, by URL path: its role's narrowest width (media/art/legibility.ts) and its own size, px. */
export const ART_WITH_WORDS: Record<string, { role: string; narrowest: number; width: number; height: number }> = Object.fromEntries(
  artSlots.flatMap((s) =>
    NARROWEST[roleOf(s)] === undefined ? [] : [[s.path, { role: roleOf(s), narrowest: NARROWEST[roleOf(s)], width: s.width, height: s.height }]],
  ),
);

/**
 * Composed pictures shown smaller than their role allows (the words drawn
 * in them would be under 12 px), one line each; a picture shown under `thumbnail` px wide must
 * be decorative (`alt=""`) instead. Runs in the page. The scale of a picture in an
 * `object-fit: cover` box is the larger of its two.
 */
export function artProblems({ art, thumbnail }: { art: typeof ART_WITH_WORDS; thumbnail: number }): string[] {
  const out: string[] = [];
  for (const img of document.querySelectorAll("img")) {
    const path = img.currentSrc ? new URL(img.currentSrc).pathname : new URL(img.src, location.href).pathname;
    const slot = art[path];
    const r = img.getBoundingClientRect();
    if (!slot || r.width === 0 || r.height === 0) continue;
    const fit = getComputedStyle(img).objectFit;
    const scale =
      fit === "cover"
        ? Math.max(r.width / slot.width, r.height / slot.height)
        : fit === "contain"
          ? Math.min(r.width / slot.width, r.height / slot.height)
          : r.width / slot.width;
    const shown = Math.round(scale * slot.width);
    if (shown < thumbnail) {
      if (img.alt !== "") out.push(`${path} is a thumbnail (shown ${shown} px wide) but not decorative (alt="${img.alt}")`);
      continue;
    }
    if (shown < slot.narrowest)
      out.push(`${path} (${slot.role}) is shown at ${shown} px, narrower than the ${slot.narrowest} px its words are drawn for (media/art/legibility.ts)`);
  }
  return out;
}

/**
 * Words in pictures the scripts hide (a case study's Showcase sits in a tab panel when
 * JavaScript runs): with JavaScript off every panel is shown, so at 375, 768 and 1024 px no
 * composed picture may be shown smaller than its role's narrowest width (media/art/legibility.ts).
 * Restores the viewport it found.
 */
export async function checkArtInPanels(page: Page, url: string): Promise<void> {
  if ((await page.locator("blu-island[name=Tabs]").count()) === 0) return;
  const before = page.viewportSize();
  await test.step("words in pictures: every composed picture of the tab panels at least its role's width, at 375, 768 and 1024 px", async () => {
    for (const width of [375, 768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      expect.soft(await page.evaluate(artProblems, { art: ART_WITH_WORDS, thumbnail: THUMBNAIL_PX }), `${url} at ${width} px`).toEqual([]);
    }
  });
  if (before) await page.setViewportSize(before);
}

/**
 * What each composed cover (a banner, card or tile cut) must keep in view wherever it is shown,
 * by URL path: the box of its word mark, its figure with its label and its artefact
 * (media/art/compose.tsx `coverLayout`), as fractions of the picture's width and height.
 */
export const COVER_KEEP: Record<string, { x0: number; y0: number; x1: number; y1: number }> = Object.fromEntries(
  generatedRecipes().flatMap((r) => {
    if (r.kind !== "cover" || r.format === "detail") return [];
    const { keep } = coverLayout(r);
    return [[r.path, { x0: keep.x / r.width, y0: keep.y / r.height, x1: (keep.x + keep.w) / r.width, y1: (keep.y + keep.h) / r.height }]];
  }),
);

/**
 * Covers whose crop cuts what they say ("a tile crop never separates a figure from its
 * label"), one line each: for every composed cover shown (an <img> of {@link COVER_KEEP}, not
 * `display: none`, at least `thumbnail` px wide), the part of the picture its box shows
 * (`object-fit: cover` at its `object-position`; `contain` shows it all) must hold its keep box
 * (±0.5% of a side). Runs in the page.
 */
export function cropProblems({ keep, thumbnail }: { keep: typeof COVER_KEEP; thumbnail: number }): string[] {
  const out: string[] = [];
  for (const img of document.querySelectorAll("img")) {
    const path = img.currentSrc ? new URL(img.currentSrc).pathname : new URL(img.src, location.href).pathname;
    const k = keep[path];
    const r = img.getBoundingClientRect();
    if (!k || r.width < thumbnail || r.height === 0) continue;
    const cs = getComputedStyle(img);
    if (cs.display === "none" || cs.objectFit !== "cover") continue;
    const w = Number(img.getAttribute("width")) || img.naturalWidth;
    const h = Number(img.getAttribute("height")) || img.naturalHeight;
    const scale = Math.max(r.width / w, r.height / h);
    const [px, py] = cs.objectPosition.split(" ").map((v) => (v.endsWith("%") ? parseFloat(v) / 100 : 0.5));
    // The visible part, as fractions of the picture: what overflows the box is split by object-position.
    const vw = r.width / (w * scale);
    const vh = r.height / (h * scale);
    const left = (1 - vw) * px;
    const top = (1 - vh) * py;
    const t = 0.005;
    if (k.x0 < left - t || k.x1 > left + vw + t || k.y0 < top - t || k.y1 > top + vh + t) {
      out.push(
        `${path}: a ${Math.round(r.width)}×${Math.round(r.height)} px box shows ${Math.round(left * 100)}–${Math.round((left + vw) * 100)}% × ${Math.round(top * 100)}–${Math.round((top + vh) * 100)}% of it, cutting its words or artefact (${Math.round(k.x0 * 100)}–${Math.round(k.x1 * 100)}% × ${Math.round(k.y0 * 100)}–${Math.round(k.y1 * 100)}%)`,
      );
    }
  }
  return out;
}

/** The narrowest a column of running text may be, px (131–142 px columns set about 18 characters a line). */
export const MIN_TEXT_COLUMN = 240;

/**
 * Text columns narrower than `min` px, one line per problem ("no text column narrower
 * than 240 px"). Runs in the page. A text column is a block of running text: a shown `p`, `li`,
 * `dd`, `blockquote` or `h2`–`h6` (a card's heading) holding text of its own (a text node child,
 * so a list item wrapping a paragraph counts once), whose text wraps onto two lines or more.
 * Its width is its content box (its width less its padding). What sets one line (a badge, a
 * chip, a button's or link's label, a figure's value, a short label) is no column and is not
 * measured; nor is anything a phone's screen itself makes narrow (the viewport under `min` plus
 * its 2 × 20 px gutter), screen-reader-only text, text faded out (opacity 0: a
 * collapsed panel's body; a scroll-in reveal still to come counts) or a copy hidden from assistive technology (the marquee's repeats).
 */
export function textColumnProblems(min: number): string[] {
  const out: string[] = [];
  if (window.innerWidth < min + 40) return out;
  for (const el of document.querySelectorAll<HTMLElement>("p, li, dd, blockquote, h2, h3, h4, h5, h6")) {
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (own.length === 0 || el.closest("[aria-hidden=true], [hidden], .sr-only")) continue;
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || cs.visibility === "hidden" || cs.display === "inline") continue;
    let faded = false;
    // A scroll-in reveal not yet fired is on its way in, and is measured.
    for (let e: Element | null = el; e && !faded; e = e.parentElement) faded = getComputedStyle(e).opacity === "0" && !(e as HTMLElement).dataset.reveal;
    // Nor is text a clipping box has folded away (a collapsed panel's body: max-height 0, overflow hidden).
    for (let e: Element | null = el.parentElement; e && !faded; e = e.parentElement) {
      const b = e.getBoundingClientRect();
      faded = getComputedStyle(e).overflow !== "visible" && (b.height < 1 || b.width < 1);
    }
    if (faded) continue;
    const tops = new Set<number>();
    for (const node of own) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const x of range.getClientRects()) if (x.width > 0) tops.add(Math.round(x.top / 4));
    }
    if (tops.size < 2) continue;
    const width = r.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    if (width < min - 0.5)
      out.push(
        `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}" is a ${Math.round(width)} px column of ${tops.size} lines (at least ${min} px)`,
      );
  }
  return out;
}
