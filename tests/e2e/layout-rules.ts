/**
 * Layout rules of the design review (docs/testing.md, "What npm test runs"): each a function
 * over the one page layout.spec.ts has loaded, run at every width it lays the page out at (375,
 * 768, 1024 and 1440 px). Each returns one line per problem, empty when there is none; the
 * functions that take no Playwright object run in the page (`page.evaluate(rule, arg)`), so
 * they may use only what the page has.
 *
 * - {@link coveredLinkProblems}: at the page's end a fixed control (back to top) covers no link;
 * - {@link letterboxProblems}: a picture slot shows its picture edge to edge (no letterbox, no
 *   blurred bands);
 * - {@link emptyEndProblems}: no box ends in empty space taller than its padding;
 * - {@link heroCutProblems}: a country hero is never shown narrower than the cut its art keeps
 *   whole (the map and its city's label, media/art/compose.tsx `COUNTRY_HERO_CUT`);
 * - {@link tabletColumnProblems} (768 to 1023 px): a list of pictured cards is not one column;
 * - {@link textSizes} and {@link textSizeProblems} (768 to 1023 px): running text has the size
 *   it has at 1440 px.
 */
import type { Page } from "@playwright/test";
import { COUNTRY_HERO_CUT } from "../../media/art/compose";
import { finishAnimations } from "./fixtures";

/** The widths of a tablet's own layout, px (docs/decisions.md, "A tablet's own layout"): from the banner breakpoint to below 1024. */
export const TABLET = { min: 768, max: 1023 } as const;

/** The narrowest box a country hero may be shown in, width / height (the cut its art keeps whole). */
export const HERO_CUT_RATIO = COUNTRY_HERO_CUT.ratio;

/**
 * Links and buttons a fixed control covers once the page is scrolled to its end (the back-to-top
 * button shows there): one line per covered link. Scrolls to the end, lets the control slide in,
 * measures, and scrolls back to the top. A control is a shown element of `position:
 * fixed` under half the screen's width and height (a header bar or a menu open over the page is
 * none); what lies inside a fixed or sticky element (the side bar, the control itself) is not
 * page content. One round trip to the page: the control's slide-in is finished at once (its end
 * state, as a reader sees it 300 ms later) rather than waited for.
 */
export async function coveredLinkProblems(page: Page): Promise<string[]> {
  return page.evaluate(`(${coveredLinks})(${finishAnimations})`);
}

/**
 * What {@link coveredLinkProblems} runs, in the page, given fixtures.ts `finishAnimations` (the
 * one way the checks bring animations to their end). Layout.spec.ts runs it in its pass of
 * every rule at each width.
 */
export async function coveredLinks(finish: () => Promise<number>): Promise<string[]> {
  // Scrolled to the end, the back-to-top button slides in (a 300 ms transition): two frames for
  // the scroll event and the transition it starts, then every finite animation and transition
  // jumps to its end, which is what a reader sees once they have run.
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
  await finish();
  const problems: string[] = [];
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.opacity !== "0" && !el.closest("[hidden], [inert]");
  };
  const pinned = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position;
      if (p === "fixed" || p === "sticky") return true;
    }
    return false;
  };
  // A floating control: under half the screen's width (a phone's header bar, which content scrolls under, is none).
  const controls = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => {
    if (getComputedStyle(el).position !== "fixed" || !shown(el)) return false;
    const r = el.getBoundingClientRect();
    return r.width < window.innerWidth / 2 && r.height < window.innerHeight / 2 && r.bottom > 0 && r.top < window.innerHeight;
  });
  const links = [...document.querySelectorAll<HTMLElement>("a[href], button, [role=tab], input, select, textarea")].filter((l) => shown(l) && !pinned(l));
  for (const c of controls) {
    const b = c.getBoundingClientRect();
    for (const l of links) {
      const r = l.getBoundingClientRect();
      if (r.left < b.right - 1 && b.left < r.right - 1 && r.top < b.bottom - 1 && b.top < r.bottom - 1)
        problems.push(
          `the fixed <${c.tagName.toLowerCase()}> "${c.getAttribute("aria-label") ?? c.textContent?.trim().slice(0, 30)}" covers <${l.tagName.toLowerCase()}> "${(l.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}" at the page's end`,
        );
    }
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  return problems;
}

