/**
 * What the build writes for the old URLs of spec/redirects.yaml (generated/redirects.ts), for
 * static hosts with and without redirects:
 *
 * - dist/_redirects, the format Netlify and Cloudflare Pages read: `from to 301` for each
 *   redirect (chains already collapsed by the generator), and `from /404.html 410` for each gone
 *   path. Netlify answers the 410 with the not-found page; Cloudflare Pages, which accepts
 *   only 301, 302, 303, 307 and 308, skips those lines as malformed, and the path (where the
 *   build writes nothing) gets its nearest 404.html with a 404. The local server
 *   (server/inbox.mjs) reads the same file: 301 with Location, 410 with the not-found page.
 * - At each old path, dist/<from>/index.html: a page that sends the browser on at once
 *   (`<meta http-equiv="refresh">`), names the new URL as canonical, shows a link for the rest,
 *   and asks not to be indexed; no script, no inline style. Hosts without redirects serve it;
 *   Cloudflare Pages applies _redirects before its files, so it answers 301 even so. Netlify
 *   serves a file over a rule that is not forced (`301!`, which Cloudflare would skip), so there
 *   the page does the redirect.
 *
 * Paths are written percent-encoded (slugs may keep letters outside ASCII), as both hosts read them.
 */
import type { Redirect } from "../../model/index.ts";
import { escapeHtml } from "../../runtime/app/document.ts";
import { buttonVariants } from "../../runtime/primitives/Button.tsx";
import { parseRedirectsFile } from "../../lib/host-files.mjs";

/** The texts and links the moved page needs, from generated/site.ts. */
export interface MovedPageSite {
  readonly language: string;
  readonly siteUrl: string;
  readonly favicon: string;
  readonly heading: string;
  readonly link: string;
}

/** dist/_redirects: a comment line, the redirects, then the gone paths. */
export function redirectsFile(redirects: readonly Redirect[], gone: readonly string[]): string {
  const lines = [
    "# Old URLs (spec/redirects.yaml): 301 to their page; 410 Gone where the host allows it (Netlify), else the nearest 404.html.",
    ...redirects.map((r) => `${encodeURI(r.from)} ${encodeURI(r.to)} 301`),
    ...gone.map((path) => `${encodeURI(path)} /404.html 410`),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Returns `text` (a _redirects file) when the local server would honour every line of it; else
 * throws naming each line it would skip, so the build fails there instead of losing a redirect.
 * @throws Error "dist/_redirects: line N: why; …"
 */
export function checkedRedirectsFile(text: string): string {
  const { skipped } = parseRedirectsFile(text);
  if (skipped.length) throw new Error(`dist/_redirects: ${skipped.join("; ")}`);
  return text;
}

/**
 * The page at an old path: meta refresh to `to`, canonical `to` on the site's address, a visible
 * link, the site's stylesheets, noindex.
 * @param css the stylesheets every page links (hashed paths of the build)
 */
export function movedPage(redirect: Redirect, site: MovedPageSite, css: readonly string[]): string {
  const a = escapeHtml;
  const to = encodeURI(redirect.to);
  return [
    "<!DOCTYPE html>",
    `<html lang="${a(site.language)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${a(site.heading)}</title>`,
    `<meta http-equiv="refresh" content="0; url=${a(to)}">`,
    `<link rel="canonical" href="${a(site.siteUrl + to)}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="icon" href="${a(site.favicon)}" type="image/svg+xml">`,
    ...css.map((href) => `<link rel="stylesheet" href="${a(href)}">`),
    "</head>",
    "<body>",
    // The look of the site's message pages (runtime/parts/MessagePage.tsx, its button): classes
    // the runtime already uses, so the stylesheet has them.
    '<main class="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white py-24">',
    '<div class="mx-auto w-full max-w-2xl px-5 text-center sm:px-8 lg:px-12">',
    `<h1 class="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">${a(site.heading)}</h1>`,
    `<p class="mt-9"><a class="${a(buttonVariants({ size: "lg" }))}" href="${a(to)}">${a(site.link)}</a></p>`,
    "</div>",
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
