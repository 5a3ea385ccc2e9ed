/**
 * The icons a spec names: each checked against the icon library's exports (lucide-react) and
 * recorded, so that generated/icons.ts imports exactly the icons the site uses.
 */
import { UnknownIcon } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Path, Reporter } from "./report.ts";

/** The icons of one run: the names used, each one the library exports. */
export class IconBook {
  /** Icons used by the spec, for generated/icons.ts. */
  readonly used = new Set<string>();

  /**
   * @param names every name the icon library exports (with the module of each: ../load/icons.ts)
   * @param reporter where an unknown name is reported (normalize/unknown-icon, with a did-you-mean)
   */
  constructor(
    private readonly names: ReadonlyMap<string, string>,
    private readonly reporter: Reporter,
  ) {}

  /** Checks an icon name at `path` of `file` and records it; returns the name. */
  icon(file: SpecFile, path: Path, name: string): string {
    if (this.names.has(name)) this.used.add(name);
    else this.reporter.report(file, path, UnknownIcon, { name, suffix: didYouMeanSuffix(name, this.names.keys()) });
    return name;
  }
}
