// The public messages that go with a change of a game, next to its edited board. Three kinds:
// - what happened (kick votes, closed lobbies): told once, from the change's events;
// - what the turn timer decided (reminders, timeouts: `timerNotices`), saved in the game with the
//   change that decided them and numbered, so that the announcer sends each until Discord took it;
// - what the game owes its table at the version shown (`owedNotice`): the ping of whoever must act
//   now (each pings exactly that player) and the game-over summary. Derived from the stored game
//   alone, so that the announcer can send it late (after a crash or a refused message), and keyed,
//   so that it is never sent twice.
// Built only from public facts: the public view, seat names and events without hidden cards
// (`privateLog` events are never shown here).

import { electorate, personName, STRIKES_FOR_VOTE } from "../app/ai-seats.ts";
import {
  type GameEvent,
  type GameSnapshot,
  type GameSummary,
  pendingPickers,
  type TimeoutMove,
} from "../app/index.ts";
import { awaitedId, waitKey } from "../app/turn-timer.ts";
import type { Engine } from "../engine/engine.ts";
import type { Prompt } from "../engine/types.ts";
import { baseName, cardName, factionName } from "../i18n/card-names.ts";
import { msg } from "../i18n/index.ts";
import { encodeLogPageId, LATEST_LOG_PAGE, sinceLastTurnText } from "../render/history.ts";
import {
  type BoardInput,
  encodeCustomId,
  type MessagePayload,
  renderGameOver,
  renderPromptNotice,
} from "../render/index.ts";
import { escapeName, Names } from "../render/names.ts";
import { encodeConfirmId } from "./confirm-id.ts";
import { tableNoticePayload } from "./table-notices.ts";
import { boardInput } from "./views.ts";

/** The AI levels a kick vote may put in a seat (issue 23), in the buttons' order. */
const AI_LEVELS = ["easy", "normal", "hard"] as const;
type AiLevel = (typeof AI_LEVELS)[number];

type Button = { type: 2; style: 1 | 2 | 3 | 4; label: string; custom_id: string };

const mention = (userId: string) => `<@${userId}>`;

function notice(content: string, pinged: readonly string[], buttons: Button[] = []): MessagePayload {
  return {
    content,
    embeds: [],
    components: buttons.length > 0 ? [{ type: 1, components: buttons }] : [],
    allowedMentions: pinged.length > 0 ? { parse: [], users: [...new Set(pinged)] } : { parse: [] },
  };
}

/** A player an AI replaced (or holds the seat of while the table decides) keeps their own name.
 * A function, not a closure made per call: the loader names each (tsx's keepNames; issue 22, rnd46). */
function shownPerson(setup: GameSnapshot["setup"], userId: string): string {
  return escapeName(personName(setup, userId) ?? "?");
}

