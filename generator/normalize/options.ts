/**
 * What a normalize run is given besides the spec files (./index.ts `normalize`): where media
 * live, which icons exist, the URL history, what this run leaves out, and which files load or
 * validate found wrong already.
 */
import type { Withheld } from "../diagnostics/collector.ts";
import type { LeftOutRecord } from "../load/drafts.ts";
import type { UrlHistory } from "../routes/url-history.ts";

/** A page left out for its schedule: its time as written, and whether it is still to come (`publishAt`) or gone (`unpublishAt`). */
export interface ScheduledUrl {
  readonly time: string;
  readonly pending: boolean;
}

/**
 * URLs asked about one at a time: a set, or an answer made on the first question (the pages the
 * published spec leaves out, which only a link to a page that is not there needs: ../run.ts).
 */
export type UrlLookup = Pick<ReadonlySet<string>, "has">;

/** The pages the clock leaves out, asked about one URL at a time (made on the first question: ../run.ts). */
export type ScheduledLookup = Pick<ReadonlyMap<string, ScheduledUrl>, "get" | "has">;

/** Options of the normalize stage. */
export interface NormalizeOptions {
  /** Folder that media paths point into (public/), absolute. */
  readonly publicDir: string;
  /** The names the icon library (lucide-react) exports, each with the module that exports it alone (../load/icons.ts `lucideIcons`). */
  readonly icons: ReadonlyMap<string, string>;
  /** spec/schemas/, absolute: the house style reads which texts are headings from the schemas (kinds/style.ts); without it, a text whose key is `heading`. */
  readonly schemaDir?: string;
  /** The schema of pages of sections (../validate/validate.ts `pageSchema`): their `sections` take each kind's schema. */
  readonly pageSchema?: string;
  /** Every URL the site has had (generated/urls.json); none when absent (../routes/urls.ts). */
  readonly urlHistory?: UrlHistory;
  /** False to check against the history without adding this run's URLs to it (the dev server). */
  readonly recordUrls?: boolean;
  /** URLs of the pages of drafts, left out of this run (../load/drafts.ts): a link to one is reported as such. */
  readonly draftUrls?: UrlLookup;
  /**
   * URLs of the pages the generator's clock leaves out of this run (../load/drafts.ts), with their
   * time: a link to one is reported as such. Asked only of a URL this run makes no page at.
   */
  readonly scheduledUrls?: ScheduledLookup;
  /**
   * The records and files of the spec this run leaves out (drafts, records not yet or no longer
   * published: ../load/drafts.ts), as written. A team that names a person left out shows the
   * others, as a list without the record does; any other reference to a record left out is
   * reported as one to a draft or a scheduled record, not as one to nothing (./context.ts `leftOut`).
   */
  readonly leftOut?: readonly LeftOutRecord[];
  /**
   * Files whose problems load or validate found already (./withheld.ts `withheldOf`); undefined
   * on a clean spec. Normalize then still runs, so that shape problems in one file do not hide
   * reference, image and link problems in the others, but it keeps quiet where it could be wrong.
   */
  readonly withheld?: Withheld;
}
