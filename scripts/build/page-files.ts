/**
 * The site's URL policy on disk (docs/architecture.md, "URLs and files"): which file of dist/ a
 * page URL is prerendered to, so that Cloudflare Pages and Netlify serve every canonical URL
 * (`/kenya`, no trailing slash) with 200 and no redirect. `/` is `index.html`; any other URL
 * `/a/b` is `a/b.html`, beside the folder `a/b/` that holds its children and its not-found view.
 * Both hosts serve `a/b.html` at `/a/b` and redirect `/a/b.html` and `/a/b/` to it; a
 * `a/b/index.html` would make them redirect `/a/b` to `/a/b/` instead. The local server
 * (server/site.mjs, fileFor) follows the same file rules. Used by scripts/build/prerender.ts (pages
 * and the pages at old URLs), scripts/bench/bench.ts and the tests that read the built pages.
 */

/**
 * The file of dist/ that holds the page at `url`, relative to dist/, `/` separated.
 * @param url a path of the site as the route table has it (starts with `/`, no trailing slash
 *   except `/` itself, not percent-encoded)
 * @returns `index.html` for `/`, else `<path>.html`
 * @throws Error when `url` does not start with `/` or ends with one (other than `/`)
 */
export function pageFile(url: string): string {
  if (url === "/") return "index.html";
  if (!url.startsWith("/") || url.endsWith("/")) throw new Error(`pageFile: ${JSON.stringify(url)} is not a page URL (starts with /, no trailing slash)`);
  return `${url.slice(1)}.html`;
}
