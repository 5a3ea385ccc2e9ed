/**
 * Layout at every width. On every URL of the route table (and the not-found views)
 * at 375, 768, 1024 and 1440 px: no heading, label, button or link is wider than its own box
 * (scrollWidth > clientWidth), no button label runs onto a second line, no card grid leaves a
 * lone card in its last row or a row of unequal heights, nothing scrolls the page sideways, no
 * text, button or link lies outside its card's box, and no tile's picture leaves a blank band
 * taller than 40 px, no composed picture shown smaller than the width its words are
 * drawn for (media/art/legibility.ts), no column of running text narrower
 * than 240 px and no cover cropped so that its figure, label, word mark or artefact is cut
 * (textColumnProblems below, cropProblems in page-checks.ts), all in the same page
 * load, resized.
 * The rules are the entries of `RULES` below, each called on that load at each width.
 * The same load of each page, read through at 1440 px, then serves its JavaScript-on checks:
 * every image decoded and served, the cover of a detail page loaded, on one URL of each route
 * axe-core (WCAG 2.2 AA) at 375 and at 1440 px, a case study's heading, tabs and Explore strip
 * and then its Results tab opened with each figure once, and a project's figures above its
 * results (page-checks.ts). Every URL comes from the route table, so these checks hold for any content and
 * run on the live site (playwright.config.ts `LIVE_SPECS`); the rules about particular pages of
 * the launch content are in layout-launch.spec.ts, run in the fixture site.
 */
import type { Page } from "@playwright/test";
import { routes } from "../../generated/routes";
import { AXE_URLS, expect, expectNoAxeViolations, NOT_FOUND_URLS, scrolledThrough, test } from "./fixtures";
import {
  ART_WITH_WORDS,
  artProblems,
  checkImages,
  checkRecordPage,
  COVER_KEEP,
  cropProblems,
  imageLoads,
  MIN_TEXT_COLUMN,
  textColumnProblems,
} from "./page-checks";
import { THUMBNAIL_PX } from "../../media/art/legibility";
import {
  coveredLinkRule,
  emptyEndProblems,
  HERO_CUT_RATIO,
  heroCutProblems,
  type LayoutRule,
  layoutPass,
  layoutPassSource,
  letterboxProblems,
  rule,
  TABLET,
  tabletColumnProblems,
  textSizeProblems,
} from "./layout-rules";

/** Every URL the build prerenders, grouped by route, plus the not-found page and a category not-found view. */
const groups: { id: string; urls: readonly string[] }[] = [
  ...routes.filter((r) => r.urls.length > 0).map((r) => ({ id: r.id, urls: r.urls })),
  { id: "not-found", urls: NOT_FOUND_URLS },
];

/**
 * What is wrong with the layout of the page as it stands, one line per problem (empty when
 * nothing is). Runs in the page. Buttons are <button>, [role=tab], links with
 * data-slot="button" and any other pill-shaped link; card grids are lists laid out as CSS grids
 * with two or more columns.
 */
