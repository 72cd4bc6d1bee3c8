import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APP_REASONS } from "../../src/app/index.ts";
import { KeyedMutex } from "../../src/app/keyed-mutex.ts";
import { timerHoursFromMinutes } from "../../src/app/lobby.ts";
import { LruCache } from "../../src/app/lru-cache.ts";
import { engineReason } from "../../src/app/reasons.ts";
import { LOCALES, msg } from "../../src/i18n/index.ts";

describe("LruCache", () => {
  it("forgets the least recently used entry beyond its capacity", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.has("b")).toBe(false);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    expect(() => new LruCache(0)).toThrow(RangeError);
  });

  it("evicts as a plain least-recently-used list does, reads of the newest key included (issue 22)", () => {
    // The cache skips moving the entry read or written last (it is last already): any sequence of
    // operations must leave it with the entries, and the order, of a list that moves every time.
    const op = fc.oneof(
      fc.record({ kind: fc.constant("get" as const), key: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant("set" as const), key: fc.integer({ min: 0, max: 5 }), value: fc.nat() }),
      fc.record({ kind: fc.constant("delete" as const), key: fc.integer({ min: 0, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(op, { maxLength: 60 }), (capacity, ops) => {
        const cache = new LruCache<number, number>(capacity);
        let model: [number, number][] = [];
        for (const o of ops) {
          const at = model.findIndex(([k]) => k === o.key);
          if (o.kind === "get") {
            const entry = at < 0 ? undefined : model[at];
            expect(cache.get(o.key)).toBe(entry?.[1]);
            if (entry) model = [...model.filter((_, i) => i !== at), entry];
          } else if (o.kind === "set") {
            cache.set(o.key, o.value);
            model = [...model.filter(([k]) => k !== o.key), [o.key, o.value]];
            if (model.length > capacity) model = model.slice(1);
          } else {
            cache.delete(o.key);
            model = model.filter(([k]) => k !== o.key);
          }
          expect(cache.size).toBe(model.length);
          for (let k = 0; k <= 5; k++) expect(cache.has(k)).toBe(model.some(([m]) => m === k));
        }
      }),
      { numRuns: 300, seed: 22 },
    );
  });
});

describe("KeyedMutex", () => {
  it("runs the tasks of one key one at a time, in order, and other keys alongside", async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    const task = (name: string, ms: number) => async () => {
      trace.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      trace.push(`${name}:end`);
      return name;
    };
    const results = await Promise.all([
      mutex.run("g1", task("a", 20)),
      mutex.run("g1", task("b", 1)),
      mutex.run("g2", task("c", 1)),
    ]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(trace.indexOf("b:start")).toBeGreaterThan(trace.indexOf("a:end"));
    expect(trace.indexOf("c:end")).toBeLessThan(trace.indexOf("a:end"));
    expect(mutex.busyKeys).toBe(0);
  });

  it("starts a free key's task at once, and a busy key's only after the task before it (issue 22)", async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    let finishA!: () => void;
    const a = mutex.run("g", async () => {
      trace.push("a:start");
      await new Promise<void>((resolve) => {
        finishA = resolve;
      });
      trace.push("a:end");
    });
    // No tick spent on a key nobody holds: a click's usual case.
    expect(trace).toEqual(["a:start"]);
    const b = mutex.run("g", async () => {
      trace.push("b:start");
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(trace).toEqual(["a:start"]);
    finishA();
    await Promise.all([a, b]);
    expect(trace).toEqual(["a:start", "a:end", "b:start"]);
    expect(mutex.busyKeys).toBe(0);
  });

  it("releases the key when a task fails", async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run("g", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await mutex.run("g", async () => "next")).toBe("next");
    expect(mutex.busyKeys).toBe(0);
  });

  it("hands the key on in call order when queued tasks fail, synchronously or not (stop 40)", async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    let finishFirst!: () => void;
    const first = mutex.run("g", () => new Promise<void>((resolve) => (finishFirst = resolve)));
    const calls = [
      mutex.run("g", () => {
        trace.push("throws");
        throw new Error("sync");
      }),
      mutex.run("g", async () => {
        trace.push("rejects");
        throw new Error("async");
      }),
      mutex.run("g", async () => {
        trace.push("last");
        return "last";
      }),
    ];
    expect(mutex.busyKeys).toBe(1);
    finishFirst();
    const settled = await Promise.allSettled([first, ...calls]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(trace).toEqual(["throws", "rejects", "last"]);
    expect(mutex.busyKeys).toBe(0);
  });

  it("releases the key when a free key's task throws before returning a promise", async () => {
    const mutex = new KeyedMutex();
    await expect(
      mutex.run("g", () => {
        throw new Error("sync boom");
      }),
    ).rejects.toThrow("sync boom");
    expect(await mutex.run("g", async () => "next")).toBe("next");
    expect(mutex.busyKeys).toBe(0);
  });

  it("has the key free again when the caller of a finished task resumes", async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    for (let i = 0; i < 3; i++) {
      await mutex.run("g", async () => {
        trace.push(`${i}:start`);
      });
      // A sequential caller's next call finds nobody holding the game.
      expect(mutex.busyKeys).toBe(0);
    }
    expect(trace).toEqual(["0:start", "1:start", "2:start"]);
  });

  it("queues a call made by the synchronous part of the same key's task after that task", async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    let finishOuter!: () => void;
    let inner: Promise<void> | undefined;
    const outer = mutex.run("g", () => {
      trace.push("outer:start");
      // Called before the outer task has returned its promise: must still wait for it.
      inner = mutex.run("g", async () => {
        trace.push("inner:start");
      });
      return new Promise<void>((resolve) => {
        finishOuter = () => {
          trace.push("outer:end");
          resolve();
        };
      });
    });
    const third = mutex.run("g", async () => {
      trace.push("third:start");
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(trace).toEqual(["outer:start"]);
    finishOuter();
    await Promise.all([outer, inner, third]);
    expect(trace).toEqual(["outer:start", "outer:end", "inner:start", "third:start"]);
    expect(mutex.busyKeys).toBe(0);
  });

  it("holds one key while another key's task starts inside it", async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    let finishA!: () => void;
    const a = mutex.run("a", () => {
      // Another game's lock taken inside: runs at once, and "a" stays held.
      void mutex.run("b", async () => trace.push("b"));
      return new Promise<void>((resolve) => {
        finishA = resolve;
      });
    });
    const a2 = mutex.run("a", async () => {
      trace.push("a2");
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(trace).toEqual(["b"]);
    finishA();
    await Promise.all([a, a2]);
    expect(trace).toEqual(["b", "a2"]);
    expect(mutex.busyKeys).toBe(0);
  });
});

describe("turn timer defaults", () => {
  it("rounds the server's minutes up to an offered duration", () => {
    expect(timerHoursFromMinutes(0)).toBe(0);
    expect(timerHoursFromMinutes(1)).toBe(12);
    expect(timerHoursFromMinutes(12 * 60)).toBe(12);
    expect(timerHoursFromMinutes(13 * 60)).toBe(24);
    expect(timerHoursFromMinutes(49 * 60)).toBe(72);
    expect(timerHoursFromMinutes(7 * 24 * 60)).toBe(72);
  });
});

describe("reason keys", () => {
  it("has an English and a French sentence for every reason, and they differ", () => {
    for (const reason of APP_REASONS) {
      const texts = LOCALES.map((locale) => msg(locale).app.reason[reason]);
      for (const text of texts) expect(text, reason).toMatch(/\S/);
      expect(texts[0], reason).not.toBe(texts[1]);
    }
    expect(Object.keys(msg("en").app.reason).sort()).toEqual([...APP_REASONS].sort());
    expect(Object.keys(msg("fr").app.reason).sort()).toEqual([...APP_REASONS].sort());
  });

  it("maps every engine rejection to a reason key", () => {
    const engineReasons = [
      "game-over",
      "stale-prompt",
      "not-your-prompt",
      "wrong-count",
      "illegal-option",
      "malformed",
      "not-in-game",
    ] as const;
    for (const r of engineReasons) expect(APP_REASONS).toContain(engineReason(r));
    expect(engineReason("stale-prompt")).toBe("stale");
    expect(engineReason("not-in-game")).toBe("left-game");
  });

  it("words the notices in both languages", () => {
    for (const locale of LOCALES) {
      const notice = msg(locale).app.notice;
      expect(notice.reminder("<@1>", "in 6 hours")).toContain("<@1>");
      expect(notice.kickVote("Bob", 1, 2)).toMatch(/1.*2/);
      expect(notice.kicked("Bob")).toContain("Bob");
      expect(notice.timeout("Bob")).toContain("Bob");
      expect(notice.hostChanged("Bob")).toContain("Bob");
    }
    // A timeout says what the bot did; the kick vote names who it would remove (issue 21).
    const fr = msg("fr").app.notice;
    expect(fr.timeoutEnd("<@1>")).toBe("<@1> n'a pas joué à temps : le bot a terminé son tour sans jouer.");
    expect(fr.timeoutPass("<@1>")).toBe("<@1> n'a pas joué à temps : le bot a passé à sa place.");
    expect(fr.timeoutChose("<@1>", "Tar Pits")).toBe(
      "<@1> n'a pas joué à temps : le bot a choisi Tar Pits à sa place.",
    );
    expect(fr.kickVote("<@2>", 1, 2)).toBe(
      "Vote pour exclure <@2> : 1 sur 2. <@2>, jouez ou répondez maintenant pour l'arrêter.",
    );
  });
});
