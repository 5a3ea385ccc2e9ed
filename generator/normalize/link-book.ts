/**
 * The internal links of a spec as the first pass of the normalize stage meets them: each href
 * that starts with / and each route id is recorded where it is written, to be checked once the
 * route table is known (./links.ts `checkLinks`, the second pass).
 */
import type { SpecFile } from "../load/spec-file.ts";
import { type Keep, RecordScope, Tagged } from "./record-source.ts";
import type { Path } from "./report.ts";

/** An internal href or a route id recorded in the first pass, checked in the second (./links.ts). */
export interface PendingRef {
  readonly kind: "href" | "route-id";
  readonly value: string;
  readonly file: SpecFile;
  readonly path: Path;
}

/** The links of one run, in the order met. */
export class LinkBook {
  private readonly refs: Tagged<PendingRef>;

  /** @param scope the record being made now, which each link is tagged with (./record-source.ts) */
  constructor(scope = new RecordScope()) {
    this.refs = new Tagged(scope);
  }

  /** Internal hrefs and route ids to check once the route table is known, in the order met. */
  get pending(): readonly PendingRef[] {
    return this.refs.kept(() => true);
  }

  /** A book holding the links of this one written outside any record or in a record `keep` keeps. */
  fork(keep: Keep, scope: RecordScope): LinkBook {
    const out = new LinkBook(scope);
    for (const ref of this.refs.kept(keep)) out.refs.add(ref);
    return out;
  }

  /** Records an internal href (starting with /) for the links pass; other hrefs are left alone. Returns the href. */
  href(file: SpecFile, path: Path, href: string): string {
    if (href.startsWith("/")) this.refs.add({ kind: "href", value: href, file, path });
    return href;
  }

  /** Records a route id for the links pass; returns the id. */
  routeId(file: SpecFile, path: Path, id: string): string {
    this.refs.add({ kind: "route-id", value: id, file, path });
    return id;
  }
}