/** The notices of what happened in one change of the game (told once, never again). */
export function noticesFor(snapshot: GameSnapshot, events: readonly GameEvent[]): MessagePayload[] {
  const { setup, engine, record } = snapshot;
  const locale = setup.locale;
  const m = msg(locale);
  const out: MessagePayload[] = [];

  for (const event of events) {
    switch (event.type) {
      case "hostChanged":
        out.push(notice(m.app.notice.hostChanged(shownPerson(setup, event.hostId)), []));
        break;
      case "backToLobby":
        // They are no longer seated: their mention names them (without a ping).
        out.push(notice(m.app.notice.backToLobby(mention(event.userId)), []));
        break;
      case "cancelled": {
        const text =
          event.cause.kind === "admin"
            ? m.app.notice.cancelledByAdmin
            : event.cause.kind === "host"
              ? m.app.notice.cancelledByHost
              : m.app.notice.lobbyEmpty;
        out.push(notice(text, []));
        break;
      }
      case "kickVote": {
        const waiting = setup.seats
          .filter((s, seat) => seat !== event.targetSeat && !engine?.g.players[seat]?.out && !s.ai)
          .map((s) => s.userId)
          .filter((u) => !event.voters.includes(u));
        const target = shownPerson(setup, event.targetUserId);
        const short = (personName(setup, event.targetUserId) ?? target).slice(0, 24);
        const buttons = voteButtons(record.id, event.targetUserId, short, locale, event.replace);
        const aiOf = (level: AiLevel) => m.aiSeats.name(m.aiSeats.level[level]);
        let text: string;
        if (event.conceded && event.voters.length === 0) {
          // The concession opens the vote (issue 23): the AI holding the seat plays meanwhile.
          const others =
            engine?.g.players.filter((p, seat) => !p.out && seat !== event.targetSeat).length ?? 0;
          const holder = escapeName(setup.seats[event.targetSeat]?.name ?? "");
          text = m.aiSeats.concessionVote(target, holder, event.needed, others === 1);
        } else if (event.conceded) {
          const choice = event.replace ? aiOf(event.replace) : null;
          text = m.aiSeats.concessionCount(target, choice, event.voters.length, event.needed);
        } else if (event.replace) {
          text = m.aiSeats.kickReplaceVote(
            mention(event.targetUserId),
            aiOf(event.replace),
            event.voters.length,
            event.needed,
          );
        } else {
          text = m.app.notice.kickVote(mention(event.targetUserId), event.voters.length, event.needed);
        }
        // The player it would remove is pinged too (acting now stops the vote), unless they conceded.
        const pinged = event.conceded ? waiting : [...waiting, event.targetUserId];
        out.push(notice(`${waiting.map(mention).join(" ")} ${text}`.trim(), pinged, buttons));
        break;
      }
      case "kicked":
        out.push(
          notice(
            event.conceded
              ? m.aiSeats.concessionAccepted(shownPerson(setup, event.targetUserId))
              : m.app.notice.kicked(shownPerson(setup, event.targetUserId)),
            [],
          ),
        );
        break;
      case "aiReplaced":
        out.push(notice(m.aiSeats.replaced(escapeName(event.name), escapeName(event.aiName)), []));
        break;
      case "seatTakenBack":
        out.push(notice(m.aiSeats.backInSeat(escapeName(event.name)), []));
        break;
      // Undo (issue 26): the vote the other players answer. What was taken back is a table notice kept
      // in the setup (src/app/table-notices.ts), owed until Discord took it.
      case "undoVote": {
        const waiting = setup.seats
          .filter((s, seat) => seat !== event.seat && !engine?.g.players[seat]?.out && !s.ai)
          .map((s) => s.userId)
          .filter((u) => !event.voters.includes(u));
        const buttons: Button[] = [
          {
            type: 2,
            style: 1,
            label: m.undo.agreeButton,
            custom_id: encodeConfirmId({ gameId: record.id, verb: "undoyes", userId: event.userId }),
          },
          {
            type: 2,
            style: 2,
            label: m.undo.refuseButton,
            custom_id: encodeConfirmId({ gameId: record.id, verb: "undono", userId: event.userId }),
          },
        ];
        const text = m.undo.vote(
          shownPerson(setup, event.userId),
          event.undone,
          event.voters.length,
          event.needed,
          event.revealed,
        );
        out.push(notice(`${waiting.map(mention).join(" ")} ${text}`.trim(), waiting, buttons));
        break;
      }
      case "undoRefused":
        out.push(notice(m.undo.refused(shownPerson(setup, event.userId), shownPerson(setup, event.by)), []));
        break;
      case "rewound": {
        // Names, no pings: the ping goes to whoever the game now waits on (whoActsNow).
        const by = event.by.map((userId) => shownPerson(setup, userId)).join(", ");
        const active = escapeName(
          setup.seats[event.activeSeat]?.name ?? m.common.player(event.activeSeat + 1),
        );
        const where = event.atStart ? null : { active, turn: event.turn };
        out.push(notice(m.app.notice.rewound(event.undone, by, where), []));
        break;
      }
      default:
        break;
    }
  }

  return out;
}

/**
 * A turn-timer notice the game keeps (numbered `n`), rendered now; null for a reminder about a wait
 * that is over (nobody needs it any more: it counts as told).
 */
