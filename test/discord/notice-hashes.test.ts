// The notices' fingerprints and nonces are stored (an announcement's posting intent, a DM's row) and
// compared with what a later release computes for the messages it finds in the channel: their
// digest must never change. Made with one `crypto.hash` call rather than a Hash object (issue 22);
// the values below are the ones `createHash("sha256").update(…).digest("base64url")` gives.

import { describe, expect, it } from "vitest";
import { fingerprintOf, nonceOf } from "../../src/discord/announcer.ts";
import { fingerprintOf as dmFingerprintOf, nonceOf as dmNonceOf } from "../../src/discord/direct-notices.ts";

describe("the notices' fingerprints and nonces", () => {
  it("are the digests earlier releases stored", () => {
    const message = {
      content: " Hi <@1> ",
      embeds: [{ title: "T", description: "D" }],
      components: [{ type: 1, components: [{ type: 2, custom_id: "sg:x" }] }],
    };
    expect(fingerprintOf(message)).toBe("8JSJgtuV0o7WQqfF_oaIIc");
    expect(nonceOf("g1", "turn:3")).toBe("3LShk0kTzcT_oATV9XEqDqTAb");
    expect(dmFingerprintOf(" It is your turn ")).toBe("ZAPg1Z8ts5E1PO79Ge8EJe6XZqXgnYqvfGBSiWwtwTM");
    expect(dmNonceOf("g", "u", "turn:2")).toBe("ixHUgoFT0podO6M_w9kAcP4mm");
  });

  it("hash a text as UTF-8", () => {
    expect(dmFingerprintOf("Tour de Zoé ♠")).toBe("WZ9tYPvwy5zjx7IMaOrrJGrBd6Y_t-9xSIrO-GLwj70");
  });
});
