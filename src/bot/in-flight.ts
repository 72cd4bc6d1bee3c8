/** Keeps the promises of the interactions being handled, so that shutdown can wait for them. */
export class InFlight {
  private readonly tasks = new Set<Promise<unknown>>();

  get size(): number {
    return this.tasks.size;
  }

  track<T>(task: Promise<T>): Promise<T> {
    this.tasks.add(task);
    const forget = () => this.tasks.delete(task);
    task.then(forget, forget);
    return task;
  }

  /** Resolves true once every tracked task has settled, or false if `timeoutMs` passes first. */
  async drain(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      while (this.tasks.size > 0) {
        const settled = await Promise.race([Promise.allSettled([...this.tasks]).then(() => true), timedOut]);
        if (!settled) return false;
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  }
}
