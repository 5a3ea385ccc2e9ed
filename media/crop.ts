/**
 * Where a picture is cut to fill a frame of another shape, following its focal point (
 * "a focal point that every crop follows"): the one computation of media/ for the photograph
 * versions cut to a slot's frame (./photos.ts) and the cover band of an Open Graph card
 * (./og-cards.tsx).
 *
 * The cut is placed the way CSS `object-position: x% y%` places a picture in an `object-fit:
 * cover` box: the excess (what does not fit) is split x% before the cut and (100 − x)% after it.
 * The focal point then sits at the same relative place in the cut as in the whole picture (a
 * point 30% from the left stays 30% from the left), always inside the cut, and a cut version
 * shown in a box of another shape with the same `object-position` keeps it there again. A
 * focal point of 50/50 is the middle cut, what every crop did before focal points.
 */

/** A focal point: % of the picture's width from its left edge (x) and of its height from its top (y), each 0 to 100. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** The middle of a picture: the focal point of one that names none. */
export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** A region of a picture, px from its top-left corner. */
export interface CropBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * How far into a picture a cut starts along one axis, as CSS `object-position` places it:
 * `excess` × `percent` / 100, the percentage clamped to 0–100.
 * @param excess what does not fit along the axis (the picture's length minus the cut's), px ≥ 0
 * @param percent the focal point along the axis, %
 */
export function cutOffset(excess: number, percent: number): number {
  return (Math.max(0, excess) * Math.min(100, Math.max(0, percent))) / 100;
}

/**
 * The largest region of a `width` × `height` px picture that has the frame's shape
 * (`ratio` = frame width / frame height), placed around `focus` (see the file's comment).
 * Whole pixels: the cut's size is rounded (and never exceeds the picture), its offset rounded
 * and kept inside the picture.
 * @throws RangeError for a picture or a ratio that is not a positive number
 */
export function cropBox(width: number, height: number, ratio: number, focus: FocalPoint = CENTRE): CropBox {
  if (!(width > 0 && height > 0 && ratio > 0 && Number.isFinite(ratio)))
    throw new RangeError(`cropBox: a ${width} × ${height} px picture cannot be cut to the ratio ${ratio}`);
  const wide = width / height > ratio;
  const w = wide ? Math.min(width, Math.max(1, Math.round(height * ratio))) : width;
  const h = wide ? height : Math.min(height, Math.max(1, Math.round(width / ratio)));
  return {
    left: Math.min(width - w, Math.round(cutOffset(width - w, focus.x))),
    top: Math.min(height - h, Math.round(cutOffset(height - h, focus.y))),
    width: w,
    height: h,
  };
}
