// The privacy check of end-to-end games. After every interaction it reads the stored game's engine
// state and every message the fake Discord holds (each version of it, buttons and menus included),
// and fails when a card that is hidden right now (in a hand or a deck) is named where it must not
// be: in a public message, or in a private message to another player — unless that name is visible
// to that reader anyway (another copy in play or in a discard pile, a card their own view shows, a
// name a player named aloud: "name a card", Banned List).
// Log lines at info level and above must name no card of the game at all.

import { cardDef } from "../../../src/engine/defs.ts";
import type { Seat } from "../../../src/engine/types.ts";
import { playerView, publicView } from "../../../src/engine/view.ts";
import { lookupEntries } from "../../../src/i18n/card-index.ts";
import { cardName } from "../../../src/i18n/index.ts";
import { viewDefs } from "../../../src/render/names.ts";
import type { FakeMessage } from "../../fake-discord/index.ts";
import type { Table } from "./table.ts";

/** Every text a reader sees in a version of a message: content, embeds, buttons, menus. */
function texts(data: FakeMessage["data"]): string {
  const parts: string[] = [data.content];
  for (const e of data.embeds ?? []) {
    parts.push(e.title ?? "", e.description ?? "", e.footer?.text ?? "", e.author?.name ?? "");
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  const walk = (components: readonly unknown[]) => {
    for (const c of components) {
      const r = c as {
        label?: string;
        placeholder?: string;
        options?: { label: string; description?: string }[];
        components?: unknown[];
      };
      parts.push(r.label ?? "", r.placeholder ?? "");
      for (const o of r.options ?? []) parts.push(o.label, o.description ?? "");
      if (r.components) walk(r.components);
    }
  };
  walk(data.components ?? []);
  return parts.join("\n");
}

function namesOf(defs: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const def of defs) for (const locale of ["en", "fr"] as const) out.add(cardName(def, locale));
  return out;
}

export class PrivacyWatch {
  /** Versions already checked, by message id. */
  private readonly checked = new Map<string, number>();
  readonly gameCards = new Set<string>();
  /** Names a player named publicly ("name a card"): public from then on, whoever holds that card. */
  private readonly named = new Set<string>();
  messagesChecked = 0;

  constructor(
    private readonly table: Table,
    private readonly gameId: string,
  ) {}

  async check(): Promise<void> {
    const snapshot = await this.table.bot.games.load(this.gameId);
    const engine = snapshot?.engine;
    if (!snapshot || !engine) return;
    const g = engine.g;
    for (const c of g.cards) for (const name of namesOf([c.def])) this.gameCards.add(name);
    const hidden = new Map<Seat, Set<string>>();
    for (const c of g.cards) {
      if (c.zone !== "hand" && c.zone !== "deck") continue;
      const set = hidden.get(c.owner) ?? new Set<string>();
      for (const name of namesOf([c.def])) set.add(name);
      hidden.set(c.owner, set);
    }
    for (const e of g.log) {
      if (e.k !== "nameCard") continue;
      const defs = g.cards.map((c) => c.def).filter((d) => cardDef(d).name.en === e.p[1]);
      for (const name of namesOf(defs)) this.named.add(name);
    }
    const publicNames = namesOf(Object.values(viewDefs(g, publicView(g, engine.prompt)).cards));
    for (const name of this.named) publicNames.add(name);
    const allHidden = [...hidden.values()].flatMap((s) => [...s]).filter((n) => !publicNames.has(n));

    for (const id of this.table.channel.messageIds) this.inspect(id, allHidden, "a public message");
    snapshot.setup.seats.forEach((seat, viewer) => {
      const player = this.table.players.find((p) => p.user.id === seat.userId);
      if (!player) return;
      const own = namesOf(Object.values(viewDefs(g, playerView(g, engine.prompt, viewer)).cards));
      const forbidden = [...hidden.entries()]
        .filter(([owner]) => owner !== viewer)
        .flatMap(([, names]) => [...names])
        .filter((n) => !publicNames.has(n) && !own.has(n));
      for (const m of this.table.fake.ephemeralsFor(player.user)) {
        this.inspect(m.id, forbidden, `a private message to ${player.name}`);
      }
    });
  }

  /** Fails when a version of the message not checked yet names one of `forbidden`. */
  private inspect(id: string, forbidden: readonly string[], where: string): void {
    const message = this.table.fake.message(id);
    if (!message) return;
    const versions = [...message.history, message.data];
    const from = this.checked.get(id) ?? 0;
    for (const data of versions.slice(from)) {
      const text = texts(data);
      this.messagesChecked++;
      const leaked = forbidden.find((name) => names(text, name));
      if (leaked) throw new Error(`${where} names the hidden card "${leaked}":\n${text}`);
    }
    this.checked.set(id, versions.length);
  }

  /** Fails when a log line at info level or above names a card of the game. */
  checkLogs(): void {
    const cards = [...this.gameCards].filter((n) => n.length >= 4);
    for (const line of this.table.logs) {
      if (typeof line.level === "number" && line.level < 30) continue;
      const text = JSON.stringify(line);
      const leaked = cards.find((name) => text.includes(name));
      if (leaked) throw new Error(`a log line names the card "${leaked}": ${text}`);
    }
  }
}

/** Every name a card or base of the catalog has, in either language. */
const KNOWN_NAMES = [...new Set(lookupEntries().flatMap((e) => [e.name.en, e.name.fr]))];

/** Whether `text` names the card `name` as a whole name, not as a piece of a longer card or base
 * name: "The Frog Princess" does not name "The Frog Prince", nor "Transformation Spring" the action
 * Transformation. */
function names(text: string, name: string): boolean {
  let rest = text;
  for (const longer of KNOWN_NAMES)
    if (longer.length > name.length && longer.includes(name)) rest = rest.split(longer).join("\u0000");
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(rest);
}
