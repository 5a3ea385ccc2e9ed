// @ts-check
/**
 * How hard the inbox's credential (INBOX_TOKEN) is to guess, the rule of docs/server.md ("Who can
 * see the inbox"): listening beyond loopback needs at least MIN_TOKEN_BITS. The estimate is the
 * token's length times log2 of the alphabet it draws from: the smallest of the usual sets holding
 * every character it uses (digits 10, hex 16, lower- or upper-case letters 26, either with digits
 * 36, letters 52, letters and digits 62, base64 and base64url 64, printable ASCII 95, anything
 * else 256 a byte). A token made by a person rather than drawn at random is refused however long:
 * one with a character six times in a row, fewer than 8 different characters, or that
 * is a shorter block repeated.
 */

/** The fewest bits of entropy a token needs when the server listens beyond loopback. */
export const MIN_TOKEN_BITS = 128;

/** How to make a good token, as the refusal says it. */
export const MAKE_TOKEN = "openssl rand -hex 16, or: node -e \"console.log(require('node:crypto').randomBytes(16).toString('hex'))\"";

/** @type {readonly [number, RegExp][]} The alphabets a token may be drawn from: size, and the pattern of a token drawn from it only. */
const SETS = [
  [10, /^[0-9]*$/],
  [16, /^[0-9a-f]*$/],
  [16, /^[0-9A-F]*$/],
  [26, /^[a-z]*$/],
  [26, /^[A-Z]*$/],
  [36, /^[0-9a-z]*$/],
  [36, /^[0-9A-Z]*$/],
  [52, /^[a-zA-Z]*$/],
  [62, /^[0-9a-zA-Z]*$/],
  [64, /^[0-9a-zA-Z+/=]*$/],
  [64, /^[0-9a-zA-Z_-]*$/],
  [95, /^[\x20-\x7e]*$/],
];

/**
 * The estimated entropy of `token`, in bits: its length (in UTF-8 bytes beyond printable ASCII)
 * times log2 of the smallest usual alphabet holding it; 0 for a token that shows it was not drawn
 * at random (a run of six, fewer than 8 different characters, a repeated block).
 * @param {string} token
 * @returns {number} bits, rounded down
 */
export function tokenBits(token) {
  const chars = [...token];
  if (/(.)\1{5}/su.test(token) || new Set(chars).size < 8) return 0;
  for (let period = 1; period <= chars.length / 2; period++) if (chars.length % period === 0 && chars.every((c, i) => c === chars[i % period])) return 0;
  const set = SETS.find(([, re]) => re.test(token));
  return Math.floor(set ? chars.length * Math.log2(set[0]) : Buffer.byteLength(token) * 8);
}

/**
 * Why `token` may not guard an inbox that listens beyond loopback, in a sentence for the terminal
 * that says how to make a good one; null when it is strong enough.
 * @param {string} token
 * @returns {string | null}
 */
export function weakTokenReason(token) {
  const bits = tokenBits(token);
  if (bits >= MIN_TOKEN_BITS) return null;
  return `INBOX_TOKEN is too easy to guess (${bits === 0 ? "it looks typed, not drawn at random" : `about ${bits} bits`}; at least ${MIN_TOKEN_BITS} are needed to listen beyond this machine). Make one with ${MAKE_TOKEN}`;
}
