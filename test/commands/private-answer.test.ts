// The private answer of a click (commands/game/respond.ts): one request when the answer is ready in
// time; a click still working at ACKNOWLEDGE_AFTER_MS is acknowledged then (Discord waits 3 s for a
// first response) and its answer fills the deferred reply. The clicks' deadlines are watched by one
// timer for them all (issue 22: no timer per click).

import { type MessageComponentInteraction, MessageFlags } from "discord.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACKNOWLEDGE_AFTER_MS, privateAnswer, textPayload } from "../../commands/game/respond.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A click on a component of a private panel, its responses recorded. */
function panelClick() {
  const calls: string[] = [];
  const interaction = {
    deferred: false,
    replied: false,
    id: "1",
    token: "t",
    // The panel's update goes straight to Discord's REST layer (respond.ts `updatePanelNow`).
    client: {
      options: {},
      rest: {
        async request() {
          calls.push("update");
        },
      },
    },
    message: { flags: { has: (flag: number) => flag === MessageFlags.Ephemeral } },
    webhook: { client: { options: {} } },
    async deferUpdate() {
      calls.push("deferUpdate");
      interaction.deferred = true;
    },
    async editReply() {
      calls.push("editReply");
    },
  };
  return { interaction: interaction as unknown as MessageComponentInteraction, calls };
}

describe("a click's private answer", () => {
  it("is one update when it is ready in time, and nothing is deferred afterwards", async () => {
    vi.useFakeTimers();
    const { interaction, calls } = panelClick();
    const answer = privateAnswer(interaction);
    const { show } = answer; // handed around as a function
    await show(textPayload("done"));
    answer.done();
    vi.advanceTimersByTime(2 * ACKNOWLEDGE_AFTER_MS);
    expect(calls).toEqual(["update"]);
  });

  it("is acknowledged once the click works longer than ACKNOWLEDGE_AFTER_MS, then fills the reply", async () => {
    vi.useFakeTimers();
    const slow = panelClick();
    const quick = panelClick();
    const slowAnswer = privateAnswer(slow.interaction);
    vi.advanceTimersByTime(ACKNOWLEDGE_AFTER_MS / 2);
    const quickAnswer = privateAnswer(quick.interaction);
    vi.advanceTimersByTime(ACKNOWLEDGE_AFTER_MS / 2 - 1);
    expect(slow.calls).toEqual([]);
    // Within Discord's 3 s, well before it.
    vi.advanceTimersByTime(200);
    expect(slow.calls).toEqual(["deferUpdate"]);
    // The other click's own deadline is later.
    expect(quick.calls).toEqual([]);
    await quickAnswer.show(textPayload("quick"));
    await slowAnswer.show(textPayload("slow"));
    expect(slow.calls).toEqual(["deferUpdate", "editReply"]);
    expect(quick.calls).toEqual(["update"]);
    slowAnswer.done();
    quickAnswer.done();
  });
});
