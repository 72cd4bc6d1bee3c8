// Serialises the async work done on one key (a game id) within this process, so that a load,
// an engine step and a save never interleave with another call on the same game. Other processes
// are fenced by the game's version in the database.

export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A free key runs its task at once (no tick spent waiting on nothing: a click's usual case).
    const tail = previous ? previous.then(() => mine) : mine;
    this.tails.set(key, tail);
    if (previous) await previous;
    try {
      return await task();
    } finally {
      release();
      // The last holder removes the key, so idle games cost nothing.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with a task running or waiting (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
