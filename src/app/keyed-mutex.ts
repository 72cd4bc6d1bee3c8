// Serialises the async work done on one key (a game id) within this process, so that a load,
// an engine step and a save never interleave with another call on the same game. Other processes
// are fenced by the game's version in the database.
//
// Stop 35 measured the free-key fast path that stop 34 added (a free key's task run without an
// async frame, an `enteringKey` gate for calls from its synchronous part) against this simpler
// form, alternating them over the game service's call pattern: no gain (0.46 µs of CPU per call
// here against 1.1 µs there in a micro harness; the same within noise per GameService.act()
// decision), so the simpler form stays.

export class KeyedMutex {
  /** Per busy key: a promise that settles once its last queued task has finished (never rejects). */
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The key is taken before the task starts: a call the task's synchronous part makes on the same
    // key waits for it. A free key runs its task at once (no tick spent waiting on nothing).
    const tail = previous ? previous.then(() => mine) : mine;
    this.tails.set(key, tail);
    if (previous) await previous;
    try {
      return await task();
    } finally {
      release();
      // The last holder removes the key, so idle games cost nothing (and a caller that resumes
      // after its task finds the key free again).
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with a task running or waiting (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
