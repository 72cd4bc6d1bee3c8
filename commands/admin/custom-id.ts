// custom_ids of the admin panels (all on the admin's own ephemeral replies):
//   adm:boxes                 the multi-select of enabled boxes
//   adm:bases                 the select of the base deck (the boxes panel)
//   adm:def:<key>             one select of the default options (vp, timer, mode, hidden, lang)
//   adm:end:<game uuid>:yes   confirm ending that game;   ...:no   keep it
// Whatever else arrives under the prefix is forged or outdated and decodes to null.

import { z } from "zod";

export const ADMIN_PREFIX = "adm";

export const DEFAULT_KEYS = ["vp", "timer", "mode", "hidden", "lang"] as const;
export type DefaultKey = (typeof DEFAULT_KEYS)[number];

export type AdminComponent =
  | { kind: "boxes" }
  | { kind: "baseDeck" }
  | { kind: "default"; key: DefaultKey }
  | { kind: "end"; gameId: string; confirm: boolean };

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

export function encodeAdminId(component: AdminComponent): string {
  switch (component.kind) {
    case "boxes":
      return `${ADMIN_PREFIX}:boxes`;
    case "baseDeck":
      return `${ADMIN_PREFIX}:bases`;
    case "default":
      return `${ADMIN_PREFIX}:def:${component.key}`;
    case "end":
      return `${ADMIN_PREFIX}:end:${uuid.parse(component.gameId)}:${component.confirm ? "yes" : "no"}`;
  }
}

const decoded = z.union([
  z.tuple([z.literal(ADMIN_PREFIX), z.literal("boxes")]).transform((): AdminComponent => ({ kind: "boxes" })),
  z
    .tuple([z.literal(ADMIN_PREFIX), z.literal("bases")])
    .transform((): AdminComponent => ({ kind: "baseDeck" })),
  z
    .tuple([z.literal(ADMIN_PREFIX), z.literal("def"), z.enum(DEFAULT_KEYS)])
    .transform(([, , key]): AdminComponent => ({ kind: "default", key })),
  z
    .tuple([z.literal(ADMIN_PREFIX), z.literal("end"), uuid, z.enum(["yes", "no"])])
    .transform(
      ([, , gameId, answer]): AdminComponent => ({ kind: "end", gameId, confirm: answer === "yes" }),
    ),
]);

/** The admin component a custom_id stands for, or null when it is not one the bot made. */
export function decodeAdminId(customId: string): AdminComponent | null {
  if (customId.length > 100) return null;
  const parsed = decoded.safeParse(customId.split(":"));
  return parsed.success ? parsed.data : null;
}
