// The channel's notice of a wait as the players' notify choices change it (issue 26): players told
// by DM are named, not pinged; a player whose DM Discord refused is pinged with a note; the next
// player who asked is pinged on a line of their own. And which Discord answers count as refused.

import { DiscordAPIError } from "discord.js";
import { describe, expect, it } from "vitest";
import { adjustNotice, gameLink, isRefusedDM } from "../../src/discord/direct-notices.ts";
import { notify } from "../../src/i18n/areas/notify.ts";
import type { MessagePayload } from "../../src/render/index.ts";

const ping = (users: string[]): MessagePayload => ({
  content: users.map((u) => `<@${u}>`).join(" ") + " it's your turn.",
  embeds: [],
  components: [],
  allowedMentions: { parse: [], users },
});

describe("adjustNotice", () => {
  it("leaves the notice alone when nobody chose anything", () => {
    const notice = ping(["1"]);
    expect(adjustNotice(notice, { quiet: new Set(), refused: new Set(), upNext: null }, "en")).toEqual(
      notice,
    );
  });

  it("names a player told by DM without pinging them, and pings the others", () => {
    const out = adjustNotice(
      ping(["1", "2"]),
      { quiet: new Set(["1"]), refused: new Set(), upNext: null },
      "en",
    );
    expect(out.content).toBe("<@1> <@2> it's your turn.");
    expect(out.allowedMentions).toEqual({ parse: [], users: ["2"] });
    const none = adjustNotice(ping(["1"]), { quiet: new Set(["1"]), refused: new Set(), upNext: null }, "en");
    expect(none.allowedMentions).toEqual({ parse: [] });
  });

  it("pings a player whose DM was refused, with the note in the game's language", () => {
    const out = adjustNotice(ping(["1"]), { quiet: new Set(), refused: new Set(["1"]), upNext: null }, "fr");
    expect(out.content.split("\n")).toEqual(["<@1> it's your turn.", `<@1> ${notify.fr.refusedNote}`]);
    expect(out.allowedMentions.users).toEqual(["1"]);
  });

  it("pings the next player on a line of their own, once", () => {
    const out = adjustNotice(ping(["1"]), { quiet: new Set(["1"]), refused: new Set(), upNext: "3" }, "en");
    expect(out.content.split("\n")).toEqual(["<@1> it's your turn.", notify.en.upNext("<@3>")]);
    expect(out.allowedMentions.users).toEqual(["3"]);
  });
});

describe("isRefusedDM", () => {
  const error = (code: number, status = 403) =>
    new DiscordAPIError({ code, message: "x" }, code, status, "POST", "/channels/1/messages", {});
  it("counts 50007 (DMs closed) and 50278 (no server shared), nothing else", () => {
    expect(isRefusedDM(error(50007))).toBe(true);
    expect(isRefusedDM(error(50278))).toBe(true);
    expect(isRefusedDM(error(50013))).toBe(false);
    expect(isRefusedDM(new Error("50007"))).toBe(false);
  });
});

describe("gameLink", () => {
  it("links the game's message, or its channel when the message is unknown", () => {
    expect(gameLink("1", "2", "3")).toBe("https://discord.com/channels/1/2/3");
    expect(gameLink("1", "2", null)).toBe("https://discord.com/channels/1/2");
  });
});
