/**
 * What the generator works out of one spec file's parsed data, kept while that data lives: the
 * loader hands out the same parsed object for a file that did not change since the last run
 * (./load.ts), so the dev server's next run computes again only for the files that changed.
 * See docs/architecture.md, "One pass through the stages".
 */

/**
 * Wraps `compute` so that it runs once per data object (an object or array, by identity); any
 * other value (a string, a number, null) is computed every time. The data must not be changed
 * after it was read, as no stage does.
 * @param compute a pure function of the data (or a factory of a per-data store, such as a Map of answers)
 */
export function keptPerData<T>(compute: (data: unknown) => T): (data: unknown) => T {
  const kept = new WeakMap<object, T>();
  return (data) => {
    if (data === null || typeof data !== "object") return compute(data);
    if (kept.has(data)) return kept.get(data) as T;
    const made = compute(data);
    kept.set(data, made);
    return made;
  };
}
