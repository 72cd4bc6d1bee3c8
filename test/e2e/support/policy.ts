// A simple deterministic player for end-to-end games, acting only through what a Discord user
// sees and can do: it reads the game's public message to tell who the game waits for, opens that
// player's private panel from it ("Respond" or "Open my hand"), and clicks in the panel: play the
// first playable card on its first target, answer any other prompt with its first legal option(s),
// end the turn when nothing is left to play. During the faction selection it picks the first
// faction offered. After every step it runs the caller's checks (privacy, the stored game).

import { ComponentType } from "discord.js";
import { msg } from "../../../src/i18n/index.ts";
import { gameIdToShort } from "../../../src/render/custom-id.ts";
import { decodeCustomId, type GameAction } from "../../../src/render/index.ts";
import type { FakeChannel, FakeMessage, InteractiveComponent } from "../../fake-discord/index.ts";
import { idOf } from "./panels.ts";
import type { Table, TablePlayer } from "./table.ts";

/**
 * The limit of a test that plays a whole game through the fake Discord: it only catches a hang. A
 * game of a few seconds on an idle machine took two minutes beside other runs on 2 shared cores,
 * two thirds of the suite's 180 s.
 */
export const WHOLE_GAME_MS = 600_000;

export interface PolicyOptions {
  /** Fails the game after this many interactions (a bug, not a long game). */
  maxSteps?: number;
  /** Called after every interaction, once the bot is idle. */
  afterStep?: () => Promise<void> | void;
  /** Where the game is played: the table's channel by default (a thread of it: issue 26). */
  channel?: FakeChannel;
}

export interface PlayedGame {
  steps: number;
  /** The public game message at the end. */
  board: FakeMessage;
}

type Decoded = { component: InteractiveComponent; action: GameAction | null; lobby: boolean };

function decoded(message: FakeMessage): Decoded[] {
  return message.interactiveComponents.map((component) => {
    const action = decodeCustomId(idOf(component));
    return { component, action: action?.prefix === "sg" ? action : null, lobby: action?.prefix === "lb" };
  });
}

const en = msg("en");
const fr = msg("fr");

export class Policy {
  steps = 0;
  /** The latest private message each player got from a step (by user id). */
  readonly panels = new Map<string, FakeMessage>();
  private boardId: string | undefined;

  constructor(
    private readonly table: Table,
    private readonly gameId: string,
    private readonly options: PolicyOptions = {},
  ) {}

  private get channel(): FakeChannel {
    return this.options.channel ?? this.table.channel;
  }

  /** The game's public message: the newest bot message with embeds carrying this game's components. */
  board(): FakeMessage {
    const short = `:${gameIdToShort(this.gameId)}:`;
    const candidates = this.channel.messages.filter(
      (m) => m.embeds.length > 0 && m.interactiveComponents.some((c) => idOf(c).includes(short)),
    );
    const found = candidates.at(-1);
    if (found) {
      this.boardId = found.id;
      return found;
    }
    const known = this.boardId ? this.table.fake.message(this.boardId) : undefined;
    if (known && !known.deleted) return known;
    // The bot re-posts the game message at the bottom when it has scrolled up: a board re-posted
    // as the game ended has no buttons left, so it is found by its header's title instead.
    const header = (m: FakeMessage) => m.embeds[0]?.title?.split(" — ")[0];
    const reposted = known
      ? this.channel.messages.filter(
          (m) =>
            !m.deleted &&
            m.embeds.length > 1 &&
            BigInt(m.id) > BigInt(known.id) &&
            header(m) === header(known),
        )
      : [];
    const latest = reposted.at(-1);
    if (latest) {
      this.boardId = latest.id;
      return latest;
    }
    throw new Error("the game's message is not in the channel");
  }

  /** Plays until the game message has no buttons left (the game is over). */
  async playToTheEnd(): Promise<PlayedGame> {
    await this.playUntil(() => false);
    return { steps: this.steps, board: this.board() };
  }

  /**
   * Plays one actor's go after another until `stop` holds on the game message (checked before
   * each go) or the game is over; true when `stop` held.
   */
  async playUntil(stop: (board: FakeMessage) => boolean | Promise<boolean>): Promise<boolean> {
    for (;;) {
      const board = this.board();
      if (await stop(board)) return true;
      if (board.interactiveComponents.length === 0) return false;
      await this.turnOfWhoeverIsAwaited(board);
    }
  }

  /** One actor's go: from opening their view until it has nothing left for them. */
  async turnOfWhoeverIsAwaited(board: FakeMessage): Promise<void> {
    const pick = decoded(board).find((d) => d.lobby && idOf(d.component).includes(":draft"));
    if (pick) {
      const player = this.mentioned(board);
      const opened = await this.step(player, () => player.driver.click(board, idOf(pick.component)));
      await this.pickFaction(player, opened);
      return;
    }
    const respond = decoded(board).find((d) => d.action?.verb === "resp");
    const player = respond ? this.named(labelOf(respond.component)) : this.addressed(board);
    const open = respond ?? decoded(board).find((d) => d.action?.verb === "hand");
    if (!open) throw new Error(`the board offers no way in: ${board.text}`);
    let panel = await this.step(player, () => player.driver.click(board, idOf(open.component)));
    for (;;) {
      const next = await this.actInPanel(player, panel);
      if (!next) return;
      panel = next;
    }
  }

