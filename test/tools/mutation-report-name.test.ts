import { describe, expect, it } from "vitest";
import { partialReportSlug } from "../../src/tools/mutation-report-name.ts";

describe("partial mutation report name", () => {
  it("keeps a short list of files readable, as before", () => {
    expect(partialReportSlug("src/engine/play.ts")).toBe("src_engine_play.ts");
    expect(partialReportSlug("src/engine/play.ts:10-20,src/engine/windows.ts")).toBe(
      "src_engine_play.ts_10-20_src_engine_windows.ts",
    );
  });

  it("fits many line ranges in a file name, and two different lists get two names", () => {
    const ranges = (from: number) =>
      Array.from(
        { length: 24 },
        (_, k) => `src/engine/allowances.ts:${from + k * 10}-${from + k * 10 + 5}`,
      ).join(",");
    const a = partialReportSlug(ranges(100));
    const b = partialReportSlug(ranges(101));
    // ".incremental.json" and the folder come on top; a file name may have 255 bytes.
    expect(a.length).toBeLessThanOrEqual(120);
    expect(b.length).toBeLessThanOrEqual(120);
    expect(a).not.toBe(b);
    expect(a.startsWith("src_engine_allowances.ts_100-105")).toBe(true);
    expect(partialReportSlug(ranges(100))).toBe(a);
  });
});
