// Keyboard play: `/smashup play card:<autocomplete> base:<autocomplete>`, `/smashup talent
// card:<autocomplete>` and `/smashup end-turn`. They answer the caller's pending prompt with one of
// its own option ids, exactly as the panel's buttons do: the card is one the prompt lets them play,
// the base (or minion) one of that card's legal targets, and anything else is refused with a
// reason. Suggestions come from the caller's own view only (autocomplete is private to them).

import type { AutocompleteInteraction, ChatInputCommandInteraction } from "discord.js";
import type { GameSnapshot } from "../../src/app/index.ts";
import { playerRefs } from "../../src/discord/views.ts";
import type { Engine } from "../../src/engine/engine.ts";
import type { Prompt, PromptOption, Seat } from "../../src/engine/types.ts";
import { playerView } from "../../src/engine/view.ts";
import { fold, matchRank } from "../../src/i18n/fold.ts";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { Names, viewDefs } from "../../src/render/names.ts";
import { OptionText, type PlayGroup, parsePlay, playGroups } from "../../src/render/options.ts";
import { decide } from "../game/decide.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import { answerDecision, channelGame, deferPrivately, playingSeat } from "./channel-game.ts";
import { localizedOption, subcommandTexts } from "./game-texts.ts";
import { quoteInput } from "./quote-input.ts";
import type { Subcommand } from "./subcommand.ts";

const MAX_SUGGESTIONS = 25;
const MAX_CHOICE = 100;

/** What the caller may do now, seen from their own view. */
interface Turn {
  snapshot: GameSnapshot;
  engine: Engine;
  prompt: Prompt;
  names: Names;
  text: OptionText;
}

async function myTurn(
  interaction: ChatInputCommandInteraction | AutocompleteInteraction,
  context: CommandContext,
  locale: Locale,
): Promise<Turn> {
  const snapshot = await channelGame(interaction, context, locale);
  const seat: Seat = playingSeat(snapshot, interaction.user.id, locale);
  const engine = snapshot.engine as Engine;
  const prompt = engine.prompt;
  if (!prompt || prompt.seat !== seat) throw new UserError(msg(locale).play.notWaitingForYou);
  const view = playerView(engine.g, prompt, seat);
  const names = new Names(locale, playerRefs(snapshot), viewDefs(engine.g, view));
  return { snapshot, engine, prompt, names, text: new OptionText(view, names) };
}

function choice(name: string, value: string) {
  return { name: name.slice(0, MAX_CHOICE) || "?", value };
}

