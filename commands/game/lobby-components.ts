// `lb` components: the lobby's buttons and option selects (on the public lobby message), the
// "pick my faction" button (on the public selection message and its notices), and the private
// faction pick (select and pages). Every click is decoded and checked against the stored game
// first; a refused one is explained privately and changes nothing.

import type { MessageComponentInteraction } from "discord.js";
import { type GameSnapshot, type LobbyAction, pickableFactions } from "../../src/app/index.ts";
import type { OriginMessage } from "../../src/discord/announcer.ts";
import { interactionName } from "../../src/discord/members.ts";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { renderAiPanel } from "../../src/render/ai-panel.ts";
import { catalogFaction } from "../../src/render/faction-cards.ts";
import {
  decodeCustomId,
  type LobbyAction as LobbyComponent,
  type MessagePayload,
  renderDraftPick,
} from "../../src/render/index.ts";
import { escapeName } from "../../src/render/names.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { gameOfComponent } from "./load.ts";
import {
  deferPrivateAnswer,
  fillReply,
  messageOptions,
  tellPrivately,
  textPayload,
  updatePanel,
  withNote,
} from "./respond.ts";
import { privateView } from "./views.ts";

export const lobbyComponents: ComponentHandler = {
  prefix: "lb",
  async handle(interaction, context) {
    if (!interaction.isMessageComponent()) {
      throw new UserError(msg(localeOf(interaction.locale)).play.invalidButton);
    }
    const locale = localeOf(interaction.locale);
    const action = decodeCustomId(interaction.customId);
    if (action?.prefix !== "lb") {
      await tellPrivately(interaction, textPayload(msg(locale).play.invalidButton));
      return;
    }
    switch (action.verb) {
      case "draft":
        return openPick(interaction, context, action, locale);
      case "page":
        return turnPickPage(interaction, context, action, locale);
      case "see":
        return seeFaction(interaction, context, action, locale);
      case "fac":
        return pickFaction(interaction, context, action, locale);
      case "aiadd":
      case "airm":
        return aiSeatClick(interaction, context, action, locale);
      default:
        return lobbyClick(interaction, context, action, locale);
    }
  },
};

/** Join, Leave, Start, Cancel and the host's options, answered by the edit of the lobby message. */
async function lobbyClick(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  action: LobbyComponent,
  locale: Locale,
): Promise<void> {
  await interaction.deferUpdate();
  const snapshot = await gameOfComponent(interaction, context, action);
  const change = snapshot && lobbyChange(interaction, action, snapshot);
  if (!snapshot || !change) {
    await tellPrivately(interaction, textPayload(msg(locale).play.invalidButton));
    return;
  }
  const result = await context.games.lobbyAction({
    gameId: snapshot.record.id,
    userId: interaction.user.id,
    action: change,
  });
  if (!result.ok) {
    await tellPrivately(interaction, textPayload(msg(locale).app.reason[result.reason]));
    return;
  }
  await context.announcer.publish({
    client: interaction.client,
    snapshot: result.snapshot,
    events: result.events,
    origin: originOf(interaction),
  });
}

function lobbyChange(
  interaction: MessageComponentInteraction,
  action: LobbyComponent,
  snapshot: GameSnapshot,
): LobbyAction | null {
  const values = interaction.isStringSelectMenu() ? interaction.values : [];
  switch (action.verb) {
    case "join":
      return { kind: "join", name: interactionName(interaction) };
    case "leave":
    case "start":
    case "cancel":
      return { kind: action.verb };
    case "opt":
      switch (action.option) {
        case "hidden":
          return { kind: "options", options: { hiddenTiming: !snapshot.setup.options.hiddenTiming } };
        case "boxes":
          return values.length > 0 ? { kind: "options", options: { boxes: values } } : null;
        case "mode":
          return values[0] ? { kind: "options", options: { selectionMode: values[0] as "draft" } } : null;
        case "vp":
          return values[0] ? { kind: "options", options: { vpTarget: Number(values[0]) } } : null;
        case "timer":
          return values[0] ? { kind: "options", options: { turnTimerHours: Number(values[0]) as 0 } } : null;
      }
      return null;
    default:
      return null;
  }
}

export function originOf(interaction: MessageComponentInteraction): OriginMessage {
  return {
    messageId: interaction.message.id,
    edit: (payload: MessagePayload) => interaction.editReply(messageOptions(payload)),
  };
}

/**
 * The host's AI panel (issue 23): seat an AI, or take one off. The panel is answered privately
 * (updated in place, with what the click did or why it was refused); the lobby message is edited.
 */
