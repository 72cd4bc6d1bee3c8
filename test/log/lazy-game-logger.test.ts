// The announcer's per-publish logger (issue 22): no pino child is made until a line is logged, and
// a line logged carries the game's bindings as gameLogger's do.

import { describe, expect, it, vi } from "vitest";
import { createLogger, lazyChild, lazyGameLogger } from "../../src/log/logger.ts";

/** An info-level logger whose lines are kept, as written. */
function capturingLogger() {
  const lines: string[] = [];
  const log = createLogger({
    level: "info",
    pretty: false,
    destination: { write: (l: string) => lines.push(l) },
  });
  return { log, lines };
}

describe("lazyGameLogger", () => {
  it("makes the child at the first line only, with the game's bindings", () => {
    const { log, lines } = capturingLogger();
    const child = vi.spyOn(log, "child");
    const lazy = lazyGameLogger(log, { gameId: "g1", guildId: "s1", channelId: "c1" });
    expect(child).not.toHaveBeenCalled();
    lazy.warn("refused");
    lazy.info({ n: 2 }, "again");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([
      { gameId: "g1", guildId: "s1", channelId: "c1", msg: "refused" },
      { gameId: "g1", n: 2, msg: "again" },
    ]);
  });

  it("makes no child for lines below the level, and one for the first line logged", () => {
    const { log, lines } = capturingLogger();
    const child = vi.spyOn(log, "child");
    const lazy = lazyChild(log, { interactionId: "i1" });
    lazy.debug({ customId: "x" }, "component");
    lazy.trace("nothing");
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    lazy.error("failed");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([{ interactionId: "i1", msg: "failed" }]);
  });
});
