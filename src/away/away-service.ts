// `/smashup away` (issue 26) without Discord: check everything first (zone, date, allowance),
// then store the away window (or its early end) with the notice its tables are owed, then save
// that notice in each open game of the player on the server and hand it to `publish`; a crash in
// between leaves it owed, told at the next start (`tellOwed`). The turn timers read the windows when they tick
// (src/app/paused-timer.ts); each game's save of its notice makes its timer count again.

import type { GameService, GameSnapshot } from "../app/index.ts";
import { canonicalZone } from "../app/time-zones.ts";
import type { Locale } from "../i18n/index.ts";
import { checkAllowance, DAY_MS, usedIn, yearOf, yearSpan } from "./allowance.ts";
import type { AwayStore, AwayWindow, OwedChange } from "./away-store.ts";
import { parseUntil } from "./parse-until.ts";

/** An away window never reaches further than this (the allowance is yearly). */
export const MAX_AWAY_MS = 366 * DAY_MS;

export interface AwayInput {
  guildId: string;
  userId: string;
  locale: Locale;
  /** What the player typed in `until:`; absent: no change (the status, or only the zone). */
  until?: string | null;
  /** An IANA zone to keep as the player's; absent: the stored one. */
  timezone?: string | null;
}

/** Days left this year (calendar year of the server's zone) and which year that is. */
export interface Left {
  leftMs: number;
  year: number;
}

export type AwayOutcome =
  | ({ kind: "status"; zone: string; zoneSet: boolean; until: Date | null } & Left)
  | ({ kind: "away"; zone: string; zoneSet: boolean; until: Date; games: number } & Left)
  | ({ kind: "back"; games: number } & Left)
  | { kind: "junk"; text: string }
  | { kind: "past" }
  | { kind: "tooFar" }
  | { kind: "notAway" }
  | { kind: "unknownZone"; zone: string }
  | { kind: "beyond"; askedMs: number; leftMs: number; year: number };

export interface AwayServiceDeps {
  away: AwayStore;
  games: GameService;
  /** Announces a game's saved notice (the announcer; it never throws). */
  publish: (snapshot: GameSnapshot) => Promise<unknown>;
}

export class AwayService {
  constructor(private readonly deps: AwayServiceDeps) {}

  async run(input: AwayInput): Promise<AwayOutcome> {
    const { away, games } = this.deps;
    const { guildId, userId } = input;
    const now = games.clock();
    let givenZone: string | null = null;
    if (input.timezone?.trim()) {
      givenZone = canonicalZone(input.timezone);
      if (!givenZone) return { kind: "unknownZone", zone: input.timezone.trim().slice(0, 64) };
    }
    const settings = await away.settings(guildId);
    const zone = givenZone ?? (await away.timeZone(userId)) ?? settings.timeZone;
    const year = yearOf(now.getTime(), settings.timeZone);
    const windows = await away.windows(guildId, [userId], new Date(yearSpan(year, settings.timeZone).start));
    const current = windows.find((w) => w.start <= now.getTime() && w.end > now.getTime()) ?? null;
    const leftAfter = (all: readonly AwayWindow[]): Left => ({
      year,
      leftMs: Math.max(0, settings.daysPerYear * DAY_MS - usedIn(all, year, settings.timeZone)),
    });

    const typed = input.until?.trim();
    if (!typed) {
      if (givenZone) await away.setTimeZone(userId, givenZone);
      return {
        kind: "status",
        zone,
        zoneSet: givenZone !== null,
        until: current ? new Date(current.end) : null,
        ...leftAfter(windows),
      };
    }
    const parsed = parseUntil(typed, input.locale, zone, now);
    if (parsed.kind === "junk") return { kind: "junk", text: typed.slice(0, 100) };
    if (parsed.kind === "back") {
      if (!current) return { kind: "notAway" };
      if (givenZone) await away.setTimeZone(userId, givenZone);
      const change = await away.setWindowEnd(current.id, now, "back");
      const ended = windows.map((w) => (w.id === current.id ? { ...w, end: now.getTime() } : w));
      const told = await this.tellTables(guildId, change, { kind: "back", userId });
      return { kind: "back", games: told, ...leftAfter(ended) };
    }
    const until = parsed.at;
    if (until.getTime() <= now.getTime()) return { kind: "past" };
    if (until.getTime() - now.getTime() > MAX_AWAY_MS) return { kind: "tooFar" };
    // A new date while away moves the end of the same window; else a window starts now.
    const request = { start: current?.start ?? now.getTime(), end: until.getTime() };
    const others = windows.filter((w) => w !== current);
    const check = checkAllowance(request, others, settings.daysPerYear, settings.timeZone);
    if (!check.ok) return { kind: "beyond", askedMs: check.askedMs, leftMs: check.leftMs, year: check.year };

    if (givenZone) await away.setTimeZone(userId, givenZone);
    // The window and the notice its tables are owed, in one statement: a crash before every table
    // is told leaves the notice owed, told at the next start (tellOwed).
    const change = current
      ? await away.setWindowEnd(current.id, until, "away")
      : await away.addWindow(guildId, userId, now, until);
    const told = await this.tellTables(guildId, change, { kind: "away", userId, until });
    return {
      kind: "away",
      zone,
      zoneSet: givenZone !== null,
      until,
      games: told,
      ...leftAfter([...others, { id: 0, ...request }]),
    };
  }

  /**
   * Tells the tables the window changes a crash left owed (at start-up). A table told already
   * (the notice's `ref` is in the game) is not told twice. Answers how many changes were owed.
   */
  async tellOwed(): Promise<number> {
    const owed = await this.deps.away.owedChanges();
    for (const change of owed) {
      const notice =
        change.notice === "back"
          ? { kind: "back" as const, userId: change.userId }
          : { kind: "away" as const, userId: change.userId, until: change.end };
      await this.tellTables(change.guildId, change, notice);
    }
    return owed.length;
  }

  /**
   * Saves the notice of a window's change in each open game of the player on the server, then
   * announces it; once every game has it, the window owes nothing more.
   */
  private async tellTables(
    guildId: string,
    change: OwedChange,
    notice: { kind: "away"; userId: string; until: Date } | { kind: "back"; userId: string },
  ): Promise<number> {
    const { away, games, publish } = this.deps;
    const ref = `away:${change.id}:${change.rev}`;
    let told = 0;
    for (const gameId of await away.openGamesOf(guildId, notice.userId)) {
      const snapshot = await games.tellTable(gameId, { ...notice, ref });
      if (!snapshot) continue;
      told++;
      await publish(snapshot);
    }
    await away.tablesTold(change);
    return told;
  }
}
