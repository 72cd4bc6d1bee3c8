// Issue 24: the pictures a crash loses are drawn again at start-up. The bot sends a board's text
// first and its picture in a later edit; a process that dies between the two leaves the new text
// under the previous board's picture, and one that dies before the game-over message's picture
// edit leaves that message without one. Their text is caught up (nothing is behind in the store),
// so only the messages themselves tell: each embed names the picture it shows (the job's hash in
// the file name). Here the bot is stopped and the channel's messages are put back as such a crash
// leaves them; a new process must show each the picture of its board, and redraw nothing when
// nothing was lost.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashOfFileName, jobHash, shownPictureName } from "../../src/discord/board-picture.ts";
import { boardInput } from "../../src/discord/views.ts";
import { finalJob, pictureJob } from "../../src/picture/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { Table } from "./support/table.ts";

/** The message as a crash before its picture edit leaves it: its first embed shows `url` (or nothing). */
function showImage(message: FakeMessage, url: string | undefined): void {
  const [first, ...rest] = message.data.embeds;
  if (!first) throw new Error("the message has no embed");
  const { image: _, ...withoutImage } = first;
  message.data = {
    ...message.data,
    embeds: [url ? { ...withoutImage, image: { url } } : withoutImage, ...rest],
  };
}

const imageUrl = (data: FakeMessage["data"]) => data.embeds[0]?.image?.url;

describe("pictures lost in a crash", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 11 });
  });
  afterAll(() => table?.close());

  /** The hash of the picture of the game's stored board. */
  async function boardHash(gameId: string): Promise<string> {
    const snapshot = await table.bot.games.load(gameId);
    if (!snapshot?.engine) throw new Error("the game is not in play");
    const input = boardInput(snapshot, snapshot.engine);
    const locale = snapshot.setup.locale;
    // Once the game is over its board shows the final picture.
    return jobHash(snapshot.engine.over ? finalJob(input, locale) : pictureJob(input, locale));
  }

  const shownHash = (message: FakeMessage) => hashOfFileName(shownPictureName(message.data) ?? "");
  const uploads = (since: number) => table.fake.requests.slice(since).filter((r) => r.files.length > 0);

  async function restart(): Promise<void> {
    await table.bot.stop();
    await table.start();
    await table.idle();
  }

  it("redraws a board left with the previous board's picture, and the game-over picture", {
    timeout: WHOLE_GAME_MS /* a whole game with its pictures drawn on a worker */,
  }, async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 5 });
    const policy = new Policy(table, gameId);
    await policy.playUntil(() => policy.steps >= 6);
    await table.idle();
    const board = policy.board();
    expect(shownHash(board)).toBe(await boardHash(gameId));

    // Nothing lost: a restart draws and uploads nothing.
    let since = table.fake.requests.length;
    await restart();
    expect(uploads(since)).toEqual([]);

    // The process died after the text edit, before the picture's: the previous picture stays.
    const current = imageUrl(board.data);
    const previous = [...board.history]
      .reverse()
      .map(imageUrl)
      .find((url) => url && url !== current);
    expect(previous).toBeDefined();
    await table.bot.stop();
    showImage(board, previous);
    expect(shownHash(board)).not.toBe(await boardHash(gameId));
    since = table.fake.requests.length;
    await table.start();
    await table.idle();
    expect(shownHash(board)).toBe(await boardHash(gameId));
    expect(uploads(since)).toHaveLength(1);

    // The game ends; the process dies before the game-over message's picture edit (and the final
    // board's): after a restart both have their pictures.
    await policy.playToTheEnd();
    await table.idle();
    const over = table.channel.messages.at(-1) as FakeMessage;
    expect(over.embeds[0]?.title).toMatch(/^Game over/);
    const finalName = shownPictureName(over.data);
    expect(finalName).toMatch(/^final/);
    const finalBoard = policy.board();
    const beforeFinal = [...finalBoard.history]
      .reverse()
      .map(imageUrl)
      .find((url) => url && url !== imageUrl(finalBoard.data));
    await table.bot.stop();
    showImage(over, undefined);
    showImage(finalBoard, beforeFinal);
    since = table.fake.requests.length;
    await table.start();
    await table.idle();
    expect(shownPictureName(over.data)).toMatch(/^final-/);
    // The same final picture as before (the same job: the table and its VP chart).
    expect(shownPictureName(over.data)).toBe(finalName);
    expect(shownHash(finalBoard)).toBe(await boardHash(gameId));
    expect(uploads(since)).toHaveLength(2);

    // And once all is shown, another restart redraws nothing.
    since = table.fake.requests.length;
    await restart();
    expect(uploads(since)).toEqual([]);
    table.fake.assertNoViolations();
  });
});