function layoutProblems(): string[] {
  const out: string[] = [];
  // Screen-reader-only text is a clipped 1 px box (a class such as @xl:not-sr-only may show it again).
  const srOnly = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (!e.classList.contains("sr-only")) continue;
      const cs = getComputedStyle(e);
      if (cs.width === "1px" || cs.clipPath.startsWith("inset(50%") || cs.clip.startsWith("rect(0")) return true;
    }
    return false;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest("[hidden], [inert]") && !srOnly(el);
  };
  const text = (el: Element) => (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${text(el)}"`;

  for (const el of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, label, legend, dt, button, [role=tab], [role=tablist], a")) {
    if (!shown(el) || getComputedStyle(el).display === "inline") continue;
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${describe(el)} is clipped: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
  }

  // A pill-shaped link is a button to the eye, whether or not it says so with data-slot.
  const pill = (el: HTMLElement) => {
    const cs = getComputedStyle(el);
    const painted = cs.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(cs.borderTopWidth) > 0;
    return painted && parseFloat(cs.borderTopLeftRadius) >= el.getBoundingClientRect().height / 2 - 1;
  };
  for (const el of document.querySelectorAll<HTMLElement>("button, [role=tab], a")) {
    if (!shown(el) || (el.tagName === "A" && el.dataset.slot !== "button" && !pill(el))) continue;
    const lines = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.top / 4));
    }
    if (lines.size > 1) out.push(`${describe(el)} runs onto ${lines.size} lines`);
  }

  for (const grid of document.querySelectorAll<HTMLElement>("ul, ol, dl")) {
    const cs = getComputedStyle(grid);
    if (cs.display !== "grid" || !shown(grid)) continue;
    const tracks = cs.gridTemplateColumns.split(" ").filter(Boolean).length;
    const items = ([...grid.children] as HTMLElement[]).filter(shown).sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    if (tracks < 2 || items.length < 2) continue;
    const rows: HTMLElement[][] = [];
    let bottom = -Infinity;
    for (const item of items) {
      const r = item.getBoundingClientRect();
      if (r.top >= bottom - 1) rows.push([item]);
      else rows[rows.length - 1].push(item);
      bottom = rows[rows.length - 1].length === 1 ? r.bottom : Math.max(bottom, r.bottom);
    }
    const last = rows[rows.length - 1];
    const width = grid.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    if (rows.length > 1 && last.length === 1 && last[0].getBoundingClientRect().width < width * 0.9)
      out.push(`${describe(grid)} leaves a lone card in its last row (${items.length} items, ${tracks} columns)`);
    if (cs.alignItems === "normal" || cs.alignItems === "stretch") {
      for (const row of rows) {
        const heights = row.map((item) => Math.round(item.getBoundingClientRect().height));
        if (Math.max(...heights) - Math.min(...heights) > 2) out.push(`${describe(grid)} has a row of unequal heights: ${heights.join("/")} px`);
      }
    }
  }

  // Cards: an item of a list or of a CSS grid, or an <article>, painted as a box of its
  // own (a background or a border). Nothing it holds may lie outside it: no text, button or link
  // cut off at its edge or spilling over it (±1 px).
  const painted = (el: Element) => {
    const cs = getComputedStyle(el);
    return (
      cs.backgroundColor !== "rgba(0, 0, 0, 0)" || cs.backgroundImage !== "none" || parseFloat(cs.borderTopWidth) > 0 || parseFloat(cs.borderBottomWidth) > 0
    );
  };
  const cards = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => {
    if (!painted(el) || !shown(el)) return false;
    const parent = el.parentElement;
    return (
      el.tagName === "LI" ||
      el.tagName === "ARTICLE" ||
      (parent !== null && getComputedStyle(parent).display === "grid" && parent.children.length > 1 && !!el.querySelector("h2, h3, h4, p"))
    );
  });
  // Text faded out (opacity 0, as a collapsed panel's body) is not on screen.
  const opaque = (el: Element, card: Element) => {
    for (let e: Element | null = el; e && e !== card.parentElement; e = e.parentElement) if (getComputedStyle(e).opacity === "0") return false;
    return true;
  };
  const inside = (r: DOMRect, box: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent) || !opaque(parent, card) || parent.closest("[aria-hidden=true]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.some((r) => !inside(r, box))) {
        out.push(`${describe(card)}: its text "${node.textContent.trim().slice(0, 40)}" lies outside its box`);
        break;
      }
    }
    for (const el of card.querySelectorAll<HTMLElement>("button, a, [role=tab]")) {
      if (!shown(el) || !opaque(el, card) || getComputedStyle(el).display === "inline") continue;
      if (!inside(el.getBoundingClientRect(), box)) out.push(`${describe(card)}: its ${describe(el)} lies outside its box`);
    }
  }

  // Pictures in tiles: a picture slot of a card (a cover box, or an image as wide as
  // the card) is filled by its picture, with no blank band taller than 40 px above or below
  // what is drawn (an object-fit: contain image draws less than its box), nor between the
  // picture and the caption's first line of text.
  const BAND = 40;
  const drawn = (img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    const cs = getComputedStyle(img);
    if (cs.objectFit !== "contain" && cs.objectFit !== "scale-down") return { top: r.top, bottom: r.bottom };
    const w = img.naturalWidth || Number(img.getAttribute("width")) || r.width;
    const h = img.naturalHeight || Number(img.getAttribute("height")) || r.height;
    const height = Math.min(r.height, (r.width * h) / w);
    const y = cs.objectPosition.split(" ")[1] ?? "50%";
    const top = r.top + (r.height - height) * (y.endsWith("%") ? parseFloat(y) / 100 : 0);
    return { top, bottom: top + height };
  };
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    const slots = [...card.querySelectorAll<HTMLElement>("[data-slot=cover], img")].filter(
      (s) =>
        !s.parentElement?.closest("[data-slot=cover]") &&
        shown(s) &&
        s.getBoundingClientRect().width >= box.width * 0.6 &&
        s.getBoundingClientRect().height >= 80,
    );
    for (const slot of slots) {
      const r = slot.getBoundingClientRect();
      const pictures = slot instanceof HTMLImageElement ? [slot] : [...slot.querySelectorAll<HTMLImageElement>("img")].filter(shown);
      if (pictures.length === 0) continue;
      const spans = pictures.map(drawn);
      const top = Math.max(r.top, Math.min(...spans.map((s) => s.top)));
      const bottom = Math.min(r.bottom, Math.max(...spans.map((s) => s.bottom)));
      if (top - r.top > BAND || r.bottom - bottom > BAND)
        out.push(
          `${describe(card)}: its picture leaves ${Math.round(Math.max(top - r.top, r.bottom - bottom))} px of its ${Math.round(r.height)} px box blank`,
        );
      // The caption's top: its first line of text or its first button below the picture.
      let caption = Infinity;
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !shown(parent) || !opaque(parent, card) || slot.contains(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const x of range.getClientRects()) if (x.width > 0 && x.height > 0 && x.top >= r.bottom - 1) caption = Math.min(caption, x.top);
      }
      for (const el of card.querySelectorAll<HTMLElement>("button, a, [role=tab]")) {
        const b = el.getBoundingClientRect();
        if (shown(el) && opaque(el, card) && !slot.contains(el) && b.top >= r.bottom - 1 && b.height < box.height / 2) caption = Math.min(caption, b.top);
      }
      if (caption !== Infinity && caption - bottom > BAND)
        out.push(`${describe(card)}: ${Math.round(caption - bottom)} px between its picture and its caption`);
    }
  }

  if (document.documentElement.scrollWidth > window.innerWidth)
    out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${window.innerWidth} px`);
  return out;
}

/** Opens `url` and waits until its fonts are in, so text has its final size. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
}

/** The widths of the layout checks, in px (1440 too: it costs a resize, not a load). */
const WIDTHS = [375, 768, 1024, 1440];

/**
 * The rules checked at every width, in this order (docs/testing.md, "What `npm test` runs"), all
 * of them in one pass after each resize (layout-rules.ts `layoutPassSource`): a new rule is one
 * more entry, never another page load nor another round trip. The last one scrolls to the
 * page's end and back to the top.
 */
const RULES: readonly LayoutRule[] = [
  rule("clipped, buttons, cards, rows, sideways scroll", layoutProblems),
  rule("words in pictures", artProblems, { art: ART_WITH_WORDS, thumbnail: THUMBNAIL_PX }),
  rule("text columns", textColumnProblems, MIN_TEXT_COLUMN),
  rule("cover crops", cropProblems, { keep: COVER_KEEP, thumbnail: THUMBNAIL_PX }),
  // The design review's rules (layout-rules.ts).
  rule("letterboxed slots", letterboxProblems),
  rule("boxes ending in empty space", emptyEndProblems),
  rule("country hero cut", heroCutProblems, HERO_CUT_RATIO),
  rule("tablet columns", tabletColumnProblems, TABLET),
  coveredLinkRule,
];

/** The layout pass of {@link RULES}, put into the page once a load (some 60 KB of source, the rules' data included). */
const LAYOUT_PASS = layoutPassSource(RULES);

test.describe("layout at 375, 768, 1024 and 1440 px", () => {
  test.describe.configure({ timeout: 90_000 });
  // Each URL is loaded once and laid out at every width in turn (a resize re-evaluates every
  // media and container query); one test per URL, so the workers share the 90 URLs. The same
  // load then serves the JavaScript-on checks of every page (images, cover, axe-core, a record
  // page's heading, tabs and figures).
  for (const { id, urls } of groups) {
    for (const url of urls) {
      test(`${id} ${url}: nothing clipped, no button on two lines, no orphan card, even rows, cards hold their content, text columns of 240 px or more, covers keep their words in their crop; images and cover with JavaScript on${AXE_URLS.has(url) ? "; axe at 375 and 1440 px" : ""}`, async ({
        readerPage: page,
        request,
      }) => {
        const imagesLoaded = imageLoads(page);
        /** Running text's sizes at each tablet width (layout-rules.ts), held until the desktop width's. */
        const tabletText = new Map<number, Record<string, number>>();
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await open(page, url);
        await page.evaluate(LAYOUT_PASS);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const pass = await page.evaluate(layoutPass);
          // One expectation a width, naming each rule broken with its problems (an expectation
          // is a step the runner records: nine a width, at four widths on 90 URLs, cost seconds).
          const broken = Object.fromEntries(RULES.flatMap((rule, i) => (pass.problems[i]!.length > 0 ? [[rule.name, pass.problems[i]]] : [])));
          expect.soft(broken, `${url} at ${width} px: the rules broken, each with its problems`).toEqual({});
          // Running text at tablet widths is compared with the desktop width's, once both are read.
          if (width >= TABLET.min && width <= TABLET.max) tabletText.set(width, pass.textSizes);
          if (width === WIDTHS[WIDTHS.length - 1]) {
            for (const [w, sizes] of tabletText)
              expect.soft(textSizeProblems(sizes, pass.textSizes), `${url} at ${w} px: text smaller than at ${width} px`).toEqual([]);
          }
          // axe-core at a phone's width, in this load: read through first, so every reveal has
          // faded in and every island is live.
          if (width === 375 && AXE_URLS.has(url)) {
            await test.step("axe-core: no violations at 375 px", async () => {
              await scrolledThrough(page);
              await expectNoAxeViolations(page);
            });
          }
        }
        // Then, at 1440 px, the page as a reader on a laptop has it: read through (every lazy
        // image and reveal fired), its images and cover checked (page-checks.ts), axe-core, and
        // a record page's own checks.
        await scrolledThrough(page);
        await imagesLoaded();
        await checkImages(page, request, url);
        if (AXE_URLS.has(url)) await test.step("axe-core: no violations at 1440 px", () => expectNoAxeViolations(page));
        await checkRecordPage(page, url, true);
      });
    }
  }
});
