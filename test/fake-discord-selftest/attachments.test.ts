// Files of messages as Discord documents them (Create/Edit Message, "Uploading Files"): an embed
// shows a file of its message with attachment://<filename>; the message's `attachments` then leaves
// that file out (discord-api-docs #1340, #4809). An edit without `attachments` keeps every file; an
// edit with `attachments` keeps only the ids it lists, new files being listed by their index N of
// `files[N]`. The board pictures rely on all of it (src/discord/board-picture.ts).

import { Routes, type TextChannel } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord } from "../fake-discord/index.ts";
import { type Harness, harness, startClient, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let channel: FakeChannel;
let rest: TextChannel["client"]["rest"];

beforeEach(async () => {
  h = await harness();
  fake = h.fake;
  const guild = fake.createGuild();
  channel = guild.createTextChannel("table");
  const client = await startClient(fake);
  h.clients.push(client);
  rest = client.rest;
});

afterEach(async () => {
  await teardown(h);
});

const file = (name: string, text: string) => ({ name, data: Buffer.from(text), contentType: "image/png" });
const post = (body: unknown, files: ReturnType<typeof file>[] = []) =>
  rest.post(Routes.channelMessages(channel.id), { body, files }) as Promise<{ id: string }>;
const patch = (id: string, body: unknown, files: ReturnType<typeof file>[] = []) =>
  rest.patch(Routes.channelMessage(channel.id, id), { body, files });
const shown = async (url: string | undefined) => (url ? await (await fetch(url)).text() : null);

describe("fake Discord: files shown in embeds", () => {
  it("shows a file named by attachment:// inside the embed and leaves it out of the attachments", async () => {
    const sent = await post({ embeds: [{ title: "Board", image: { url: "attachment://board-a.png" } }] }, [
      file("board-a.png", "picture A"),
      file("log.txt", "log"),
    ]);
    const message = fake.message(sent.id);
    const image = message?.data.embeds[0]?.image?.url;
    expect(image).toMatch(/\/board-a\.png$/);
    expect(await shown(image)).toBe("picture A");
    expect(message?.data.attachments.map((a) => a.filename)).toEqual(["log.txt"]);
    expect(message?.held.map((a) => a.filename)).toEqual(["board-a.png", "log.txt"]);
  });

  it("keeps the files of an edit without `attachments`, and an embed may name a kept one again", async () => {
    const sent = await post({ embeds: [{ title: "v1", image: { url: "attachment://board-a.png" } }] }, [
      file("board-a.png", "picture A"),
    ]);
    await patch(sent.id, { embeds: [{ title: "v2", image: { url: "attachment://board-a.png" } }] });
    const message = fake.message(sent.id);
    expect(message?.data.embeds[0]?.title).toBe("v2");
    expect(await shown(message?.data.embeds[0]?.image?.url)).toBe("picture A");
    expect(message?.data.attachments).toEqual([]);
  });

  it("shows a kept file loose under the message once no embed names it", async () => {
    const sent = await post({ embeds: [{ title: "v1", image: { url: "attachment://board-a.png" } }] }, [
      file("board-a.png", "picture A"),
    ]);
    await patch(sent.id, { embeds: [{ title: "v2" }] });
    expect(fake.message(sent.id)?.data.attachments.map((a) => a.filename)).toEqual(["board-a.png"]);
  });

  it("replaces the files with those an edit's `attachments` lists (new ones by files[N] index)", async () => {
    const sent = await post({ embeds: [{ title: "v1", image: { url: "attachment://board-a.png" } }] }, [
      file("board-a.png", "picture A"),
    ]);
    await patch(
      sent.id,
      {
        embeds: [{ title: "v1", image: { url: "attachment://board-b.png" } }],
        attachments: [{ id: "0", filename: "board-b.png" }],
      },
      [file("board-b.png", "picture B")],
    );
    const message = fake.message(sent.id);
    expect(await shown(message?.data.embeds[0]?.image?.url)).toBe("picture B");
    expect(message?.held.map((a) => a.filename)).toEqual(["board-b.png"]);
    expect(message?.data.attachments).toEqual([]);
    // The files the request sent: payload_json and files[0].
    const request = fake.requests.filter((r) => r.method === "PATCH").at(-1);
    expect(request?.files.map((f) => f.field)).toEqual(["files[0]"]);
  });

  it("keeps a file an edit's `attachments` lists by id and drops the others", async () => {
    const sent = await post({ content: "files" }, [file("a.txt", "A"), file("b.txt", "B")]);
    const [a] = fake.message(sent.id)?.held ?? [];
    await patch(sent.id, { attachments: [{ id: a?.id }] });
    expect(fake.message(sent.id)?.data.attachments.map((x) => x.filename)).toEqual(["a.txt"]);
    await patch(sent.id, { attachments: [] });
    expect(fake.message(sent.id)?.data.attachments).toEqual([]);
  });

  it("leaves an embed naming a file the message does not hold as written (no image)", async () => {
    const sent = await post({ embeds: [{ title: "v1", image: { url: "attachment://missing.png" } }] });
    expect(fake.message(sent.id)?.data.embeds[0]?.image?.url).toBe("attachment://missing.png");
  });
});
