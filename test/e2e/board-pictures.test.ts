// The board as a picture (issue 24) through the fake Discord: every board version a game shows
// carries the picture of that very board, inside the board's first embed (attachment://), drawn on
// the bot's worker pool; the game-over message carries the final picture. With pictures off (the
// lobby's option, or the server's default) no message gets a file.

import { PermissionFlagsBits } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashOfFileName, jobHash, shownPictureName } from "../../src/discord/board-picture.ts";
import { boardInput } from "../../src/discord/views.ts";
import { finalJob, pictureJob } from "../../src/picture/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { openGame, openLobby, START } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { Table } from "./support/table.ts";

const PNG_MAGIC = "89504e47";

async function servedBytes(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

/** A PNG's size, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every version of the channel's messages from `first` on shows no picture and holds no file. */
function expectNoPicture(table: Table, first: FakeMessage): void {
  const versions = table.channel.messages
    .filter((m) => BigInt(m.id) >= BigInt(first.id))
    .flatMap((m) => [...m.history, m.data]);
  expect(versions.length).toBeGreaterThan(10);
  for (const version of versions) {
    expect(version.embeds.map((e) => e.image ?? null).filter(Boolean)).toEqual([]);
    expect(version.attachments).toEqual([]);
  }
}

describe("board pictures", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 11 });
  });
  afterAll(() => table?.close());

  it("shows the picture of each board version with it, and the final picture at game over", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 5 });
    const versions = new Set<number>();
    const check = async () => {
      const snapshot = await table.bot.games.load(gameId);
      if (!snapshot?.engine) return;
      // The game-over board carries the final picture (one drawing for it and the game-over message).
      const input = boardInput(snapshot, snapshot.engine);
      const locale = snapshot.setup.locale;
      const expected = jobHash(snapshot.engine.over ? finalJob(input, locale) : pictureJob(input, locale));
      const board = policy.board();
      const name = shownPictureName(board.data);
      expect(name && hashOfFileName(name), `board of version ${snapshot.record.version}`).toBe(expected);
      // Shown inside the embed (a file of the message), not as a loose file under the text board.
      expect(board.data.embeds[0]?.image?.url).toMatch(/^http/);
      expect(board.data.attachments).toEqual([]);
      versions.add(snapshot.record.version);
    };
    const policy = new Policy(table, gameId, { afterStep: check });
    await check();
    await policy.playToTheEnd();

    expect(versions.size).toBeGreaterThan(20);
    // A board before the game ended: the last board picture that is not the final one.
    const boardUrl = [...policy.board().history]
      .reverse()
      .map((m) => m.embeds[0]?.image?.url)
      .find((url) => url && !url.includes("/final-"));
    const image = await servedBytes(boardUrl ?? "");
    expect(image.subarray(0, 4).toString("hex")).toBe(PNG_MAGIC);
    // The text board was sent first, the picture in an edit of its own: the board's text stands
    // whatever happens to the picture.
    const over = table.channel.messages.at(-1);
    expect(over?.embeds[0]?.title).toMatch(/^Game over/);
    const final = over?.embeds[0]?.image?.url ?? "";
    expect(final).toMatch(/^http/);
    const finalPng = await servedBytes(final);
    expect(finalPng.subarray(0, 4).toString("hex")).toBe(PNG_MAGIC);
    // The same picture on the game's board: drawn once for both messages.
    expect(shownPictureName(policy.board().data)).toBe(shownPictureName(over?.data ?? { embeds: [] }));
    // The final picture is the table with the VP chart under it: as wide, taller.
    expect(pngSize(finalPng).width).toBe(pngSize(image).width);
    expect(pngSize(finalPng).height).toBeGreaterThan(pngSize(image).height);
    table.fake.assertNoViolations();
  });

  it("attaches nothing to a game whose host turned pictures off", { timeout: WHOLE_GAME_MS }, async () => {
    const before = table.fake.requests.length;
    const { gameId, message } = await openLobby(table, { selection: "random", vp: 3, pictures: false });
    expect(message.embeds[0]?.description).toContain("Board picture: off");
    await table.players[0]?.driver.click(message, { customId: START });
    await table.idle();
    await new Policy(table, gameId).playToTheEnd();
    const uploads = table.fake.requests.slice(before).filter((r) => r.files.length > 0);
    expect(uploads).toEqual([]);
    expectNoPicture(table, message);
  });

  it("follows the server's default for new games: off, the lobby says so and no picture is sent", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const adminRole = table.guild.createRole("Admins", PermissionFlagsBits.ManageGuild);
    const host = table.players[0];
    if (!host) throw new Error("no host");
    table.guild.addMember(host.user, { roles: [adminRole] });
    await host.driver.slash(table.channel, "smashup-admin", {
      subcommand: "defaults",
      options: { pictures: false },
    });
    await table.idle();
    const settings = await table.db.store.getGuildSettings(table.guild.id);
    expect(settings.defaults.pictures).toBe(false);
    const before = table.fake.requests.length;
    const { gameId, message } = await openLobby(table, { selection: "random", vp: 3 });
    expect((await table.bot.games.load(gameId))?.setup.options.pictures).toBe(false);
    expect(message.embeds[0]?.description).toContain("Board picture: off");
    await host.driver.click(message, { customId: START });
    await table.idle();
    await new Policy(table, gameId).playToTheEnd();
    expect(table.fake.requests.slice(before).filter((r) => r.files.length > 0)).toEqual([]);
    expectNoPicture(table, message);
  });
});
