// `sg` components: "Open my hand" and "Respond" (on the public board and notices), and everything
// in a player's private panel — card and target selects, pages, marks, answers, the standing
// order, "Show the board". Each click is decoded, checked against the stored game and the clicker,
// and answered privately (the panel is updated in place when the click came from it). An answer
// is saved before anything is announced; a refused click changes nothing and says why.

import type { MessageComponentInteraction } from "discord.js";
import type { GameSnapshot, PlayerDecision } from "../../src/app/index.ts";
import { inUndoneBranch } from "../../src/app/undo.ts";
import { panelInput } from "../../src/discord/views.ts";
import type { Prompt } from "../../src/engine/types.ts";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { confirmEndTurn, playsOfEachKindLeft, withAskAgain } from "../../src/render/end-turn.ts";
import { decodeCustomId, type GameAction, type MessagePayload, nextPanelUi } from "../../src/render/index.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { announceDecision, decide } from "./decide.ts";
import { gameOfComponent } from "./load.ts";
import { privateAnswer, textPayload } from "./respond.ts";
import { storySinceLastTurn } from "./story.ts";
import { boardDetailsView, discardsView, privateView } from "./views.ts";

export const gameComponents: ComponentHandler = {
  prefix: "sg",
  async handle(interaction, context) {
    if (!interaction.isMessageComponent()) {
      throw new UserError(msg(localeOf(interaction.locale)).play.invalidButton);
    }
    const locale = localeOf(interaction.locale);
    // Private content never replaces a public message: a click on the board or a notice gets an
    // ephemeral reply, a click in a panel updates that panel — in one request when it is ready in
    // time, else acknowledged first (respond.ts).
    const answerer = privateAnswer(interaction);
    try {
      await handleClick(interaction, context, locale, answerer.show);
    } finally {
      answerer.done();
    }
  },
};

async function handleClick(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  locale: Locale,
  show: (payload: MessagePayload) => Promise<unknown>,
): Promise<void> {
  const action = decodeCustomId(interaction.customId);
  // An answer starts from the cached game: its save is the click's one round trip.
  const answers = action?.prefix === "sg" && ANSWERS.has(action.verb);
  const snapshot =
    action?.prefix === "sg" ? await gameOfComponent(interaction, context, action, { cached: answers }) : null;
  if (action?.prefix !== "sg" || !snapshot) {
    await show(textPayload(msg(locale).play.invalidButton));
    return;
  }
  // A click that saves publishes next: what the channel was shown is read meanwhile if not held.
  if (answers) context.announcer.expect(snapshot.record.id);
  const click: Click = { interaction, context, action, snapshot, locale, show };
  // Each branch awaited, not returned: an async function that returns a promise resolves its own
  // with it, one promise and two turns of the microtask queue more per click (issue 22).
  switch (action.verb) {
    case "hand":
    case "resp":
      await openView(click);
      return;
    case "board":
      await repostBoard(click);
      return;
    case "disc":
      await click.show(discardsView(snapshot, locale));
      return;
    case "more":
      await click.show(boardDetailsView(snapshot, locale));
      return;
    case "card":
    case "page":
    case "mark":
    case "read":
      await navigate(click);
      return;
    case "pick":
    case "done":
    case "auto":
    case "endok":
    case "endnv":
      await answer(click);
      return;
    case "askon":
      await askAgain(click);
      return;
  }
}

/** The verbs that answer the pending prompt (or set the standing order): the clicks that save. */
const ANSWERS: ReadonlySet<string> = new Set(["pick", "done", "auto", "endok", "endnv"]);

interface Click {
  interaction: MessageComponentInteraction;
  context: CommandContext;
  action: GameAction;
  snapshot: GameSnapshot;
  locale: Locale;
  show(payload: MessagePayload): Promise<unknown>;
}

/** Why a click cannot act on the game's pending prompt, if it cannot. */
function refusal(click: Click, needsPrompt: boolean): string | undefined {
  const { snapshot, action, interaction } = click;
  const reasons = msg(click.locale).app.reason;
  if (snapshot.record.status === "finished") return reasons["game-over"];
  if (snapshot.record.status === "cancelled") return reasons.cancelled;
  if (snapshot.seatOf(interaction.user.id) === null) return reasons["not-in-game"];
  if (!needsPrompt) return undefined;
  const prompt = snapshot.engine?.prompt;
  if (!prompt || prompt.id !== action.promptId) return reasons.stale;
  // A button of a branch an undo took back: the same prompt id may now ask another question (issue 26).
  if (inUndoneBranch(snapshot.setup, action.version, action.promptId)) return reasons.stale;
  if (prompt.seat !== snapshot.seatOf(interaction.user.id)) return reasons["not-your-prompt"];
  return undefined;
}

/**
 * "Open my hand" / "Respond": the clicker's own panel, with why it differs from what they clicked;
 * then, if the channel was never shown this state of the game (a lost announcement), it is now.
 */
async function openView(click: Click): Promise<void> {
  const { snapshot, interaction, locale, context } = click;
  const refused = refusal(click, click.action.verb === "resp");
  // At the start of their turn, what happened since their last one comes above their hand.
  const note = refused ?? storySinceLastTurn(snapshot, interaction.user.id, locale);
  await click.show(privateView(snapshot, interaction.user.id, locale, { note }));
  await context.announcer.catchUp(interaction.client, snapshot.record.id, snapshot.record.version);
}

/** "Show the board": the board again at the bottom of the channel, the panel refreshed. */
async function repostBoard(click: Click): Promise<void> {
  const { snapshot, interaction, context, locale } = click;
  const panel = privateView(snapshot, interaction.user.id, locale);
  await context.announcer.publish({ client: interaction.client, snapshot, repost: true });
  await click.show(panel);
}

