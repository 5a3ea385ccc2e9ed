/**
 * The composer of one picture: it collects every text a composition sets (with its colour and
 * the colour behind it, for the contrast test) and the raw SVG layers it places, while the
 * satori tree is built. Shared by the composed pictures (./compose.tsx) and the executions
 * (./executions.tsx).
 */
import type { ReactElement } from "react";
import type { Drawn } from "./artefacts.ts";
import { type LetteringClient, MIN_CONTRAST, Wordmark, lettersOf, linesOf, wordmarkColours } from "./lettering.tsx";
import { fitSize } from "./text-fit.ts";

/** A box of a picture, px of the picture's own size. */
export interface FrameBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * What a text of a picture must lie inside (the fit check, ./fit.ts): the box of the thing it
 * is printed on (a billboard's face, a phone's screen, a sheet, a cover's column of words), px
 * of the picture, and that thing named in plain words ("the billboard"), as the build's message
 * names it when the words run out of it.
 */
export interface Frame {
  readonly name: string;
  readonly box: FrameBox;
}

/** A text of a picture and the colour behind it. */
export interface TextUse {
  readonly text: string;
  readonly colour: string;
  readonly on: string;
  /** Font size, px in the picture's own units. */
  readonly size: number;
  /**
   * The contrast the text must reach: 4.5:1 for words, 3:1 for a client's word mark (a
   * logotype, which WCAG exempts; the lettering keeps it at 3:1, media/art/lettering.tsx).
   */
  readonly min: number;
  /** What the text must lie inside ({@link Composer.framed}; the whole picture when nothing narrower is named). */
  readonly frame: Frame;
}

/**
 * The property that marks the element of the `i`th text of a composition, so the fit check
 * finds its laid-out box among satori's nodes (./render.ts): `data-text="<i>"`.
 */
export const TEXT_MARK = "data-text";

/** Raw SVG a composition draws (an artefact, an outline, an icon), inlined into the painted file. */
export interface RawLayer {
  /** Placeholder id the composition gave its <img>. */
  readonly id: string;
  readonly svg: string;
}

/**
 * The size of a client's word mark set at most `height` px tall and about `width` px wide, never
 * below `floor` (what a phone can read where the picture is shown, ./legibility.ts): `em`, its
 * font size, and `height`, the mark's height, px of the picture. A mark of two lines takes the
 * height it needs.
 */
export function markSize(client: LetteringClient, o: { width: number; height: number; floor: number }): { em: number; height: number } {
  const lines = linesOf(lettersOf(client));
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  // An em of the house face is about 0.6 of a letter's advance on average.
  const em = Math.max(o.floor, Math.min(o.width / (longest * 0.6), o.height / (lines.length * 1.05)));
  return { em, height: Math.round(em * lines.length * 1.05) };
}

/** Collects the texts and raw layers of one composition while its tree is built. */
export class Composer {
  readonly texts: TextUse[] = [];
  readonly layers: RawLayer[] = [];
  private count = 0;
  private readonly frames: Frame[] = [];

  /**
   * @param floor the smallest font size a word may be set at, px of the picture (the recipe's
   * `wordFloor`, ./legibility.ts): compositions leave out a word that cannot reach it
   * @param picture the frame of a text set outside every {@link framed} call: the whole picture
   */
  constructor(
    readonly floor: number = 0,
    private readonly picture: Frame = { name: "the picture", box: { x: 0, y: 0, w: Number.POSITIVE_INFINITY, h: Number.POSITIVE_INFINITY } },
  ) {}

  /**
   * Builds part of a composition whose texts must lie inside `frame` (the fit check, ./fit.ts):
   * every {@link text} set while `build` runs records it, unless it names its own.
   */
  framed<T>(frame: Frame, build: () => T): T {
    this.frames.push(frame);
    try {
      return build();
    } finally {
      this.frames.pop();
    }
  }

  /** A line of text, coloured `colour` on `on` (recorded for the contrast check). */
  text(
    text: string,
    o: {
      colour: string;
      on: string;
      size: number;
      weight?: 500 | 700 | 800;
      tracking?: number;
      upper?: boolean;
      lineHeight?: number;
      maxWidth?: number;
      style?: Record<string, unknown>;
      /** What the text must lie inside, when not the frame of the enclosing {@link framed}. */
      frame?: Frame;
    },
  ): ReactElement {
    const shown = o.upper ? text.toUpperCase() : text;
    const frame = o.frame ?? this.frames.at(-1) ?? this.picture;
    const mark = { [TEXT_MARK]: String(this.texts.length) };
    this.texts.push({ text: shown, colour: o.colour, on: o.on, size: o.size, min: 4.5, frame });
    return (
      <div
        {...mark}
        style={{
          display: "flex",
          color: o.colour,
          fontSize: o.size,
          fontWeight: o.weight ?? 800,
          letterSpacing: o.tracking ?? 0,
          lineHeight: o.lineHeight ?? 1.05,
          maxWidth: o.maxWidth,
          // A word longer than the column widens the box rather than spilling out of it unseen:
          // the fit check then sees it.
          minWidth: "min-content",
          ...(o.style ?? {}),
        }}
      >
        {shown}
      </div>
    );
  }

  /**
   * Raw SVG placed in a box (its view box fitted inside, centred): an <img> satori lays out,
   * which the painter replaces with the SVG itself.
   */
  raw(
    svg: { width: number; height: number; body: string },
    box: { x: number; y: number; w: number; h: number },
  ): { el: ReactElement; scale: number; x: number; y: number } {
    const id = `r${this.count++}`;
    const scale = Math.min(box.w / svg.width, box.h / svg.height);
    const w = svg.width * scale;
    const h = svg.height * scale;
    const x = box.x + (box.w - w) / 2;
    const y = box.y + (box.h - h) / 2;
    this.layers.push({ id, svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${svg.width} ${svg.height}">${svg.body}</svg>` });
    // A 1×1 stand-in the painter finds by its id (satori keeps the href it is given).
    const src = `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" id="${id}" width="1" height="1"/>`)}`;
    return { el: <img key={id} src={src} width={w} height={h} style={{ position: "absolute", left: x, top: y, width: w, height: h }} />, scale, x, y };
  }

  /**
   * A client's word mark in the house style (media/art/lettering.tsx: the site's type, one
   * weight, ink or white; never the brand's letterforms) on `on`, at most `height` px tall and
   * about `width` px wide: the height shrinks until its longest line fits.
   */
  wordmark(client: LetteringClient, o: { on: string; width: number; height: number }): ReactElement {
    const colours = wordmarkColours(client, o.on);
    const { em, height } = markSize(client, { ...o, floor: this.floor });
    this.texts.push({ text: lettersOf(client), colour: colours.text, on: o.on, size: em, min: MIN_CONTRAST, frame: this.frames.at(-1) ?? this.picture });
    return <Wordmark client={client} height={height} onColour={o.on} />;
  }

  /**
   * A headline figure on one line. The font has no arrow, so "48%→76%" is set as its two numbers
   * with an arrow drawn between them.
   */
  figure(value: string, o: { colour: string; on: string; size: number }): ReactElement {
    const parts = value.split("→");
    if (parts.length === 1) return this.text(value, { ...o, tracking: -o.size * 0.04, lineHeight: 1 });
    const a = o.size * 0.62;
    const arrow = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 12h16M13 5l7 7-7 7" fill="none" stroke="${o.colour}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    return (
      <div style={{ display: "flex", alignItems: "center" }}>
        {parts.map((p, i) => (
          <div key={i} style={{ display: "flex", alignItems: "center" }}>
            {i > 0 && this.inline(arrow, a, o.size * 0.08)}
            {this.text(p, { ...o, tracking: -o.size * 0.04, lineHeight: 1 })}
          </div>
        ))}
      </div>
    );
  }

  /** Raw SVG laid out in the flow (not absolutely placed), `size` px square. */
  private inline(svg: string, size: number, margin: number): ReactElement {
    const id = `r${this.count++}`;
    this.layers.push({ id, svg });
    const src = `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" id="${id}" width="1" height="1"/>`)}`;
    return <img key={id} src={src} width={size} height={size} style={{ width: size, height: size, margin: `0 ${margin}px` }} />;
  }

  /** An artefact drawn in a box, with its words set on it. */
  artefact(drawn: Drawn, box: { x: number; y: number; w: number; h: number }): ReactElement[] {
    const { el, scale, x, y } = this.raw(drawn, box);
    const labels = drawn.labels.flatMap((l, i) => {
      const size = fitSize(l.text, l.w * scale, l.h * scale * 0.8, l.weight ?? 800);
      // Lettering on an artefact too small to read where the picture is shown is left out:
      // the artefact keeps its shapes and the brand's colours (./legibility.ts).
      if (size < this.floor) return [];
      return (
        <div
          key={`l${i}`}
          style={{
            position: "absolute",
            left: x + l.x * scale,
            top: y + l.y * scale,
            width: l.w * scale,
            height: l.h * scale,
            display: "flex",
            alignItems: "center",
            justifyContent: l.align === "center" ? "center" : "flex-start",
          }}
        >
          {this.text(l.text, {
            colour: l.colour,
            on: l.on,
            size,
            weight: l.weight,
            tracking: -size * 0.02,
            frame: { name: "its place on the drawing", box: { x: x + l.x * scale, y: y + l.y * scale, w: l.w * scale, h: l.h * scale } },
          })}
        </div>
      );
    });
    return [el, ...labels];
  }
}
