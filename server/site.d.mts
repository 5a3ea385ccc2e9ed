/** Types of the parts of ./site.mjs that TypeScript code (the build and the unit tests) imports. */

/** One rule of dist/_redirects: where the path goes, and with which status (301…308, or 410 Gone). */
export interface RedirectRule {
  readonly to: string;
  readonly status: number;
}

/** Parses a `_redirects` file; `skipped` names each line it does not honour ("line N: why"). */
export function parseRedirectsFile(text: string): { readonly rules: Map<string, RedirectRule>; readonly skipped: string[] };

/** The rule of `pathname`, with or without a trailing slash. */
export function redirectFor(rules: ReadonlyMap<string, RedirectRule>, pathname: string): RedirectRule | undefined;

/** Parses a `_headers` file; `skipped` names each line it does not honour ("line N: why"). */
export function parseHeadersFile(text: string): { readonly rules: { pattern: string; headers: [string, string][] }[]; readonly skipped: string[] };