export interface TimerNotice {
  n: number;
  payload: MessagePayload | null;
}

/** The turn timer's notices numbered above `after`, oldest first (see the setup's `notices`). */
export function timerNotices(snapshot: GameSnapshot, after: number): TimerNotice[] {
  const { setup, engine } = snapshot;
  const m = msg(setup.locale);
  const waiting = isOpen(snapshot) ? waitKey(setup, engine) : null;
  const out: TimerNotice[] = [];
  for (const kept of setup.notices ?? []) {
    if (kept.n <= after) continue;
    const who = mention(kept.userId);
    // Away / back (issue 26): told whatever the game waits on.
    const table = tableNoticePayload(kept, setup.locale);
    if (table) {
      out.push({ n: kept.n, payload: table });
      continue;
    }
    if (kept.kind === "vote") {
      // The vote on a player the timer struck again (issue 23), while it runs with no vote counted
      // yet (a vote cast since was announced with its own buttons); else it counts as told.
      const kick = setup.kick;
      if (!isOpen(snapshot) || kick?.targetUserId !== kept.userId || kick.voters.length > 0) {
        out.push({ n: kept.n, payload: null });
        continue;
      }
      const out_ = (seat: number) => engine?.g.players[seat]?.out === true;
      const voters = electorate(setup, kept.seat, out_);
      const name = (personName(setup, kept.userId) ?? "?").slice(0, 24);
      const text = m.aiSeats.strikeVote(escapeName(personName(setup, kept.userId) ?? "?"), voters.length);
      out.push({
        n: kept.n,
        payload: notice(
          `${voters.map(mention).join(" ")} ${text}`.trim(),
          voters,
          voteButtons(snapshot.record.id, kept.userId, name, setup.locale),
        ),
      });
      continue;
    }
    if (kept.kind === "reminder") {
      if (kept.wait !== waiting) {
        out.push({ n: kept.n, payload: null });
        continue;
      }
      const deadline = `<t:${Math.floor(Date.parse(kept.deadline ?? "") / 1000)}:R>`;
      const buttons = engine ? [respondButton(snapshot, engine, kept.seat)] : [pickButton(snapshot)];
      out.push({ n: kept.n, payload: notice(m.app.notice.reminder(who, deadline), [kept.userId], buttons) });
    } else {
      const text = kept.factions
        ? m.app.notice.pickTimeout(who, kept.factions.map((f) => factionName(f, setup.locale)).join(", "))
        : timeoutText(snapshot, who, kept.did);
      // From the second turn in a row the timer ended, the table is told it may vote (issue 23).
      const again =
        (kept.strikes ?? 0) >= STRIKES_FOR_VOTE ? `\n${m.aiSeats.timedOutAgain(kept.strikes ?? 0)}` : "";
      out.push({ n: kept.n, payload: notice(`${text}${again}`, [kept.userId], []) });
    }
  }
  return out;
}

/**
 * The buttons of a vote on `userId`'s seat (issue 23): remove them, or replace them with an AI of
 * each level; the outcome being counted (`first`) comes first. Each level counts its own votes.
 */
function voteButtons(
  gameId: string,
  userId: string,
  shortName: string,
  locale: "en" | "fr",
  first?: AiLevel,
): Button[] {
  // Only a Discord user's id fits a button (the service's tests seat made-up ids).
  if (!/^\d{1,20}$/.test(userId)) return [];
  const m = msg(locale);
  const remove: Button = {
    type: 2,
    style: 4,
    label: m.play.kickVoteButton(shortName),
    custom_id: encodeConfirmId({ gameId, verb: "kick", userId }),
  };
  const replaceWith = (level: AiLevel): Button => ({
    type: 2,
    style: 1,
    label: m.aiSeats.kickReplaceButton(m.aiSeats.name(m.aiSeats.level[level])),
    custom_id: encodeConfirmId({ gameId, verb: "kickai", userId, level }),
  });
  const levels = AI_LEVELS.filter((l) => l !== first);
  return first
    ? [replaceWith(first), remove, ...levels.map(replaceWith)]
    : [remove, ...levels.map(replaceWith)];
}

