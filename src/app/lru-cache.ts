// A bounded map that forgets the least recently used entry first (Map keeps insertion order, and
// every read re-inserts the entry at the end).

export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  /**
   * The most recently used key, whose entry is last already: a read of it moves nothing (a game's
   * clicks come in runs). `hasNewest` false: none known.
   */
  private newest: K | undefined;
  private hasNewest = false;

  /**
   * `onEvict`: told of the entry `set` pushed out for room (not of one deleted or replaced), after
   * it left: the game service's cue that a game leaves the hot path.
   */
  constructor(
    readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError("capacity must be a positive integer");
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || (this.hasNewest && key === this.newest)) return value;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    this.hasNewest = true;
    return value;
  }

  set(key: K, value: V): void {
    if (!this.hasNewest || key !== this.newest) this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    this.hasNewest = true;
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.entries().next();
      if (!oldest.done) {
        const [oldKey, oldValue] = oldest.value;
        this.entries.delete(oldKey);
        this.onEvict?.(oldKey, oldValue);
      }
    }
  }

  /** The value held for `key`, leaving the order as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** The entries, least recently used first, leaving the order as it is (a copy: safe to change the cache meanwhile). */
  snapshot(): [K, V][] {
    return [...this.entries];
  }

  delete(key: K): void {
    if (key === this.newest) {
      this.newest = undefined;
      this.hasNewest = false;
    }
    this.entries.delete(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
