// custom_ids of every button and select the bot puts on a message:
//   <prefix>:<game id as 22 base64url chars>:<game version>:<prompt id>:<verb>[:<arg>]
// `sg` for game components, `lb` for lobby and draft components. The version and prompt id let
// the handler reject clicks on an outdated message; the decoder rejects anything it did not
// produce (returns null, never throws). Every id fits Discord's 100 characters by construction:
// each part has a bounded length, checked by the tests with the largest values.

/** Panel state of a main prompt (or any prompt that plays a card): the chosen card and pages. */
export interface PlayUi {
  /** Card chosen in the card select; its targets are shown. */
  card?: number;
  /** Page of the card select (or of the option select of a prompt without cards). */
  page?: number;
  /** Page of the target select of the chosen card. */
  targetPage?: number;
  /** Page of the ability select, when there are too many abilities for buttons. */
  abilityPage?: number;
  /** A card of the hand whose whole text is shown, or "all" (render only: never written in a custom_id). */
  read?: number | "all";
}

/** Panel state of a multi-choice prompt with more options than one select holds. */
export interface MarkUi {
  page?: number;
  /** Indices (in the prompt's option order) of the options marked so far. */
  marked: number[];
  /** A card of the hand whose whole text is shown, or "all" (render only). */
  read?: number | "all";
}

export type PanelUi = PlayUi | MarkUi;

export const LOBBY_OPTIONS = ["boxes", "mode", "vp", "timer", "hidden"] as const;
export type LobbyOptionKey = (typeof LOBBY_OPTIONS)[number];

interface Ref {
  /** The game's uuid. */
  gameId: string;
  /** The game's stored version when the message was rendered. */
  version: number;
  /** The engine prompt the message was rendered for (0 when none; draft: picks made so far). */
  promptId: number;
}

// `disc`: show the discard piles (DECK-6), privately; `more`: the whole board (base texts, every
// card), privately.
export type GameAction = Ref & { prefix: "sg" } & (
    | { verb: "hand" | "resp" | "board" | "disc" | "more" }
    /** End turn although plays are left (`endok`), and never ask again (`endnv`); ask again (`askon`). */
    | { verb: "endok" | "endnv" | "askon" }
    /** Set the standing order "pass when I can't respond" to `on`. */
    | { verb: "auto"; on: boolean }
    /** `card`: values are a card uid; `mark`: values are option ids of the shown page. */
    /** `read`: values are a card uid of the hand, whose whole text the panel shows (nothing saved). */
    | { verb: "card" | "page" | "mark" | "read"; ui: PanelUi }
    /** A button's arg is the option id it answers; a select's arg only names the select. */
    | { verb: "pick"; arg?: string }
    /** Answer with the marked options (none: decline). */
    | { verb: "done"; marked: number[] }
  );

export type LobbyAction = Ref & { prefix: "lb" } & (
    | { verb: "join" | "leave" | "start" | "cancel" | "draft" }
    | { verb: "opt"; option: LobbyOptionKey }
    /** Faction pick; `group` names the select (one per box); values are faction ids. */
    | { verb: "fac"; group: number }
    /** Page of the private faction pick; `see`: a faction's cards shown on that page (the
     * select's value is the faction id). */
    | { verb: "page"; page: number }
    | { verb: "see"; page: number }
    /** The host's AI panel (issue 23): seat an AI of `level`, or take the AI at `seat` off. */
    | { verb: "aiadd"; level: "easy" | "normal" | "hard" }
    | { verb: "airm"; seat: number }
  );

export type ComponentAction = GameAction | LobbyAction;

const MAX_INT = 2 ** 31 - 1;
/** A mark mask holds 6 options per character and at most 40 characters. */
export const MAX_MARKABLE = 240;
const MASK_CHARS = MAX_MARKABLE / 6;
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const MAX_PAGE = 999;
const MAX_UID = 9_999_999;

/** A decimal integer from 0 to a bound, as written by `checkedInt`: one spelling per number. */
const INT = /^(0|[1-9]\d{0,9})$/;
function intOf(s: string | undefined, max: number): number | null {
  if (s === undefined || !INT.test(s)) return null;
  const n = Number(s);
  return n <= max ? n : null;
}
const OPTION_ID = /^[A-Za-z0-9@_.-]{1,40}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Short ids already written, both ways: every button of every message of a game carries the same
 * one, and Buffer's hex and base64 round trip was a tenth of a click's rendering (issue 22). Bounded:
 * emptied when full (a busy bot has a few hundred games going).
 */
const shortById = new Map<string, string>();
const idByShort = new Map<string, string>();
const KNOWN_IDS = 4096;

export function gameIdToShort(uuid: string): string {
  const known = shortById.get(uuid);
  if (known !== undefined) return known;
  const hex = uuid.toLowerCase();
  if (!UUID.test(hex)) throw new Error(`not a uuid: ${uuid}`);
  const short = Buffer.from(hex.replaceAll("-", ""), "hex").toString("base64url");
  if (shortById.size >= KNOWN_IDS) {
    shortById.clear();
    idByShort.clear();
  }
  shortById.set(uuid, short);
  idByShort.set(short, hex);
  return short;
}

