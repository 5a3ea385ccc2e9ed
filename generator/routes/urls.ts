/**
 * Stable URLs: the last check of the normalize stage, once the route table is
 * known. Every URL the site has ever made is in the history (generated/urls.json, read by
 * ./url-history.ts); every one that is no longer a page needs a decision in
 * spec/redirects.yaml: a redirect (301) to a page of the site, or `gone` (410).
 *
 * - A vanished URL whose record (same kind and key) is still there under a new URL gets that URL
 *   proposed (urls/moved), with a fix `npm run generate -- --fix` writes (../write/fix.ts);
 *   any other vanished URL asks for a redirect or gone (urls/removed).
 * - Redirect chains collapse (A→B, B→C gives A→C); a redirect whose end is not a page
 *   (urls/redirect-to-nothing: when it leads to a URL the history never had, with a fix that sends
 *   it to the URL its old URL's record has now), a loop (urls/redirect-loop), a redirect or a gone path that is a
 *   live page (urls/redirect-from-page, urls/gone-page) and two decisions for one URL
 *   (normalize/duplicate) are errors.
 * - The new history is the old one plus every URL made now (a URL's kind and key as they are now).
 */
import {
  Duplicate,
  GoneLivePage,
  RedirectFromLivePage,
  RedirectLoop,
  RedirectToLeftOut,
  RedirectToNothing,
  UrlMoved,
  UrlRemoved,
} from "../diagnostics/catalogue.ts";
import { diagnostic, didYouMeanSuffix, formatPath } from "../diagnostics/index.ts";
import { type SpecFile, locate } from "../load/spec-file.ts";
import type { UrlHistory } from "./url-history.ts";
import type { Redirect, RouteEntry, UrlRecord } from "../../model/content.ts";
import type { UrlsResult } from "../model/ir.ts";
import type { EntityPages } from "../kinds/kind.ts";
import type { RawRedirects } from "../../model/raw/index.ts";
import type { Context, Path } from "../normalize/context.ts";
import type { ScheduledLookup, UrlLookup } from "../normalize/options.ts";

/** What the site's URLs are made from: the route table and the pages the kinds gave it, with their records. */
export interface UrlSources {
  readonly routes: readonly RouteEntry[];
  readonly entityPages: readonly EntityPages[];
}

/**
 * Every URL the route table makes, with the record it belongs to: a service
 * (`media/media-buying`), a case study (`rw/eden-care-product-launch`), a project (its key), or
 * else a page of a route, keyed by the route id and its parameter values (`about`,
 * `service-section/media`). Sorted by URL.
 */
