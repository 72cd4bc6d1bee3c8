import { describe, expect, it } from "vitest";
import { validateChoice } from "../../src/engine/flow.ts";
import type { Prompt } from "../../src/engine/types.ts";

// The engine's first check of every submitted answer: bad input is refused with a reason, before
// anything is played (the app turns the reason into an ephemeral message).
const prompt = { seat: 1, min: 1, max: 2, options: [{ id: "a" }, { id: "b" }] } as unknown as Prompt;

describe("validateChoice", () => {
  it("accepts ids of the prompt, within its counts", () => {
    expect(validateChoice(prompt, 1, ["a"])).toBeNull();
    expect(validateChoice(prompt, 1, ["b", "a"])).toBeNull();
  });

  it("names what is wrong", () => {
    expect(validateChoice(prompt, 0, ["a"])).toBe("not-your-prompt");
    expect(validateChoice(prompt, 1, "a" as unknown as string[])).toBe("malformed");
    expect(validateChoice(prompt, 1, [])).toBe("wrong-count");
    expect(validateChoice(prompt, 1, ["a", "b", "a"])).toBe("wrong-count");
    expect(validateChoice(prompt, 1, ["a", "a"])).toBe("malformed");
    expect(validateChoice(prompt, 1, [3 as unknown as string])).toBe("malformed");
    expect(validateChoice(prompt, 1, ["c"])).toBe("illegal-option");
  });
});
