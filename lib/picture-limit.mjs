// @ts-check
/**
 * The one limit on the size of a picture any part of the project decodes (docs/pictures.md,
 * "How large a picture may be"): the generator's reading, the page editor's upload and the
 * pictures stage all open pictures with it, so a small file that unpacks to a huge picture is
 * refused from its header, before a pixel is decoded.
 *
 * Plain JavaScript with no dependency (JSDoc types), like the other modules the stages share.
 */

/** Most pixels (width × height) a picture may have: 40 megapixels (an 8,000 × 5,000 photograph). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * sharp's options for opening a picture under {@link MAX_INPUT_PIXELS}: sharp refuses a larger
 * one with "Input image exceeds pixel limit" as soon as it has read its header.
 * @type {{ readonly limitInputPixels: number }}
 */
export const PICTURE_LIMIT = Object.freeze({ limitInputPixels: MAX_INPUT_PIXELS });

/**
 * Whether a picture of `width` × `height` px is over {@link MAX_INPUT_PIXELS}.
 * @param {number} width px
 * @param {number} height px
 * @returns {boolean}
 */
export function overPixelLimit(width, height) {
  return width * height > MAX_INPUT_PIXELS;
}

/**
 * A number of pixels in megapixels as a person says it: "256 megapixels", "40 megapixels",
 * "0.3 megapixels" (one decimal under ten).
 * @param {number} pixels
 * @returns {string}
 */
export function megapixels(pixels) {
  const mp = pixels / 1_000_000;
  const shown = mp >= 10 ? Math.round(mp).toLocaleString("en-GB") : String(Math.round(mp * 10) / 10);
  return `${shown} megapixels`;
}