  private async pickFaction(player: TablePlayer, panel: FakeMessage): Promise<void> {
    const select = panel.interactiveComponents.find((c) => c.type === ComponentType.StringSelect);
    if (!select || select.type !== ComponentType.StringSelect) return;
    const first = select.options[0];
    if (!first) throw new Error("an empty faction select");
    await this.step(player, () => player.driver.select(panel, select.custom_id, [first.value]));
  }

  /** One click in a panel; null when the panel has nothing left for this player. */
  private async actInPanel(player: TablePlayer, panel: FakeMessage): Promise<FakeMessage | null> {
    const parts = decoded(panel).filter(
      (d) => d.action && !("disabled" in d.component && d.component.disabled),
    );
    const verb = (d: Decoded) => d.action?.verb;
    const arg = (d: Decoded) => (d.action?.verb === "pick" ? d.action.arg : undefined);
    const u = player.driver;
    const click = (d: Decoded) => this.step(player, () => u.click(panel, idOf(d.component)));
    const selectFirst = (d: Decoded, count = 1) => {
      const c = d.component;
      if (c.type !== ComponentType.StringSelect) throw new Error("not a select");
      const values = c.options.slice(0, count).map((o) => o.value);
      return this.step(player, () => u.select(panel, c.custom_id, values));
    };

    const cardSelect = parts.find((d) => verb(d) === "card");
    if (cardSelect) {
      // The chosen card's targets (a select, or one "Play" button) before choosing a card again.
      const targets = parts.find((d) => verb(d) === "pick" && arg(d) === "t");
      if (targets) return selectFirst(targets);
      const playButton = parts.find((d) => verb(d) === "pick" && /^[ma]\d+/.test(arg(d) ?? ""));
      if (playButton) return click(playButton);
      return selectFirst(cardSelect);
    }
    const end = parts.find((d) => verb(d) === "pick" && arg(d) === "end");
    if (end) return click(end);
    const markSelect = parts.find((d) => verb(d) === "mark");
    const done = parts.find((d) => verb(d) === "done");
    if (markSelect && done) {
      const min =
        markSelect.component.type === ComponentType.StringSelect ? markSelect.component.min_values : 0;
      const marked = done.action?.verb === "done" ? done.action.marked.length : 0;
      if (marked === 0 && (min ?? 0) > 0) return selectFirst(markSelect, min ?? 1);
      return click(done);
    }
    const pickSelect = parts.find(
      (d) => verb(d) === "pick" && d.component.type === ComponentType.StringSelect,
    );
    if (pickSelect && pickSelect.component.type === ComponentType.StringSelect) {
      const c = pickSelect.component;
      const count = Math.min(Math.max(c.min_values ?? 1, 1), c.max_values ?? 1);
      return selectFirst(pickSelect, count);
    }
    const button = parts.find((d) => verb(d) === "pick") ?? parts.find((d) => verb(d) === "done");
    if (button) return click(button);
    return null;
  }

  /** Runs one interaction, waits for the bot to settle, runs the checks; returns the message it answered with. */
  private async step(player: TablePlayer, run: () => Promise<{ reply: FakeMessage }>): Promise<FakeMessage> {
    this.steps++;
    const max = this.options.maxSteps ?? 3000;
    if (this.steps > max) throw new Error(`the game did not end within ${max} interactions`);
    const result = await run();
    await this.table.idle();
    await this.options.afterStep?.();
    if (result.reply.ephemeral) this.panels.set(player.user.id, result.reply);
    return result.reply;
  }

  private mentioned(board: FakeMessage): TablePlayer {
    const id = /<@(\d+)>/.exec(board.content)?.[1];
    const player = this.table.players.find((p) => p.user.id === id);
    if (!player) throw new Error(`the board mentions nobody: ${JSON.stringify(board.content)}`);
    return player;
  }

  /**
   * Whom the board addresses: the active player it mentions at the start of their turn, or the
   * player it says it waits for (the active player asked something else, e.g. to discard to 10).
   */
  private addressed(board: FakeMessage): TablePlayer {
    // The board speaks the guild's language.
    const waitedFor = this.table.players.find((p) =>
      [en, fr].some((m) => board.content.startsWith(m.board.waitingFor(p.name, ""))),
    );
    return waitedFor ?? this.mentioned(board);
  }

  private named(label: string): TablePlayer {
    const name = /\(([^()]*)\)\s*$/.exec(label)?.[1];
    const player = this.table.players.find((p) => p.name === name);
    if (!player) throw new Error(`no player named in "${label}"`);
    return player;
  }
}

function labelOf(c: InteractiveComponent): string {
  return c.type === ComponentType.Button && "label" in c ? (c.label ?? "") : "";
}
