// A pacing clock the test moves (src/discord/latest-only.ts `PaceClock`): sleepers wake when
// `advance` passes their time.

import type { PaceClock } from "../../src/discord/latest-only.ts";

export function manualClock() {
  let now = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  const clock: PaceClock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
  };
  return {
    clock,
    advance(ms: number) {
      now += ms;
      for (const s of sleepers.filter((s) => s.at <= now)) {
        sleepers.splice(sleepers.indexOf(s), 1);
        s.wake();
      }
    },
    sleeping: () => sleepers.length,
  };
}
