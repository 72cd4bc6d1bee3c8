// A history that tells the story (issue 13), read as the players read it through the fake Discord:
// - the turn ping sums up what happened since the player's last turn (public lines only), and only
//   the latest turn ping stays in the channel (the previous one is removed, across a restart too);
// - the board's log writes each VP of a scoring once ("finishes #1 ... and gains 4 VP", no second
//   "gains 4 VP" line) and keeps the scoring's result on top for a round;
// - `/smashup log` shows the whole game by turn, paged, to anyone in the channel;
// - a keyboard `/smashup play` says what was played above the next panel;
// in English and in French, with the privacy checks after every step.

import { Locale } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { SUMMARY_LINES } from "../../src/render/history.ts";
import { BOARD_CHARS } from "../../src/render/index.ts";
import type { FakeMessage, InteractionResult } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { describeSizes, PHONE_PANEL_CHARS, tableSizes } from "./support/sizes.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const fr = msg("fr");

const turnOf = (board: FakeMessage) => Number(/(\d+)\s*$/.exec(board.embeds[0]?.title ?? "")?.[1] ?? 0);

/** Every version of every public message the channel ever held (deleted ones too). */
function everyPublicText(table: Table): string[] {
  const out: string[] = [];
  for (const id of table.channel.messageIds) {
    const m = table.fake.message(id);
    if (!m) continue;
    for (const data of [...m.history, m.data]) {
      out.push(
        [data.content, ...(data.embeds ?? []).flatMap((e) => [e.title ?? "", e.description ?? ""])].join(
          "\n",
        ),
      );
    }
  }
  return out;
}

/** The log embeds of every version of the boards, as lists of lines. */
function boardLogs(table: Table, title: string): string[][] {
  const out: string[][] = [];
  for (const id of table.channel.messageIds) {
    const m = table.fake.message(id);
    if (!m) continue;
    for (const data of [...m.history, m.data]) {
      for (const e of data.embeds ?? []) if (e.title === title) out.push((e.description ?? "").split("\n"));
    }
  }
  return out;
}

/** The turn pings in the channel now (the board, with embeds, says it's your turn too). */
/** Plays on to the first main choice that offers a minion, and plays it with `/smashup play`. */
async function playMinionFromKeyboard(
  table: Table,
  gameId: string,
  policy: Policy,
): Promise<InteractionResult> {
  for (;;) {
    const snapshot = await table.bot.games.load(gameId);
    const prompt = snapshot?.engine?.prompt;
    if (!snapshot || !prompt) throw new Error("the game ended");
    const play = prompt.kind === "main" ? prompt.options.find((o) => /^m\d/.test(o.id)) : undefined;
    if (play?.base !== undefined && play.card !== undefined) {
      const player = table.players.find((p) => p.user.id === snapshot.userOf(prompt.seat)) as TablePlayer;
      const played = await player.driver.slash(table.channel, "smashup", {
        subcommand: "play",
        options: { card: String(play.card), base: play.id },
      });
      await table.idle();
      return played;
    }
    await policy.turnOfWhoeverIsAwaited(policy.board());
  }
}

function turnPings(table: Table, text: string): FakeMessage[] {
  return table.channel.messages.filter((m) => m.embeds.length === 0 && m.content.includes(text));
}

function turnPingsPosted(table: Table, text: RegExp): number {
  return table.fake.requests.filter(
    (r) =>
      r.method === "POST" && r.route === "/channels/:channelId/messages" && text.test(JSON.stringify(r.body)),
  ).length;
}

