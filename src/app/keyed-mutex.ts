// Serialises the async work done on one key (a game id) within this process, so that a load,
// an engine step and a save never interleave with another call on the same game. Other processes
// are fenced by the game's version in the database.
//
// A busy key holds the resumers of the calls waiting on it, in order; a free key has no entry. A
// call on a free key runs its task at once and costs one promise beyond the task's own (the
// release chained on it): no async frame, no promise standing for the holder (issue 22, stop 40:
// with act() no longer async either, ~460 bytes fewer allocated per GameService.act() decision,
// 17.4 -> 17.0 KB against the bare engine's 8.2 KB; no CPU change measurable on a loaded machine,
// ±4 % paired). Stop 35 saw no gain in a free-key fast path bolted onto the async form; this is
// that form's replacement, not an addition to it.

export class KeyedMutex {
  /** Per busy key: the resumers of the calls waiting on it, first in first out. */
  private readonly waiting = new Map<string, (() => void)[]>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const queue = this.waiting.get(key);
    if (queue !== undefined) {
      // Busy: resumed by the holder's release, holding the key from then on.
      return new Promise<void>((resume) => queue.push(resume)).then(() => this.hold(key, task));
    }
    // Free: taken before the task starts (a call the task's synchronous part makes on the same key
    // waits for it), and no tick spent waiting on nothing.
    this.waiting.set(key, []);
    return this.hold(key, task);
  }

  /** Runs `task` holding `key`; the key goes to the next waiter (or is freed) once it settles. */
  private hold<T>(key: string, task: () => Promise<T>): Promise<T> {
    let running: Promise<T>;
    try {
      running = task();
    } catch (error) {
      this.release(key);
      return Promise.reject(error);
    }
    return running.then(
      (value) => {
        this.release(key);
        return value;
      },
      (error: unknown) => {
        this.release(key);
        throw error;
      },
    );
  }

  private release(key: string): void {
    const queue = this.waiting.get(key);
    const next = queue?.shift();
    // The last holder removes the key, so idle games cost nothing (and a caller that resumes after
    // its task finds the key free again).
    if (next) next();
    else this.waiting.delete(key);
  }

  /** Whether a task on `key` runs or waits. */
  busy(key: string): boolean {
    return this.waiting.has(key);
  }

  /** Keys with a task running or waiting (for tests and diagnostics). */
  get busyKeys(): number {
    return this.waiting.size;
  }
}
