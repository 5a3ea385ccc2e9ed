/**
 * A map of at most a given number of entries that forgets the least recently used first: the dev
 * server's caches keyed by what a request names (a page's URL, say), so no run of made-up URLs
 * grows them without end (docs/architecture.md, "What the dev server serves").
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  /** @param max most entries kept (at least 1) */
  constructor(private readonly max: number) {}

  /** The value of `key`, now the most recently used; undefined when not kept. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` for `key` as the most recently used, forgetting the least recently used beyond the limit. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > Math.max(1, this.max)) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }
}
