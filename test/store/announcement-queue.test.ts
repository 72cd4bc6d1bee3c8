// The announcement queue's light records (issue 22): a save writes the version and pinged wait in
// the game's row only when every record queued since the last stored one changed nothing else.

import { describe, expect, it } from "vitest";
import { AnnouncementQueue } from "../../src/store/announcement-queue.ts";
import type { AnnouncementRecord } from "../../src/store/types.ts";

const record = (version: number, pingedWait: string | null = null): AnnouncementRecord => ({
  gameId: "g1",
  version,
  messageId: "m1",
  pingedWait,
  pingedTurn: null,
});

/** What a save of g1 carries now: [version, in the game row], or null. */
async function carried(queue: AnnouncementQueue, fail = false): Promise<[number, boolean] | null> {
  let seen: [number, boolean] | null = null;
  await queue
    .carry("g1", async (r, inGameRow) => {
      seen = r ? [r.version, inGameRow] : null;
      if (fail) throw new Error("version conflict");
    })
    .catch(() => undefined);
  return seen;
}

describe("the announcement queue", () => {
  it("carries a light record as such, and a record after other news whole", async () => {
    const queue = new AnnouncementQueue();
    queue.put(record(1), true);
    expect(await carried(queue)).toEqual([1, true]);
    // A ping's record, then a light one over it before any save: the ping is news still.
    queue.put(record(2, "prompt:3"));
    queue.put(record(3, "prompt:3"), true);
    expect(await carried(queue)).toEqual([3, false]);
    queue.put(record(4, "prompt:3"), true);
    expect(await carried(queue)).toEqual([4, true]);
  });

  it("keeps a failed save's news for the next save, and a failed write's", async () => {
    const queue = new AnnouncementQueue();
    queue.put(record(1, "prompt:1"));
    expect(await carried(queue, true)).toEqual([1, false]);
    expect(await carried(queue)).toEqual([1, false]);
    queue.put(record(2, "prompt:2"));
    queue.take("g1");
    queue.unstored("g1"); // its own write failed
    queue.put(record(3, "prompt:2"), true);
    expect(await carried(queue)).toEqual([3, false]);
  });
});
