/**
 * Reporting at a place of a spec file: what every part of the normalize context reports through
 * (./context.ts). A problem is placed at the value an instance path names, file:line:col, and
 * handed to the run's {@link DiagnosticCollector}; nothing here throws for a problem in spec/.
 */
import type { MessageEntry } from "../diagnostics/catalogue.ts";
import { DiagnosticCollector, type Withheld } from "../diagnostics/collector.ts";
import { type Diagnostic, type Fix, type Problem, type Where, formatPath } from "../diagnostics/index.ts";
import { type Path, type SpecFile, locate } from "../load/spec-file.ts";
import { type Keep, RecordScope, type RecordSource } from "./record-source.ts";

export type { Path } from "../load/spec-file.ts";

/** The problems and findings of one normalize run, each at file:line:col of the value it is about. */
export class Reporter {
  private readonly collected: DiagnosticCollector;
  /** The record each problem and finding was reported while making, if any (./record-source.ts). */
  private readonly sources = new WeakMap<Diagnostic, RecordSource>();

  /**
   * @param withheld the files load or validate found wrong (../diagnostics/collector.ts); undefined on a clean spec
   * @param scope the record being made now, which what is reported is tagged with
   */
  constructor(
    private readonly withheld?: Withheld,
    private readonly scope = new RecordScope(),
  ) {
    this.collected = new DiagnosticCollector(withheld);
  }

  /** A reporter holding what this one reported outside any record or while making a record `keep` keeps. */
  fork(keep: Keep, scope: RecordScope): Reporter {
    const out = new Reporter(this.withheld, scope);
    const kept = (d: Diagnostic) => {
      const source = this.sources.get(d);
      return source === undefined || keep(source);
    };
    out.collected.diagnostics.push(...this.collected.diagnostics.filter(kept));
    out.collected.warnings.push(...this.collected.warnings.filter(kept));
    return out;
  }

  /** Tags what was added to `list` since it held `before` entries with the record being made. */
  private tag(list: readonly Diagnostic[], before: number): void {
    const source = this.scope.current;
    if (source) for (const d of list.slice(before)) this.sources.set(d, source);
  }

  /** Every problem reported so far, in the order found. */
  get diagnostics(): Diagnostic[] {
    return this.collected.diagnostics;
  }

  /** Findings that do not stop the run ({@link warn}). */
  get warnings(): Diagnostic[] {
    return this.collected.warnings;
  }

  /**
   * Reports a problem at `path` of `file` (at its key when `atKey`), worded by a catalogue entry.
   * Falls back to the nearest existing ancestor when the path does not exist in the file.
   */
  report<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, atKey = false): void {
    const before = this.collected.diagnostics.length;
    this.collected.add(entry, args, where(file, path, atKey));
    this.tag(this.collected.diagnostics, before);
  }

  /**
   * Records a finding that does not stop the run (the house style) at the value's position, with
   * the fix `--fix` writes; `generate(root, { strict: true })` turns the findings into errors.
   */
  warn<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, fix?: Fix): void {
    const before = this.collected.warnings.length;
    this.collected.warn(entry, args, where(file, path), fix);
    this.tag(this.collected.warnings, before);
  }

  /** Reports a problem made elsewhere (a template's, a media file's) at `path` of `file`. */
  place(file: SpecFile, path: Path, p: Problem): void {
    this.report(file, path, p.entry, p.args as never);
  }
}

/** The place of a value of a spec file, as a diagnostic names it. */
function where(file: SpecFile, path: Path, atKey = false): Where {
  const [line, col] = locate(file, path, atKey);
  return { file: file.file, line, col, path: formatPath(path, file.data), source: file.source };
}
