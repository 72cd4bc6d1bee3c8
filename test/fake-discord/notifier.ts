/**
 * Event-based waiting without sleeps. Every state change in the fake calls
 * `notify()`; each pending wait re-runs its probe and settles as soon as the probe
 * returns a value (or throws, which is how a wait learns that an interaction
 * failed). The timeout only bounds a wait that would otherwise hang a test.
 */
export interface WaitOptions {
  timeoutMs: number;
  /** Called only on timeout, so it can describe the state at that moment. */
  describe: () => string;
}

export class WaitTimeoutError extends Error {
  override name = "WaitTimeoutError";
}

interface PendingWait {
  check(): void;
  abort(reason: Error): void;
}

export class ChangeNotifier {
  private readonly pending = new Set<PendingWait>();
  private closedWith: Error | undefined;
  private holds = 0;
  private dirty = false;

  notify(): void {
    if (this.holds > 0) {
      this.dirty = true;
      return;
    }
    for (const wait of [...this.pending]) wait.check();
  }

  /**
   * Runs `work` with notifications deferred to its end, so waits observe a
   * complete state (e.g. a REST effect together with its entry in the request log).
   */
  batch<T>(work: () => T): T {
    this.holds += 1;
    try {
      return work();
    } finally {
      this.holds -= 1;
      if (this.holds === 0 && this.dirty) {
        this.dirty = false;
        this.notify();
      }
    }
  }

  waitFor<T>(probe: () => T | undefined, options: WaitOptions): Promise<T> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const wait: PendingWait = {
        check: () => {
          let value: T | undefined;
          try {
            value = probe();
          } catch (error) {
            finish();
            reject(error);
            return;
          }
          if (value !== undefined) {
            finish();
            resolve(value);
          }
        },
        abort: (reason) => {
          finish();
          reject(reason);
        },
      };
      const finish = () => {
        this.pending.delete(wait);
        if (timer) clearTimeout(timer);
      };
      this.pending.add(wait);
      wait.check();
      if (!this.pending.has(wait)) return;
      timer = setTimeout(() => {
        finish();
        reject(new WaitTimeoutError(`timed out after ${options.timeoutMs} ms ${options.describe()}`));
      }, options.timeoutMs);
    });
  }

  close(reason: Error): void {
    this.closedWith = reason;
    for (const wait of [...this.pending]) wait.abort(reason);
  }
}
