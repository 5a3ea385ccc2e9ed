/**
 * Links: the second pass of the normalize stage (docs/architecture.md#the-generator). The first pass records
 * every internal href and route id it meets (./link-book.ts, through Context.href and Context.routeId); once the route
 * table is known, `checkLinks` reports those that point at nothing, with a "did you mean".
 */
import { ExternalMismatch, LinkToDraft, LinkToScheduled, UnknownHref, UnknownRouteId } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Link } from "../../model/content.ts";
import type { Context } from "./context.ts";
import type { ScheduledLookup, UrlLookup } from "./options.ts";
import type { Path } from "./report.ts";

/** A link as authored (spec/site.yaml `link`). */
export interface RawLink {
  readonly name: string;
  readonly href: string;
  readonly external?: boolean;
  readonly button?: boolean;
}

/**
 * Normalizes a link: records its href for the second pass, and checks that `external` is set
 * exactly on links that leave the site (they open in a new tab).
 */
export function toLink(ctx: Context, file: SpecFile, path: Path, l: RawLink): Link {
  const internal = l.href.startsWith("/");
  ctx.href(file, [...path, "href"], l.href);
  if (l.external && internal) ctx.report(file, [...path, "external"], ExternalMismatch, { href: l.href, internal: true });
  if (!l.external && !internal) ctx.report(file, [...path, "href"], ExternalMismatch, { href: l.href, internal: false });
  return { name: l.name, href: l.href, external: l.external ?? false, button: l.button ?? false };
}

/**
 * Second pass: every recorded internal href must be a known URL (its query and fragment aside),
 * and every recorded route id an id of spec/routes.yaml.
 * @param urls every URL the route table makes
 * @param routeIds every route id
 * @param drafts the URLs of draft pages (left out of this run): a link to one is told so
 * @param scheduled the URLs of pages the generator's clock leaves out (publishAt to come, unpublishAt passed), with their time: a link to one is told so
 */
export function checkLinks(
  ctx: Context,
  urls: ReadonlySet<string>,
  routeIds: readonly string[],
  drafts: UrlLookup = new Set(),
  scheduled: Pick<ScheduledLookup, "get"> = new Map(),
): void {
  for (const ref of ctx.pending) {
    if (ref.kind === "href") {
      const bare = ref.value.split(/[?#]/)[0];
      if (urls.has(bare)) continue;
      const s = scheduled.get(bare);
      if (s) ctx.report(ref.file, ref.path, LinkToScheduled, { href: ref.value, time: s.time, pending: s.pending });
      else if (drafts.has(bare)) ctx.report(ref.file, ref.path, LinkToDraft, { href: ref.value });
      else ctx.report(ref.file, ref.path, UnknownHref, { href: ref.value, suffix: didYouMeanSuffix(bare, urls) });
    } else if (!routeIds.includes(ref.value)) {
      ctx.report(ref.file, ref.path, UnknownRouteId, { id: ref.value, suffix: didYouMeanSuffix(ref.value, routeIds), known: routeIds });
    }
  }
}
