/**
 * Generated from spec/schemas/redirects.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * What happens to a URL the site no longer has (spec/redirects.yaml): it moves to another page (a 301 redirect) or it is gone for good (410). The generator keeps every URL it has ever made in generated/urls.json and asks for one of these decisions when a URL of that list disappears; `npm run generate -- --fix` writes the redirects it can propose.
 */
export interface RawRedirects {
  /**
   * Old URLs that move to a page of the site, each answered with a 301 (dist/_redirects) and a small page that sends the visitor on (for hosts without redirects). A chain (A to B, B to C) is collapsed to A to C; the target must be a page the site makes now.
   *
   * Items: One redirect: from an old path to a page of the site.
   */
  redirects?: {
    /**
     * The old path, one the site no longer makes (a page it still makes cannot redirect).
     */
    from: string;
    /**
     * Where it goes: a page the site makes now, or the from of another redirect (the chain is followed to its end).
     */
    to: string;
  }[];
  /**
   * Old paths removed for good, with nothing to send the visitor to: answered 410 Gone with the not-found page where the host allows it (Netlify, the local server), 404 elsewhere (Cloudflare Pages); never listed in the sitemap.
   *
   * Items: A path removed for good.
   */
  gone?: string[];
}
