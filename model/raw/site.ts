/**
 * Generated from spec/schemas/site.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawColour, RawHeading, RawLabel, RawName } from "./shared.ts";

/**
 * Social network key; it picks the icon.
 */
export type Network = "facebook" | "linkedin" | "x" | "youtube" | "instagram";

/**
 * The brand, the menus, the links, and settings shared by every page.
 */
export interface RawSite {
  /**
   * The brand's names.
   */
  brand: {
    /**
     * Short name used in every browser title (BLU).
     */
    name: RawName;
    /**
     * Legal and full name.
     */
    fullName: RawName;
    /**
     * One word per letter of the short name (About page).
     *
     * @minItems 1
     */
    acronym: RawLabel[];
    /**
     * Accessible name of the logo link to /.
     */
    logoAlt: RawLabel;
    /**
     * Smaller word after the short name in the logo (IMC).
     */
    logoSuffix: RawLabel;
  };
  /**
   * Public origin used for canonical links and the sitemap, no trailing slash.
   */
  siteUrl: string;
  /**
   * E-mail address shown in the footer.
   */
  contactEmail: string;
  /**
   * The address for questions about personal data, written once here: the legal pages' texts insert it with {{privacyEmail}} (as they insert the contact e-mail with {{contactEmail}}), never type it.
   */
  privacyEmail: string;
  /**
   * The language of the site's texts, as a language code (en, or en-GB for British English).
   */
  language: string;
  /**
   * Items of the side panel and the mobile menu.
   */
  navigation: {
    /**
     * Panel items in order.
     *
     * @minItems 1
     */
    panel: Link[];
  };
  /**
   * Social profiles of the agency.
   *
   * Items: One social profile.
   */
  social: {
    /**
     * Which network the profile is on; it picks the icon.
     */
    network: "facebook" | "linkedin" | "x" | "youtube" | "instagram";
    /**
     * Accessible name of the icon link.
     */
    label: RawLabel;
    /**
     * Profile URL.
     */
    href: string;
  }[];
  /**
   * Footer columns and links.
   */
  footer: {
    /**
     * Link columns after Regional Offices.
     *
     * Items: One column.
     */
    columns: {
      /**
       * Column heading.
       */
      heading: RawHeading;
      /**
       * Column links.
       */
      links: Link[];
    }[];
    /**
     * Company profile, academy and AI product links.
     */
    externalLinks: Link[];
    /**
     * Terms of Use and Privacy Policy links.
     */
    legal: Link[];
    /**
     * Networks shown in the footer, in order.
     */
    socialNetworks: Network[];
  };
  /**
   * Mobile-only menu settings.
   */
  mobileMenu: {
    /**
     * Follow Us networks, in order.
     */
    socialNetworks: Network[];
  };
  /**
   * The screen widths in pixels at which the layout grows wider.
   */
  breakpoints: {
    /**
     * Side bar and country dropdown from this width up.
     */
    nav: number;
    /**
     * Banner and services layout from this width up.
     */
    banner: number;
    /**
     * Typewriter animation from this width up.
     */
    typewriter: number;
  };
  /**
   * Fixed layout sizes in px.
   */
  layout: {
    /**
     * Width of the fixed side bar.
     */
    sideBarWidth: number;
    /**
     * Width of the opened panel.
     */
    sidePanelWidth: number;
  };
  /**
   * Timings and thresholds of the layout; each name says its unit.
   */
  timings: {
    /**
     * Scroll in px after which breadcrumb bars turn solid.
     */
    breadcrumbThresholdPx: number;
    /**
     * Scroll progress (0..1) above which the scroll-to-top button shows.
     */
    scrollToTopProgress: number;
    /**
     * Offset in px of the Explore scroll.
     */
    exploreOffsetPx: number;
    /**
     * Visible fraction that triggers a scroll-in reveal.
     */
    revealThreshold: number;
    /**
     * Visible fraction that triggers a stat block reveal.
     */
    statRevealThreshold: number;
    /**
     * Services headline word rotation in ms.
     */
    wordRotationMs: number;
    /**
     * Carousel advance interval in ms.
     */
    carouselMs: number;
    /**
     * Services block hover slide in ms.
     */
    hoverSlideMs: number;
    /**
     * Hero animation length in ms.
     */
    heroAnimationMs: number;
    /**
     * Marquee loop length in s.
     */
    marqueeSeconds: number;
    /**
     * Contact success banner duration in ms.
     */
    contactSuccessMs: number;
    /**
     * Lead success panel duration in ms.
     */
    leadSuccessMs: number;
    /**
     * Delay in ms before the report redirect.
     */
    reportRedirectMs: number;
    /**
     * Default layout animation in s.
     */
    layoutAnimationSeconds: number;
    /**
     * Animation resize debounce in ms.
     */
    resizeDebounceMs: number;
  };
  /**
   * What the browser shows around the page (the address-bar colour on phones and the tab icon) and the brand palette every page is painted in.
   */
  theme: {
    /**
     * theme-color of the browser UI, a #rrggbb colour (the brand's darkest blue).
     */
    color: string;
    /**
     * Path of the SVG tab icon under public/, e.g. /favicon.svg.
     */
    favicon: string;
    /**
     * The brand's colours, from its lightest shade (50) to its darkest (950), each written like #1a2b3c. Every text keeps enough contrast with them to be read easily.
     */
    brand: {
      /**
       * Shade 50 (lowercase #rrggbb), lightest wash: hero gradients, badge and icon-tile backgrounds.
       */
      "50": RawColour;
      /**
       * Shade 100 (lowercase #rrggbb), light tint: text on the dark heroes and bands.
       */
      "100": RawColour;
      /**
       * Shade 200 (lowercase #rrggbb), light tint: borders; text on the dark heroes.
       */
      "200": RawColour;
      /**
       * Shade 300 (lowercase #rrggbb), text and accents on the dark heroes.
       */
      "300": RawColour;
      /**
       * Shade 400 (lowercase #rrggbb), mid blue: decorative only.
       */
      "400": RawColour;
      /**
       * Shade 500 (lowercase #rrggbb), small numerals on white; focus rings.
       */
      "500": RawColour;
      /**
       * Shade 600 (lowercase #rrggbb), primary buttons (white text) and icon tiles.
       */
      "600": RawColour;
      /**
       * Shade 700 (lowercase #rrggbb), links and labels on white.
       */
      "700": RawColour;
      /**
       * Shade 800 (lowercase #rrggbb), text on light tints.
       */
      "800": RawColour;
      /**
       * Shade 900 (lowercase #rrggbb), dark bands behind white text.
       */
      "900": RawColour;
      /**
       * Shade 950 (lowercase #rrggbb), darkest navy: dark heroes, headings.
       */
      "950": RawColour;
    };
  };
  /**
   * The typefaces of the pages beyond the body face (Plus Jakarta Sans, for the running text): the display face of the headings.
   */
  typography: {
    /**
     * The typeface of the big headings and figures, beside the body text's.
     */
    display: {
      /**
       * The typeface, one of those the site has (adding another is a developer's job). Choosing the body text's sets the headings in it.
       */
      family: "Bricolage Grotesque Variable" | "Plus Jakarta Sans Variable";
      /**
       * How bold the big headings are, from 200 (extra light) to 800 (extra bold), in steps of 50.
       */
      weight: number;
      /**
       * The spacing between the letters of the big headings, from -0.06 (tight) to 0.02: headings usually look best a little tighter than text.
       */
      tracking: number;
      /**
       * Which elements are set in the display face: pageTitle (each page's h1), sectionHeading (the h2 headings of the sections, the footer's and the cards' included), figures (the big headline figures of the results). An empty list keeps every heading in the body face.
       */
      use: ("pageTitle" | "sectionHeading" | "figures")[];
    };
  };
}
/**
 * A link: to a page of the site (such as /about) or to another site.
 */
export interface Link {
  /**
   * Visible link text.
   */
  name: RawLabel;
  /**
   * Internal path (/about) or absolute https URL.
   */
  href: string;
  /**
   * True for links that leave the site; they open in a new tab.
   */
  external?: boolean;
  /**
   * Show the link styled as a button (Client Login).
   */
  button?: boolean;
}
