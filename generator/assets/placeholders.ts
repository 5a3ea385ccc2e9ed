/**
 * Which media paths `npm run media` (scripts/media/make-media.ts) draws placeholder artwork for, in
 * one place, so that a hint advises the command only where it really makes the file: an SVG
 * below /media/ spelt in lowercase letters, digits and `/ _ . -`, except the client logos
 * (/media/logos/: a client without a logo file of its own gets its word mark, drawn by the
 * build). Photographs, videos, PDFs and any file outside /media/ are never made.
 */

/** Every path spec/ may name that `npm run media` would draw; global, for `matchAll` over YAML text. */
export const PLACEHOLDER_PATHS = /\/media\/[a-z0-9/_.-]+\.svg/g;

/** Folder of client logos below /media/, which gets no placeholder (the word mark stands in). */
const LOGOS = "/media/logos/";

/**
 * True when `npm run media` makes a placeholder at `src` (a path as the spec writes it, such as
 * /media/team/portrait-amina.svg) while public/ has no file there; it never replaces a file.
 */
export function makesPlaceholder(src: string): boolean {
  const whole = new RegExp(`^${PLACEHOLDER_PATHS.source}$`);
  return whole.test(src) && !src.startsWith(LOGOS) && !src.split("/").includes("..");
}
