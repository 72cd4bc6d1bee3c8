import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  engineSetupSchema,
  type GameService,
  type GameSetupRecord,
  gameSetupSchema,
} from "../../src/app/index.ts";
import { engineSetupOf } from "../../src/app/lobby.ts";
import { allFactions } from "../../src/engine/defs.ts";
import { snakeOrder } from "../../src/engine/draft.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import {
  GUILD,
  NAMES,
  newChannel,
  newService,
  ok,
  openTable,
  expectRefusal as sharedExpectRefusal,
  startedGame,
  USERS,
} from "./support.ts";

let db: TestDatabase;
let service: GameService;
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store);
});
afterAll(() => db.close());

const coreFactions = () =>
  allFactions()
    .filter((f) => f.box === "core")
    .map((f) => f.id)
    .sort();

/** A refusal that leaves the stored game and its log exactly as they were. */
const expectRefusal = (gameId: string, reason: string, action: () => Promise<{ ok: boolean }>) =>
  sharedExpectRefusal(db.store, gameId, reason, action);

describe("opening a lobby", () => {
  it("seats the host and takes the options from the server's settings", async () => {
    await db.store.updateGuildSettings("guild-defaults", {
      enabledBoxes: ["core"],
      bannedFactions: ["zombies"],
      defaults: {
        vpTarget: 12,
        turnTimerMinutes: 90,
        selectionMode: "free",
        hiddenTiming: true,
        locale: "fr",
        baseDeck: "boxes",
      },
    });
    const opened = ok(
      await service.openLobby({
        guildId: "guild-defaults",
        channelId: newChannel(),
        hostId: "host",
        hostName: "Host",
      }),
    );
    const { record, setup, engine } = opened.snapshot;
    expect(record.status).toBe("lobby");
    expect(engine).toBeNull();
    expect(setup).toMatchObject({
      hostId: "host",
      stage: "lobby",
      locale: "fr",
      bannedFactions: ["zombies"],
      seats: [{ userId: "host", name: "Host", factions: [] }],
      // 90 minutes round up to the shortest timer offered.
      options: {
        boxes: ["core"],
        vpTarget: 12,
        turnTimerHours: 12,
        selectionMode: "free",
        hiddenTiming: true,
        baseDeck: "boxes",
      },
    });
    expect(gameSetupSchema.parse(record.setup)).toEqual(setup);
    expect(opened.events).toEqual([{ type: "lobbyOpened", hostId: "host" }]);
    expect((await db.store.loadGame(record.id))?.players).toEqual([
      { userId: "host", seat: 0, factions: [] },
    ]);
  });

  it("lets the host override the defaults, but only with boxes the server enabled", async () => {
    const channelId = newChannel();
    const refused = await service.openLobby({
      guildId: GUILD,
      channelId,
      hostId: "h",
      hostName: "H",
      options: { boxes: ["core", "monster-smash"] },
    });
    expect(refused).toEqual({ ok: false, reason: "box-not-enabled" });
    expect(await service.activeInChannel(channelId)).toBeNull();
    const invalid = await service.openLobby({
      guildId: GUILD,
      channelId,
      hostId: "h",
      hostName: "H",
      options: { vpTarget: 0 },
    });
    expect(invalid).toEqual({ ok: false, reason: "invalid-options" });
    const opened = ok(
      await service.openLobby({
        guildId: GUILD,
        channelId,
        hostId: "h",
        hostName: "H",
        options: { vpTarget: 20, selectionMode: "random" },
      }),
    );
    expect(opened.snapshot.setup.options).toMatchObject({ vpTarget: 20, selectionMode: "random" });
  });

  it("refuses a second game in a busy channel and says which game is there", async () => {
    const table = await openTable(service, 1);
    const channelId = table.snapshot.record.channelId;
    const second = await service.openLobby({ guildId: GUILD, channelId, hostId: "x", hostName: "X" });
    expect(second).toEqual({ ok: false, reason: "busy-channel", existingGameId: table.snapshot.record.id });
    expect((await service.activeInChannel(channelId))?.record.id).toBe(table.snapshot.record.id);
  });

  it("refuses malformed input", async () => {
    const result = await service.openLobby({ guildId: "", channelId: "c", hostId: "h", hostName: "H" });
    expect(result).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("joining, leaving and options", () => {
  it("seats up to four players in join order, once each", async () => {
    const table = await openTable(service, 4);
    const gameId = table.snapshot.record.id;
    expect(table.snapshot.setup.seats.map((s) => s.userId)).toEqual([...USERS]);
    expect(table.snapshot.names).toEqual([...NAMES]);
    expect(table.snapshot.seatOf("u-carol")).toBe(2);
    expect(table.snapshot.userOf(3)).toBe("u-dave");
    expect(table.events).toEqual([{ type: "joined", userId: "u-dave", seat: 3 }]);
    expect((await db.store.loadGame(gameId))?.players.map((p) => p.userId)).toEqual([...USERS]);
    await expectRefusal(gameId, "lobby-full", () =>
      service.lobbyAction({ gameId, userId: "u-eve", action: { kind: "join", name: "Eve" } }),
    );
    await expectRefusal(gameId, "already-joined", () =>
      service.lobbyAction({ gameId, userId: "u-bob", action: { kind: "join", name: "Bob" } }),
    );
  });

  it("passes the host role to the next player when the host leaves, and closes an empty lobby", async () => {
    const table = await openTable(service, 2);
    const gameId = table.snapshot.record.id;
    const left = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "leave" } }));
    expect(left.snapshot.setup.hostId).toBe("u-bob");
    expect(left.snapshot.setup.seats.map((s) => s.userId)).toEqual(["u-bob"]);
    expect(left.events).toEqual([
      { type: "left", userId: "u-alice" },
      { type: "hostChanged", hostId: "u-bob" },
    ]);
    expect((await db.store.loadGame(gameId))?.players).toEqual([{ userId: "u-bob", seat: 0, factions: [] }]);
    await expectRefusal(gameId, "not-in-game", () =>
      service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "leave" } }),
    );
    const closed = ok(await service.lobbyAction({ gameId, userId: "u-bob", action: { kind: "leave" } }));
    expect(closed.snapshot.record.status).toBe("cancelled");
    expect(closed.events).toContainEqual({ type: "cancelled", cause: { kind: "hostLeft", userId: "u-bob" } });
    expect(await service.activeInChannel(closed.snapshot.record.channelId)).toBeNull();
  });

  it("lets only the host change options, within the enabled boxes, and checks the version it saw", async () => {
    const table = await openTable(service, 2);
    const gameId = table.snapshot.record.id;
    const version = table.snapshot.record.version;
    await expectRefusal(gameId, "not-host", () =>
      service.lobbyAction({
        gameId,
        userId: "u-bob",
        version,
        action: { kind: "options", options: { vpTarget: 9 } },
      }),
    );
    await expectRefusal(gameId, "box-not-enabled", () =>
      service.lobbyAction({
        gameId,
        userId: USERS[0],
        version,
        action: { kind: "options", options: { boxes: ["pretty-pretty"] } },
      }),
    );
    await expectRefusal(gameId, "invalid-options", () =>
      service.lobbyAction({
        gameId,
        userId: USERS[0],
        version,
        action: { kind: "options", options: { turnTimerHours: 5 as 12 } },
      }),
    );
    await expectRefusal(gameId, "invalid-options", () =>
      service.lobbyAction({
        gameId,
        userId: USERS[0],
        version,
        action: { kind: "options", options: { colour: "red" } as never },
      }),
    );
    await expectRefusal(gameId, "malformed", () =>
      service.lobbyAction({ gameId, userId: USERS[0], version, action: { kind: "options" } as never }),
    );
    await expectRefusal(gameId, "stale", () =>
      service.lobbyAction({
        gameId,
        userId: USERS[0],
        version: version - 1,
        action: { kind: "options", options: { vpTarget: 9 } },
      }),
    );
    const changed = ok(
      await service.lobbyAction({
        gameId,
        userId: USERS[0],
        version,
        action: { kind: "options", options: { vpTarget: 9, turnTimerHours: 48, hiddenTiming: true } },
      }),
    );
    expect(changed.snapshot.setup.options).toMatchObject({
      vpTarget: 9,
      turnTimerHours: 48,
      hiddenTiming: true,
    });
    expect(changed.events[0]).toMatchObject({ type: "optionsChanged" });
  });

  it("lets only the host start, with 2 to 4 players, and only the host cancel", async () => {
    const solo = await openTable(service, 1);
    const soloId = solo.snapshot.record.id;
    await expectRefusal(soloId, "not-enough-players", () =>
      service.lobbyAction({ gameId: soloId, userId: USERS[0], action: { kind: "start" } }),
    );
    const table = await openTable(service, 2);
    const gameId = table.snapshot.record.id;
    await expectRefusal(gameId, "not-host", () =>
      service.lobbyAction({ gameId, userId: "u-bob", action: { kind: "start" } }),
    );
    await expectRefusal(gameId, "not-host", () =>
      service.lobbyAction({ gameId, userId: "u-bob", action: { kind: "cancel" } }),
    );
    await expectRefusal(gameId, "not-selecting", () =>
      service.lobbyAction({ gameId, userId: "u-bob", action: { kind: "pick", faction: "aliens" } }),
    );
    await expectRefusal(gameId, "not-active", () =>
      service.act({
        gameId,
        userId: USERS[0],
        version: table.snapshot.record.version,
        decision: { kind: "concede" },
      }),
    );
    await expectRefusal(gameId, "no-game", () =>
      service.lobbyAction({
        gameId: "00000000-0000-4000-8000-000000000000",
        userId: USERS[0],
        action: { kind: "cancel" },
      }),
    );
    const cancelled = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "cancel" } }));
    expect(cancelled.snapshot.record.status).toBe("cancelled");
    expect(cancelled.snapshot.record.summary).toMatchObject({
      outcome: "cancelled",
      cancelledBy: { kind: "host", userId: USERS[0] },
    });
    await expectRefusal(gameId, "cancelled", () =>
      service.lobbyAction({ gameId, userId: "u-carol", action: { kind: "join", name: "Carol" } }),
    );
  });

  it("refuses to start when the boxes lack two factions per player", async () => {
    await db.store.updateGuildSettings("guild-banned", { bannedFactions: ["zombies"] });
    let table = ok(
      await service.openLobby({
        guildId: "guild-banned",
        channelId: newChannel(),
        hostId: USERS[0],
        hostName: "A",
      }),
    );
    const gameId = table.snapshot.record.id;
    for (const [i, userId] of USERS.slice(1).entries()) {
      table = ok(
        await service.lobbyAction({ gameId, userId, action: { kind: "join", name: NAMES[i + 1] as string } }),
      );
    }
    // Core has 8 factions; one banned leaves 7 for 4 players.
    await expectRefusal(gameId, "not-enough-factions", () =>
      service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }),
    );
  });
});

