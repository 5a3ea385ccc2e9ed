/**
 * Words a visitor can read (words inside composed pictures were about 6 px
 * tall on a phone). A picture composed from content is shown at many widths; a word drawn in it
 * is only as large as the narrowest place it is shown lets it be. So each picture's role (its
 * slot's kind and part, generated/art.ts) names the narrowest width it is shown at on any page
 * from 375 to 1440 px wide, and every word a composition sets must then be at least
 * {@link LEGIBLE_PX} tall on screen. A word that cannot be that large where the layout places it
 * is not drawn: the HTML beside the picture carries it (a card's category and title, a study's
 * figures in its hero, a service's practice in its breadcrumb).
 *
 * The table is the layout's word, checked against it: tests/e2e/layout.spec.ts measures every
 * composed picture on every URL at 375, 768, 1024 and 1440 px and fails when one is shown
 * smaller than its role says here (tests/unit/art.test.ts checks every word of every picture
 * against the table).
 */

/** The smallest font size (CSS px) of a word in a composed picture where the picture is shown narrowest: the usual floor of a phone's caption text. */
export const LEGIBLE_PX = 12;

/**
 * Shown narrower than this (CSS px, the whole picture's width at the scale it is drawn, as in
 * {@link NARROWEST}), a picture is a thumbnail beside its own words (the compact tiles of a case
 * study's Explore strip, 80 to 96 px): it is decorative (`alt=""`) and its role's
 * {@link NARROWEST} does not apply. The layout test checks that such a picture is decorative.
 */
export const THUMBNAIL_PX = 120;

/**
 * The narrowest width, CSS px, each role of picture is shown at (as the width the whole picture
 * would have at the scale it is drawn: a picture an `object-fit: cover` box crops counts at the
 * larger of its two scales), by `<kind>:<part>` of its slot (generated/art.ts). Measured on the
 * launch site; a role absent here has no words.
 */
export const NARROWEST: Readonly<Record<string, number>> = {
  // A study's or project's banner: full width of the page's column at 375 px (335 px), or of a
  // bordered card there (333 px: a practice page's cards show the practice's work).
  "cover:banner": 333,
  // The home and list cards: three columns at 1024 px.
  "cover:card": 255,
  "cover:tile": 255,
  // A study's detail picture: the column at 375 px.
  "cover:detail": 335,
  // The Showcase mosaic: its first item leads, full width; the others sit in rows of three
  // at 768 px, or beside a larger one.
  "showcase:lead": 335,
  "showcase:showcase": 185,
  "showcase:slide": 335,
  // The work a service delivers: a card of the Tech Solutions page (a phone's column) and a /services tile.
  "showcase:work": 300,
  // A service's hero: beside its heading at 1024 px.
  "service:hero": 275,
  "office:office": 335,
  // The country hero covers the first screen: it is drawn larger than any width it is shown at.
  "country:hero": 900,
};

/**
 * The role of a slot in {@link NARROWEST}: `<kind>:<part>`, and `showcase:lead` for a case
 * study's first Showcase item, which the mosaic always shows full width.
 */
export function roleOf(slot: { readonly kind: string; readonly part: string; readonly n: number }): string {
  return slot.kind === "showcase" && slot.part === "showcase" && slot.n === 1 ? "showcase:lead" : `${slot.kind}:${slot.part}`;
}

/**
 * The smallest font size a word may be set at in a picture of this role, px of the picture's
 * own width: {@link LEGIBLE_PX} scaled up by how much narrower than `width` the picture is shown.
 * A role without an entry gets `Infinity` (no word may be drawn in it).
 * @param width the picture's own width, px
 */
export function wordFloor(role: string, width: number): number {
  const narrowest = NARROWEST[role];
  return narrowest === undefined ? Number.POSITIVE_INFINITY : Math.ceil((LEGIBLE_PX * width) / narrowest);
}
