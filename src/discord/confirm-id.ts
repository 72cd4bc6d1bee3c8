// custom_ids of the confirmations that are not engine prompts: "concede" (on the private
// confirmation of /smashup concede) and "vote to remove <user>" (on the public kick vote).
//   cf:<game id as 22 base64url chars>:concede
//   cf:<game id as 22 base64url chars>:kick:<user id>
//   cf:<game id as 22 base64url chars>:kickai:<user id>[:<level>]   (vote to replace them with an
//                                   AI of that level, issue 23; without a level: Normal)
//   cf:<game id as 22 base64url chars>:back               (take my seat back from the AI)
//   cf:<game id as 22 base64url chars>:undo:<n>           (undo my decision n, on a play's confirmation, issue 26)
//   cf:<game id as 22 base64url chars>:undoyes:<user id>  (agree to that player's undo)
//   cf:<game id as 22 base64url chars>:undono:<user id>   (refuse it)
// They carry no version: both decisions are checked against the stored game when clicked.

import { z } from "zod";
import type { AiLevel } from "../ai/index.ts";
import { gameIdToShort, shortToGameId } from "../render/custom-id.ts";

export const CONFIRM_PREFIX = "cf";

export type ConfirmAction =
  | { gameId: string; verb: "concede" }
  | { gameId: string; verb: "back" }
  | { gameId: string; verb: "kick"; userId: string }
  | { gameId: string; verb: "kickai"; userId: string; level: AiLevel }
  | { gameId: string; verb: "undoyes" | "undono"; userId: string }
  | { gameId: string; verb: "undo"; decision: number };

const LEVELS: readonly string[] = ["easy", "normal", "hard"] satisfies readonly AiLevel[];

const SNOWFLAKE = /^\d{1,20}$/;
const snowflake = z.string().regex(SNOWFLAKE);
const MAX_DECISION = 999_999_999;

function checkedDecision(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_DECISION) throw new Error(`not a decision number: ${n}`);
  return n;
}

export function encodeConfirmId(action: ConfirmAction): string {
  const head = `${CONFIRM_PREFIX}:${gameIdToShort(action.gameId)}:${action.verb}`;
  // Checked by hand, not by the schemas (the same acceptance): every play's confirmation makes one
  // (issue 22: zod was a quarter of the Undo button's cost).
  if ("decision" in action) return `${head}:${checkedDecision(action.decision)}`;
  if (!("userId" in action)) return head;
  if (!SNOWFLAKE.test(action.userId)) throw new Error(`not a user id: ${action.userId}`);
  const user = `${head}:${action.userId}`;
  return action.verb === "kickai" ? `${user}:${action.level}` : user;
}

/** The confirmation a custom_id stands for, or null when it is malformed or forged. */
export function decodeConfirmId(customId: string): ConfirmAction | null {
  if (customId.length > 100) return null;
  const [prefix, short, verb, arg, level, ...rest] = customId.split(":");
  if (prefix !== CONFIRM_PREFIX || rest.length > 0 || short === undefined) return null;
  const gameId = shortToGameId(short);
  if (!gameId) return null;
  if ((verb === "concede" || verb === "back") && arg === undefined) return { gameId, verb };
  if (verb === "undo" && level === undefined && arg !== undefined && /^[1-9]\d{0,8}$/.test(arg))
    return { gameId, verb, decision: Number(arg) };
  if (!snowflake.safeParse(arg).success) return null;
  if ((verb === "kick" || verb === "undoyes" || verb === "undono") && level === undefined)
    return { gameId, verb, userId: arg as string };
  if (verb === "kickai" && (level === undefined || LEVELS.includes(level)))
    return { gameId, verb, userId: arg as string, level: (level ?? "normal") as AiLevel };
  return null;
}
