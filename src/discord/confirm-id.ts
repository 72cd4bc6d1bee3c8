// custom_ids of the confirmations that are not engine prompts: "concede" (on the private
// confirmation of /smashup concede) and "vote to remove <user>" (on the public kick vote).
//   cf:<game id as 22 base64url chars>:concede
//   cf:<game id as 22 base64url chars>:kick:<user id>
// They carry no version: both decisions are checked against the stored game when clicked.

import { z } from "zod";
import { gameIdToShort } from "../render/custom-id.ts";

export const CONFIRM_PREFIX = "cf";

export type ConfirmAction =
  | { gameId: string; verb: "concede" }
  | { gameId: string; verb: "kick"; userId: string };

const snowflake = z.string().regex(/^\d{1,20}$/);

export function encodeConfirmId(action: ConfirmAction): string {
  const head = `${CONFIRM_PREFIX}:${gameIdToShort(action.gameId)}:${action.verb}`;
  if (action.verb === "concede") return head;
  return `${head}:${snowflake.parse(action.userId)}`;
}

/** The confirmation a custom_id stands for, or null when it is malformed or forged. */
export function decodeConfirmId(customId: string): ConfirmAction | null {
  if (customId.length > 100) return null;
  const [prefix, short, verb, arg, ...rest] = customId.split(":");
  if (prefix !== CONFIRM_PREFIX || rest.length > 0 || short === undefined) return null;
  const gameId = gameIdOf(short);
  if (!gameId) return null;
  if (verb === "concede" && arg === undefined) return { gameId, verb };
  if (verb === "kick" && snowflake.safeParse(arg).success) return { gameId, verb, userId: arg as string };
  return null;
}

function gameIdOf(short: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(short)) return null;
  const bytes = Buffer.from(short, "base64url");
  // One spelling per id, as in the game components' codec.
  if (bytes.length !== 16 || bytes.toString("base64url") !== short) return null;
  const h = bytes.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