/** Whether the game is open (a reminder is only worth sending while it waits). */
function isOpen(snapshot: GameSnapshot): boolean {
  return snapshot.record.status === "lobby" || snapshot.record.status === "active";
}

/**
 * What the game owes its table at this version, once: `key` names the wait (`prompt:<id>`,
 * `pick:<n>`, `over`); `turn` is set when the wait is the active player's main prompt (the first
 * ping of a turn says "it's your turn", a later one names the prompt). `pinged`: who the notice
 * pings; an owed notice that pings someone is not needed when all of them already see it.
 */
export interface OwedNotice {
  key: string;
  turn: number | null;
  pinged: string[];
  /** The notice for `recipients` (a subset of `pinged`), starting the turn or not; null: none to post. */
  render(recipients: readonly string[], turnStart: boolean): MessagePayload | null;
}

export function owedNotice(snapshot: GameSnapshot): OwedNotice | null {
  const { setup, engine, record } = snapshot;
  const m = msg(setup.locale);
  if (record.status === "finished" && record.summary) {
    const summary = record.summary as unknown as GameSummary;
    const rematch = { gameId: record.id };
    return {
      key: "over",
      turn: null,
      pinged: [],
      render: () => renderGameOver(summary, setup.locale, rematch),
    };
  }
  if (record.status === "lobby" && setup.stage === "selecting") {
    const waiting = awaitedId(setup, null);
    const pickers = pendingPickers(setup)
      .filter((seat) => !setup.seats[seat]?.ai)
      .map((seat) => setup.seats[seat]?.userId)
      .filter((u): u is string => !!u);
    if (waiting === null || pickers.length === 0) return null;
    const drafting = (setup.draft?.order.length ?? 0) > 0;
    return {
      key: `pick:${waiting}`,
      turn: null,
      pinged: pickers,
      render: (recipients) => {
        const who = recipients.map(mention).join(" ");
        const content = drafting ? m.draft.yourPick(who) : m.draft.freePick(who);
        return notice(content, recipients, [pickButton(snapshot)]);
      },
    };
  }
  const prompt = engine?.prompt;
  if (record.status !== "active" || !engine || !prompt || engine.over) return null;
  const userId = snapshot.userOf(prompt.seat);
  // An AI seat (issue 23) answers at once: nobody to ping, the board says whom the game waits on.
  if (!userId || setup.seats[prompt.seat]?.ai) return null;
  const g = engine.g;
  const turnPrompt = prompt.kind === "main" && prompt.seat === g.turn.active;
  // The board's input is built from the engine now (the engine moves on with the next interaction)
  // and is plain data: the notices are rendered from it only if posted (most clicks post none).
  return new PromptNotice(
    snapshot,
    boardInput(snapshot, engine),
    prompt,
    userId,
    turnPrompt ? g.turn.number : null,
  );
}

/**
 * The notice of a player's prompt: "it's your turn" (with what happened since their last turn) at
 * a turn's start, else the prompt's own notice; none for the active player back at their main
 * prompt (a Special window closed, a trigger resolved: the board shows it). A class whose texts are
 * rendered when first asked for: every click makes one (issue 22: the closures of an object
 * literal, each named by the loader, were ~2 % of a click's rendering), few are posted.
 */
class PromptNotice implements OwedNotice {
  readonly key: string;
  readonly pinged: string[];
  private yours: MessagePayload | undefined;
  private prompted: MessagePayload | null | undefined;

  constructor(
    private readonly snapshot: GameSnapshot,
    private readonly board: BoardInput,
    private readonly prompt: Prompt,
    private readonly userId: string,
    /** The turn when the prompt is the active player's main prompt, else null. */
    readonly turn: number | null,
  ) {
    this.key = `prompt:${prompt.id}`;
    this.pinged = [userId];
  }

