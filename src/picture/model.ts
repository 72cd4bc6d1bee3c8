// What the picture shows, as plain data: built on the main thread from the public view (names
// resolved in the reader's language, numbers read off the view), drawn in a worker. It holds
// exactly what is drawn — no prompt, no log beyond the latest scoring — so two equal models are
// the same picture and a click that changes nothing visible renders nothing.

import { baseDef, cardDef, hasBaseDef, hasCardDef } from "../engine/defs.ts";
import type { LogEntry } from "../engine/types.ts";
import type { BaseView, CardView, PublicView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { picture as pictureText } from "../i18n/areas/picture.ts";
import type { Locale } from "../i18n/locale.ts";
import { type BoardInput, lastScoring } from "../render/board.ts";
import { Names } from "../render/names.ts";
import type { VpHistory } from "./vp-history.ts";

export interface PicAttached {
  name: string;
  /** The seat that owns it, when not the minion's controller. */
  owner?: number;
  counters: number;
}

export interface PicMinion {
  name: string;
  power: number;
  printed: number;
  counters: number;
  /** The owner's seat when another player controls it. */
  owner?: number;
  attached: PicAttached[];
}

/** One player's part of a base: their minions and their total power there. */
export interface PicGroup {
  seat: number;
  power: number;
  /** Power no minion carries (APOWER-1/2), when any. */
  bonus?: string;
  powerText: string;
  minions: PicMinion[];
}

export interface PicBase {
  name: string;
  /** "14/20". */
  powerText: string;
  /** "printed 18" under a breakpoint change. */
  printedText?: string;
  /** "VP 4 · 2 · 1". */
  vpText: string;
  total: number;
  breakpoint: number;
  scoring: boolean;
  /** Power per seat, for the bar. */
  powerBySeat: number[];
  groups: PicGroup[];
  /** Actions on the base itself. */
  actions: { name: string; seat: number; counters: number }[];
  /** Markers and borrowed abilities, one short line each. */
  notes: string[];
}

export interface PicPlayer {
  seat: number;
  name: string;
  /** Paired with the seat's colour and shape (colour-blind players read the letter and shape). */
  letter: string;
  factions: string;
  vpText: string;
  countsText: string;
  active: boolean;
  out: boolean;
  winner: boolean;
}

export interface PicChart {
  title: string;
  axis: string;
  /** Cumulative VP of each seat after each turn, turn 0 first. */
  series: number[][];
  target: number;
}

export interface PictureModel {
  title: string;
  goal: string;
  players: PicPlayer[];
  bases: PicBase[];
  labels: { scoringNow: string; noMinions: string; onBase: string; vpUnit: string; more: string };
  /** The latest scoring, when it happened within the last round. */
  latest?: { title: string; places: { seat: number; text: string }[] };
  /** Base deck count and its face-up top (CS-9). */
  footer: string;
  /** Game over only: VP over the turns. */
  chart?: PicChart;
}

function printed(c: CardView): number {
  return hasCardDef(c.def) ? cardDef(c.def).power : c.power;
}

/** The first letter of each player's name; seats whose letters collide get their seat number. */
export function seatLetters(names: readonly string[]): string[] {
  const first = names.map((n) => {
    const ch = Array.from(n.normalize("NFC")).find((c) => /[\p{L}\p{N}]/u.test(c));
    return ch ? ch.toLocaleUpperCase() : "";
  });
  return first.map((l, seat) =>
    l && first.filter((x) => x === l).length === 1 && Array.from(l).length === 1 ? l : String(seat + 1),
  );
}

export function buildModel(
  input: BoardInput & { vpHistory?: VpHistory },
  locale: Locale,
  kind: "board" | "final",
): PictureModel {
  const view = input.view;
  const names = new Names(locale, input.players, input.defs);
  const t = boardText[locale];
  const p = pictureText[locale];
  const plain = view.players.map((pl) => names.plainSeat(pl.seat));
  const letters = seatLetters(plain);
  const over = view.result !== null || kind === "final";
  const winner = view.result?.winner ?? null;
  const players: PicPlayer[] = view.players.map((pl) => ({
    seat: pl.seat,
    name: plain[pl.seat] ?? "?",
    letter: letters[pl.seat] ?? String(pl.seat + 1),
    factions: pl.factions.map((f) => names.faction(f)).join(" + "),
    vpText: t.vp(pl.vp),
    countsText: [
      ...(pl.out ? [t.out] : []),
      t.hand(pl.handCount),
      t.deck(pl.deckCount),
      t.discard(pl.discard.length),
    ].join(" · "),
    active: !over && pl.seat === view.turn.active,
    out: pl.out,
    winner: winner === pl.seat,
  }));
  const title = over
    ? winner !== null
      ? `${t.titleOver} · ${p.winner(plain[winner] ?? "?")}`
      : t.titleOver
    : view.turn.phase === "setup"
      ? t.titleSetup
      : t.title(view.turn.number);
  const model: PictureModel = {
    title,
    goal: t.goalShort(view.vpTarget),
    players,
    bases: view.bases.map((b) => baseModel(b, view, names, locale)),
    labels: {
      scoringNow: p.scoringNow,
      noMinions: p.noMinions,
      onBase: p.onBase,
      more: p.more,
      vpUnit: t.vp(0).replace(/^0\s*/, ""),
    },
    footer: [
      p.baseDeck(view.baseDeckCount),
      ...(view.baseDeckTop ? [p.baseDeckTop(names.baseByDef(view.baseDeckTop))] : []),
    ].join(" · "),
  };
  const latest = latestScoring(view, names, locale);
  if (latest) model.latest = latest;
  if (kind === "final" && input.vpHistory) {
    model.chart = {
      title: p.chartTitle,
      axis: p.turnAxis,
      series: input.vpHistory.series.map((s) => [...s]),
      target: view.vpTarget,
    };
  }
  return model;
}

function baseModel(b: BaseView, view: PublicView, names: Names, locale: Locale): PicBase {
  const t = boardText[locale];
  const p = pictureText[locale];
  const groups: PicGroup[] = [];
  for (const pl of view.players) {
    const seat = pl.seat;
    const mine = b.minions.filter((m) => m.controller === seat);
    const power = b.powerBySeat[seat] ?? 0;
    if (mine.length === 0 && power === 0) continue;
    const bonus = b.bonusBySeat?.[seat] ?? 0;
    const group: PicGroup = {
      seat,
      power,
      powerText: p.power(power),
      minions: mine.map((m) => ({
        name: names.card(m.uid),
        power: m.power,
        printed: printed(m),
        counters: m.counters,
        ...(m.owner !== m.controller ? { owner: m.owner } : {}),
        attached: m.attached.map((a) => ({
          name: names.card(a.uid),
          ...(a.owner !== m.controller ? { owner: a.owner } : {}),
          counters: a.counters,
        })),
      })),
    };
    if (bonus !== 0) group.bonus = p.bonus(bonus);
    groups.push(group);
  }
  const notes: string[] = [];
  for (const [kind, n] of Object.entries(b.markers ?? {})) if (n > 0) notes.push(p.markers(kind, n));
  if (b.borrowed?.length) notes.push(p.borrowed(b.borrowed.map((d) => names.baseByDef(d)).join(", ")));
  const base: PicBase = {
    name: names.baseByDef(b.def),
    powerText: p.powerVsBreakpoint(b.total, b.breakpoint),
    vpText: vpRow(b, t),
    total: b.total,
    breakpoint: b.breakpoint,
    scoring: b.scoring,
    powerBySeat: view.players.map((pl) => b.powerBySeat[pl.seat] ?? 0),
    groups,
    actions: b.actions.map((a) => ({ name: names.card(a.uid), seat: a.owner, counters: a.counters })),
    notes,
  };
  if (b.printedBreakpoint !== b.breakpoint) base.printedText = p.printedBreakpoint(b.printedBreakpoint);
  return base;
}

/** BaseView carries no VP row; the definitions do (bases are public cards). */
function vpRow(b: BaseView, t: (typeof boardText)[Locale]): string {
  return hasBaseDef(b.def) ? t.rewards(...baseDef(b.def).vp) : "";
}

function latestScoring(view: PublicView, names: Names, locale: Locale): PictureModel["latest"] | undefined {
  const lines: LogEntry[] = lastScoring(view);
  if (lines.length === 0) return undefined;
  const p = pictureText[locale];
  const head =
    lines.find((e) => e.k === "scoringBase") ?? lines.find((e) => e.k === "place" || e.k === "noPlace");
  const baseParam = head?.k === "place" ? head.p[2] : head?.p[0];
  const baseName = baseParam === undefined ? "?" : names.base(Number(baseParam));
  const places = lines
    .filter((e) => e.k === "place")
    .map((e) => ({ seat: Number(e.p[0]), text: p.place(Number(e.p[1]), Number(e.p[4])) }));
  if (places.length === 0) places.push({ seat: -1, text: p.nobodyScored });
  return { title: p.latestScoring(baseName), places };
}
