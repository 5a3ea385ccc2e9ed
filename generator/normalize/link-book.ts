/**
 * The internal links of a spec as the first pass of the normalize stage meets them: each href
 * that starts with / and each route id is recorded where it is written, to be checked once the
 * route table is known (./links.ts `checkLinks`, the second pass).
 */
import type { SpecFile } from "../load/spec-file.ts";
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
  /** Internal hrefs and route ids to check once the route table is known. */
  readonly pending: PendingRef[] = [];

  /** Records an internal href (starting with /) for the links pass; other hrefs are left alone. Returns the href. */
  href(file: SpecFile, path: Path, href: string): string {
    if (href.startsWith("/")) this.pending.push({ kind: "href", value: href, file, path });
    return href;
  }

  /** Records a route id for the links pass; returns the id. */
  routeId(file: SpecFile, path: Path, id: string): string {
    this.pending.push({ kind: "route-id", value: id, file, path });
    return id;
  }
}