async function aiSeatClick(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  action: LobbyComponent & { verb: "aiadd" | "airm" },
  locale: Locale,
): Promise<void> {
  await deferPrivateAnswer(interaction);
  const snapshot = await gameOfComponent(interaction, context, action);
  if (!snapshot) {
    await updatePanel(interaction, textPayload(msg(locale).play.invalidButton));
    return;
  }
  const t = msg(locale).aiSeats;
  const userId = interaction.user.id;
  const removed = action.verb === "airm" ? snapshot.setup.seats[action.seat] : undefined;
  const result = await context.games.lobbyAction({
    gameId: snapshot.record.id,
    userId,
    // The seat a removal names is the one the host saw: a lobby that changed since is refused.
    ...(action.verb === "airm" ? { version: action.version } : {}),
    action:
      action.verb === "aiadd"
        ? { kind: "addAi", level: action.level }
        : { kind: "removeAi", seat: action.seat },
  });
  const panel = (shown: GameSnapshot, note: string) =>
    renderAiPanel(
      { gameId: shown.record.id, version: shown.record.version, setup: shown.setup, userId, note },
      locale,
    );
  if (!result.ok) {
    const current = (await context.games.load(snapshot.record.id)) ?? snapshot;
    await updatePanel(interaction, panel(current, msg(locale).app.reason[result.reason]));
    return;
  }
  await context.announcer.publish({
    client: interaction.client,
    snapshot: result.snapshot,
    events: result.events,
  });
  const seats = result.snapshot.setup.seats;
  const note =
    action.verb === "aiadd"
      ? t.added(escapeName(seats.at(-1)?.name ?? ""))
      : t.removed(escapeName(removed?.name ?? ""));
  await updatePanel(interaction, panel(result.snapshot, note));
}

/** "Pick my faction": the clicker's private pick, in their language. */
async function openPick(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  action: LobbyComponent,
  locale: Locale,
): Promise<void> {
  await interaction.deferReply({ flags: "Ephemeral" });
  const snapshot = await gameOfComponent(interaction, context, action);
  if (!snapshot) {
    await fillReply(interaction, textPayload(msg(locale).play.invalidButton));
    return;
  }
  await fillReply(interaction, pickView(snapshot, interaction.user.id, locale));
}

async function turnPickPage(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  action: LobbyComponent & { verb: "page" },
  locale: Locale,
): Promise<void> {
  await deferPrivateAnswer(interaction);
  const snapshot = await gameOfComponent(interaction, context, action);
  if (!snapshot) {
    await updatePanel(interaction, textPayload(msg(locale).play.invalidButton));
    return;
  }
  await updatePanel(interaction, pickView(snapshot, interaction.user.id, locale, action.page));
}

/** A faction's cards above the pick (looking is not picking: nothing is saved). */
async function seeFaction(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  action: LobbyComponent & { verb: "see" },
  locale: Locale,
): Promise<void> {
  await deferPrivateAnswer(interaction);
  const snapshot = await gameOfComponent(interaction, context, action);
  const faction = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  if (!snapshot) {
    await updatePanel(interaction, textPayload(msg(locale).play.invalidButton));
    return;
  }
  const userId = interaction.user.id;
  if (!faction || !catalogFaction(faction)) {
    await updatePanel(
      interaction,
      withNote(pickView(snapshot, userId, locale, action.page), msg(locale).factions.unknown),
    );
    return;
  }
  await updatePanel(interaction, pickView(snapshot, userId, locale, action.page, faction));
}

async function pickFaction(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  action: LobbyComponent,
  locale: Locale,
): Promise<void> {
  await deferPrivateAnswer(interaction);
  const snapshot = await gameOfComponent(interaction, context, action);
  const faction = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  if (!snapshot || !faction) {
    await updatePanel(interaction, textPayload(msg(locale).play.invalidButton));
    return;
  }
  const userId = interaction.user.id;
  const result = await context.games.lobbyAction({
    gameId: snapshot.record.id,
    userId,
    action: { kind: "pick", faction },
  });
  if (!result.ok) {
    // The pick list may be outdated (someone else picked): show the current one with the reason.
    const current = (await context.games.load(snapshot.record.id)) ?? snapshot;
    const note = msg(locale).app.reason[result.reason];
    await updatePanel(interaction, withNote(pickView(current, userId, locale), note));
    return;
  }
  const after = result.snapshot;
  // The last pick starts the game: the player's panel replaces their pick.
  const next = after.engine ? privateView(after, userId, locale) : pickView(after, userId, locale);
  await context.announcer.publish({
    client: interaction.client,
    snapshot: after,
    events: result.events,
    shownTo: userId,
  });
  await updatePanel(interaction, next);
}

/** A player's private faction pick while the factions are being chosen (else their panel). */
export function pickView(
  snapshot: GameSnapshot,
  userId: string,
  locale: Locale,
  page?: number,
  seeing?: string,
): MessagePayload {
  const seat = snapshot.seatOf(userId);
  const reasons = msg(locale).app.reason;
  if (seat === null) return textPayload(reasons["not-in-game"]);
  if (snapshot.setup.stage !== "selecting") {
    return snapshot.engine ? privateView(snapshot, userId, locale) : textPayload(reasons["not-selecting"]);
  }
  const { record, setup } = snapshot;
  return renderDraftPick(
    {
      gameId: record.id,
      version: record.version,
      setup,
      seat,
      pickable: pickableFactions(setup, seat),
      ...(page === undefined ? {} : { page }),
      ...(seeing === undefined ? {} : { seeing }),
    },
    locale,
  );
}
