/**
 * The icons a spec names: each checked against the icon library's exports (lucide-react) and
 * recorded, so that generated/icons.ts imports exactly the icons the site uses.
 */
import { UnknownIcon } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import { type Keep, RecordScope, Tagged } from "./record-source.ts";
import type { Path, Reporter } from "./report.ts";

/** The icons of one run: the names used, each one the library exports. */
export class IconBook {
  /** Each use, with the record being made (./record-source.ts). */
  private readonly uses: Tagged<string>;

  /**
   * @param names every name the icon library exports (with the module of each: ../load/icons.ts)
   * @param reporter where an unknown name is reported (normalize/unknown-icon, with a did-you-mean)
   * @param scope the record being made now, which each use is tagged with
   */
  constructor(
    private readonly names: ReadonlyMap<string, string>,
    private readonly reporter: Reporter,
    scope = new RecordScope(),
  ) {
    this.uses = new Tagged(scope);
  }

  /** Icons used by the spec, for generated/icons.ts. */
  get used(): ReadonlySet<string> {
    return new Set(this.uses.kept(() => true));
  }

  /** A book holding the uses of this one outside any record or by a record `keep` keeps. */
  fork(keep: Keep, reporter: Reporter, scope: RecordScope): IconBook {
    const out = new IconBook(this.names, reporter, scope);
    for (const name of this.uses.kept(keep)) out.uses.add(name);
    return out;
  }

  /** Checks an icon name at `path` of `file` and records it; returns the name. */
  icon(file: SpecFile, path: Path, name: string): string {
    if (this.names.has(name)) this.uses.add(name);
    else this.reporter.report(file, path, UnknownIcon, { name, suffix: didYouMeanSuffix(name, this.names.keys()) });
    return name;
  }
}
