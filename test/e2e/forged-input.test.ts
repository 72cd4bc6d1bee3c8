// Input no client should send, sent anyway: text that names no card or base (`?`, `...`, an emoji,
// spaces, NUL) typed into /smashup play, and components forged onto a public message (the lobby
// family's page and faction pick, the admin panel's buttons and selects). Each is refused or
// answered privately; the game and the public message stay as they were.

import { ComponentType, PermissionFlagsBits, Routes } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeAdminId } from "../../commands/admin/custom-id.ts";
import { msg } from "../../src/i18n/index.ts";
import { encodeCustomId } from "../../src/render/index.ts";
import type { FakeMessage, InteractionResult, UserDriver } from "../fake-discord/index.ts";
import { JOIN, openGame, START } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const JUNK = ["?", "-", "...", "🙂", "   ", "\u0000", "?!"];

describe("input no client should send", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  let carol: TablePlayer;
  let admin: UserDriver;
  let gameId: string;

  beforeAll(async () => {
    table = await Table.open({ players: 3, seed: 7 });
    [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const dave = table.fake.createUser("dave");
    table.guild.addMember(dave, { permissions: PermissionFlagsBits.ManageGuild });
    admin = table.fake.user(dave);
    gameId = (await openGame(table, { selection: "random" }, [alice, bob])).gameId;
  });
  afterAll(() => table?.close());

  async function current() {
    const snapshot = await table.bot.games.load(gameId);
    if (!snapshot?.engine) throw new Error("the game is not in play");
    const engine = snapshot.engine;
    const awaited = table.players.find((p) => p.user.id === snapshot.userOf(engine.prompt?.seat ?? -1));
    return { snapshot, engine, awaited: awaited as TablePlayer };
  }

  /** Runs `act` and checks that it left the stored game exactly as it was. */
  async function changesNothing(act: () => Promise<InteractionResult>): Promise<InteractionResult> {
    const before = await table.row(gameId);
    const result = await act();
    await table.idle();
    expect(await table.row(gameId)).toEqual(before);
    return result;
  }

  it("refuses /smashup play with text that names no card or no base", async () => {
    const { awaited, engine } = await current();
    expect(engine.prompt?.kind).toBe("main");
    const cards = await awaited.driver.autocomplete(table.channel, "smashup", {
      subcommand: "play",
      focused: "card",
      value: "",
    });
    const card = String(cards[0]?.value);
    for (const junk of JUNK) {
      const named = await changesNothing(() =>
        awaited.driver.slash(table.channel, "smashup", {
          subcommand: "play",
          options: { card: junk, base: junk },
        }),
      );
      expect(named.ephemeral, JSON.stringify(junk)).toBe(true);
      expect(named.content, JSON.stringify(junk)).toMatch(/is not a card you can play right now/);
      const target = await changesNothing(() =>
        awaited.driver.slash(table.channel, "smashup", { subcommand: "play", options: { card, base: junk } }),
      );
      expect(target.content, JSON.stringify(junk)).toMatch(/is not a place where .* can be played right now/);
    }
    table.fake.assertNoViolations();
  });

  /** A public message posted by the bot with the given components, as if the bot had made them. */
  async function publicMessageWith(components: unknown[]): Promise<FakeMessage> {
    const posted = (await table.bot.client.rest.post(Routes.channelMessages(table.channel.id), {
      body: {
        content: "a public message",
        components: components.map((c) => ({ type: 1, components: [c] })),
      },
    })) as { id: string };
    const message = table.fake.message(posted.id);
    if (!message) throw new Error("the message was not posted");
    return message;
  }

  const button = (custom_id: string) => ({ type: ComponentType.Button, style: 2, label: "b", custom_id });
  const select = (custom_id: string, values: string[]) => ({
    type: ComponentType.StringSelect,
    custom_id,
    options: values.map((value) => ({ label: value, value })),
  });

  it("never replaces a public message with a private answer, whatever the custom_id says", async () => {
    const { snapshot, awaited } = await current();
    const ref = { gameId, version: snapshot.record.version, promptId: 0 };
    const faction = snapshot.setup.seats[0]?.factions[0] ?? "aliens";
    const message = await publicMessageWith([
      button(encodeCustomId({ prefix: "lb", ...ref, verb: "page", page: 1 })),
      select(encodeCustomId({ prefix: "lb", ...ref, verb: "fac", group: 0 }), [faction]),
      button(encodeAdminId({ kind: "end", gameId, confirm: false })),
      button(encodeAdminId({ kind: "end", gameId, confirm: true })),
      select(encodeAdminId({ kind: "default", key: "vp" }), ["12"]),
    ]);
    const shown = () => JSON.stringify({ content: message.content, components: message.components });
    const before = shown();
    const settings = await table.db.store.getGuildSettings(table.guild.id);

    // A stranger turning the faction pick's page; a player "picking" again during play.
    const page = await changesNothing(() => carol.driver.click(message, /:page:1$/));
    expect(page.ephemeral).toBe(true);
    expect(page.followUps.at(-1)?.content ?? page.content).toBe(en.app.reason["not-in-game"]);
    const pick = await changesNothing(() => awaited.driver.select(message, /:fac:0$/, [faction]));
    expect(pick.ephemeral).toBe(true);
    expect(shown()).toBe(before);

    // The admin panel's buttons and selects belong on the admin's own panel only.
    for (const query of [/^adm:end:.*:no$/, /^adm:end:.*:yes$/]) {
      const clicked = await changesNothing(() => admin.click(message, query));
      expect(clicked.ephemeral, String(query)).toBe(true);
      expect(shown()).toBe(before);
    }
    const chosen = await admin.select(message, /^adm:def:vp$/, ["12"]);
    await table.idle();
    expect(chosen.ephemeral).toBe(true);
    expect(shown()).toBe(before);
    expect(await table.db.store.getGuildSettings(table.guild.id)).toEqual(settings);
    table.fake.assertNoViolations();
  });

  it("opens and plays games for players whose names PostgreSQL cannot store as they are", async () => {
    const channel = table.guild.createTextChannel("odd-names");
    // A NUL and lone surrogates (half an emoji): jsonb refuses both (22P05).
    const host = table.fake.createUser("nul", { globalName: "Zo\u0000é \ud83d" });
    const guest = table.fake.createUser("half", { globalName: "guest" });
    table.guild.addMember(host);
    table.guild.addMember(guest, { nick: "\udc00Ra\u0000ph" });
    const opened = await table.fake.user(host).slash(channel, "smashup", {
      subcommand: "new",
      options: { selection: "random" },
    });
    await table.idle();
    expect(opened.ephemeral).toBe(true);
    const lobby = channel.messages.findLast((m) => m.findComponent({ customId: JOIN }));
    expect(lobby, opened.content).toBeDefined();
    await table.fake.user(guest).click(lobby as FakeMessage, { customId: JOIN });
    await table.fake.user(host).click(lobby as FakeMessage, { customId: START });
    await table.idle();
    const game = await table.db.store.loadActiveGameByChannel(channel.id);
    expect(game?.game.status).toBe("active");
    const stored = JSON.stringify(game?.game.setup);
    expect(stored).toContain("Zoé");
    expect(stored).toContain("Raph");
    expect(stored).not.toMatch(/\\u0000|\\ud[89a-f]/i);
    table.fake.assertNoViolations();
  });
});