describe("faction selection", () => {
  it("runs a snake draft from a seeded first picker, then starts the game", async () => {
    await db.store.updateGuildSettings("guild-draft", { bannedFactions: ["ninjas"] });
    let result = ok(
      await service.openLobby({
        guildId: "guild-draft",
        channelId: newChannel(),
        hostId: USERS[0],
        hostName: NAMES[0],
        options: { selectionMode: "draft", vpTarget: 10 },
      }),
    );
    const gameId = result.snapshot.record.id;
    for (const i of [1, 2]) {
      result = ok(
        await service.lobbyAction({
          gameId,
          userId: USERS[i] as string,
          action: { kind: "join", name: NAMES[i] as string },
        }),
      );
    }
    result = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    const started = result.events[0];
    if (started?.type !== "selectionStarted" || started.firstPicker === null) throw new Error("no draft");
    const { draft } = result.snapshot.setup;
    expect(result.snapshot.record.status).toBe("lobby");
    expect(result.snapshot.setup.stage).toBe("selecting");
    expect(draft?.order).toEqual(snakeOrder(3, started.firstPicker));
    expect(draft?.pool).toEqual(coreFactions().filter((f) => f !== "ninjas"));

    // The same lobby seed gives the same first picker: the draft is reproducible.
    const draftStart = async () => {
      const seeded = newService(db.store, { seed: 99 });
      const lobbyOf = await openTable(seeded, 3, { selectionMode: "draft" });
      const gameOf = lobbyOf.snapshot.record.id;
      return ok(await seeded.lobbyAction({ gameId: gameOf, userId: USERS[0], action: { kind: "start" } }));
    };
    const [one, two] = [await draftStart(), await draftStart()];
    expect(one.snapshot.setup.seed).toBe(99);
    expect(two.snapshot.setup.draft?.order).toEqual(one.snapshot.setup.draft?.order);

    const order = draft?.order ?? [];
    const pool = draft?.pool ?? [];
    const first = order[0] as number;
    const second = order[1] as number;
    await expectRefusal(gameId, "not-your-pick", () =>
      service.lobbyAction({
        gameId,
        userId: USERS[second] as string,
        action: { kind: "pick", faction: "aliens" },
      }),
    );
    await expectRefusal(gameId, "not-in-pool", () =>
      service.lobbyAction({
        gameId,
        userId: USERS[first] as string,
        action: { kind: "pick", faction: "ninjas" },
      }),
    );
    await expectRefusal(gameId, "not-in-game", () =>
      service.lobbyAction({ gameId, userId: "u-dave", action: { kind: "pick", faction: "aliens" } }),
    );
    await expectRefusal(gameId, "already-started", () =>
      service.lobbyAction({ gameId, userId: "u-dave", action: { kind: "join", name: "Dave" } }),
    );

    // Each picker takes the first faction still available to them.
    const taken: string[] = [];
    for (const [i, seat] of order.entries()) {
      if (i === 1) {
        await expectRefusal(gameId, "taken", () =>
          service.lobbyAction({
            gameId,
            userId: USERS[seat] as string,
            action: { kind: "pick", faction: taken[0] as string },
          }),
        );
      }
      if (i === 3) {
        // The last picker of the first round picks again at once (DRAFT-3); not the same faction.
        const mine = result.snapshot.setup.seats[seat]?.factions[0] as string;
        await expectRefusal(gameId, "already-yours", () =>
          service.lobbyAction({
            gameId,
            userId: USERS[seat] as string,
            action: { kind: "pick", faction: mine },
          }),
        );
      }
      const faction = pool.find((f) => !taken.includes(f)) as string;
      taken.push(faction);
      result = ok(
        await service.lobbyAction({
          gameId,
          userId: USERS[seat] as string,
          action: { kind: "pick", faction },
        }),
      );
      if (i < order.length - 1) {
        expect(result.events).toEqual([
          { type: "factionPicked", seat, userId: USERS[seat], faction, next: order[i + 1] },
        ]);
      }
    }

    const { snapshot, events } = result;
    expect(snapshot.record.status).toBe("active");
    expect(snapshot.setup.stage).toBe("playing");
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["factionPicked", "gameStarted", "log", "prompt"]),
    );
    // Seats in join order, each with the factions they drafted.
    const expected = [0, 1, 2].map((seat) => order.flatMap((s, i) => (s === seat ? [taken[i]] : [])));
    expect(snapshot.setup.seats.map((s) => s.factions)).toEqual(expected);
    const engineSetup = engineSetupSchema.parse(snapshot.setup.engine);
    expect(engineSetup).toEqual({
      seed: snapshot.setup.seed,
      players: expected.map((factions) => ({ factions })),
      baseBoxes: ["core"],
      options: { vpTarget: 10, hiddenTiming: false },
    });
    expect(snapshot.engine?.g.players.map((p) => p.factions)).toEqual(expected);
    expect(snapshot.engine?.g.options.vpTarget).toBe(10);
    const stored = await db.store.loadGame(gameId);
    expect(stored?.players).toEqual(
      expected.map((factions, seat) => ({ userId: USERS[seat], seat, factions })),
    );
    expect(stored?.game.snapshot === null).toBe(snapshot.engine?.quiet !== true);
    // The public log never carries a line meant for one player only.
    for (const e of events) if (e.type === "log") expect(e.entries.every((l) => l.to === -1)).toBe(true);
    for (const e of events)
      if (e.type === "privateLog") expect(e.entries.every((l) => l.to === e.seat)).toBe(true);
  });

  it("lets each player pick two different factions in free mode, unique across players", async () => {
    let result = await openTable(service, 2, { selectionMode: "free" });
    const gameId = result.snapshot.record.id;
    result = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    expect(result.events).toEqual([{ type: "selectionStarted", mode: "free", firstPicker: null }]);
    const pick = (userId: string, faction: string) =>
      service.lobbyAction({ gameId, userId, action: { kind: "pick", faction } });
    ok(await pick("u-bob", "robots"));
    await expectRefusal(gameId, "taken", () => pick(USERS[0], "robots"));
    await expectRefusal(gameId, "already-yours", () => pick("u-bob", "robots"));
    ok(await pick(USERS[0], "pirates"));
    ok(await pick("u-bob", "wizards"));
    await expectRefusal(gameId, "picks-done", () => pick("u-bob", "aliens"));
    result = ok(await pick(USERS[0], "ninjas"));
    expect(result.snapshot.record.status).toBe("active");
    expect(result.snapshot.setup.seats.map((s) => s.factions)).toEqual([
      ["pirates", "ninjas"],
      ["robots", "wizards"],
    ]);
  });

  it("lets any seated player leave the selection: the others go back to the lobby, picks cleared", async () => {
    const table = await openTable(service, 3, { selectionMode: "draft" });
    const gameId = table.snapshot.record.id;
    const started = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    const first = started.snapshot.setup.draft?.order[0] as number;
    ok(
      await service.lobbyAction({
        gameId,
        userId: USERS[first] as string,
        action: { kind: "pick", faction: "aliens" },
      }),
    );
    const left = ok(await service.lobbyAction({ gameId, userId: USERS[2], action: { kind: "leave" } }));
    expect(left.events).toEqual([
      { type: "left", userId: USERS[2] },
      { type: "backToLobby", userId: USERS[2] },
    ]);
    const { record, setup } = left.snapshot;
    expect(record.status).toBe("lobby");
    expect(setup.stage).toBe("lobby");
    expect(setup.hostId).toBe(USERS[0]);
    expect(setup.draft).toBeUndefined();
    expect(setup.timer).toBeUndefined();
    expect(setup.seats).toEqual([
      { userId: USERS[0], name: NAMES[0], factions: [] },
      { userId: USERS[1], name: NAMES[1], factions: [] },
    ]);
    expect((await db.store.loadGame(gameId))?.players).toEqual([
      { userId: USERS[0], seat: 0, factions: [] },
      { userId: USERS[1], seat: 1, factions: [] },
    ]);
    // The table is a lobby again: the host starts a new selection with whoever is seated.
    const again = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    expect(again.snapshot.setup.stage).toBe("selecting");
    expect(again.snapshot.setup.draft?.order).toHaveLength(4);

    // The host leaving passes the host role on, as in the lobby.
    const hostLeft = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "leave" } }));
    expect(hostLeft.events).toEqual([
      { type: "left", userId: USERS[0] },
      { type: "backToLobby", userId: USERS[0] },
      { type: "hostChanged", hostId: USERS[1] },
    ]);
    expect(hostLeft.snapshot.setup).toMatchObject({ stage: "lobby", hostId: USERS[1] });
    expect(hostLeft.snapshot.setup.seats.map((s) => s.userId)).toEqual([USERS[1]]);
    await expectRefusal(gameId, "not-in-game", () =>
      service.lobbyAction({ gameId, userId: USERS[2], action: { kind: "leave" } }),
    );
  });

  it("assigns distinct random factions from the seed and starts at once in random mode", async () => {
    const a = await startedGame(newService(db.store, { seed: 77 }), 4);
    const b = await startedGame(newService(db.store, { seed: 77 }), 4);
    const factions = a.snapshot.setup.seats.flatMap((s) => s.factions);
    expect(new Set(factions).size).toBe(8);
    expect(factions.every((f) => coreFactions().includes(f))).toBe(true);
    expect(b.snapshot.setup.seats.map((s) => s.factions)).toEqual(
      a.snapshot.setup.seats.map((s) => s.factions),
    );
    expect(a.events[0]).toEqual({ type: "gameStarted" });
    const prompt = a.events.find((e) => e.type === "prompt");
    expect(prompt).toMatchObject({ type: "prompt", userId: expect.stringMatching(/^u-/) });
  });
});

