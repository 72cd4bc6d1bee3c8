// The public messages that go with a change of a game, next to its edited board: who must act
// now (each such message pings exactly that player), kick votes, timer notes, closed lobbies and
// the game-over summary. Built only from public facts: the public view, seat names and events
// without hidden cards (`privateLog` events are never shown here).

import { type GameEvent, type GameSnapshot, pendingPickers } from "../app/index.ts";
import type { Engine } from "../engine/engine.ts";
import { publicView } from "../engine/view.ts";
import { factionName } from "../i18n/card-names.ts";
import { msg } from "../i18n/index.ts";
import { encodeCustomId, type MessagePayload, renderGameOver, renderPromptNotice } from "../render/index.ts";
import { escapeName } from "../render/names.ts";
import { encodeConfirmId } from "./confirm-id.ts";
import { boardInput } from "./views.ts";

export interface NoticeOptions {
  /**
   * The user whose own reply already shows what they must do next (the player who just answered
   * in their private panel): no public ping for them.
   */
  shownTo?: string | undefined;
}

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

export function noticesFor(
  snapshot: GameSnapshot,
  events: readonly GameEvent[],
  options: NoticeOptions = {},
): MessagePayload[] {
  const { setup, engine, record } = snapshot;
  const locale = setup.locale;
  const m = msg(locale);
  const nameOf = (userId: string) => escapeName(setup.seats.find((s) => s.userId === userId)?.name ?? "?");
  const out: MessagePayload[] = [];
  const draftRef = (promptId: number) => ({
    prefix: "lb" as const,
    gameId: record.id,
    version: record.version,
    promptId,
    verb: "draft" as const,
  });
  const picksMade = setup.seats.reduce((n, s) => n + s.factions.length, 0);
  const pickButton = (): Button => ({
    type: 2,
    style: 1,
    label: m.draft.pickButton,
    custom_id: encodeCustomId(draftRef(picksMade)),
  });

  for (const event of events) {
    switch (event.type) {
      case "selectionStarted":
      case "factionPicked": {
        if (setup.stage !== "selecting") break;
        const pickers = pendingPickers(setup)
          .map((seat) => setup.seats[seat]?.userId)
          .filter((u): u is string => !!u && u !== options.shownTo);
        // Free pick: everyone is told once, when the selection starts.
        if (pickers.length === 0 || (event.type === "factionPicked" && event.next === null)) break;
        const content =
          setup.draft && setup.draft.order.length > 0
            ? m.draft.yourPick(pickers.map(mention).join(" "))
            : m.draft.freePick(pickers.map(mention).join(" "));
        out.push(notice(content, pickers, [pickButton()]));
        break;
      }
      case "hostChanged":
        out.push(notice(m.app.notice.hostChanged(nameOf(event.hostId)), []));
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
          .filter((s, seat) => s.userId !== event.targetUserId && !engine?.g.players[seat]?.out)
          .map((s) => s.userId)
          .filter((u) => !event.voters.includes(u));
        const target = nameOf(event.targetUserId);
        const button: Button = {
          type: 2,
          style: 4,
          label: m.play.kickVoteButton(setup.seats[event.targetSeat]?.name.slice(0, 32) ?? target),
          custom_id: encodeConfirmId({ gameId: record.id, verb: "kick", userId: event.targetUserId }),
        };
        const text = m.app.notice.kickVote(target, event.voters.length, event.needed);
        out.push(notice(`${waiting.map(mention).join(" ")} ${text}`.trim(), waiting, [button]));
        break;
      }
      case "kicked":
        out.push(notice(m.app.notice.kicked(nameOf(event.targetUserId)), []));
        break;
      case "rewound": {
        // Names, no pings: the ping goes to whoever the game now waits on (whoActsNow).
        const by = event.by.map(nameOf).join(", ");
        const active = escapeName(
          setup.seats[event.activeSeat]?.name ?? m.common.player(event.activeSeat + 1),
        );
        const where = event.atStart ? null : { active, turn: event.turn };
        out.push(notice(m.app.notice.rewound(event.undone, by, where), []));
        break;
      }
      case "reminder": {
        const deadline = `<t:${Math.floor(event.deadline.getTime() / 1000)}:R>`;
        const buttons = engine ? [respondButton(snapshot, engine, event.seat)] : [pickButton()];
        out.push(notice(m.app.notice.reminder(mention(event.userId), deadline), [event.userId], buttons));
        break;
      }
      case "timeout": {
        const who = mention(event.userId);
        const text = event.factions
          ? m.app.notice.pickTimeout(who, event.factions.map((f) => factionName(f, locale)).join(", "))
          : m.app.notice.timeout(who);
        out.push(notice(text, [event.userId]));
        break;
      }
      default:
        break;
    }
  }

  if (engine) out.push(...whoActsNow(snapshot, engine, events, options));
  const over = events.find((e) => e.type === "gameOver");
  if (over?.type === "gameOver") out.push(renderGameOver(over.summary, locale));
  return out;
}

/**
 * The ping for whoever the game now waits on: the active player at the start of their turn, or
 * the addressee of a new prompt (a Special window, a choice during someone else's turn, a
 * mulligan), unless their own reply already shows it.
 */
function whoActsNow(
  snapshot: GameSnapshot,
  engine: Engine,
  events: readonly GameEvent[],
  options: NoticeOptions,
): MessagePayload[] {
  const prompt = engine.prompt;
  if (!prompt || engine.over) return [];
  if (!events.some((e) => e.type === "prompt" && e.promptId === prompt.id)) return [];
  const userId = snapshot.userOf(prompt.seat);
  if (!userId || userId === options.shownTo) return [];
  const g = engine.g;
  const m = msg(snapshot.setup.locale);
  const newTurn = events.some(
    (e) => e.type === "log" && e.entries.some((x) => x.k === "turnStart" && x.p[1] === prompt.seat),
  );
  if (newTurn && prompt.kind === "main" && prompt.seat === g.turn.active) {
    const hand: Button = {
      type: 2,
      style: 1,
      label: m.board.openHand,
      custom_id: encodeCustomId({
        prefix: "sg",
        gameId: snapshot.record.id,
        version: snapshot.record.version,
        promptId: prompt.id,
        verb: "hand",
      }),
    };
    return [notice(m.board.yourTurn(mention(userId)), [userId], [hand])];
  }
  const board = boardInput(snapshot, engine);
  const summary = publicView(g, prompt).prompt;
  return summary ? [renderPromptNotice(board, summary, snapshot.setup.locale)] : [];
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
