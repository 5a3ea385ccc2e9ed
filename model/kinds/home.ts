/**
 * The normalized types of the home kind: what generator/kinds/home.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { ClientLogo, Image, Reel } from "../content.ts";

/** Home page content. */
export interface HomePage {
  readonly banner: {
    readonly badge: string;
    readonly heading: string;
    readonly text: string;
    readonly cta: { readonly label: string; readonly href: string };
    /** The words of the reel's title card (spec `banner.reel`). */
    readonly reel: { readonly title: string; readonly line: string };
    /** The reel from the banner breakpoint (768 px) up. */
    readonly desktop: Reel;
    /** The reel below it. */
    readonly mobile: Reel;
    readonly playLabel: string;
    readonly pauseLabel: string;
    readonly muteLabel: string;
    readonly unmuteLabel: string;
  };
  /** Panels link to the page of the practice their title names, lowercased with spaces as hyphens (Slugs). */
  readonly services: {
    readonly heading: string;
    readonly intro: string;
    readonly linkLabel: string;
    readonly panels: readonly { readonly title: string; readonly description: string; readonly image: Image; readonly href: string }[];
  };
  readonly featured: { readonly heading: string; readonly intro: string; readonly allLabel: string; readonly studies: readonly string[] };
  readonly clients: { readonly heading: string; readonly logos: readonly ClientLogo[] };
  readonly closing: { readonly heading: string; readonly text: string };
}