/** Card chosen, page turned, options marked: the same prompt seen differently (nothing saved). */
async function navigate(click: Click): Promise<void> {
  const { snapshot, interaction, action, locale } = click;
  // Reading a card of one's hand needs no pending choice.
  const note = refusal(click, action.verb !== "read");
  const prompt = snapshot.engine?.prompt ?? null;
  const values = interaction.isStringSelectMenu() ? interaction.values : [];
  const ui = note ? undefined : nextPanelUi(action, values, prompt);
  await click.show(privateView(snapshot, interaction.user.id, locale, { note, ui }));
}

async function answer(cachedClick: Click): Promise<void> {
  let click = cachedClick;
  // Stale on the cached game: the game as stored decides (another process may have moved it on).
  // Any other refusal stands: a prompt's seat never changes, and a game never reopens.
  if (refusal(click, click.action.verb !== "auto") === msg(click.locale).app.reason.stale) {
    const stored = await gameOfComponent(click.interaction, click.context, click.action);
    if (!stored) {
      await click.show(textPayload(msg(click.locale).play.invalidButton));
      return;
    }
    click = { ...click, snapshot: stored };
  }
  const { snapshot, interaction, action, context, locale } = click;
  const userId = interaction.user.id;
  const note = refusal(click, action.verb !== "auto");
  if (note || snapshot.seatOf(userId) === null) {
    await click.show(privateView(snapshot, userId, locale, { note }));
    return;
  }
  const decision = decisionOf(click, snapshot.engine?.prompt ?? null);
  if (!decision) {
    await click.show(textPayload(msg(locale).play.invalidButton));
    return;
  }
  // End turn with a minion and an action still playable asks first, unless the player said not to.
  const ending = action.verb === "endok" || action.verb === "endnv" || isEndTurn(decision);
  const playsLeft = ending && endGivesUpPlays(snapshot, userId);
  if (action.verb === "endnv") await context.store.updatePlayerSettings(userId, { confirmEndTurn: false });
  let asked = true;
  if (action.verb === "pick" && playsLeft) {
    asked = (await context.store.getPlayerSettings(userId)).confirmEndTurn;
    if (asked) {
      const ref = { gameId: snapshot.record.id, version: snapshot.record.version, promptId: action.promptId };
      await click.show(confirmEndTurn(privateView(snapshot, userId, locale), ref, locale));
      return;
    }
  }
  const result = await decide(context, {
    gameId: snapshot.record.id,
    userId,
    version: snapshot.record.version,
    decision,
  });
  if (!result.ok) {
    const current = (await context.games.load(snapshot.record.id)) ?? snapshot;
    const reason = msg(locale).app.reason[result.reason];
    await click.show(privateView(current, userId, locale, { note: reason }));
    return;
  }
  if (playsLeft && (action.verb === "endnv" || !asked)) {
    // Ended without the question: say so, with the way to have it back.
    const after = result.snapshot;
    const ref = { gameId: after.record.id, version: after.record.version, promptId: 0 };
    const show = (panel: MessagePayload) => click.show(withAskAgain(panel, ref, locale));
    await announceDecision(interaction, context, result, locale, show, msg(locale).panel.askingOff);
    return;
  }
  await announceDecision(interaction, context, result, locale, click.show);
}

function isEndTurn(decision: PlayerDecision): boolean {
  return decision.kind === "answer" && decision.choice.length === 1 && decision.choice[0] === "end";
}

/** Whether ending the clicker's turn now gives up a minion play and an action play (the engine's prompt says). */
function endGivesUpPlays(snapshot: GameSnapshot, userId: string): boolean {
  const seat = snapshot.seatOf(userId);
  if (seat === null || !snapshot.engine) return false;
  const input = panelInput(snapshot, snapshot.engine, seat);
  return playsOfEachKindLeft(input.view, input.defs);
}

/** "Ask before ending my turn": the question is back on (stored for the player, any game). */
async function askAgain(click: Click): Promise<void> {
  const { snapshot, interaction, context, locale } = click;
  const userId = interaction.user.id;
  const note = refusal(click, false);
  if (!note) await context.store.updatePlayerSettings(userId, { confirmEndTurn: true });
  await click.show(privateView(snapshot, userId, locale, { note: note ?? msg(locale).panel.askingOn }));
}

function decisionOf(click: Click, prompt: Prompt | null): PlayerDecision | null {
  const { action, interaction } = click;
  switch (action.verb) {
    case "auto":
      return { kind: "autoPass", on: action.on };
    case "pick": {
      if (!prompt) return null;
      const choice = interaction.isStringSelectMenu()
        ? [...interaction.values]
        : action.arg
          ? [action.arg]
          : [];
      return choice.length > 0 ? { kind: "answer", promptId: prompt.id, choice } : null;
    }
    case "endok":
    case "endnv":
      return prompt?.options.some((o) => o.id === "end")
        ? { kind: "answer", promptId: prompt.id, choice: ["end"] }
        : null;
    case "done": {
      if (!prompt) return null;
      // A loop, not map + some: the marks' array is empty or not, and V8 dropped the optimised
      // handler each time `some` met the other kind of array (two re-compilations per process).
      const choice: string[] = [];
      for (const i of action.marked) {
        const id = prompt.options[i]?.id;
        if (id === undefined) return null;
        choice.push(id);
      }
      return { kind: "answer", promptId: prompt.id, choice };
    }
    default:
      return null;
  }
}
