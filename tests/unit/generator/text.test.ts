import { describe, expect, it } from "vitest";
import { graphemes, monogram } from "../../../generator/normalize/text.ts";

describe("graphemes: characters as a reader sees them", () => {
  it.each([
    ["plain", "abc", ["a", "b", "c"]],
    ["a flag is one character", "🇺🇬!", ["🇺🇬", "!"]],
    ["a family emoji (ZWJ) is one", "👨‍👩‍👧x", ["👨‍👩‍👧", "x"]],
    ["a letter with a combining mark is one", "e\u0301b", ["e\u0301", "b"]],
    ["outside the BMP is one", "𠮷田", ["𠮷", "田"]],
  ])("%s", (_name, text, want) => {
    expect(graphemes(text)).toEqual(want);
  });
});

describe("monogram: first letters of the first and last word", () => {
  it.each([
    ["two words", "Amara Okafor", "AO"],
    ["three words", "Daniel K. Ssempijja", "DS"],
    ["one word", "Thandiwe", "T"],
    ["spaces around", "  wanjiru   kamau ", "WK"],
    ["a letter with its accent", "Élodie Uwase", "ÉU"],
    ["outside the BMP", "𠮷田 花子", "𠮷花"],
    ["empty", "   ", ""],
  ])("%s", (_name, name, want) => {
    expect(monogram(name)).toBe(want);
  });
});
