// A queue that runs at most one task per key at a time and keeps only the newest request waiting:
// requests that arrive while a task runs replace each other, so when work is slower than the
// requests (clicks faster than renders) only the latest is worked on, and the ones in between are
// never started. Used for the board pictures (./board-picture.ts).

export class LatestOnly<K, R> {
  private readonly slots = new Map<K, { pending: R | undefined }>();
  private readonly running = new Set<Promise<void>>();

  /** `work` never rejects here: a failure is its own to log. */
  constructor(private readonly work: (key: K, request: R) => Promise<void>) {}

  /** Starts `request` now, or after the task of `key` in progress in place of any request waiting. */
  submit(key: K, request: R): void {
    const slot = this.slots.get(key);
    if (slot) {
      slot.pending = request;
      return;
    }
    const fresh: { pending: R | undefined } = { pending: undefined };
    this.slots.set(key, fresh);
    const run = (async () => {
      let next: R | undefined = request;
      while (next !== undefined) {
        fresh.pending = undefined;
        await this.work(key, next).catch(() => undefined);
        next = fresh.pending;
      }
      this.slots.delete(key);
    })().finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Whether a task of `key` runs or waits. */
  busy(key: K): boolean {
    return this.slots.has(key);
  }

  /** Resolves once every task submitted so far (and those they let in) is done. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
