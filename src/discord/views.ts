// Render inputs from a game snapshot: the public board (from publicView only) and one player's
// panel (from that player's own playerView only), so no caller can hand a renderer a view it
// should not see. Call these synchronously right after the game service answered: the snapshot's
// engine is the service's live instance and moves on with the next interaction.

import type { GameSnapshot } from "../app/index.ts";
import type { Engine } from "../engine/engine.ts";
import type { Seat } from "../engine/types.ts";
import { playerView, publicView } from "../engine/view.ts";
import type { BoardInput, DiscardsInput, PanelInput, PanelUi, PlayerRef } from "../render/index.ts";
import { viewDefs } from "../render/index.ts";

export function playerRefs(snapshot: GameSnapshot): PlayerRef[] {
  return snapshot.setup.seats.map((s) => ({ userId: s.userId, name: s.name }));
}

export function boardInput(snapshot: GameSnapshot, engine: Engine): BoardInput {
  const view = publicView(engine.g, engine.prompt);
  return {
    gameId: snapshot.record.id,
    version: snapshot.record.version,
    view,
    players: playerRefs(snapshot),
    defs: viewDefs(engine.g, view),
  };
}

export function panelInput(snapshot: GameSnapshot, engine: Engine, seat: Seat, ui?: PanelUi): PanelInput {
  const view = playerView(engine.g, engine.prompt, seat);
  const input: PanelInput = {
    gameId: snapshot.record.id,
    version: snapshot.record.version,
    view,
    players: playerRefs(snapshot),
    defs: viewDefs(engine.g, view),
  };
  if (ui) input.ui = ui;
  return input;
}

/** The discard piles (public, DECK-6): every player's, or only `seat`'s; the discarded bases. */
export function discardsInput(snapshot: GameSnapshot, engine: Engine, seat?: Seat): DiscardsInput {
  const view = publicView(engine.g, engine.prompt);
  const input: DiscardsInput = { view, players: playerRefs(snapshot), defs: viewDefs(engine.g, view) };
  if (seat !== undefined) input.seat = seat;
  return input;
}