  render(_recipients: readonly string[], turnStart: boolean): MessagePayload | null {
    if (turnStart) return this.yourTurn();
    if (this.turn !== null) return null;
    if (this.prompted === undefined) {
      const summary = this.board.view.prompt;
      this.prompted = summary ? renderPromptNotice(this.board, summary, this.snapshot.setup.locale) : null;
    }
    return this.prompted;
  }

  private yourTurn(): MessagePayload {
    if (this.yours) return this.yours;
    const { snapshot, board, prompt, userId } = this;
    const { setup, record } = snapshot;
    const m = msg(setup.locale);
    const hand: Button = {
      type: 2,
      style: 1,
      label: m.board.openHand,
      custom_id: encodeCustomId({
        prefix: "sg",
        gameId: record.id,
        version: record.version,
        promptId: prompt.id,
        verb: "hand",
      }),
    };
    // A player back after a day learns what happened since their last turn (public lines only).
    // In the content, not an embed: a message of the bot with embeds and this game's buttons is
    // what the announcer takes for the game's board.
    const since = sinceLastTurnText(
      board.view,
      prompt.seat,
      new Names(setup.locale, board.players, board.defs).resolver(),
      setup.locale,
    );
    // The summary keeps the few lines that concern the player: the whole story is one tap away.
    const fullLog: Button = {
      type: 2,
      style: 2,
      label: m.history.fullLog,
      custom_id: encodeLogPageId(record.id, LATEST_LOG_PAGE),
    };
    this.yours = notice(
      [m.board.yourTurn(mention(userId)), since].filter(Boolean).join("\n"),
      [userId],
      since ? [hand, fullLog] : [hand],
    );
    return this.yours;
  }
}

function pickButton(snapshot: GameSnapshot): Button {
  const { setup, record } = snapshot;
  const picksMade = setup.seats.reduce((n, s) => n + s.factions.length, 0);
  return {
    type: 2,
    style: 1,
    label: msg(setup.locale).draft.pickButton,
    custom_id: encodeCustomId({
      prefix: "lb",
      gameId: record.id,
      version: record.version,
      promptId: picksMade,
      verb: "draft",
    }),
  };
}

function respondButton(snapshot: GameSnapshot, engine: Engine, seat: number): Button {
  const m = msg(snapshot.setup.locale);
  const name = snapshot.setup.seats[seat]?.name ?? m.common.player(seat + 1);
  return {
    type: 2,
    style: 3,
    label: m.board.respond(name.slice(0, 32)),
    custom_id: encodeCustomId({
      prefix: "sg",
      gameId: snapshot.record.id,
      version: snapshot.record.version,
      promptId: engine.prompt?.id ?? 0,
      verb: "resp",
    }),
  };
}

/**
 * What the bot did for a player out of time: ended the turn, passed, or chose named cards, bases or
 * players. A card that is not public where it went (a hand, a deck) is not named: then only "the
 * first choice".
 */
function timeoutText(snapshot: GameSnapshot, who: string, did: TimeoutMove | undefined): string {
  const locale = snapshot.setup.locale;
  const t = msg(locale).app.notice;
  const g = snapshot.engine?.g;
  if (did?.kind === "end") return t.timeoutEnd(who);
  if (did?.kind === "pass") return t.timeoutPass(who);
  if (did?.kind !== "chose" || !g) return t.timeout(who);
  const cards = did.cards.map((uid) => g.cards[uid]);
  if (cards.some((c) => !c || !PUBLIC_ZONES.has(c.zone))) return t.timeout(who);
  const names = [
    ...cards.map((c) => (c ? cardName(c.def, locale) : "?")),
    ...did.bases.map((uid) => {
      const b = g.bases[uid];
      return b ? baseName(b.def, locale) : "?";
    }),
    ...did.seats.map((seat) =>
      escapeName(snapshot.setup.seats[seat]?.name ?? msg(locale).common.player(seat + 1)),
    ),
  ];
  return names.length > 0 ? t.timeoutChose(who, names.join(", ")) : t.timeout(who);
}

/** Where a card is seen by everyone (in play, in a discard pile). */
const PUBLIC_ZONES = new Set(["base", "attached", "discard"]);
