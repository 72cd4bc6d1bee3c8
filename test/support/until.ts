// Waiting for what gives no event to wait on (another process's work, a row in another session, a
// cache a client fills): a poll. The limit only catches a condition that never comes true; a busy
// machine (2 shared cores, load 30) makes it come true late, never false, so the limit is a
// generous time, the same for every test, and never a count of polls (each poll takes longer
// under load, but so can what it waits for).

import { vi } from "vitest";

/** How long a poll waits before it calls its condition a hang. */
export const UNTIL_TIMEOUT_MS = 120_000;

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = UNTIL_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * vi.waitFor with the limit of `until`: vitest's own default (1 s) fails a wait for a database
 * write or a worker's answer that a loaded machine takes longer than a second to finish.
 */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: UNTIL_TIMEOUT_MS, interval: 10 });
}
