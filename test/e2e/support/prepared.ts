// Games stored in a chosen position, for the prompts a random game rarely reaches. The position is
// a scenario (the format of test/scenarios/*.json, docs/scenarios.md) built by the engine's own
// buildTable; the game row is what the game service stores for a game in play: a setup record at
// stage "playing" (seats with the table's users, options, engine setup), status "active", and the
// position as the snapshot at decision 0. The service restores any game as snapshot + decisions
// since, so the bot loads it like any other game; players then find it with /smashup board or
// /smashup hand. (Only the snapshot holds the position: the engine setup record names the seed
// and factions, so an export replayed from it would deal a different game.) PreparedGame runs each
// interaction of a test with the checks every test needs.

import { snapshotColumn } from "../../../src/app/restore.ts";
import { type GameSetupRecord, gameSetupSchema } from "../../../src/app/setup.ts";
import { owedNotice } from "../../../src/discord/notices.ts";
import { buildTable, type Scenario } from "../../../src/drivers/scenario.ts";
import { factionDef } from "../../../src/engine/defs.ts";
import { Engine, serialize } from "../../../src/engine/engine.ts";
import { freshTurn } from "../../../src/engine/state.ts";
import { gameIdToShort } from "../../../src/render/custom-id.ts";
import type { JsonValue } from "../../../src/store/types.ts";
import type { FakeMessage, InteractionResult } from "../../fake-discord/index.ts";
import { PrivacyWatch } from "./privacy.ts";
import type { Table, TablePlayer } from "./table.ts";

export interface PrepareOptions {
  /** Who sits at each seat of the scenario, in order; the table's first players by default. */
  players?: readonly TablePlayer[];
  /**
   * "play" (default): the scenario's position, its active player at their main prompt.
   * "setup": the opening hands as the scenario deals them, before the mulligans (SETUP-10); the
   * scenario's active seat plays first.
   */
  start?: "play" | "setup";
  /** The language of the game's public messages (the server's when it was opened). */
  locale?: "en" | "fr";
}

/**
 * The engine state a prepared game starts from. buildTable runs its position to the first prompt;
 * from a play phase that is the active player's main prompt, a quiet point, whose state the
 * engine serialises (its checkpoint) exactly as the service stores it at every quiet point.
 */
function preparedState(scenario: Scenario, start: "play" | "setup"): string {
  const phase = scenario.phase ?? "play";
  if (phase !== "play") throw new Error(`a prepared game starts in the play phase, not "${phase}"`);
  const built = buildTable(scenario);
  if (built.engine.prompt?.kind !== "main") throw new Error("the prepared position has no main prompt");
  if (start === "setup") {
    // Before the first turn: only the turn record tells the setup phase from the first play phase.
    built.g.turn = freshTurn(0, built.g.firstPlayer, "setup");
    return serialize(built.g);
  }
  const resumed = Engine.resume(serialize(built.g), [], 0, { snapshots: true });
  if (!resumed.checkpoint) throw new Error("the prepared position is not a quiet point");
  return resumed.checkpoint.state;
}

/** Stores the scenario's position as a game in play in the table's channel; the bot must load it. */
export async function prepareGame(
  table: Table,
  scenario: Scenario,
  options: PrepareOptions = {},
): Promise<PreparedGame> {
  const players = options.players ?? table.players.slice(0, scenario.players.length);
  const host = players[0];
  if (!host || players.length !== scenario.players.length) throw new Error("one table player per seat");
  const state = preparedState(scenario, options.start ?? "play");
  const factions = scenario.players.map((p) => p.factions);
  const boxes = [...new Set(factions.flat().map((f) => factionDef(f)?.box ?? "?"))].sort();
  const seed = scenario.seed ?? 1;
  const rules = {
    vpTarget: scenario.options?.vpTarget ?? 15,
    hiddenTiming: !!scenario.options?.hiddenTiming,
  };
  const setup = gameSetupSchema.parse({
    v: 1,
    hostId: host.user.id,
    options: { boxes, selectionMode: "random", turnTimerHours: 0, ...rules },
    seats: players.map((p, seat) => ({ userId: p.user.id, name: p.name, factions: factions[seat] ?? [] })),
    stage: "playing",
    bannedFactions: [],
    locale: options.locale ?? "en",
    seed,
    engine: {
      seed,
      players: factions.map((f) => ({ factions: f })),
      baseBoxes: scenario.baseBoxes ?? boxes,
      options: rules,
    },
  } satisfies GameSetupRecord);
  const created = await table.db.store.createGame({
    guildId: table.guild.id,
    channelId: table.channel.id,
    status: "active",
    setup: asJson(setup),
    snapshot: snapshotColumn(state),
    snapshotSeq: 0,
    players: setup.seats.map((s, seat) => ({ userId: s.userId, seat, factions: s.factions })),
  });
  const game = new PreparedGame(table, created.game.id);
  const loaded = await table.bot.games.load(game.gameId);
  if (!loaded?.engine) throw new Error("the bot cannot load the game");
  // Recorded as announced up to here, as a game stored by an earlier release is (its migration):
  // the bot does not catch the prepared position up, nor ping its first wait.
  const owed = owedNotice(loaded);
  await table.db.store.saveAnnouncement({
    gameId: game.gameId,
    version: created.game.version,
    messageId: null,
    pingedWait: owed?.key ?? null,
    pingedTurn: owed?.turn ?? null,
  });
  return game;
}

