// Serialises the async work done on one key (a game id) within this process, so that a load,
// an engine step and a save never interleave with another call on the same game. Other processes
// are fenced by the game's version in the database.

/** A promise and the function that resolves it. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

export class KeyedMutex {
  /** Per busy key: a promise that settles once its last queued task has finished (never rejects). */
  private readonly tails = new Map<string, Promise<void>>();
  /** The key whose free-key task is starting (its synchronous part running), if any. */
  private enteringKey: string | undefined;
  /** What a call on `enteringKey` made meanwhile waits on: opened when that task settles. */
  private enteringGate: Gate | undefined;

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let previous = this.tails.get(key);
    if (previous === undefined) {
      // A free key runs its task at once, without an async frame or a promise of its own to wait
      // on (a click's usual case, issue 22): the task's own promise is the caller's.
      if (key !== this.enteringKey) return this.runFree(key, task);
      // Called by the synchronous part of that key's task itself: after it, as any other call.
      this.enteringGate ??= gate();
      previous = this.enteringGate.promise;
    }
    const mine = gate();
    const tail = previous.then(() => mine.promise);
    this.tails.set(key, tail);
    return previous.then(task).finally(() => {
      mine.open();
      // The last holder removes the key, so idle games cost nothing.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
  }

  private runFree<T>(key: string, task: () => Promise<T>): Promise<T> {
    const outerKey = this.enteringKey;
    const outerGate = this.enteringGate;
    this.enteringKey = key;
    this.enteringGate = undefined;
    let result: Promise<T>;
    let waited: Gate | undefined;
    try {
      result = task();
    } catch (error) {
      result = Promise.reject(error);
    } finally {
      // (Set by a call the task made: the compiler does not see that call change the field.)
      waited = this.enteringGate as Gate | undefined;
      this.enteringKey = outerKey;
      this.enteringGate = outerGate;
    }
    if (waited) {
      // A call on the key came in while the task started: it holds the key's tail already, and
      // waits for this task to settle.
      const open = waited.open;
      result.then(open, open);
      return result;
    }
    // Registered before the caller can await `result`, so the key is free again by the time the
    // caller resumes (a caller's next call on the same game takes this path too). A task queued
    // meanwhile replaced the tail: the key stays with it.
    const done = (): void => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
    const tail: Promise<void> = result.then(done, done);
    this.tails.set(key, tail);
    return result;
  }

  /** Keys with a task running or waiting (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