/** Items whose label matches what was typed, best matches first. */
function matching<T>(items: readonly T[], typed: string, label: (item: T) => string): T[] {
  const query = fold(typed);
  return items
    .map((item) => ({ item, rank: matchRank(fold(label(item)), query) }))
    .filter((x): x is { item: T; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.item);
}

/**
 * The items a submitted value names, best first. Unlike a suggestion list, text that folds to
 * nothing (`?`, `...`, an emoji, spaces) names nothing: it must not pick the first playable card.
 */
function namedBy<T>(items: readonly T[], typed: string, label: (item: T) => string): T[] {
  return fold(typed) === "" ? [] : matching(items, typed, label);
}

/** The card the caller named: an autocomplete value (its uid) or its name as typed. */
function chosenGroup(turn: Turn, typed: string): PlayGroup | undefined {
  const groups = playGroups(turn.prompt);
  return (
    groups.find((g) => String(g.card) === typed) ?? namedBy(groups, typed, (g) => turn.names.card(g.card))[0]
  );
}

function targetLabel(turn: Turn, option: PromptOption): string {
  const play = parsePlay(option.id);
  return play ? turn.text.target(play).label : turn.text.option(turn.prompt, option).label;
}

function abilities(prompt: Prompt): PromptOption[] {
  if (prompt.kind !== "main" && prompt.kind !== "meFirst") return [];
  return prompt.options.filter((o) => /^[ts]\d+$/.test(o.id));
}

async function suggest(
  interaction: AutocompleteInteraction,
  context: CommandContext,
  list: (turn: Turn, typed: string) => { name: string; value: string }[],
): Promise<void> {
  const locale = localeOf(interaction.locale);
  let suggestions: { name: string; value: string }[] = [];
  try {
    const turn = await myTurn(interaction, context, locale);
    suggestions = list(turn, String(interaction.options.getFocused())).slice(0, MAX_SUGGESTIONS);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
  }
  await interaction.respond(suggestions);
}

export function playSubcommand(): Subcommand {
  return {
    ...subcommandTexts("play"),
    options: (builder) =>
      builder
        .addStringOption((o) =>
          localizedOption(o, "card").setRequired(true).setAutocomplete(true).setMaxLength(MAX_CHOICE),
        )
        .addStringOption((o) => localizedOption(o, "base").setAutocomplete(true).setMaxLength(MAX_CHOICE)),
    async autocomplete(interaction, context) {
      const focused = interaction.options.getFocused(true).name;
      await suggest(interaction, context, (turn, typed) => {
        if (focused === "card") {
          const groups = matching(playGroups(turn.prompt), typed, (g) => turn.names.card(g.card));
          return groups.map((g) => {
            const card = turn.text.card(g.card);
            return choice(
              card.description ? `${card.label} — ${card.description}` : card.label,
              String(g.card),
            );
          });
        }
        const group = chosenGroup(turn, interaction.options.getString("card") ?? "");
        if (!group) return [];
        const options = matching(group.options, typed, (x) => targetLabel(turn, x.option));
        return options.map((x) => choice(targetLabel(turn, x.option), x.option.id));
      });
    },
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const m = msg(locale);
      await deferPrivately(interaction);
      const turn = await myTurn(interaction, context, locale);
      if (playGroups(turn.prompt).length === 0) {
        throw new UserError(turn.prompt.kind === "main" ? m.panel.noPlayable : m.play.notPlayPrompt);
      }
      const typedCard = interaction.options.getString("card", true);
      const group = chosenGroup(turn, typedCard);
      if (!group) throw new UserError(m.play.unknownCard(quoteInput(typedCard)));
      const cardName = turn.names.card(group.card);
      const typedBase = interaction.options.getString("base");
      let option: PromptOption | undefined;
      if (typedBase === null) {
        if (group.options.length !== 1) throw new UserError(m.play.chooseTarget(cardName));
        option = group.options[0]?.option;
      } else {
        option =
          group.options.find((x) => x.option.id === typedBase)?.option ??
          namedBy(group.options, typedBase, (x) => targetLabel(turn, x.option))[0]?.option;
        if (!option) throw new UserError(m.play.unknownTarget(quoteInput(typedBase), cardName));
      }
      const chosen = option as PromptOption;
      // The next panel alone does not say the card went where it was typed: say it above it.
      const where =
        chosen.base !== undefined
          ? turn.names.base(chosen.base)
          : chosen.target !== undefined
            ? turn.names.card(chosen.target)
            : null;
      const h = msg(locale).history;
      const done = where ? h.played(cardName, where) : h.playedAction(cardName);
      await answerWith(interaction, context, turn, chosen, locale, done);
    },
  };
}

export function talentSubcommand(): Subcommand {
  return {
    ...subcommandTexts("talent"),
    options: (builder) =>
      builder.addStringOption((o) =>
        localizedOption(o, "ability").setRequired(true).setAutocomplete(true).setMaxLength(MAX_CHOICE),
      ),
    async autocomplete(interaction, context) {
      await suggest(interaction, context, (turn, typed) =>
        matching(abilities(turn.prompt), typed, (o) => turn.text.option(turn.prompt, o).label).map((o) =>
          choice(turn.text.option(turn.prompt, o).label, o.id),
        ),
      );
    },
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const m = msg(locale).play;
      await deferPrivately(interaction);
      const turn = await myTurn(interaction, context, locale);
      const usable = abilities(turn.prompt);
      if (usable.length === 0) throw new UserError(m.noAbility);
      const typed = interaction.options.getString("card", true);
      const option =
        usable.find((o) => o.id === typed) ??
        namedBy(usable, typed, (o) => turn.text.option(turn.prompt, o).label)[0];
      if (!option) throw new UserError(m.unknownAbility(quoteInput(typed)));
      await answerWith(interaction, context, turn, option, locale);
    },
  };
}

export function endTurnSubcommand(): Subcommand {
  return {
    ...subcommandTexts("endTurn"),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      const turn = await myTurn(interaction, context, locale);
      const end = turn.prompt.kind === "main" ? turn.prompt.options.find((o) => o.id === "end") : undefined;
      if (!end) throw new UserError(msg(locale).play.cannotEndTurn);
      await answerWith(interaction, context, turn, end, locale);
    },
  };
}

async function answerWith(
  interaction: ChatInputCommandInteraction,
  context: CommandContext,
  turn: Turn,
  option: PromptOption,
  locale: Locale,
  done?: string,
): Promise<void> {
  const result = await decide(context, {
    gameId: turn.snapshot.record.id,
    userId: interaction.user.id,
    version: turn.snapshot.record.version,
    decision: { kind: "answer", promptId: turn.prompt.id, choice: [option.id] },
  });
  await answerDecision(interaction, context, result, locale, done);
}