/** Our records are zod-checked plain data (the service stores them the same way). */
const asJson = (value: object) => value as JsonValue;

const idOf = (c: object) => ("custom_id" in c && typeof c.custom_id === "string" ? c.custom_id : "");

/** A prepared game under test: each interaction waits for the bot and is checked for leaks. */
export class PreparedGame {
  readonly watch: PrivacyWatch;
  /** Every interaction of the test, to check they were all answered in time. */
  readonly interactions: InteractionResult[] = [];

  constructor(
    readonly table: Table,
    readonly gameId: string,
  ) {
    this.watch = new PrivacyWatch(table, gameId);
  }

  /** Runs one interaction, waits until the bot is idle, and checks every message for hidden cards. */
  async step(run: () => Promise<InteractionResult>): Promise<InteractionResult> {
    const result = await run();
    this.interactions.push(result);
    await this.table.idle();
    await this.watch.check();
    return result;
  }

  /** A step that must leave the stored game (row, players, decisions) exactly as it was. */
  async unchanged(run: () => Promise<InteractionResult>): Promise<InteractionResult> {
    const before = await this.table.row(this.gameId);
    const result = await this.step(run);
    if (JSON.stringify(await this.table.row(this.gameId)) !== JSON.stringify(before))
      throw new Error("the interaction changed the stored game");
    return result;
  }

  /** The game's engine as the bot has it now (read it right away: it moves on with the game). */
  async engine(): Promise<Engine> {
    const snapshot = await this.table.bot.games.load(this.gameId);
    if (!snapshot?.engine) throw new Error("the game is not in play");
    return snapshot.engine;
  }

  /** The game's public message: the newest bot message with embeds and this game's buttons. */
  board(): FakeMessage {
    const short = `:${gameIdToShort(this.gameId)}:`;
    const found = this.table.channel.messages.findLast(
      (m) => m.embeds.length > 0 && m.interactiveComponents.some((c) => idOf(c).includes(short)),
    );
    if (!found) throw new Error("the game's board is not in the channel");
    return found;
  }

  /**
   * The whole board ("Bases & cards" under the compact board: base texts, every card, counts and
   * the latest moves), as `player` (the first seat by default) sees it privately.
   */
  async details(player = this.table.players[0]): Promise<FakeMessage> {
    if (!player) throw new Error("no player at the table");
    const board = this.board();
    const more = board.interactiveComponents.find((c) => /:more$/.test(idOf(c)));
    if (!more) throw new Error("the board has no 'Bases & cards' button");
    return (await this.step(() => player.driver.click(board, idOf(more)))).reply;
  }

  /** From now on, the public messages without embeds (notices) the bot posts, deleted or not: call the result later. */
  noticesFrom(): () => FakeMessage[] {
    const before = new Set(this.table.channel.messageIds);
    // Deleted ones too: a ping goes once answered or stale (issue 21), a test reads what was posted.
    return () =>
      this.table.channel.messageIds
        .filter((id) => !before.has(id))
        .map((id) => this.table.fake.message(id))
        .filter((m): m is FakeMessage => m !== undefined && m.embeds.length === 0);
  }

  /** The end of every test: no rule of Discord broken, every interaction answered in time, no card in a log line. */
  finish(): void {
    if (this.watch.messagesChecked === 0) throw new Error("the privacy check saw no message");
    this.table.fake.assertNoViolations();
    const late = this.interactions.filter((r) => r.record.state !== "acknowledged");
    if (late.length > 0)
      throw new Error(`not answered in time: ${late.map((r) => r.record.label).join(", ")}`);
    this.watch.checkLogs();
  }
}
