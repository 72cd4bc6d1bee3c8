// The prompts a random game rarely reaches, each played from a prepared position (a scenario stored
// as a game in play) only through slash commands and clicks: Special windows before and after a
// base scores (with and without hidden timing, Pass, the standing order), the mulligan, the hand
// limit, the order of simultaneous triggers, and a prompt paged beyond 25 options. Every test
// checks every message for hidden cards, the fake Discord's rules and the 3-second answers.

import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import type { CardState, GameState } from "../../src/engine/types.ts";
import { baseName, cardName, msg, purposeText } from "../../src/i18n/index.ts";
import { CommandInputError } from "../fake-discord/driver/command-options.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import {
  answers,
  endTurn,
  openHand as hand,
  idOf,
  labelOf,
  lastNotice,
  mention,
  tarPits,
  verbOf,
} from "./support/panels.ts";
import { type PreparedGame, prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const card = (def: string) => cardName(def, "en");
const base = (id: string) => baseName(`base:${id}`, "en");

/** Every text of a message: content, embeds, buttons. */
function textOf(m: FakeMessage): string {
  const embeds = m.embeds.flatMap((e) => [
    e.title ?? "",
    e.description ?? "",
    ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
  ]);
  return [m.content, ...embeds, ...m.interactiveComponents.map(labelOf)].join("\n");
}

/** Where a card of `def` owned by `seat` is now (its first copy). */
function whereIs(g: GameState, def: string, seat: number): CardState {
  const found = g.cards.find((c) => c.def === def && c.owner === seat);
  if (!found) throw new Error(`no ${def} for seat ${seat}`);
  return found;
}

const baseOf = (g: GameState, uid: number) => g.bases[uid]?.def;

let table: Table;
afterEach(() => table?.close());

async function prepared(players: number, scenario: Scenario, start?: "play" | "setup") {
  table = await Table.open({ players });
  const game = await prepareGame(table, scenario, start ? { start } : {});
  return { game, players: table.players as [TablePlayer, TablePlayer, TablePlayer] };
}

/** Opens a window from its notice with Respond and passes; returns the answers it offered. */
async function passFromNotice(game: PreparedGame, notice: FakeMessage): Promise<string[]> {
  const addressee = game.table.players.find((p) => notice.content.includes(mention(p)));
  if (!addressee) throw new Error("the notice pings nobody at the table");
  const panel = (await game.step(() => addressee.driver.click(notice, /:resp$/))).reply;
  // Read now: the panel is edited in place by the next click.
  const offered = answers(panel);
  await game.step(() => addressee.driver.click(panel, /:pick:pass$/));
  return offered;
}

const BEFORE = purposeText("beforeScoring", "en");
const AFTER = purposeText("afterScoring", "en");
const useShinobi = en.panel.useCard(card("ninjas:shinobi"));
const PASS = en.common.pass;
const isWindowNotice = (m: FakeMessage) => m.content.includes(BEFORE) || m.content.includes(AFTER);

describe("a Special window before a base scores", () => {
  it("asks only the non-active player holding a Shinobi, who plays it from their panel", async () => {
    const { game, players } = await prepared(
      3,
      tarPits({ bobHand: ["ninjas:shinobi", "ninjas:way-of-deception"] }),
    );
    const [alice, bob, carol] = players;
    const notices = game.noticesFrom();

    const panel = (await hand(game, alice)).reply;
    const ended = await game.step(() => endTurn(alice.driver, panel, () => table.idle()));
    // Alice's own panel says whom the game waits for; the channel pings bob, and only bob.
    expect(ended.reply.embeds[0]?.title).toBe(en.panel.waitingTitle);
    expect(notices()).toHaveLength(1);
    const notice = lastNotice(notices, bob);
    expect(notice.content).toBe(en.board.notice(mention(bob), `${base("tar-pits")}: ${BEFORE}`));
    expect(notice.data.mentions.map((u) => u.id)).toEqual([bob.user.id]);
    const posted = table.fake.requests.find(
      (r) => r.method === "POST" && (r.response as { id?: string } | null)?.id === notice.id,
    );
    expect(posted?.body).toMatchObject({ allowed_mentions: { parse: [], users: [bob.user.id] } });
    expect(labelOf(notice.component(/:resp$/))).toBe(en.board.respond(bob.name));

    // Stored as any game in the middle of a scoring: the prepared position (decision 0) plus the
    // decision since. A new bot process restores it from there, and the notice still works.
    const stored = await table.db.store.loadGame(game.gameId);
    expect([stored?.game.snapshotSeq, stored?.decisions.map((d) => d.seq)]).toEqual([0, [1]]);
    await table.bot.stop();
    await table.start();

    // Someone else's Respond button: their own view with why, nothing changes.
    for (const other of [carol, alice]) {
      const refused = await game.unchanged(() => other.driver.click(notice, /:resp$/));
      expect(refused.ephemeral).toBe(true);
      expect(refused.content).toContain(en.app.reason["not-your-prompt"]);
    }

    const window = (await game.step(() => bob.driver.click(notice, /:resp$/))).reply;
    expect(window.ephemeral).toBe(true);
    expect(window.embeds[0]?.title).toBe(BEFORE);
    // Its Special (not the other card of their hand), Pass, and the standing order.
    expect(answers(window)).toEqual([useShinobi, PASS]);
    expect(labelOf(window.component(/:auto:on$/))).toBe(en.panel.autoPass(false));

    await game.step(() => bob.driver.click(window, { label: useShinobi }));
    // The board: the Shinobi played, its power counted, the VP awarded.
    const board = textOf(await game.details());
    expect(board).toContain(`${bob.name} uses ${card("ninjas:shinobi")}.`);
    expect(board).toContain(`${bob.name} finishes #1 on ${base("tar-pits")} with 12 power and gains 4 VP.`);
    expect(board).toContain(`**${bob.name}** — Ninjas + Pirates · **4 VP**`);
    const g = (await game.engine()).g;
    expect(g.players.map((p) => p.vp)).toEqual([3, 4, 0]);
    expect(whereIs(g, "ninjas:shinobi", 1).zone).toBe("discard");
    // No one else was asked: alice's next notice is her hand limit.
    expect(notices().filter(isWindowNotice)).toEqual([notice]);
    // Answered, the window's ping left the channel, although a new bot process answered it: the
    // stored announcement names it (issue 21).
    expect(notice.deleted).toBe(true);
    game.finish();
  });

  it("takes Pass from the panel; players with nothing usable are never asked", async () => {
    const { game, players } = await prepared(
      3,
      tarPits({ bobHand: ["ninjas:shinobi", "ninjas:way-of-deception"] }),
    );
    const [alice, bob] = players;
    const notices = game.noticesFrom();
    await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()));
    const notice = lastNotice(notices, bob);
    const window = (await game.step(() => bob.driver.click(notice, /:resp$/))).reply;
    await game.step(() => bob.driver.click(window, /:pick:pass$/));

    const board = textOf(await game.details());
    expect(board).toContain(`${alice.name} finishes #1 on ${base("tar-pits")} with 11 power and gains 4 VP.`);
    expect(board).toContain(`${bob.name} finishes #2 on ${base("tar-pits")} with 9 power and gains 3 VP.`);
    const g = (await game.engine()).g;
    expect(whereIs(g, "ninjas:shinobi", 1).zone).toBe("hand");
    // Without hidden timing, alice and carol (nothing to use) got no window notice at all.
    expect(notices().filter(isWindowNotice)).toEqual([notice]);
    game.finish();
  });

  it("skips a player whose standing order is on when they have nothing to use (hidden timing)", async () => {
    const { game, players } = await prepared(
      3,
      tarPits({ bobHand: ["ninjas:way-of-deception"], aliceHand: ["dinosaurs:howl"], hiddenTiming: true }),
    );
    const [alice, bob, carol] = players;
    const notices = game.noticesFrom();
    // Hidden timing: alice, first, is asked in her own reply although she has nothing to use.
    const first = (
      await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()))
    ).reply;
    expect(first.embeds[0]?.title).toBe(BEFORE);
    expect(answers(first)).toEqual([PASS]);
    await game.step(() => alice.driver.click(first, /:pick:pass$/));

    // Bob is asked too; from the window he turns his standing order on, then passes.
    const window = (await game.step(() => bob.driver.click(lastNotice(notices, bob), /:resp$/))).reply;
    expect(answers(window)).toEqual([PASS]);
    expect(labelOf(window.component(/:auto:on$/))).toBe(en.panel.autoPass(false));
    await game.step(() => bob.driver.click(window, /:auto:on$/));
    // The order is for the windows to come: this one still waits for his answer.
    expect(window.embeds[0]?.title).toBe(BEFORE);
    expect(labelOf(window.component(/:auto:off$/))).toBe(en.panel.autoPass(true));
    const g = (await game.engine()).g;
    expect(g.players[1]?.autoPass).toBe(true);
    expect(textOf(await game.details())).toContain(`**${bob.name}** — Ninjas + Pirates · **0 VP** · hand 1`);
    await game.step(() => bob.driver.click(window, /:pick:pass$/));

    // Carol closes the window; after scoring, bob (nothing to use, standing order) is skipped.
    for (const player of [carol, alice, carol]) await passFromNotice(game, lastNotice(notices, player));
    const windows = notices().filter(isWindowNotice);
    expect(windows.map((m) => m.data.mentions.map((u) => u.id))).toEqual(
      [bob, carol, alice, carol].map((p) => [p.user.id]),
    );
    expect(windows.map((m) => m.content.includes(BEFORE))).toEqual([true, true, false, false]);
    expect(notices().at(-1)?.content.split("\n")[0]).toBe(en.board.yourTurn(mention(bob)));
    expect((await game.engine()).g.turn.active).toBe(1);
    game.finish();
  });

  it("with hidden timing asks everyone in turn order, and closes once all passed in a row", async () => {
    const { game, players } = await prepared(
      3,
      tarPits({ bobHand: ["ninjas:shinobi"], aliceHand: ["dinosaurs:howl"], hiddenTiming: true }),
    );
    const [alice, bob, carol] = players;
    const notices = game.noticesFrom();
    const first = (
      await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()))
    ).reply;
    expect(first.embeds[0]?.title).toBe(BEFORE);
    await game.step(() => alice.driver.click(first, /:pick:pass$/));

    const bobs = (await game.step(() => bob.driver.click(lastNotice(notices, bob), /:resp$/))).reply;
    expect(answers(bobs)).toEqual([useShinobi, PASS]);
    await game.step(() => bob.driver.click(bobs, { label: useShinobi }));
    // The Shinobi is on Tar Pits while the window goes on: a Special resets the round of passes.
    const during = await game.details();
    expect(textOf(during)).toContain(card("ninjas:shinobi"));
    expect(textOf(during)).toContain(en.board.baseTitle(base("tar-pits"), 23, 16));
    await passFromNotice(game, lastNotice(notices, carol));
    await passFromNotice(game, lastNotice(notices, alice));
    const again = await passFromNotice(game, lastNotice(notices, bob));
    expect(again).toEqual([PASS]);

    // Everyone passed in a row: the base scored, and the after-scoring window asks everyone too.
    expect(textOf(await game.details())).toContain(
      `${bob.name} finishes #1 on ${base("tar-pits")} with 12 power and gains 4 VP.`,
    );
    for (const player of [alice, bob, carol]) {
      const notice = lastNotice(notices, player);
      expect(notice.content).toContain(AFTER);
      await passFromNotice(game, notice);
    }
    const windows = notices().filter(isWindowNotice);
    expect(windows.map((m) => m.data.mentions.map((u) => u.username))).toEqual(
      [bob, carol, alice, bob, alice, bob, carol].map((p) => [p.name]),
    );
    expect(notices().at(-1)?.content.split("\n")[0]).toBe(en.board.yourTurn(mention(bob)));
    expect((await game.engine()).g.turn.active).toBe(1);
    game.finish();
  });
});

