/** Types of the parts of ./static.mjs that TypeScript code (the unit tests) imports. */

/** One rule of dist/_redirects: where the path goes, and with which status (301…308, or 410 Gone). */
export interface RedirectRule {
  readonly to: string;
  readonly status: number;
}

/** Parses a `_redirects` file; `skipped` names each line it does not honour ("line N: why"). */
export function parseRedirectsFile(text: string): { readonly rules: Map<string, RedirectRule>; readonly skipped: string[] };

/** The rule of `pathname`, with or without a trailing slash. */
export function redirectFor(rules: ReadonlyMap<string, RedirectRule>, pathname: string): RedirectRule | undefined;