describe("the base deck of a started game (SETUP-5, DIFF-16)", () => {
  const chosen = (
    factions: [string, string][],
    options: Partial<GameSetupRecord["options"]> = {},
  ): GameSetupRecord => ({
    v: 1,
    hostId: USERS[0],
    options: {
      boxes: ["core", "monster-smash"],
      selectionMode: "free",
      vpTarget: 15,
      turnTimerHours: 0,
      hiddenTiming: false,
      ...options,
    },
    seats: factions.map((f, seat) => ({
      userId: USERS[seat] as string,
      name: NAMES[seat] as string,
      factions: f,
    })),
    stage: "selecting",
    bannedFactions: [],
    locale: "en",
    seed: 5,
  });

  it("takes the bases of the boxes of the chosen factions, by default and in lobbies older than the option", () => {
    const coreOnly = chosen([
      ["aliens", "ninjas"],
      ["robots", "zombies"],
    ]);
    expect(engineSetupOf(coreOnly).baseBoxes).toEqual(["core"]);
    expect(
      engineSetupOf({ ...coreOnly, options: { ...coreOnly.options, baseDeck: "factions" } }).baseBoxes,
    ).toEqual(["core"]);
    const mixed = chosen([
      ["aliens", "vampires"],
      ["robots", "zombies"],
    ]);
    expect(engineSetupOf(mixed).baseBoxes).toEqual(["core", "monster-smash"]);
    const monstersOnly = chosen([
      ["giant-ants", "vampires"],
      ["werewolves", "mad-scientists"],
    ]);
    expect(engineSetupOf(monstersOnly).baseBoxes).toEqual(["monster-smash"]);
  });

  it("takes every base of the lobby's boxes when the server chose all bases", () => {
    const coreOnly = chosen(
      [
        ["aliens", "ninjas"],
        ["robots", "zombies"],
      ],
      { baseDeck: "boxes" },
    );
    expect(engineSetupOf(coreOnly).baseBoxes).toEqual(["core", "monster-smash"]);
    // Only the boxes the lobby plays with, not every box of the server.
    expect(
      engineSetupOf({ ...coreOnly, options: { ...coreOnly.options, boxes: ["core"] } }).baseBoxes,
    ).toEqual(["core"]);
  });
});