describe("a Special window in the middle of a turn", () => {
  it("pings whoever may answer, then lets the active player go on without a ping (issue 21)", async () => {
    const { game, players } = await prepared(3, {
      players: [
        { factions: ["aliens", "dinosaurs"], hand: ["aliens:invader"] },
        { factions: ["geeks", "ninjas"], hand: ["geeks:control-minion"] },
        { factions: ["pirates", "zombies"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    const [alice, bob] = players;
    const notices = game.noticesFrom();
    await game.step(() =>
      alice.driver.slash(table.channel, "smashup", {
        subcommand: "play",
        options: { card: card("aliens:invader"), base: base("jungle-oasis") },
      }),
    );
    // Bob may take control of the Invader: his notice; he passes.
    const notice = lastNotice(notices, bob);
    await passFromNotice(game, notice);
    // Alice is back at her main prompt: the board shows it, nobody pings her to go on, and bob's
    // answered notice left the channel.
    expect(notices().filter((m) => m.content.includes(mention(alice)))).toEqual([]);
    expect(notice.deleted).toBe(true);
    expect((await game.engine()).prompt?.kind).toBe("main");
    game.finish();
  });
});

describe("a Special window after a base scores", () => {
  it("lets First Mate move and Scout return to hand, each from its owner's panel", async () => {
    const { game, players } = await prepared(3, {
      players: [
        { factions: ["dinosaurs", "robots"], hand: ["dinosaurs:howl"] },
        { factions: ["pirates", "ninjas"], hand: ["ninjas:way-of-deception"] },
        { factions: ["aliens", "wizards"], hand: ["wizards:summon"] },
      ],
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "pirates:first-mate", owner: 1 },
            { card: "ninjas:tiger-assassin", owner: 1 },
            { card: "aliens:scout", owner: 2 },
            { card: "wizards:enchantress", owner: 2 },
          ],
        },
        { id: "the-central-brain" },
        { id: "factory-436-1337" },
        { id: "cave-of-shinies" },
      ],
      baseDeck: ["jungle-oasis"],
    });
    const [alice, bob, carol] = players;
    const notices = game.noticesFrom();
    await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()));

    const notice = lastNotice(notices, bob);
    expect(notice.content).toBe(en.board.notice(mention(bob), `${base("tar-pits")}: ${AFTER}`));
    const window = (await game.step(() => bob.driver.click(notice, /:resp$/))).reply;
    expect(window.embeds[0]?.title).toBe(AFTER);
    const useFirstMate = en.panel.useCard(card("pirates:first-mate"));
    expect(answers(window)).toEqual([useFirstMate, PASS]);
    const where = (await game.step(() => bob.driver.click(window, { label: useFirstMate }))).reply;
    expect(where.embeds[0]?.title).toBe(purposeText("moveDestination", "en"));
    await game.step(() => bob.driver.click(where, { label: new RegExp(`^${base("the-central-brain")}`) }));
    const brain = (await game.details()).embeds.find((e) => e.title?.startsWith(base("the-central-brain")));
    expect(brain?.description).toContain(card("pirates:first-mate"));

    const scout = (await game.step(() => carol.driver.click(lastNotice(notices, carol), /:resp$/))).reply;
    const useScout = en.panel.useCard(card("aliens:scout"));
    expect(answers(scout)).toEqual([useScout, PASS]);
    await game.step(() => carol.driver.click(scout, { label: useScout }));

    const g = (await game.engine()).g;
    const mate = whereIs(g, "pirates:first-mate", 1);
    expect([mate.zone, baseOf(g, mate.at)]).toEqual(["base", "base:the-central-brain"]);
    expect(whereIs(g, "aliens:scout", 2).zone).toBe("hand");
    expect(g.players.map((p) => p.vp)).toEqual([4, 3, 2]);
    expect(
      notices()
        .filter(isWindowNotice)
        .map((m) => m.data.mentions.map((u) => u.id)),
    ).toEqual([[bob.user.id], [carol.user.id]]);
    expect(notices().at(-1)?.content.split("\n")[0]).toBe(en.board.yourTurn(mention(bob)));
    expect(game.board().content).toBe(en.board.yourTurn(mention(bob)));
    game.finish();
  });
});

