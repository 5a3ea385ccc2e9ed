// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { PhotoSource } from "../model/index.ts";
/** Photographs (PNG, JPEG, WebP below public/) with the AVIF and WebP versions their slots need, by src. */
export const photos: readonly PhotoSource[] = [];