/** The uuid a 22-character short id stands for, or null when it is not one `gameIdToShort` makes. */
export function shortToGameId(short: string): string | null {
  const known = idByShort.get(short);
  if (known !== undefined) return known;
  if (!/^[A-Za-z0-9_-]{22}$/.test(short)) return null;
  const bytes = Buffer.from(short, "base64url");
  // Only one spelling per id: the 4 unused low bits of the last character must be zero.
  if (bytes.length !== 16 || bytes.toString("base64url") !== short) return null;
  const h = bytes.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function encodeMask(marked: readonly number[]): string {
  const digits: number[] = [];
  for (const i of marked) {
    if (!Number.isInteger(i) || i < 0 || i >= MAX_MARKABLE) throw new Error(`option index ${i} out of range`);
    const k = Math.floor(i / 6);
    while (digits.length <= k) digits.push(0);
    digits[k] = (digits[k] as number) | (1 << (i % 6));
  }
  return digits.map((d) => B64[d]).join("");
}

function decodeMask(s: string): number[] | null {
  if (s.length > MASK_CHARS || s.endsWith("A")) return null;
  const out: number[] = [];
  for (let k = 0; k < s.length; k++) {
    const d = B64.indexOf(s[k] as string);
    if (d < 0) return null;
    for (let b = 0; b < 6; b++) if (d & (1 << b)) out.push(k * 6 + b);
  }
  return out;
}

function checkedInt(n: number | undefined, max: number, what: string): string {
  if (n === undefined) return "";
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`${what} ${n} out of range`);
  return String(n);
}

function uiPart(letter: string, n: number | undefined, max: number): string {
  return n === undefined || n === 0 ? "" : letter + checkedInt(n, max, letter);
}

function encodeUi(ui: PanelUi): string {
  let s = uiPart("p", ui.page, MAX_PAGE);
  if ("marked" in ui) return `${s}m${encodeMask(ui.marked)}`;
  s += uiPart("t", ui.targetPage, MAX_PAGE) + uiPart("a", ui.abilityPage, MAX_PAGE);
  if (ui.card !== undefined) s += `c${checkedInt(ui.card, MAX_UID, "card")}`;
  return s;
}

// Page 0 is the default and is never written, so every state has exactly one spelling.
const N = "([1-9]\\d{0,2})";
const PLAY_UI = new RegExp(`^(?:p${N})?(?:t${N})?(?:a${N})?(?:c(0|[1-9]\\d{0,6}))?$`);
const MARK_UI = new RegExp(`^(?:p${N})?m([A-Za-z0-9_-]{0,${MASK_CHARS}})$`);

function decodeUi(arg: string | undefined): PanelUi | null {
  const s = arg ?? "";
  const mark = MARK_UI.exec(s);
  if (mark) {
    const marked = decodeMask(mark[2] as string);
    if (!marked) return null;
    const ui: MarkUi = { marked };
    if (mark[1] !== undefined) ui.page = Number(mark[1]);
    return ui;
  }
  const play = PLAY_UI.exec(s);
  if (!play) return null;
  const ui: PlayUi = {};
  if (play[1] !== undefined) ui.page = Number(play[1]);
  if (play[2] !== undefined) ui.targetPage = Number(play[2]);
  if (play[3] !== undefined) ui.abilityPage = Number(play[3]);
  if (play[4] !== undefined) ui.card = Number(play[4]);
  return ui;
}

export function encodeCustomId(a: ComponentAction): string {
  return a.prefix === "sg" ? encodeGameCustomId(a, a) : withArg(a, lobbyArgOf(a));
}

/** A game action's fields but the game's reference (a panel's controls share one reference). */
export type GameActionBody = GameAction extends infer A
  ? A extends GameAction
    ? Omit<A, "prefix" | "gameId" | "version" | "promptId">
    : never
  : never;

/**
 * `encodeCustomId({ prefix: "sg", ...ref, ...body })` without the merged object: a panel makes one
 * id per control, each from the panel's reference and the control's own fields (issue 22, clk44).
 */
export function encodeGameCustomId(ref: Ref, body: GameActionBody): string {
  return withArg(
    { prefix: "sg", gameId: ref.gameId, version: ref.version, promptId: ref.promptId, verb: body.verb },
    gameArgOf(body),
  );
}

function withArg(a: Ref & { prefix: string; verb: string }, arg: string | undefined): string {
  // One template, no array joined: a panel makes one id per button (issue 22).
  const head = `${a.prefix}:${gameIdToShort(a.gameId)}:${checkedInt(a.version, MAX_INT, "version")}:${checkedInt(a.promptId, MAX_INT, "prompt id")}:${a.verb}`;
  const id = arg === undefined || arg === "" ? head : `${head}:${arg}`;
  if (id.length > 100) throw new Error(`custom_id too long: ${id}`);
  return id;
}