/**
 * A rule of the layout: its name (which labels its failures) and the source of what it runs in
 * the page, which yields what is wrong with the page as it stands, one line per problem (empty
 * when nothing is). Rules run together, one round trip a width ({@link layoutPassSource}).
 */
export interface LayoutRule {
  readonly name: string;
  readonly source: string;
}

/**
 * A rule whose check is `check`, a function of no free names that runs in the page, called with
 * `arg` (data that JSON carries).
 */
export function rule<A>(name: string, check: (arg: A) => string[] | Promise<string[]>, arg?: A): LayoutRule {
  return { name, source: `(${check})(${arg === undefined ? "" : JSON.stringify(arg)})` };
}

/** {@link coveredLinkProblems} as a rule: it scrolls to the page's end and back, so it goes last. */
export const coveredLinkRule: LayoutRule = { name: "links under a fixed control", source: `(${coveredLinks})(${finishAnimations})` };

/** What one {@link layoutPass} reads: each rule's problems, by the rule's place, and running text's sizes ({@link textSizes}). */
export interface PassResult {
  readonly problems: string[][];
  readonly textSizes: Record<string, number>;
}

/**
 * The source that puts the layout pass of `rules` into the page (evaluate it once a load; then
 * {@link layoutPass} after each resize): one round trip that lets a frame pass and brings the
 * transitions a resize started to their end (fixtures.ts `finishAnimations`; infinite animations,
 * the marquee, are left alone), so a box caught halfway is not clipped; then runs every rule in
 * order and reads running text's sizes before the last rule (which may scroll). One round trip
 * a width instead of one per rule, on the same state of the page.
 */
export function layoutPassSource(rules: readonly LayoutRule[]): string {
  const last = rules[rules.length - 1];
  return `void (window.__layoutPass = async () => {
  await new Promise(requestAnimationFrame);
  await (${finishAnimations})();
  const problems = [];
  ${rules
    .slice(0, -1)
    .map((r) => `problems.push(await ${r.source});`)
    .join("\n  ")}
  const textSizes = (${textSizes})();
  ${last ? `problems.push(await ${last.source});` : ""}
  return { problems, textSizes };
})`;
}

/** Runs the layout pass put into the page by {@link layoutPassSource}, in the page. */
export const layoutPass = () => (window as unknown as { __layoutPass: () => Promise<PassResult> }).__layoutPass();

/**
 * Picture slots that do not show their picture edge to edge: an image of a slot (120 px or
 * more each way) drawn with `object-fit: contain` (or `scale-down`) smaller than its box by more
 * than 2 px (bands above and below, or at the sides), or a blurred copy standing in for the
 * part of the slot the picture leaves empty (`filter: blur` under a picture). Runs in the page.
 */