describe("prompts outside Special windows", () => {
  it("offers the mulligan of an opening hand without minions, and the new hand stays private", async () => {
    const oldHand = ["abduction", "beam-up", "crop-circles", "disintegrator", "invasion"].map(
      (c) => `aliens:${c}`,
    );
    const newHand = [
      "dinosaurs:king-rex",
      "dinosaurs:laseratops",
      "aliens:supreme-overlord",
      "aliens:collector",
      "dinosaurs:war-raptor",
    ];
    const { game, players } = await prepared(
      2,
      {
        players: [
          { factions: ["aliens", "dinosaurs"], hand: oldHand, deck: newHand },
          {
            factions: ["ninjas", "pirates"],
            hand: [
              "ninjas:shinobi",
              "ninjas:ninja-acolyte",
              "pirates:buccaneer",
              "pirates:first-mate",
              "ninjas:infiltrate",
            ],
          },
        ],
        bases: [{ id: "tar-pits" }, { id: "the-central-brain" }, { id: "jungle-oasis" }],
      },
      "setup",
    );
    const [alice, bob] = players;
    await game.step(() => bob.driver.slash(table.channel, "smashup", { subcommand: "board" }));
    const board = game.board();
    expect(board.embeds[0]?.title).toBe(en.board.titleSetup);
    expect(labelOf(board.component(/:resp$/))).toBe(en.board.respond(alice.name));

    const offer = (await game.step(() => alice.driver.click(board, /:resp$/))).reply;
    expect(offer.embeds[0]?.title).toBe(purposeText("mulligan", "en"));
    expect(offer.findComponent(/:pick:yes$/)).toBeDefined();
    expect(offer.findComponent(/:pick:no$/)).toBeDefined();
    expect(offer.embeds[1]?.title).toBe(en.panel.handTitle(5));
    const mulliganed = (await game.step(() => alice.driver.click(offer, /:pick:yes$/))).reply;

    // Her turn begins with five new cards, shown to her only.
    expect(mulliganed.embeds[0]?.title).toBe(purposeText("main", "en"));
    const shown = mulliganed.embeds[1];
    expect(shown?.title).toBe(en.panel.handTitle(5));
    for (const def of newHand) expect(shown?.description).toContain(`**${card(def)}**`);
    for (const def of oldHand) expect(shown?.description).not.toContain(card(def));
    const g = (await game.engine()).g;
    expect(g.players[0]?.hand.map((u) => g.cards[u]?.def).sort()).toEqual([...newHand].sort());
    expect(textOf(await game.details())).toContain(
      `**${alice.name}** — Aliens + Dinosaurs · **0 VP** · hand 5`,
    );
    const publicTexts = table.channel.messages
      .flatMap((m) => [...m.history, m.data])
      .map((d) => JSON.stringify(d));
    for (const def of newHand) expect(publicTexts.some((t) => t.includes(card(def)))).toBe(false);
    game.finish();
  });

  it("asks to discard exactly the excess over 10 cards with one multi-select", async () => {
    const tenActions = [
      "aliens:abduction",
      "aliens:beam-up",
      "aliens:crop-circles",
      "aliens:disintegrator",
      "aliens:invasion",
      "aliens:probe",
      "aliens:terraforming",
      "aliens:jammed-signal",
      "dinosaurs:rampage",
      "dinosaurs:natural-selection",
    ];
    const { game, players } = await prepared(2, {
      players: [
        {
          factions: ["aliens", "dinosaurs"],
          hand: tenActions,
          deck: ["dinosaurs:howl", "dinosaurs:upgrade"],
        },
        { factions: ["ninjas", "pirates"] },
      ],
      bases: [{ id: "tar-pits" }, { id: "the-central-brain" }, { id: "jungle-oasis" }],
    });
    const [alice, bob] = players;
    const notices = game.noticesFrom();
    const limit = (
      await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()))
    ).reply;
    expect(limit.embeds[0]?.title).toBe(purposeText("handLimit", "en"));
    expect(limit.embeds[0]?.description).toContain(en.panel.chooseCount(2, 2));
    // Still her turn, but the board says what she is asked, and nothing pings her again: her own
    // panel shows it (she is pinged at the start of a turn, not for each of its prompts).
    expect(game.board().content).toBe(en.board.waitingFor(alice.name, purposeText("handLimit", "en")));
    expect(notices().filter((m) => m.content.includes(mention(alice)))).toEqual([]);
    const select = limit.interactiveComponents.find((c) => verbOf(c) === "pick");
    if (select?.type !== 3) throw new Error("the hand limit is not a select");
    expect([select.min_values, select.max_values, select.options.length]).toEqual([2, 2, 12]);

    // The client offers no other count: one card or three cannot be sent.
    const value = (def: string) => select.options.find((o) => o.label === card(def))?.value ?? "";
    const before = (await table.db.store.loadAllDecisions(game.gameId)).length;
    await expect(alice.driver.select(limit, select.custom_id, [value("dinosaurs:howl")])).rejects.toThrow(
      CommandInputError,
    );
    const three = ["dinosaurs:howl", "dinosaurs:upgrade", "aliens:probe"].map(value);
    await expect(alice.driver.select(limit, select.custom_id, three)).rejects.toThrow(CommandInputError);
    expect((await table.db.store.loadAllDecisions(game.gameId)).length).toBe(before);

    const done = (
      await game.step(() =>
        alice.driver.select(limit, select.custom_id, [value("dinosaurs:howl"), value("dinosaurs:upgrade")]),
      )
    ).reply;
    expect(done.embeds[1]?.title).toBe(en.panel.handTitle(10));
    const g = (await game.engine()).g;
    expect(g.players[0]?.discard.map((u) => g.cards[u]?.def).sort()).toEqual([
      "dinosaurs:howl",
      "dinosaurs:upgrade",
    ]);
    const board = textOf(await game.details());
    expect(board).toContain(`${alice.name} discards down to 10 cards.`);
    expect(board).toContain("hand 10 · deck 28 · discard 2");
    expect(notices().at(-1)?.content.split("\n")[0]).toBe(en.board.yourTurn(mention(bob)));
    game.finish();
  });

  it("lets the active player order two start-of-turn effects from the panel", async () => {
    const { game, players } = await prepared(2, {
      players: [
        { factions: ["aliens", "dinosaurs"], hand: ["dinosaurs:howl"] },
        { factions: ["ninjas", "pirates"] },
      ],
      bases: [
        { id: "mushroom-kingdom" },
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "ninjas:tiger-assassin", owner: 1, attached: [{ card: "ninjas:smoke-bomb", owner: 1 }] },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    const [alice, bob] = players;
    const notices = game.noticesFrom();
    await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()));

    // Bob's turn begins with Mushroom Kingdom and his Smoke Bomb at once: he picks the order.
    const notice = lastNotice(notices, bob);
    expect(notice.content).toBe(en.board.notice(mention(bob), purposeText("orderTriggers", "en")));
    const order = (await game.step(() => bob.driver.click(notice, /:resp$/))).reply;
    expect(order.embeds[0]?.title).toBe(purposeText("orderTriggers", "en"));
    expect(answers(order)).toEqual([base("mushroom-kingdom"), card("ninjas:smoke-bomb")]);
    const move = (await game.step(() => bob.driver.click(order, { label: base("mushroom-kingdom") }))).reply;

    // Mushroom Kingdom resolves first: its choice comes while the Smoke Bomb is still in play.
    expect(move.embeds[0]?.title).toBe(purposeText("move", "en"));
    expect(textOf(await game.details())).toContain(card("ninjas:smoke-bomb"));
    const main = (await game.step(() => bob.driver.click(move, { label: card("dinosaurs:king-rex") }))).reply;
    expect(main.embeds[0]?.title).toBe(purposeText("main", "en"));
    // The order was chosen: its ping left the channel (issue 21).
    expect(notice.deleted).toBe(true);

    const g = (await game.engine()).g;
    const rex = whereIs(g, "dinosaurs:king-rex", 0);
    expect(baseOf(g, rex.at)).toBe("base:mushroom-kingdom");
    expect(whereIs(g, "ninjas:smoke-bomb", 1).zone).toBe("discard");
    const log = textOf(await game.details());
    // Lines about cards in play say whose and where ("alice's King Rex on … moves to …").
    const at = (pattern: string) => log.search(new RegExp(pattern));
    const moved = at(`'s ${card("dinosaurs:king-rex")} on [^\n]+ moves to ${base("mushroom-kingdom")}.`);
    const destroyed = at(`'s ${card("ninjas:smoke-bomb")} on [^\n]+ is destroyed.`);
    expect(moved).toBeGreaterThan(-1);
    expect(destroyed).toBeGreaterThan(moved);
    game.finish();
  });

  it("pages a main prompt of more than 25 cards and plays a card from page 2", async () => {
    const aliens = ["supreme-overlord", "invader", "invader", "scout", "scout", "scout"]
      .concat(["collector", "collector", "collector", "collector"])
      .map((c) => `aliens:${c}`);
    const dinosaurs = ["king-rex", "laseratops", "laseratops", "armor-stego", "armor-stego", "armor-stego"]
      .concat(["war-raptor", "war-raptor", "war-raptor", "war-raptor"])
      .map((c) => `dinosaurs:${c}`);
    const actions = ["aliens:crop-circles", "aliens:terraforming", "aliens:probe", "aliens:invasion"].concat(
      ["howl", "howl", "rampage", "wildlife-preserve", "augmentation"].map((c) => `dinosaurs:${c}`),
      ["aliens:jammed-signal"],
    );
    const { game, players } = await prepared(2, {
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [...aliens, ...dinosaurs, ...actions] },
        { factions: ["ninjas", "pirates"] },
      ],
      bases: [
        { id: "tar-pits", minions: [{ card: "ninjas:tiger-assassin", owner: 1 }] },
        { id: "the-central-brain" },
        { id: "jungle-oasis" },
      ],
    });
    const [alice] = players;
    const cardsOf = (panel: FakeMessage) => {
      const select = panel.interactiveComponents.find((c) => verbOf(c) === "card");
      if (select?.type !== 3) throw new Error("no card select");
      return select;
    };
    const first = (await hand(game, alice)).reply;
    expect(cardsOf(first).options).toHaveLength(25);
    expect(cardsOf(first).options.map((o) => o.label)).not.toContain(card("aliens:jammed-signal"));
    const next = first.component({ label: en.panel.nextCards(2, 2) });

    const second = (await game.step(() => alice.driver.click(first, idOf(next)))).reply;
    const page2 = cardsOf(second);
    expect(page2.options).toHaveLength(5);
    const jammed = page2.options.find((o) => o.label === card("aliens:jammed-signal"));
    const chosen = (
      await game.step(() => alice.driver.select(second, page2.custom_id, [jammed?.value ?? ""]))
    ).reply;
    const targets = chosen.interactiveComponents.find((c) => verbOf(c) === "pick" && c.type === 3);
    if (targets?.type !== 3) throw new Error("no target select");
    const tarPitsOption = targets.options.find((o) => o.label.startsWith(base("tar-pits")));
    await game.step(() => alice.driver.select(chosen, targets.custom_id, [tarPitsOption?.value ?? ""]));

    const g = (await game.engine()).g;
    const signal = whereIs(g, "aliens:jammed-signal", 0);
    expect([signal.zone, baseOf(g, signal.at)]).toEqual(["base", "base:tar-pits"]);
    const tarPitsEmbed = (await game.details()).embeds.find((e) => e.title?.startsWith(base("tar-pits")));
    expect(tarPitsEmbed?.description).toContain(card("aliens:jammed-signal"));
    game.finish();
  });

  it("marks a multi-choice of more than 25 options across pages, then confirms it", async () => {
    // 24 cards, 2 drawn: 26 in hand, 16 to discard; one select holds 25 of them.
    const aliens = ["supreme-overlord", "invader", "invader", "scout", "scout", "scout"]
      .concat(["collector", "collector", "collector", "collector", "abduction", "beam-up", "beam-up"])
      .map((c) => `aliens:${c}`);
    const dinosaurs = ["king-rex", "laseratops", "laseratops", "armor-stego", "armor-stego", "armor-stego"]
      .concat(["war-raptor", "war-raptor", "war-raptor", "war-raptor", "howl"])
      .map((c) => `dinosaurs:${c}`);
    const { game, players } = await prepared(2, {
      players: [
        {
          factions: ["aliens", "dinosaurs"],
          hand: [...aliens, ...dinosaurs],
          deck: ["aliens:crop-circles", "aliens:probe"],
        },
        { factions: ["ninjas", "pirates"] },
      ],
      bases: [{ id: "tar-pits" }, { id: "the-central-brain" }, { id: "jungle-oasis" }],
    });
    const [alice] = players;
    const panel = (
      await game.step(async () => endTurn(alice.driver, (await hand(game, alice)).reply, () => table.idle()))
    ).reply;
    const marks = () => {
      const select = panel.interactiveComponents.find((c) => verbOf(c) === "mark");
      if (select?.type !== 3) throw new Error("no mark select");
      return select;
    };
    const confirm = () => panel.component(/:done/);
    expect(panel.embeds[0]?.title).toBe(purposeText("handLimit", "en"));
    expect([marks().options.length, marks().max_values]).toEqual([25, 16]);

    // Fifteen on page 1: not enough to confirm yet.
    const page1 = marks().options.slice(0, 15);
    await game.step(() =>
      alice.driver.select(
        panel,
        marks().custom_id,
        page1.map((o) => o.value),
      ),
    );
    expect(labelOf(confirm())).toBe(en.panel.confirm(15));
    expect("disabled" in confirm() && confirm().disabled).toBe(true);
    // Page 2 holds the 26th card (the last one drawn); the marks of page 1 are kept.
    await game.step(() => alice.driver.click(panel, { label: en.panel.nextOptions(2, 2) }));
    expect(marks().options.map((o) => o.label)).toEqual([card("aliens:probe")]);
    await game.step(() => alice.driver.select(panel, marks().custom_id, [marks().options[0]?.value ?? ""]));
    expect(labelOf(confirm())).toBe(en.panel.confirm(16));
    await game.step(() => alice.driver.click(panel, idOf(confirm())));

    const g = (await game.engine()).g;
    const discarded = g.players[0]?.discard.map((u) => g.cards[u]?.def) ?? [];
    expect(discarded.sort()).toEqual(
      [...aliens, "dinosaurs:king-rex", "dinosaurs:laseratops", "aliens:probe"].sort(),
    );
    expect(g.players[0]?.hand).toHaveLength(10);
    game.finish();
  });
});
