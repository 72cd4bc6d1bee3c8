// Reading and reaching a player's panels in e2e tests: the answer buttons of a prompt, the newest
// notice that pings a player, the hand opened with /smashup hand, and the Tar Pits position that
// opens a Special window before scoring.

import type { Scenario } from "../../../src/drivers/scenario.ts";
import { decodeCustomId } from "../../../src/render/index.ts";
import type {
  FakeMessage,
  InteractionResult,
  InteractiveComponent,
  UserDriver,
} from "../../fake-discord/index.ts";
import type { PreparedGame } from "./prepared.ts";
import type { TablePlayer } from "./table.ts";

export const idOf = (c: InteractiveComponent) => ("custom_id" in c ? c.custom_id : "");
export const verbOf = (c: InteractiveComponent) => decodeCustomId(idOf(c))?.verb;
export const labelOf = (c: InteractiveComponent) => ("label" in c ? (c.label ?? "") : "");
export const mention = (p: TablePlayer) => `<@${p.user.id}>`;

/** The answer buttons of a panel (verb "pick"), by label. */
export function answers(panel: FakeMessage): string[] {
  return panel.interactiveComponents.filter((c) => verbOf(c) === "pick").map(labelOf);
}

/** The newest notice that pings `player`. */
export function lastNotice(notices: () => FakeMessage[], player: TablePlayer): FakeMessage {
  const found = notices().findLast((m) => m.content.includes(mention(player)));
  if (!found) throw new Error(`no notice pings ${player.name}`);
  return found;
}

/**
 * Ends the turn from a panel: End turn, then "End turn anyway" when it asks first (a minion and an
 * action still playable, issue 21). `settle` waits for the bot (the question edits the panel).
 */
export async function endTurn(
  driver: UserDriver,
  panel: FakeMessage,
  settle: () => Promise<void>,
): Promise<InteractionResult> {
  const first = await driver.click(panel, /:pick:end$/);
  await settle();
  const anyway = first.reply.interactiveComponents.find((c) => verbOf(c) === "endok");
  return anyway ? driver.click(first.reply, idOf(anyway)) : first;
}

/** The player's hand, opened with /smashup hand. */
export function openHand(game: PreparedGame, player: TablePlayer) {
  return game.step(() => player.driver.slash(game.table.channel, "smashup", { subcommand: "hand" }));
}

// Three players; Tar Pits (16) is over its breakpoint: alice 11, bob 9. Bob may hold a Shinobi
// (a before-scoring Special); alice's nine cards make her discard after drawing, which stops the
// turn there so that the board still shows the scoring in its latest moves.
export const NINE = [
  "dinosaurs:augmentation",
  "dinosaurs:howl",
  "dinosaurs:rampage",
  "robots:tech-center",
  "robots:zapbot",
  "robots:hoverbot",
  "dinosaurs:war-raptor",
  "dinosaurs:armor-stego",
  "robots:warbot",
];

export function tarPits(opts: { bobHand: string[]; aliceHand?: string[]; hiddenTiming?: boolean }): Scenario {
  return {
    players: [
      { factions: ["dinosaurs", "robots"], hand: opts.aliceHand ?? NINE },
      { factions: ["ninjas", "pirates"], hand: opts.bobHand },
      { factions: ["aliens", "wizards"], hand: ["wizards:summon"] },
    ],
    bases: [
      {
        id: "tar-pits",
        minions: [
          { card: "dinosaurs:king-rex", owner: 0 },
          { card: "dinosaurs:laseratops", owner: 0 },
          { card: "ninjas:ninja-master", owner: 1 },
          { card: "ninjas:tiger-assassin", owner: 1 },
        ],
      },
      { id: "the-central-brain" },
      { id: "factory-436-1337" },
      { id: "cave-of-shinies" },
    ],
    baseDeck: ["jungle-oasis"],
    options: { hiddenTiming: opts.hiddenTiming ?? false },
  };
}
