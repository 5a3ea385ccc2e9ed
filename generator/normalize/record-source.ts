/**
 * Where in spec/ the record an entity was made of is written: its file and its instance path
 * there. A kind whose records have pages of their own (a project, a case study, a service, a
 * country) marks each entity with it as it makes it, and its `pages` hand it on
 * (../kinds/kind.ts `EntityPage.from`), so a page of the route table carries the state of its
 * record (../load/drafts.ts `leftOutAt`): a draft's, one still to come at its `publishAt` or gone
 * since its `unpublishAt` (docs/architecture.md, "One pass through the stages").
 *
 * The mark is kept beside the entity, not in it: the entities are emitted as they are.
 */
import type { SpecFile } from "../load/spec-file.ts";
import type { Path } from "./report.ts";

/** The file an entity's record is in, and where in it (`["projects", 3]`; empty for a whole file). */
export interface RecordSource {
  readonly file: SpecFile;
  readonly path: Path;
}

const sources = new WeakMap<object, RecordSource>();

/** `entity`, marked as made of the record at `path` of `file`; returns it. */
export function fromRecord<T extends object>(entity: T, file: SpecFile, path: Path): T {
  sources.set(entity, { file, path });
  return entity;
}

/** `copy`, marked as made of the same record as `original` (a featured study shown at a country's URL); returns it. */
export function sameRecord<T extends object>(copy: T, original: object): T {
  const source = sources.get(original);
  if (source) sources.set(copy, source);
  return copy;
}

/** The record an entity was made of, when its kind marked it ({@link fromRecord}). */
export function recordOf(entity: object): RecordSource | undefined {
  return sources.get(entity);
}
