/**
 * spec/redirects.yaml and the URL history (Stable URLs): the last check of pass 1,
 * once the route table is known (../routes/urls.ts); writes generated/urls.json and
 * generated/redirects.ts.
 */
import { dataFile } from "../emit/print.ts";
import { URL_HISTORY_FILE, printHistory } from "../routes/url-history.ts";
import { checkUrls } from "../routes/urls.ts";
import { defineKind } from "./kind.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    /** The URL history with this run's URLs, and the redirects and gone paths (routes/urls.ts). */
    readonly urls: UrlsResult;
  }
}

/** spec/redirects.yaml: what old URLs answer (optional: a site that never lost a URL needs none). */
export const redirects = defineKind({
  name: "redirects",
  files: [{ at: "redirects.yaml", schema: "redirects.schema.json", rawType: "RawRedirects", role: "redirects" }],
  needs: ["routes"],
  gives: ["urls"],
  compose: (ctx, input, ir) => ({
    urls: checkUrls(
      ctx,
      { routes: ir.routes, entityPages: input.entityPages },
      input.files[0],
      input.options.urlHistory ?? { records: [], diagnostics: [] },
      input.options.recordUrls ?? true,
      input.options.scheduledUrls,
      input.options.draftUrls,
    ),
  }),
  emit: (ir) => [
    {
      id: "urls",
      reads: ir.urls,
      make: () => [
        { path: URL_HISTORY_FILE, content: printHistory(ir.urls.history) },
        dataFile(
          "generated/redirects.ts",
          ["Redirect"],
          [
            {
              name: "redirects",
              value: ir.urls.redirects,
              type: "readonly Redirect[]",
              docs: "Old URLs answered with a 301 to a page of the site (spec/redirects.yaml, chains collapsed), sorted by from.",
            },
            {
              name: "gonePaths",
              value: ir.urls.gone,
              type: "readonly string[]",
              docs: "Old URLs removed for good, answered 410 Gone (spec/redirects.yaml), sorted.",
            },
          ],
        ),
      ],
    },
  ],
});