export function currentUrls(src: UrlSources): UrlRecord[] {
  const owner = new Map<string, { readonly kind: string; readonly key: string }>();
  for (const e of src.entityPages) for (const p of e.pages) if (p.owner) owner.set(p.url, p.owner);
  const out = new Map<string, UrlRecord>();
  for (const r of src.routes) {
    const pattern = r.path.split("/");
    for (const url of r.urls) {
      const segments = url.split("/");
      const values = pattern.flatMap((seg, i) => (seg.startsWith(":") ? [segments[i] ?? ""] : []));
      out.set(url, { url, ...(owner.get(url) ?? { kind: "page", key: [r.id, ...values].join("/") }) });
    }
  }
  return [...out.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** How a record is named in a message: `the case study "rw/eden-care"`, `the page of route "about"`. */
function describe(r: UrlRecord): string {
  return r.kind === "page" ? `the page of route "${r.key.split("/")[0]}"` : `the ${r.kind} "${r.key}"`;
}

/**
 * Checks spec/redirects.yaml against the pages made now and the history, and reports every URL
 * of the history that vanished without a decision.
 * @param redirectsFile spec/redirects.yaml when it exists (it is optional: a site that never
 *   lost a URL needs none)
 * @param history the history as read; its entries point at generated/urls.json when there is no
 *   spec/redirects.yaml to point at
 * @param record false to leave new URLs out of the history (the page editor's checks, which
 *   write nothing)
 * @param resting URLs the generator's clock leaves out of this run (a `publishAt` to come, an
 *   `unpublishAt` passed: load/drafts.ts), with their time: not pages now, but not removed
 *   either, so they need no decision and stay in the history; a redirect to one is told so
 * @param drafts URLs of the drafts' pages, which this run leaves out: a redirect to one is told so,
 *   and a URL of the history that is one is said to be a draft's
 */
export function checkUrls(
  ctx: Context,
  src: UrlSources,
  redirectsFile: SpecFile | undefined,
  history: UrlHistory,
  record = true,
  resting: ScheduledLookup = new Map(),
  drafts: UrlLookup = new Set(),
): UrlsResult {
  const current = currentUrls(src);
  const live = new Set(current.map((r) => r.url));
  const raw = (redirectsFile?.data ?? {}) as RawRedirects;
  const authored = raw.redirects ?? [];
  const gone = raw.gone ?? [];

  // Each old URL has one decision.
  const decided = new Map<string, Path>();
  const decide = (url: string, path: Path) => {
    if (decided.has(url))
      ctx.report(redirectsFile!, path, Duplicate, { value: url, what: "decisions", rule: "each old URL has one decision: one redirect, or gone" });
    else decided.set(url, path);
  };
  authored.forEach((r, i) => {
    decide(r.from, ["redirects", i, "from"]);
    if (live.has(r.from)) ctx.report(redirectsFile!, ["redirects", i, "from"], RedirectFromLivePage, { url: r.from });
  });
  gone.forEach((url, i) => {
    decide(url, ["gone", i]);
    if (live.has(url)) ctx.report(redirectsFile!, ["gone", i], GoneLivePage, { url });
  });

  // Every record made now, by identity: where a URL of the history went.
  const byIdentity = new Map<string, UrlRecord[]>();
  for (const r of current) byIdentity.set(`${r.kind}\0${r.key}`, [...(byIdentity.get(`${r.kind}\0${r.key}`) ?? []), r]);
  const historyByUrl = new Map(history.records.map((r) => [r.url, r]));

  // Chains collapse to the page they end at; a loop or an end that is no page is an error.
  const next = new Map(authored.map((r) => [r.from, r.to]));
  const redirects: Redirect[] = [];
  authored.forEach((r, i) => {
    if (live.has(r.from)) return;
    const chain = [r.from];
    let at = r.to;
    while (!live.has(at) && next.has(at) && !chain.includes(at)) {
      chain.push(at);
      at = next.get(at)!;
    }
    if (chain.includes(at)) ctx.report(redirectsFile!, ["redirects", i, "to"], RedirectLoop, { chain: [...chain, at] });
    else if (!live.has(at)) {
      const args = { to: r.to, suffix: didYouMeanSuffix(r.to, live) };
      // It leads to a URL the history never had (a page renamed again before a commit) and the
      // old URL's record is now at one other URL: the fix sends the redirect after it. (A URL of
      // the history it leads to needs a decision of its own, which mends the chain.)
      const old = historyByUrl.has(r.to) ? undefined : historyByUrl.get(r.from);
      const now = old && byIdentity.get(`${old.kind}\0${old.key}`);
      const scheduled = resting.get(at);
      if (scheduled) ctx.report(redirectsFile!, ["redirects", i, "to"], RedirectToLeftOut, { to: r.to, time: scheduled.time, pending: scheduled.pending });
      else if (drafts.has(at)) ctx.report(redirectsFile!, ["redirects", i, "to"], RedirectToLeftOut, { to: r.to });
      else if (now?.length !== 1) ctx.report(redirectsFile!, ["redirects", i, "to"], RedirectToNothing, args);
      else {
        const path = ["redirects", i, "to"];
        const [line, col] = locate(redirectsFile!, path);
        ctx.diagnostics.push({
          ...diagnostic(RedirectToNothing, args, {
            file: redirectsFile!.file,
            line,
            col,
            path: formatPath(path, redirectsFile!.data),
            source: redirectsFile!.source,
          }),
          fix: { kind: "redirect", from: r.from, to: now[0]!.url },
        });
      }
    } else redirects.push({ from: r.from, to: at });
  });

  // Every URL of the history that is no longer a page needs a decision.
  const proposed = new Set<string>();
  history.records.forEach((old, i) => {
    if (live.has(old.url) || decided.has(old.url) || proposed.has(old.url) || resting.has(old.url)) return;
    proposed.add(old.url);
    const now = byIdentity.get(`${old.kind}\0${old.key}`);
    // Point where the decision goes (spec/redirects.yaml), else at the entry of the history.
    const [file, path, atKey] = redirectsFile
      ? ([redirectsFile, redirectsFile.doc.has("redirects") ? ["redirects"] : [], true] as const)
      : ([history.file!, ["urls", i], false] as const);
    const [line, col] = locate(file, path, atKey);
    const where = { file: file.file, line, col, path: formatPath(path), source: file.source };
    if (now?.length === 1) {
      ctx.diagnostics.push({
        ...diagnostic(UrlMoved, { url: old.url, to: now[0].url, what: describe(old) }, where),
        fix: { kind: "redirect", from: old.url, to: now[0].url },
      });
    } else {
      const draft = drafts.has(old.url);
      const key = old.kind === "page" || draft ? {} : { key: old.key.split("/").pop() };
      ctx.diagnostics.push(diagnostic(UrlRemoved, { url: old.url, what: describe(old), ...key, ...(draft && { draft }) }, where));
    }
  });

  const merged = new Map(history.records.map((r) => [r.url, r]));
  if (record) for (const r of current) merged.set(r.url, r);
  return {
    history: [...merged.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
    redirects: redirects.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
    gone: [...gone].filter((u) => !live.has(u)).sort(),
  };
}
