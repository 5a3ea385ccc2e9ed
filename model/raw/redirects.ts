/**
 * Generated from spec/schemas/redirects.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * What happens to a web address the site no longer has: it is sent on to another page, or it is gone for good.
 */
export interface RawRedirects {
  /**
   * Old web addresses that move to a page of the site: a visitor or search engine that asks for one is sent on to the new page. An old address may not lead to another old address.
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
