// The split of callgrind's instruction counts by kind of work (src/bench/engine-instructions.ts):
// function names as callgrind_annotate prints them for a Node process. No game is played here.

import { describe, expect, it } from "vitest";
import { workOf } from "../../src/bench/engine-instructions.ts";

describe("engine-instructions work split", () => {
  it("compiled JavaScript has no symbol: an address in an unknown object", () => {
    expect(workOf("???:0x000000000d1d3100 [???]")).toBe("javascript");
  });

  it("V8's optimizing compiler, collector, inline caches and builtins by their symbols", () => {
    expect(workOf("???:v8::internal::compiler::GraphReducer::ReduceTop() [/usr/bin/node]")).toBe("compiler");
    expect(
      workOf(
        "???:heap::base::SlotCallbackResult v8::internal::Scavenger::ScavengeObject<v8::internal::FullHeapObjectSlot>(v8::internal::FullHeapObjectSlot) [/usr/bin/node]",
      ),
    ).toBe("gc");
    expect(workOf("???:Builtins_LoadIC_Megamorphic [/usr/bin/node]")).toBe("ic");
    expect(workOf("???:Builtins_KeyedLoadIC_Megamorphic [/usr/bin/node]")).toBe("ic");
    expect(workOf("???:Builtins_ArrayPrototypePush [/usr/bin/node]")).toBe("builtins");
    expect(
      workOf(
        "./string/../sysdeps/x86_64/multiarch/memset-vec-unaligned-erms.S:__memset_avx2_unaligned_erms [/usr/lib/x86_64-linux-gnu/libc.so.6]",
      ),
    ).toBe("libc");
    expect(workOf("???:v8::internal::RelocIterator::next() [/usr/bin/node]")).toBe("otherC++");
  });
});
