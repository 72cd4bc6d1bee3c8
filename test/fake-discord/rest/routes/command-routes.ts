import { discordErrors } from "../../discord-error.ts";
import { FormErrors } from "../../form-errors.ts";
import { isRecord, type JsonRecord } from "../../json.ts";
import { validateCommand, validateCommandList } from "../../limits/command-limits.ts";
import type { World } from "../../model/world.ts";
import type { RouteContext, RouteDefinition } from "../router.ts";
import { NO_CONTENT, ok } from "./shared.ts";

/** Resolves the scope of a command route: undefined for global, the guild id otherwise. */
function scopeOf(world: World, params: Record<string, string>): string | undefined {
  if (params.applicationId !== world.applicationId) throw discordErrors.unknownApplication();
  if (params.guildId === undefined) return undefined;
  if (!world.guilds.has(params.guildId)) throw discordErrors.missingAccess();
  return params.guildId;
}

function validOne(body: unknown): JsonRecord {
  const errors = new FormErrors();
  validateCommand(body, [], errors);
  if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
  return body as JsonRecord;
}

function commandOrThrow(world: World, guildId: string | undefined, commandId: string | undefined) {
  const command = commandId ? world.commands.get(guildId, commandId) : undefined;
  if (!command) throw discordErrors.unknownCommand();
  return command;
}

const handlers = {
  list: ({ world, params }: RouteContext) => ok(world.commands.list(scopeOf(world, params))),
  overwrite: ({ world, params, body }: RouteContext) => {
    const guildId = scopeOf(world, params);
    const errors = validateCommandList(body);
    if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
    return ok(world.commands.overwrite(guildId, body as JsonRecord[]));
  },
  create: ({ world, params, body }: RouteContext) => {
    const guildId = scopeOf(world, params);
    const { command, created } = world.commands.upsert(guildId, validOne(body));
    return { status: created ? 201 : 200, body: command };
  },
  get: ({ world, params }: RouteContext) =>
    ok(commandOrThrow(world, scopeOf(world, params), params.commandId)),
  edit: ({ world, params, body }: RouteContext) => {
    const guildId = scopeOf(world, params);
    const existing = commandOrThrow(world, guildId, params.commandId);
    const merged = validOne({ ...existing, ...(isRecord(body) ? body : {}) });
    return ok(world.commands.edit(guildId, existing.id, merged));
  },
  remove: ({ world, params }: RouteContext) => {
    const guildId = scopeOf(world, params);
    if (!world.commands.delete(guildId, commandOrThrow(world, guildId, params.commandId).id)) {
      throw discordErrors.unknownCommand();
    }
    return NO_CONTENT;
  },
};

/** Global and guild application commands: bulk overwrite, upsert, edit, delete, read. */
export function commandRoutes(): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  for (const base of [
    "/applications/:applicationId/commands",
    "/applications/:applicationId/guilds/:guildId/commands",
  ]) {
    routes.push(
      { method: "GET", pattern: base, auth: "bot", handler: handlers.list },
      { method: "PUT", pattern: base, auth: "bot", handler: handlers.overwrite },
      { method: "POST", pattern: base, auth: "bot", handler: handlers.create },
      { method: "GET", pattern: `${base}/:commandId`, auth: "bot", handler: handlers.get },
      { method: "PATCH", pattern: `${base}/:commandId`, auth: "bot", handler: handlers.edit },
      { method: "DELETE", pattern: `${base}/:commandId`, auth: "bot", handler: handlers.remove },
    );
  }
  return routes;
}
