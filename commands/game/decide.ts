// Submitting a player's decision. Staleness is the prompt: an answer is for the prompt its button
// was rendered for, and stands as long as that prompt is still pending. The version sent to the
// game service is the one just loaded, so saves stay fenced (two clicks at once: one applies);
// when something that did not touch the prompt was saved in between (a kick vote, a timer
// reminder, a standing order), the answer is submitted once more on the new version.

import type { ActResult, PlayerDecision, Success } from "../../src/app/index.ts";
import type { Locale } from "../../src/i18n/index.ts";
import type { MessagePayload } from "../../src/render/index.ts";
import type { CommandContext } from "../types.ts";
import type { Answerable } from "./respond.ts";
import { confirmationPanel } from "./undo-button.ts";

export async function decide(
  context: Pick<CommandContext, "games">,
  input: { gameId: string; userId: string; version: number; decision: PlayerDecision },
): Promise<ActResult> {
  const first = await context.games.act(input);
  if (first.ok || first.reason !== "stale") return first;
  const current = await context.games.load(input.gameId);
  if (!current) return first;
  const { decision } = input;
  if (decision.kind === "answer" && current.engine?.prompt?.id !== decision.promptId) return first;
  return context.games.act({ ...input, version: current.record.version });
}

/**
 * After a saved decision: the decider's panel (with `note` above it), the public messages, and
 * the panel shown with `show` once the board is placed, before the notices (the clicker does not
 * wait for the pings). The panel is rendered at once: the snapshot's engine moves on with the next
 * interaction of the game, which the announcer's awaits let in.
 */
export async function announceDecision(
  interaction: Answerable,
  context: CommandContext,
  result: Success,
  locale: Locale,
  show: (panel: MessagePayload) => Promise<unknown>,
  note?: string,
): Promise<void> {
  const userId = interaction.user.id;
  // The confirmation of the play, with its Undo button (issue 26).
  const panel = confirmationPanel(result, userId, locale, note);
  // The panel goes once the board is placed, before the pings (the announcer sends it then).
  const answer = new PanelAnswer(show, panel);
  await context.announcer.publish({
    client: interaction.client,
    snapshot: result.snapshot,
    events: result.events,
    shownTo: userId,
    // A click (the hot path) edits the board without reading the channel first (announcer.ts).
    click: interaction.isMessageComponent(),
    // Bound, not an arrow: no closure named per click (tsx's keepNames defines each one's name).
    answer: answer.send.bind(answer),
  });
  await answer.send();
}

/** The decider's panel, shown once: by the announcer once the board is placed, else after the publish. */
class PanelAnswer {
  private answering: Promise<unknown> | undefined;

  constructor(
    private readonly show: (panel: MessagePayload) => Promise<unknown>,
    private readonly panel: MessagePayload,
  ) {}

  send(): Promise<unknown> {
    this.answering ??= this.show(this.panel);
    return this.answering;
  }
}