function lobbyArgOf(a: LobbyAction): string | undefined {
  switch (a.verb) {
    case "opt":
      return a.option;
    case "fac":
      return checkedInt(a.group, 99, "group");
    case "page":
    case "see":
      return checkedInt(a.page, MAX_PAGE, "page");
    case "aiadd":
      return a.level;
    case "airm":
      return checkedInt(a.seat, 3, "seat");
    default:
      return undefined;
  }
}

function gameArgOf(a: GameActionBody): string | undefined {
  switch (a.verb) {
    case "auto":
      return a.on ? "on" : "off";
    case "card":
    case "page":
    case "mark":
    case "read":
      return encodeUi(a.ui);
    case "pick":
      if (a.arg !== undefined && !OPTION_ID.test(a.arg)) throw new Error(`bad pick arg ${a.arg}`);
      return a.arg;
    case "done":
      return encodeMask(a.marked);
    default:
      return undefined;
  }
}

const GAME_VERBS = [
  "hand",
  "resp",
  "board",
  "disc",
  "more",
  "endok",
  "endnv",
  "askon",
  "auto",
  "card",
  "page",
  "mark",
  "read",
  "pick",
  "done",
] as const;
const LOBBY_VERBS = [
  "join",
  "leave",
  "start",
  "cancel",
  "draft",
  "opt",
  "fac",
  "page",
  "see",
  "aiadd",
  "airm",
] as const;
const NO_ARG = new Set([
  "hand",
  "resp",
  "board",
  "disc",
  "more",
  "join",
  "leave",
  "start",
  "cancel",
  "draft",
]);

// Checked by hand, without a schema library: decoding is on every click's path (issue 22).
const PREFIXES: ReadonlySet<string> = new Set(["sg", "lb"]);
const LOBBY_VERB_SET: ReadonlySet<string> = new Set(LOBBY_VERBS);
const GAME_VERB_SET: ReadonlySet<string> = new Set(GAME_VERBS);
const LOBBY_OPTION_SET: ReadonlySet<string> = new Set(LOBBY_OPTIONS);
const AI_LEVELS: ReadonlySet<string> = new Set(["easy", "normal", "hard"]);

/** The action a custom_id stands for, or null when it is malformed, unknown or forged. */
export function decodeCustomId(s: string): ComponentAction | null {
  if (typeof s !== "string" || s.length > 100) return null;
  const parts = s.split(":");
  if (parts.length < 5 || parts.length > 6) return null;
  const [prefix, short, versionText, promptText, verb, arg] = parts as [
    string,
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (!PREFIXES.has(prefix)) return null;
  const gameId = shortToGameId(short);
  const version = intOf(versionText, MAX_INT);
  const promptId = intOf(promptText, MAX_INT);
  if (gameId === null || version === null || promptId === null) return null;
  if (arg !== undefined && (arg.length < 1 || arg.length > 60)) return null;
  const ref = { gameId, version, promptId };
  if (NO_ARG.has(verb) && arg !== undefined) return null;
  if (prefix === "lb") {
    if (!LOBBY_VERB_SET.has(verb)) return null;
    const v = verb as (typeof LOBBY_VERBS)[number];
    switch (v) {
      case "opt":
        return arg !== undefined && LOBBY_OPTION_SET.has(arg)
          ? { prefix: "lb", ...ref, verb: "opt", option: arg as LobbyOptionKey }
          : null;
      case "fac": {
        const group = intOf(arg, 99);
        return group !== null ? { prefix: "lb", ...ref, verb: "fac", group } : null;
      }
      case "page":
      case "see": {
        const page = intOf(arg, MAX_PAGE);
        if (page === null) return null;
        return v === "see"
          ? { prefix: "lb", ...ref, verb: "see", page }
          : { prefix: "lb", ...ref, verb: "page", page };
      }
      case "aiadd":
        return arg !== undefined && AI_LEVELS.has(arg)
          ? { prefix: "lb", ...ref, verb: "aiadd", level: arg as "easy" | "normal" | "hard" }
          : null;
      case "airm": {
        const seat = intOf(arg, 3);
        return seat !== null ? { prefix: "lb", ...ref, verb: "airm", seat } : null;
      }
      default:
        return { prefix: "lb", ...ref, verb: v };
    }
  }
  if (!GAME_VERB_SET.has(verb)) return null;
  const v = verb as (typeof GAME_VERBS)[number];
  switch (v) {
    case "auto":
      if (arg !== "on" && arg !== "off") return null;
      return { prefix: "sg", ...ref, verb: "auto", on: arg === "on" };
    case "card":
    case "page":
    case "mark":
    case "read": {
      const ui = decodeUi(arg);
      return ui ? { prefix: "sg", ...ref, verb: v, ui } : null;
    }
    case "pick": {
      if (arg === undefined) return { prefix: "sg", ...ref, verb: "pick" };
      return OPTION_ID.test(arg) ? { prefix: "sg", ...ref, verb: "pick", arg: arg } : null;
    }
    case "done": {
      const marked = decodeMask(arg ?? "");
      return marked ? { prefix: "sg", ...ref, verb: "done", marked } : null;
    }
    default:
      return { prefix: "sg", ...ref, verb: v };
  }
}
