/**
 * Which value of spec/ a clicked element shows: the nearest element, from the one clicked
 * outwards, whose whole text, own words beside its children (a label beside its "*"), or a
 * picture's alternative text is a text of the page's source
 * table (editor/server/sources.ts); a text made from a pattern finds the pattern and the value
 * put into it. What the pointer is over is the text drawn there first ({@link textAt}), so a
 * headline over a video finds the headline even where the headline lets clicks through to the
 * video (docs/content/editing.md, "Open a value").
 */
import type { PageSources } from "./api.ts";
import type { Source } from "../server/sources.ts";

/** A text as a reader sees it: the same rule as the server's `readerText`. */
export const readerText = (s: string): string => s.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();

/** What an element shows of spec/: where its text is written (likeliest first), or the pattern it was made from. */
export interface Found {
  readonly element: Element;
  readonly sources: readonly Source[];
  /** The pattern the text was made from, and where each value put into it is written. */
  readonly pattern?: { readonly pattern: string; readonly source: Source; readonly values: readonly Source[] };
}

/**
 * The sources of a value put into a pattern: by its text, or else by its text in any case (a
 * service title inserted into a sentence reads as words: "media buying" for "Media buying").
 */
function valueSources(table: PageSources, text: string): PageSources["values"][string] | undefined {
  const lower = text.toLowerCase();
  return table.values[text] ?? Object.entries(table.values).find(([k]) => k.toLowerCase() === lower)?.[1];
}

/** The value an element (or the nearest element around it) shows, or null when none is from spec/. */
export function findSource(start: Element | null, table: PageSources): Found | null {
  for (let el = start; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? "")
      .join("");
    const texts = [el.tagName === "IMG" ? (el.getAttribute("alt") ?? "") : (el.textContent ?? ""), own, el.getAttribute("aria-label") ?? ""]
      .map(readerText)
      .filter(Boolean);
    for (const text of texts) {
      const sources = table.values[text];
      if (sources?.length) return { element: el, sources };
      for (const p of table.patterns) {
        const m = new RegExp(p.regex, "s").exec(text);
        if (!m) continue;
        const values = m.slice(1).flatMap((v) => valueSources(table, readerText(v))?.slice(0, 1) ?? []);
        return { element: el, sources: [p.source], pattern: { pattern: p.pattern, source: p.source, values } };
      }
    }
  }
  return null;
}

/**
 * The element whose own visible text is drawn at (x, y), in CSS px of the viewport, or null: the
 * last such text in document order (painted over the earlier ones). Hit testing (`event.target`,
 * `elementsFromPoint`) skips text that lets the pointer through (`pointer-events: none` over a
 * banner's video); this reads the boxes of the text itself. The editor's own element is left out.
 */
export function textAt(x: number, y: number): Element | null {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest("blu-editor, script, style, template, noscript") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const range = document.createRange();
  let found: Element | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent?.trim()) continue;
    range.selectNodeContents(n);
    const outer = range.getBoundingClientRect();
    if (x < outer.left || x > outer.right || y < outer.top || y > outer.bottom) continue;
    const over = [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    const el = n.parentElement;
    if (over && el?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found = el;
  }
  return found;
}

/**
 * The value under the pointer: the text drawn at (x, y) ({@link textAt}) when it is from spec/,
 * else the element the event reached (a picture, a button named by its label) and those around it.
 */
export function findAt(x: number, y: number, target: Element | null, table: PageSources): Found | null {
  return findSource(textAt(x, y), table) ?? findSource(target, table);
}
