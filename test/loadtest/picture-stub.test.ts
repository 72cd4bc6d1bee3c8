// The load test's picture renderer that draws nothing (src/loadtest/picture-stub.ts): it must
// charge the budget as a drawing does, so that the budget gives it as many turns as real drawings.

import { describe, expect, it } from "vitest";
import { STUB_DRAWING_MS, stubPictureRenderer } from "../../src/loadtest/picture-stub.ts";
import type { PictureJob } from "../../src/picture/index.ts";

describe("stub picture renderer", () => {
  it("answers an image named after the job's kind and charges the budget a drawing's CPU", async () => {
    const renderer = stubPictureRenderer({ share: 0.001, burstMs: 1000 });
    const before = renderer.budget?.available() ?? 0;
    const picture = await renderer.render({ kind: "final" } as PictureJob);
    expect(picture.name).toBe("final.png");
    expect(picture.cpuMs).toBe(STUB_DRAWING_MS);
    expect(picture.bytes.byteLength).toBeGreaterThan(0);
    // Earned back meanwhile at 0.1 % of a core: 5 ms would take 5 s of a 12 ms wait (a hang limit).
    expect(renderer.budget?.available()).toBeLessThanOrEqual(before - STUB_DRAWING_MS + 5);
    await renderer.close();
  });
});
