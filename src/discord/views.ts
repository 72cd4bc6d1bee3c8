// Render inputs from a game snapshot: the public board (from publicView only) and one player's
// panel (from that player's own playerView only), so no caller can hand a renderer a view it
// should not see. Call these synchronously right after the game service answered: the snapshot's
// engine is the service's live instance and moves on with the next interaction.
//
// A click renders the same version of a game several times (the clicker's panel, the board, the
// turn notice; "End turn?" asks for the panel's view first): the views of one version are built
// once and shared (issue 22). Renderers only read their input.

import type { GameSnapshot } from "../app/index.ts";
import type { Engine } from "../engine/engine.ts";
import type { Prompt, Seat } from "../engine/types.ts";
import { type PublicView, playerView, publicView } from "../engine/view.ts";
import type { BoardInput, DefTable, DiscardsInput, PanelInput, PanelUi, PlayerRef } from "../render/index.ts";
import { viewDefs } from "../render/index.ts";

/**
 * The seated players as the renderers show them, one array per game setup while its seats read the
 * same (checked seat by seat): every version's board and panels share it, and with it the names
 * shown for it (render/names.ts `shownNames`; issue 22, rnd48). Renderers only read it.
 */
const refsBySetup = new WeakMap<GameSnapshot["setup"], PlayerRef[]>();

export function playerRefs(snapshot: GameSnapshot): PlayerRef[] {
  const seats = snapshot.setup.seats;
  const known = refsBySetup.get(snapshot.setup);
  if (known !== undefined && known.length === seats.length) {
    let same = true;
    for (let i = 0; i < seats.length && same; i++) {
      const s = seats[i] as (typeof seats)[number];
      const r = known[i] as PlayerRef;
      same = r.userId === s.userId && r.name === s.name;
    }
    if (same) return known;
  }
  const refs = seats.map((s) => ({ userId: s.userId, name: s.name }));
  refsBySetup.set(snapshot.setup, refs);
  return refs;
}

/** The views built for one version of a game (its engine's state at that version). */
interface Built {
  gameId: string;
  version: number;
  setup: GameSnapshot["setup"];
  prompt: Prompt | null;
  decisions: number;
  logLines: number;
  publicView?: PublicView;
  board?: BoardInput;
  panels: Map<Seat, PanelInput>;
}

const builtByState = new WeakMap<object, Built>();

/** How many views (public or a player's) were built from an engine state: what the cache saves. */
export const viewsBuilt = { public: 0, player: 0 };

/** The views of the snapshot's version, as far as built already; anything else starts them anew. */
function built(snapshot: GameSnapshot, engine: Engine): Built {
  const { record, setup } = snapshot;
  const g = engine.g;
  const known = builtByState.get(g);
  if (
    known &&
    known.gameId === record.id &&
    known.version === record.version &&
    known.setup === setup &&
    known.prompt === engine.prompt &&
    known.decisions === engine.decisions &&
    known.logLines === g.log.length
  )
    return known;
  const fresh: Built = {
    gameId: record.id,
    version: record.version,
    setup,
    prompt: engine.prompt,
    decisions: engine.decisions,
    logLines: g.log.length,
    panels: new Map(),
  };
  builtByState.set(g, fresh);
  return fresh;
}

function publicOf(memo: Built, engine: Engine): PublicView {
  if (!memo.publicView) {
    viewsBuilt.public += 1;
    memo.publicView = publicView(engine.g, engine.prompt);
  }
  return memo.publicView;
}

export function boardInput(snapshot: GameSnapshot, engine: Engine): BoardInput {
  const memo = built(snapshot, engine);
  if (memo.board) return memo.board;
  const view = publicOf(memo, engine);
  memo.board = laterDefsBoard(
    snapshot.record.id,
    snapshot.record.version,
    view,
    playerRefs(snapshot),
    engine.g,
  );
  return memo.board;
}

/**
 * A board's input whose definitions table is built when first read (then kept): only a board whose
 * text is rendered (one per burst of clicks, BOARD_EDIT_INTERVAL_MS), a posted notice or a picture
 * reads it, while every click builds its version's board input (issue 22: the table was ~5 % of a
 * click's rendering). Built later from the same view and state, it is the same table: a uid names
 * one definition for the whole game, the view keeps its own copy of its log lines, and `g` is the
 * state of that version's engine (whose cards and bases are never removed). An own enumerable
 * getter: a spread, JSON or a structured clone of the input reads the table as they read the field.
 *
 * A class whose `defs` is defined with one shared getter, not an object literal with its own getter:
 * V8 builds a literal holding an accessor in its runtime with a new closure and a new shape every
 * time (~1.5 µs a board input, ~2 % of the rendering; issue 22, rnd47), while the shared getter keeps
 * one shape. The state and view it reads are private fields (no own properties: a spread or JSON
 * sees the same five keys in the same order as the literal's).
 */
class LaterDefsBoard {
  readonly gameId: string;
  readonly version: number;
  readonly view: PublicView;
  readonly players: PlayerRef[];
  declare readonly defs: DefTable;
  #g: Engine["g"];
  #table: DefTable | undefined;

  constructor(gameId: string, version: number, view: PublicView, players: PlayerRef[], g: Engine["g"]) {
    this.gameId = gameId;
    this.version = version;
    this.view = view;
    this.players = players;
    this.#g = g;
    Object.defineProperty(this, "defs", LATER_DEFS);
  }

  static defsOf(board: LaterDefsBoard): DefTable {
    board.#table ??= viewDefs(board.#g, board.view);
    return board.#table;
  }
}

const LATER_DEFS: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: LaterDefsBoard): DefTable {
    return LaterDefsBoard.defsOf(this);
  },
};

function laterDefsBoard(
  gameId: string,
  version: number,
  view: PublicView,
  players: PlayerRef[],
  g: Engine["g"],
): BoardInput {
  return new LaterDefsBoard(gameId, version, view, players, g);
}

export function panelInput(snapshot: GameSnapshot, engine: Engine, seat: Seat, ui?: PanelUi): PanelInput {
  const memo = built(snapshot, engine);
  let input = memo.panels.get(seat);
  if (!input) {
    viewsBuilt.player += 1;
    const view = playerView(engine.g, engine.prompt, seat, publicOf(memo, engine));
    input = {
      gameId: snapshot.record.id,
      version: snapshot.record.version,
      view,
      players: playerRefs(snapshot),
      defs: viewDefs(engine.g, view),
    };
    memo.panels.set(seat, input);
  }
  return ui ? { ...input, ui } : input;
}

/** The discard piles (public, DECK-6): every player's, or only `seat`'s; the discarded bases. */
export function discardsInput(snapshot: GameSnapshot, engine: Engine, seat?: Seat): DiscardsInput {
  const board = boardInput(snapshot, engine);
  const input: DiscardsInput = { view: board.view, players: board.players, defs: board.defs };
  if (seat !== undefined) input.seat = seat;
  return input;
}
