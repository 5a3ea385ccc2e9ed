/**
 * Where in spec/ the record an entity was made of is written, and what a view of the model keeps
 * of it (docs/architecture.md, "One pass through the stages").
 *
 * The normalize stage makes every record once, over the spec with every record in it (drafts,
 * records still to come and records gone included: ../load/drafts.ts `everything`). A kind makes
 * each record of a collection that may be left out (a project, a case study, a person, a service,
 * a country) inside `Context.record`, which marks the entity with its record and tags with it
 * what the context records meanwhile (problems, icons, photographs, composed pictures, links).
 * A view (the published spec, what `npm run dev` shows) then keeps the entities and the tagged
 * entries of the records it keeps ({@link Keep}): the entities by their mark, wherever they are
 * in the model (a team member is marked with its person: ../normalize/people.ts), the entries by
 * their tag (`Context.fork`).
 *
 * Marks are kept beside the entities, not in them: the entities are emitted as they are.
 */
import type { Path, SpecFile } from "../load/spec-file.ts";

/** The file an entity's record is in, and where in it (`["projects", 3]`; empty for a whole file). */
export interface RecordSource {
  readonly file: SpecFile;
  readonly path: Path;
}

/** Whether a view keeps the record written at a place (the published view: a live one). */
export type Keep = (source: RecordSource) => boolean;

/** The record the normalize stage is making now, if any: what the context's books tag their entries with. */
export class RecordScope {
  current: RecordSource | undefined = undefined;
}

/** Entries recorded in a normalize run, each with the record being made when it was recorded ({@link RecordScope}). */
export class Tagged<T> {
  private readonly entries: { readonly value: T; readonly source: RecordSource | undefined }[] = [];

  constructor(private readonly scope: RecordScope) {}

  /** Records `value` with the record being made now. */
  add(value: T): void {
    this.entries.push({ value, source: this.scope.current });
  }

  /** The values recorded outside any record, or with a record `keep` keeps, in the order recorded. */
  kept(keep: Keep): T[] {
    return this.entries.flatMap((e) => (e.source === undefined || keep(e.source) ? [e.value] : []));
  }
}

const sources = new WeakMap<object, RecordSource>();

/** `entity`, marked as made of the record at `path` of `file`; returns it. */
export function fromRecord<T extends object>(entity: T, file: SpecFile, path: Path): T {
  sources.set(entity, { file, path });
  return entity;
}

/** `copy`, marked as made of the same record as `original` (a featured study shown at a country's URL, a team member); returns it. */
export function sameRecord<T extends object>(copy: T, original: object): T {
  const source = sources.get(original);
  if (source) sources.set(copy, source);
  return copy;
}

/** The record an entity was made of, when its kind marked it ({@link fromRecord}). */
export function recordOf(entity: object): RecordSource | undefined {
  return sources.get(entity);
}

/**
 * `value` as a view sees it: every list item marked with a record `keep` does not keep taken out,
 * at any depth. What holds no such item is returned as it is (the same object), what does is a
 * copy (keeping the mark of the object it copies); nothing is changed in place, so one model
 * serves every view.
 */
export function viewed<T>(value: T, keep: Keep): T {
  if (Array.isArray(value)) {
    let changed = false;
    const out: unknown[] = [];
    for (const item of value) {
      const source = typeof item === "object" && item !== null ? sources.get(item) : undefined;
      if (source && !keep(source)) {
        changed = true;
        continue;
      }
      const seen = viewed(item, keep);
      if (seen !== item) changed = true;
      out.push(seen);
    }
    return (changed ? sameRecord(out, value) : value) as T;
  }
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value)) {
      const seen = viewed(v, keep);
      if (seen !== v) {
        out ??= { ...(value as Record<string, unknown>) };
        out[k] = seen;
      }
    }
    return (out ? sameRecord(out, value) : value) as T;
  }
  return value;
}
