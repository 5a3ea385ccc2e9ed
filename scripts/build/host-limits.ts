/**
 * The documented limits of the static hosts the site deploys to (docs/deploying.md), checked on
 * dist/ at the end of `npm run build` (scripts/build/prerender.ts) so that a build the host would refuse,
 * or serve only in part, fails here with the file named instead of at deploy time.
 *
 * Source: Cloudflare Pages, "Limits" (https://developers.cloudflare.com/pages/platform/limits/):
 * files per site, size of one file, `_headers` rules and line length, `_redirects` static and
 * dynamic rules and declaration length. Netlify documents no stricter limit on any of these for
 * a static deploy, so Cloudflare's figures (its Free plan where plans differ) bind both.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../../lib/file-tree.mjs";

/** Files per deploy: 20,000 on Cloudflare Pages' Free plan (100,000 on paid plans since 2026-01). Cloudflare Pages, Limits, "Files". */
export const MAX_FILES = 20_000;
/** Bytes of one file: 25 MiB. Cloudflare Pages, Limits, "File size". */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** Rules (path patterns) in `_headers`: 100. Cloudflare Pages, Limits, "Headers". */
export const MAX_HEADER_RULES = 100;
/** Characters of one `_headers` line (a pattern or `Name: value`): 2,000. Cloudflare Pages, Limits, "Headers". */
export const MAX_HEADER_LINE = 2_000;
/** Static rules (no splat `*`, no placeholder `:name`) in `_redirects`: 2,000. Cloudflare Pages, Limits, "Redirects". */
export const MAX_STATIC_REDIRECTS = 2_000;
/** Dynamic rules (with a splat or a placeholder) in `_redirects`: 100. Cloudflare Pages, Limits, "Redirects". */
export const MAX_DYNAMIC_REDIRECTS = 100;
/** Characters of one `_redirects` line: 1,000. Cloudflare Pages, Limits, "Redirects". */
export const MAX_REDIRECT_LINE = 1_000;

/** The limits checked, together; the checks take another set only in tests (a small file count, say). */
export const HOST_LIMITS = {
  files: MAX_FILES,
  fileBytes: MAX_FILE_BYTES,
  headerRules: MAX_HEADER_RULES,
  headerLine: MAX_HEADER_LINE,
  staticRedirects: MAX_STATIC_REDIRECTS,
  dynamicRedirects: MAX_DYNAMIC_REDIRECTS,
  redirectLine: MAX_REDIRECT_LINE,
} as const;
/** A set of limits shaped like HOST_LIMITS. */
export type HostLimits = { readonly [K in keyof typeof HOST_LIMITS]: number };

/** A limit dist/ breaks: the file (relative to dist/, or `dist/` for the deploy as a whole) and why. */
export interface HostLimitProblem {
  readonly file: string;
  readonly problem: string;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => line.trim() !== "" && !line.trim().startsWith("#"));

/** The limits `_headers` (its text) breaks: more than MAX_HEADER_RULES path patterns, or a line over MAX_HEADER_LINE characters. */
export function headersProblems(text: string, limits: HostLimits = HOST_LIMITS): HostLimitProblem[] {
  const body = lines(text);
  const out: HostLimitProblem[] = [];
  const rules = body.filter(({ line }) => !/^\s/.test(line)).length;
  if (rules > limits.headerRules) out.push({ file: "_headers", problem: `${rules} rules, over the hosts' limit of ${limits.headerRules}` });
  for (const { line, n } of body)
    if (line.length > limits.headerLine)
      out.push({ file: "_headers", problem: `line ${n} has ${line.length} characters, over the hosts' limit of ${limits.headerLine}` });
  return out;
}

/** The limits `_redirects` (its text) breaks: too many static or dynamic rules, or a line over MAX_REDIRECT_LINE characters. */
export function redirectsProblems(text: string, limits: HostLimits = HOST_LIMITS): HostLimitProblem[] {
  const body = lines(text);
  const out: HostLimitProblem[] = [];
  const dynamic = body.filter(({ line }) => /[*:]/.test(line.trim().split(/\s+/)[0] ?? "")).length;
  const fixed = body.length - dynamic;
  if (fixed > limits.staticRedirects) out.push({ file: "_redirects", problem: `${fixed} static rules, over the hosts' limit of ${limits.staticRedirects}` });
  if (dynamic > limits.dynamicRedirects)
    out.push({ file: "_redirects", problem: `${dynamic} dynamic rules, over the hosts' limit of ${limits.dynamicRedirects}` });
  for (const { line, n } of body)
    if (line.length > limits.redirectLine)
      out.push({ file: "_redirects", problem: `line ${n} has ${line.length} characters, over the hosts' limit of ${limits.redirectLine}` });
  return out;
}

/**
 * Every host limit `dist` breaks: the number of files (every file counts, hidden ones and the
 * .br copies included), each file over MAX_FILE_BYTES, and the rules of `_headers` and
 * `_redirects` when they exist. An empty list when the deploy fits.
 * @param dist the build's output folder
 */
export function hostLimitProblems(dist: string, limits: HostLimits = HOST_LIMITS): HostLimitProblem[] {
  const files = filesUnder(dist);
  const out: HostLimitProblem[] = [];
  if (files.length > limits.files) out.push({ file: "dist/", problem: `${files.length} files, over the hosts' limit of ${limits.files} per deploy` });
  for (const f of files) {
    const size = statSync(join(dist, f)).size;
    if (size > limits.fileBytes)
      out.push({ file: f, problem: `${(size / 1024 / 1024).toFixed(1)} MiB, over the hosts' limit of ${limits.fileBytes / 1024 / 1024} MiB a file` });
  }
  if (files.includes("_headers")) out.push(...headersProblems(readFileSync(join(dist, "_headers"), "utf8"), limits));
  if (files.includes("_redirects")) out.push(...redirectsProblems(readFileSync(join(dist, "_redirects"), "utf8"), limits));
  return out;
}

/**
 * Throws when `dist` breaks a host limit, naming each file and limit; returns the number of files otherwise.
 * @throws Error "dist/ breaks a static host's limits: <file>: <why>; …"
 */
export function checkHostLimits(dist: string, limits: HostLimits = HOST_LIMITS): number {
  const problems = hostLimitProblems(dist, limits);
  if (problems.length)
    throw new Error(
      `dist/ breaks a static host's limits (scripts/build/host-limits.ts): ${problems.map((p) => `dist/${p.file.replace(/^dist\//, "")}: ${p.problem}`).join("; ")}`,
    );
  return filesUnder(dist).length;
}
