/**
 * Client logos drawn by the build: where each client's house-style word mark file is
 * and how big (media/art/wordmark-files.ts paints it there), and the monogram tile that
 * stands in for a word mark the build cannot letter (both in the house colours).
 */
import { wcagContrast } from "culori";
import type { Client, Image } from "../../model/content.ts";
import { DEFAULT_INK } from "../normalize/client.ts";

/** The word mark files: their URL folder and their canvas in px (2.5:1, the marquee tile's picture area). */
export const WORDMARK_FILES = { dir: "/media/art/logos", width: 240, height: 96 } as const;

/**
 * The build letters word marks in faces with Latin and Latin Extended letters only: a mark with
 * letters of another script (Ge'ez, Arabic, Chinese…) cannot be drawn, and shows its monogram
 * tile instead, which the page's own fonts letter.
 */
const LETTERABLE = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** The client's word mark file, or null when the build cannot letter it (its monogram tile shows). */
export function wordmarkImage(client: Client): Image | null {
  if (!LETTERABLE.test(client.wordmark)) return null;
  return { src: `${WORDMARK_FILES.dir}/${client.key}.svg`, width: WORDMARK_FILES.width, height: WORDMARK_FILES.height };
}

/** A monogram tile: the client's initials in the house colours (#rrggbb). */
export interface MonogramTile {
  readonly letters: string;
  /** The page's ink ({@link DEFAULT_INK}), never the brand's colour. */
  readonly background: string;
  /** White or black, whichever contrasts more with the background. */
  readonly text: string;
}

/** The colours of every monogram tile: the page's ink ({@link DEFAULT_INK}), and white or black, whichever contrasts more with it. */
export const MONOGRAM_COLOURS: { readonly background: string; readonly text: string } = {
  background: DEFAULT_INK,
  text: wcagContrast("#ffffff", DEFAULT_INK) >= wcagContrast("#000000", DEFAULT_INK) ? "#ffffff" : "#000000",
};

/** The client's monogram tile, in the house colours like every word mark. */
export function monogramTile(client: Client): MonogramTile {
  return { letters: client.monogram, ...MONOGRAM_COLOURS };
}