export function letterboxProblems(): string[] {
  const out: string[] = [];
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}> ${(el.getAttribute("src") ?? el.querySelector("img")?.getAttribute("src") ?? "").split("/").pop()}`;
  for (const img of document.querySelectorAll<HTMLImageElement>("img")) {
    const r = img.getBoundingClientRect();
    const cs = getComputedStyle(img);
    if (r.width < 120 || r.height < 120 || cs.visibility === "hidden" || cs.display === "none" || img.closest("[hidden], [aria-hidden=true]")) continue;
    if (cs.filter.includes("blur")) {
      out.push(`${describe(img)}: a blurred copy fills a ${Math.round(r.width)} × ${Math.round(r.height)} px slot its picture leaves empty`);
      continue;
    }
    if (cs.objectFit !== "contain" && cs.objectFit !== "scale-down") continue;
    const w = img.naturalWidth || Number(img.getAttribute("width"));
    const h = img.naturalHeight || Number(img.getAttribute("height"));
    if (!w || !h) continue;
    const scale = Math.min(r.width / w, r.height / h, cs.objectFit === "scale-down" ? 1 : Infinity);
    const bands = { x: r.width - w * scale, y: r.height - h * scale };
    if (bands.x > 2 || bands.y > 2)
      out.push(
        `${describe(img)}: letterboxed, ${Math.round(Math.max(bands.x, bands.y))} px of its ${Math.round(r.width)} × ${Math.round(r.height)} px slot left empty`,
      );
  }
  return out;
}

/**
 * Boxes that end in empty space taller than their padding (a tinted box stretched to fill its
 * card, with ~80 px of nothing under its words): for each shown box painted with a background
 * or a border and rounded corners (a card, a tinted box), the space between the bottom of what
 * it holds (text, pictures, controls, boxes) and its own bottom must not exceed its padding:
 * the larger of its bottom padding and how far its text sits in from its left edge (a card's
 * padding may be its inner block's), 8 px at least, and 6 px for the leading under a line's
 * glyphs. Runs in the page. Controls (links, buttons,
 * fields), boxes under 64 px and the items of a row of a grid or flex row (the row sets their
 * height: even rows are the layout's rule) are not boxes of this kind.
 */
export function emptyEndProblems(): string[] {
  const out: string[] = [];
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && !el.closest("[hidden], [inert], [aria-hidden=true]");
  };
  const painted = (cs: CSSStyleDeclaration) =>
    cs.backgroundColor !== "rgba(0, 0, 0, 0)" || cs.backgroundImage !== "none" || parseFloat(cs.borderTopWidth) > 0 || parseFloat(cs.borderBottomWidth) > 0;
  for (const box of document.querySelectorAll<HTMLElement>("body *")) {
    if (box.matches("a, button, input, select, textarea, label, summary, [role=tab], img, svg, video, picture, li[data-cut]") || !shown(box)) continue;
    const cs = getComputedStyle(box);
    if (!painted(cs) || parseFloat(cs.borderTopLeftRadius) < 8) continue;
    const r = box.getBoundingClientRect();
    if (r.height < 64) continue;
    // The item of a row this box fills (itself, or a list item it fills to the height).
    const isRow = (el: Element) => {
      const pcs = getComputedStyle(el);
      return pcs.display.endsWith("grid") || (pcs.display.endsWith("flex") && !pcs.flexDirection.startsWith("column"));
    };
    let item: Element = box;
    while (item.parentElement && !isRow(item.parentElement) && Math.abs(item.parentElement.getBoundingClientRect().height - r.height) < 1)
      item = item.parentElement;
    const row = item.parentElement;
    const top = item.getBoundingClientRect().top;
    if (row && isRow(row) && [...row.children].some((sib) => sib !== item && shown(sib) && Math.abs(sib.getBoundingClientRect().top - top) < 1)) continue;
    let bottom = -Infinity;
    let left = Infinity;
    // Text: the lines themselves.
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent) || getComputedStyle(parent).opacity === "0") continue;
      // Screen-reader-only text (a clipped 1 px box) is not on screen.
      if (parent.closest(".sr-only") && parent.closest(".sr-only")!.getBoundingClientRect().width <= 1) continue;
      // Text laid over a picture (positioned) does not say how far the box's own text sits in.
      let over = false;
      for (let e: Element | null = parent; e && e !== box && !over; e = e.parentElement) over = getComputedStyle(e).position === "absolute";
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const x of range.getClientRects())
        if (x.width > 0 && x.height > 0) {
          bottom = Math.max(bottom, x.bottom);
          if (!over) left = Math.min(left, x.left);
        }
    }
    // Pictures, controls and boxes of its own: their whole box.
    for (const el of box.querySelectorAll<HTMLElement>("*")) {
      if (!shown(el)) continue;
      const ecs = getComputedStyle(el);
      if (!el.matches("img, svg, video, canvas, iframe, a, button, input, select, textarea, [role=tab]") && !painted(ecs)) continue;
      if (ecs.position === "absolute" && el.matches("img, picture, video")) bottom = Math.max(bottom, Math.min(el.getBoundingClientRect().bottom, r.bottom));
      else bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
    }
    if (bottom === -Infinity) continue;
    const pad = parseFloat(cs.paddingBottom) + parseFloat(cs.borderBottomWidth);
    const inset = left === Infinity ? 0 : left - r.left;
    const empty = r.bottom - pad - bottom;
    const allowed = Math.max(pad, inset, 8);
    // 6 px: a text's glyphs end above its line's box by up to half the leading.
    if (empty > allowed + 6)
      out.push(
        `<${box.tagName.toLowerCase()}> "${(box.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}" ends in ${Math.round(empty)} px of empty space (its padding: ${Math.round(allowed)} px)`,
      );
  }
  return out;
}

/**
 * Country heroes shown in a box narrower than the cut their art keeps whole (`ratio`, width /
 * height: the country's outline and its city's label lie inside it, tests/unit/country-hero.test.ts),
 * so part of the map or the label would be cut. Runs in the page.
 */
export function heroCutProblems(ratio: number): string[] {
  const out: string[] = [];
  for (const img of document.querySelectorAll<HTMLImageElement>('img[src*="/media/art/countries/"]')) {
    const r = img.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(img).objectFit !== "cover") continue;
    if (r.width / r.height < ratio - 0.005)
      out.push(
        `the country hero ${img.getAttribute("src")} is shown ${Math.round(r.width)} × ${Math.round(r.height)} px, narrower than the ${ratio.toFixed(3)} its map keeps whole in`,
      );
  }
  return out;
}

/**
 * Lists of pictured cards laid out as one column on a tablet (`min` to `max` px wide): a list
 * (`ul`, `ol`) of two or more shown items, each holding a picture at least 60 % of the item's
 * width, whose items all start at one left edge. A tablet lays them two to a row. Runs in the
 * page; empty outside the tablet's widths.
 */
export function tabletColumnProblems({ min, max }: { min: number; max: number }): string[] {
  const out: string[] = [];
  if (window.innerWidth < min || window.innerWidth > max) return out;
  for (const list of document.querySelectorAll<HTMLElement>("ul, ol")) {
    if (list.closest("[hidden], [aria-hidden=true], [inert]")) continue;
    const items = ([...list.children] as HTMLElement[]).filter((li) => {
      const r = li.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    });
    if (items.length < 2) continue;
    const pictured = items.every((li) => {
      const w = li.getBoundingClientRect().width;
      return [...li.querySelectorAll<HTMLElement>("img, [data-slot=cover]")].some(
        (p) => p.getBoundingClientRect().width >= w * 0.6 && p.getBoundingClientRect().height >= 80,
      );
    });
    if (!pictured) continue;
    const lefts = new Set(items.map((li) => Math.round(li.getBoundingClientRect().left)));
    if (lefts.size === 1)
      out.push(
        `<${list.tagName.toLowerCase()}> of ${items.length} pictured cards "${(items[0].textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}…" is one column of ${Math.round(items[0].getBoundingClientRect().width)} px`,
      );
  }
  return out;
}

/**
 * The font size of each shown block of running text (`p`, `li`, `dd`, `blockquote` holding more
 * than 20 characters of text of its own), in px, by its place among them (the page's DOM does
 * not change between widths). Runs in the page.
 */
export function textSizes(): Record<string, number> {
  const out: Record<string, number> = {};
  const blocks = [...document.querySelectorAll<HTMLElement>("main p, main li, main dd, main blockquote")];
  blocks.forEach((el, i) => {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent?.trim().length ?? 0) > 20);
    const r = el.getBoundingClientRect();
    if (!own || r.width === 0 || r.height === 0 || el.closest("[hidden], [aria-hidden=true], .sr-only")) return;
    out[`${i} ${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}"`] = parseFloat(getComputedStyle(el).fontSize);
  });
  return out;
}

/**
 * Running text smaller on a tablet than on a desktop: each block of `tablet` (its {@link textSizes}
 * at a tablet's width) against the same block at 1440 px (`desktop`), one line per block set
 * smaller. Larger is fine (a tablet never needs smaller body text than a laptop).
 */
export function textSizeProblems(tablet: Record<string, number>, desktop: Record<string, number>): string[] {
  return Object.entries(tablet)
    .filter(([key, px]) => desktop[key] !== undefined && px < desktop[key] - 0.25)
    .map(([key, px]) => `${key.replace(/^\d+ /, "<").replace(/^<(\w+) /, "<$1> ")} is ${px} px, ${desktop[key]} px at 1440 px`);
}