describe("the story of a game, in English", () => {
  let table: Table;
  let players: TablePlayer[];
  let onlooker: TablePlayer;
  let gameId: string;
  let watch: PrivacyWatch;
  let policy: Policy;

  beforeAll(async () => {
    table = await Table.open({ players: 4, seed: 21 });
    players = table.players.slice(0, 3);
    onlooker = table.players[3] as TablePlayer;
    ({ gameId } = await openGame(table, { selection: "random", vp: 15 }, players));
    watch = new PrivacyWatch(table, gameId);
    policy = new Policy(table, gameId, { afterStep: () => watch.check() });
  });
  afterAll(() => table?.close());

  it("pings each turn with what happened since the player's last turn; one turn ping stays", async () => {
    expect(await policy.playUntil((board) => turnOf(board) >= 5)).toBe(true);
    const pings = turnPings(table, "it's your turn");
    expect(pings).toHaveLength(1);
    expect(turnPingsPosted(table, /it's your turn/)).toBeGreaterThanOrEqual(5);
    const ping = pings[0] as FakeMessage;
    const lines = ping.content.split("\n");
    const snapshot = await table.bot.games.load(gameId);
    const active = snapshot?.userOf(snapshot.engine?.g.turn.active ?? -1);
    expect(lines[0]).toBe(en.board.yourTurn(`<@${active}>`));
    expect(lines[1]).toBe(`**${en.history.sinceTitle}**`);
    // Short for a phone (issue 21): the lines that concern the player, then the whole story one
    // tap away, where the two other players' turns are told.
    expect(lines.filter((l) => l.startsWith("• ")).length).toBeLessThanOrEqual(SUMMARY_LINES);
    const reader = table.players[3] as TablePlayer;
    const { reply } = await reader.driver.click(ping, { label: en.history.fullLog });
    await table.idle();
    expect(reply.ephemeral).toBe(true);
    const story = reply.embeds[0]?.description ?? "";
    const others = players.filter((p) => p.user.id !== active);
    for (const p of others) expect(story).toContain(`• ${p.name} plays `);
    expect(ping.content.length).toBeLessThanOrEqual(2000);
    expect(ping.content).not.toMatch(/\(s\)/);
  });

  it("keeps one turn ping across a restart of the bot, without pinging twice", async () => {
    await table.bot.stop();
    await table.start();
    const posted = turnPingsPosted(table, /it's your turn/);
    expect(await policy.playUntil((board) => turnOf(board) >= 7)).toBe(true);
    expect(turnPings(table, "it's your turn")).toHaveLength(1);
    expect(turnPingsPosted(table, /it's your turn/)).toBe(posted + 2);
  });

  it("shows the same story above the hand opened from the board at the start of a turn", async () => {
    const snapshot = await table.bot.games.load(gameId);
    const engine = snapshot?.engine;
    expect(engine?.prompt?.kind).toBe("main");
    const active = table.players.find((p) => p.user.id === snapshot?.userOf(engine?.g.turn.active ?? -1));
    const opened = await (active as TablePlayer).driver.click(policy.board(), /:hand$/);
    await table.idle();
    expect(opened.ephemeral).toBe(true);
    const lines = opened.content.split("\n");
    expect(lines[0]).toBe(`**${en.history.sinceTitle}**`);
    expect(lines.some((l) => / plays /.test(l))).toBe(true);
    await watch.check();
  });

  it("writes each VP of a scoring once and keeps the result on the board", async () => {
    const scored = () => everyPublicText(table).some((t) => / finishes #1 on .+ and gains \d+ VP\./.test(t));
    expect(await policy.playUntil(() => scored())).toBe(true);
    const logs = boardLogs(table, en.board.logTitle);
    expect(logs.length).toBeGreaterThan(10);
    let places = 0;
    for (const lines of logs) {
      lines.forEach((line, i) => {
        const place = /^• (.+) finishes #\d+ on .+ and gains (\d+) VP\.$/.exec(line);
        if (!place) return;
        places++;
        expect(lines[i + 1]).not.toBe(`• ${place[1]} gains ${place[2]} VP.`);
      });
      expect(lines.join("\n")).not.toMatch(/\(s\)/);
    }
    expect(places).toBeGreaterThan(0);
  });

  it("shows the whole game by turn to anyone in the channel, in pages", async () => {
    expect(await policy.playUntil((board) => turnOf(board) >= 13)).toBe(true);
    const asked = await onlooker.driver.slash(table.channel, "smashup", { subcommand: "log" });
    await table.idle();
    expect(asked.ephemeral).toBe(true);
    const title = asked.embeds[0]?.title ?? "";
    const [, page, pages] = /page (\d+)\/(\d+)$/.exec(title) ?? [];
    expect(Number(pages)).toBeGreaterThan(1);
    // It opens on the latest turns.
    expect(page).toBe(pages);
    const seen: string[] = [asked.embeds[0]?.description ?? ""];
    let current = asked.reply;
    for (let i = Number(pages); i > 1; i--) {
      const back = await onlooker.driver.click(current, en.history.previous);
      await table.idle();
      expect(back.embeds[0]?.title).toBe(en.history.logTitle(i - 1, Number(pages)));
      seen.push(back.embeds[0]?.description ?? "");
      current = back.reply;
    }
    const all = seen.reverse().join("\n");
    expect(all).toMatch(/^__\*\*(Before the first turn|Turn 1: \w+)\*\*__/);
    expect(all).toContain("__**Turn 2: ");
    expect(all).toMatch(/ finishes #1 on .+ and gains \d+ VP\./);
    // Every line of the game, once each: no "gains N VP" after a place that said it.
    expect(all).not.toMatch(/and gains (\d+) VP\.\n• (\w+) gains \1 VP\./);
    for (const text of seen) expect(text.length).toBeLessThanOrEqual(4096);
    // A seated player sees the same public story (the privacy check reads their replies).
    const mine = await (players[0] as TablePlayer).driver.slash(table.channel, "smashup", {
      subcommand: "log",
    });
    await table.idle();
    expect(mine.embeds[0]?.description).toBe(seen.at(-1));
    await watch.check();
  });

  it("confirms a card played from the keyboard above the next panel", async () => {
    const played = await playMinionFromKeyboard(table, gameId, policy);
    expect(played.ephemeral).toBe(true);
    expect(played.content.split("\n")[0]).toMatch(/^.+ played on .+\.$/);
    await watch.check();
    watch.checkLogs();
    table.fake.assertNoViolations();
  });

  it("still tells the story once the game is over", { timeout: WHOLE_GAME_MS }, async () => {
    await policy.playToTheEnd();
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    const asked = await onlooker.driver.slash(table.channel, "smashup", { subcommand: "log" });
    await table.idle();
    expect(asked.ephemeral).toBe(true);
    const [, page, pages] = /page (\d+)\/(\d+)$/.exec(asked.embeds[0]?.title ?? "") ?? [];
    expect(Number(pages)).toBeGreaterThan(1);
    expect(page).toBe(pages);
    // The last page ends with the game's last scoring.
    expect(asked.embeds[0]?.description ?? "").toMatch(/ finishes #1 on .+ and gains \d+ VP\./);
    // The discard piles too, like the log (issue 21), for anyone in the channel.
    const piles = await onlooker.driver.slash(table.channel, "smashup", { subcommand: "discard" });
    await table.idle();
    expect(piles.ephemeral).toBe(true);
    const seated = players.map((p) => p.name);
    expect(piles.embeds.slice(0, 3).map((e) => e.title?.replace(/'s discard pile \(\d+\)$/, ""))).toEqual(
      seated,
    );
    // Readable on a phone (issue 21): before, this game's largest board read 2,010 characters, its
    // largest panel 1,983 and its longest turn summary 24 lines.
    const sizes = tableSizes(table);
    console.log(describeSizes("4-player story", sizes));
    if (process.env.SHOW_SIZES) console.log(sizes.panel.text);
    expect(sizes.board.chars).toBeLessThanOrEqual(BOARD_CHARS);
    expect(sizes.panel.chars).toBeLessThanOrEqual(PHONE_PANEL_CHARS);
    expect(sizes.summary.lines).toBeLessThanOrEqual(SUMMARY_LINES + 4);
    await watch.check();
  });
});

describe("the story of a game, in French", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({
      players: 2,
      seed: 5,
      guildLocale: Locale.French,
      userLocales: [Locale.French, Locale.French],
    });
  });
  afterAll(() => table?.close());

  it("tells the story since the last turn, keeps one ping, and shows the log in pages", async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 8 });
    const watch = new PrivacyWatch(table, gameId);
    const policy = new Policy(table, gameId, { afterStep: () => watch.check() });
    expect(await policy.playUntil((board) => turnOf(board) >= 6)).toBe(true);
    // A player whose own answer already shows their turn (a base asks them first at the start of
    // it) is not pinged; each ping posted removes the one before.
    expect(turnPings(table, "c'est à vous de jouer").length).toBeLessThanOrEqual(1);
    const posted = table.fake.requests
      .filter(
        (r) =>
          r.method === "POST" &&
          r.route === "/channels/:channelId/messages" &&
          /c'est à vous de jouer/.test(JSON.stringify(r.body)),
      )
      .map((r) => String((r.body as { content?: string }).content));
    expect(posted.length).toBeGreaterThanOrEqual(2);
    const lines = (posted.at(-1) as string).split("\n");
    expect([fr.history.sinceTitle, fr.history.sinceStartTitle].map((t) => `**${t}**`)).toContain(lines[1]);
    expect(lines.some((l) => /^• \w+ joue /.test(l))).toBe(true);
    for (const text of everyPublicText(table)) expect(text).not.toMatch(/\(s\)/);

    const player = table.players[0] as TablePlayer;
    const asked = await player.driver.slash(table.channel, "smashup", { subcommand: "log" });
    await table.idle();
    expect(asked.embeds[0]?.title).toMatch(/^Historique de la partie — page (\d+)\/\1$/);
    expect(asked.embeds[0]?.description).toContain("__**Tour ");
    expect(asked.embeds[0]?.description).not.toMatch(/\(s\)/);
    // Each VP of a scoring written once on the board, in French too.
    for (const lines of boardLogs(table, fr.board.logTitle)) {
      lines.forEach((line, i) => {
        const place = /^• (.+) termine n° \d+ sur .+ et gagne (\d+) PV\.$/.exec(line);
        if (place) expect(lines[i + 1]).not.toBe(`• ${place[1]} gagne ${place[2]} PV.`);
      });
    }

    // A keyboard /smashup play says what was played, in the player's language.
    const played = await playMinionFromKeyboard(table, gameId, policy);
    expect(played.content.split("\n")[0]).toMatch(/^Vous jouez .+ sur .+\.$/);
    await watch.check();
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
