// The game subcommands besides playing cards: `/smashup hand`, `board`, `autopass`, `concede`
// (asks for confirmation) and `kick` (a vote the other players confirm on a public message).

import { electorate } from "../../src/app/ai-seats.ts";
import { encodeConfirmId } from "../../src/discord/confirm-id.ts";
import { localeOf, msg } from "../../src/i18n/index.ts";
import { escapeName } from "../../src/render/names.ts";
import { kickRefusal } from "../game/confirm-components.ts";
import { decide } from "../game/decide.ts";
import { pickView } from "../game/lobby-components.ts";
import { fillReply, messageOptions, textPayload } from "../game/respond.ts";
import { storySinceLastTurn } from "../game/story.ts";
import { discardsView, privateView } from "../game/views.ts";
import { UserError } from "../user-error.ts";
import { answerDecision, channelGame, deferPrivately, playingSeat } from "./channel-game.ts";
import { localizedOption, subcommandTexts } from "./game-texts.ts";
import type { Subcommand } from "./subcommand.ts";

export function handSubcommand(): Subcommand {
  return {
    ...subcommandTexts("hand"),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      const userId = interaction.user.id;
      // While the factions are chosen, "my hand" is the faction pick.
      const selecting = snapshot.setup.stage === "selecting" && snapshot.seatOf(userId) !== null;
      // At the start of their turn, what happened since their last one comes above their hand.
      const note = storySinceLastTurn(snapshot, userId, locale);
      await fillReply(
        interaction,
        selecting ? pickView(snapshot, userId, locale) : privateView(snapshot, userId, locale, { note }),
      );
      // A lost announcement of this state of the game is made now.
      await context.announcer.catchUp(interaction.client, snapshot.record.id, snapshot.record.version);
    },
  };
}

export function boardSubcommand(): Subcommand {
  return {
    ...subcommandTexts("board"),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      const published = await context.announcer.publish({
        client: interaction.client,
        snapshot,
        repost: true,
      });
      const m = msg(locale).play;
      await fillReply(
        interaction,
        textPayload(published.url ? m.boardPosted(published.url) : m.boardNotPosted),
      );
    },
  };
}

export function autopassSubcommand(): Subcommand {
  const en = msg("en").play;
  const fr = msg("fr").play;
  return {
    ...subcommandTexts("autopass"),
    options: (builder) =>
      builder.addStringOption((o) =>
        localizedOption(o, "state")
          .setRequired(true)
          .addChoices(
            { name: en.on, name_localizations: { fr: fr.on }, value: "on" },
            { name: en.off, name_localizations: { fr: fr.off }, value: "off" },
          ),
      ),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const state = interaction.options.getString("state", true);
      if (state !== "on" && state !== "off") throw new UserError(msg(locale).app.reason.malformed);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      playingSeat(snapshot, interaction.user.id, locale);
      const on = state === "on";
      const result = await decide(context, {
        gameId: snapshot.record.id,
        userId: interaction.user.id,
        version: snapshot.record.version,
        decision: { kind: "autoPass", on },
      });
      const m = msg(locale).play;
      await answerDecision(interaction, context, result, locale, on ? m.autoPassOn : m.autoPassOff);
    },
  };
}

export function concedeSubcommand(): Subcommand {
  return {
    ...subcommandTexts("concede"),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      const seat = playingSeat(snapshot, interaction.user.id, locale);
      const m = msg(locale).play;
      // With other people at the table, they decide what becomes of the seat (issue 23).
      const out = (s: number) => snapshot.engine?.g.players[s]?.out === true;
      const vote = electorate(snapshot.setup, seat, out).length > 0;
      await interaction.editReply({
        ...messageOptions(textPayload(vote ? msg(locale).aiSeats.concedeConfirmVote : m.concedeConfirm)),
        components: [
          {
            type: 1,
            components: [
              {
                type: 2,
                style: 4,
                label: m.concedeButton,
                custom_id: encodeConfirmId({ gameId: snapshot.record.id, verb: "concede" }),
              },
            ],
          },
        ],
      });
    },
  };
}

export function kickSubcommand(): Subcommand {
  return {
    ...subcommandTexts("kick"),
    options: (builder) => builder.addUserOption((o) => localizedOption(o, "player").setRequired(true)),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const target = interaction.options.getUser("player", true);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      const result = await context.games.voteKick({
        gameId: snapshot.record.id,
        voterId: interaction.user.id,
        targetUserId: target.id,
      });
      if (!result.ok) throw new UserError(kickRefusal(result, locale));
      await context.announcer.publish({
        client: interaction.client,
        snapshot: result.snapshot,
        events: result.events,
      });
      const name = snapshot.setup.seats.find((s) => s.userId === target.id)?.name ?? target.username;
      await fillReply(interaction, textPayload(msg(locale).play.kickVoted(escapeName(name))));
    },
  };
}

/** `/smashup discard [player:]`: discard piles, privately (DECK-6: anyone may look at any time). */
export function discardSubcommand(): Subcommand {
  return {
    ...subcommandTexts("discard"),
    options: (builder) => builder.addUserOption((o) => localizedOption(o, "pileOf").setRequired(false)),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const target = interaction.options.getUser("player", false);
      await deferPrivately(interaction);
      // The game in play, or once it is over the last one the channel finished (as /smashup log).
      const snapshot = await context.games.latestPlayedInChannel(
        interaction.guildId ?? "",
        interaction.channelId ?? "",
      );
      if (!snapshot?.engine) await channelGame(interaction, context, locale);
      if (!snapshot?.engine) throw new UserError(msg(locale).app.reason["not-active"]);
      let seat: number | undefined;
      if (target) {
        const found = snapshot.seatOf(target.id);
        if (found === null) {
          const member = interaction.options.getMember("player");
          const shown =
            member &&
            typeof member === "object" &&
            "displayName" in member &&
            typeof member.displayName === "string"
              ? member.displayName
              : target.username;
          throw new UserError(msg(locale).discards.notPlaying(escapeName(shown)));
        }
        seat = found;
      }
      await fillReply(interaction, discardsView(snapshot, locale, seat));
    },
  };
}
