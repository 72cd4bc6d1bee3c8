import { RESTJSONErrorCodes } from "discord-api-types/v10";
import type { FlatFieldError, FormErrors, FormErrorTree } from "./form-errors.ts";

/**
 * Which rule a bot broke. Only mistakes the real Discord would punish are
 * recorded as violations; ordinary lookups of missing things (404 Unknown
 * Message) are not, because a well-behaved bot may make them on purpose.
 */
export type ViolationKind =
  | "invalid-form-body"
  | "empty-message"
  | "interaction-already-acknowledged"
  | "interaction-not-acknowledged"
  | "unknown-interaction"
  | "invalid-webhook-token"
  | "unknown-webhook";

export interface DiscordErrorBody {
  message: string;
  code: number;
  errors?: FormErrorTree;
}

/** A Discord-style error answer, thrown by route handlers and turned into the HTTP response. */
export class DiscordError extends Error {
  override name = "DiscordError";

  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly options: { errors?: FormErrors; violation?: ViolationKind } = {},
  ) {
    super(message);
  }

  get fieldErrors(): FlatFieldError[] {
    return this.options.errors?.flat() ?? [];
  }

  body(): DiscordErrorBody {
    const body: DiscordErrorBody = { message: this.message, code: this.code };
    if (this.options.errors) body.errors = this.options.errors.tree();
    return body;
  }
}

export const discordErrors = {
  invalidFormBody: (errors: FormErrors) =>
    new DiscordError(400, RESTJSONErrorCodes.InvalidFormBodyOrContentType, "Invalid Form Body", {
      errors,
      violation: "invalid-form-body",
    }),
  emptyMessage: () =>
    new DiscordError(400, RESTJSONErrorCodes.CannotSendAnEmptyMessage, "Cannot send an empty message", {
      violation: "empty-message",
    }),
  alreadyAcknowledged: () =>
    new DiscordError(
      400,
      RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged,
      "Interaction has already been acknowledged.",
      { violation: "interaction-already-acknowledged" },
    ),
  unknownInteraction: () =>
    new DiscordError(404, RESTJSONErrorCodes.UnknownInteraction, "Unknown interaction", {
      violation: "unknown-interaction",
    }),
  invalidWebhookToken: () =>
    new DiscordError(401, RESTJSONErrorCodes.InvalidWebhookToken, "Invalid Webhook Token", {
      violation: "invalid-webhook-token",
    }),
  unknownWebhook: () =>
    new DiscordError(404, RESTJSONErrorCodes.UnknownWebhook, "Unknown Webhook", {
      violation: "unknown-webhook",
    }),
  unauthorized: () => new DiscordError(401, RESTJSONErrorCodes.GeneralError, "401: Unauthorized"),
  notFound: () => new DiscordError(404, RESTJSONErrorCodes.GeneralError, "404: Not Found"),
  unknownChannel: () => new DiscordError(404, RESTJSONErrorCodes.UnknownChannel, "Unknown Channel"),
  unknownGuild: () => new DiscordError(404, RESTJSONErrorCodes.UnknownGuild, "Unknown Guild"),
  unknownMember: () => new DiscordError(404, RESTJSONErrorCodes.UnknownMember, "Unknown Member"),
  unknownUser: () => new DiscordError(404, RESTJSONErrorCodes.UnknownUser, "Unknown User"),
  unknownRole: () => new DiscordError(404, RESTJSONErrorCodes.UnknownRole, "Unknown Role"),
  unknownMessage: () => new DiscordError(404, RESTJSONErrorCodes.UnknownMessage, "Unknown Message"),
  unknownCommand: () =>
    new DiscordError(404, RESTJSONErrorCodes.UnknownApplicationCommand, "Unknown application command"),
  unknownApplication: () =>
    new DiscordError(404, RESTJSONErrorCodes.UnknownApplication, "Unknown Application"),
  missingAccess: () => new DiscordError(403, RESTJSONErrorCodes.MissingAccess, "Missing Access"),
  missingPermissions: () =>
    new DiscordError(403, RESTJSONErrorCodes.MissingPermissions, "Missing Permissions"),
  cannotEditOthersMessage: () =>
    new DiscordError(
      403,
      RESTJSONErrorCodes.CannotEditMessageAuthoredByAnotherUser,
      "Cannot edit a message authored by another user",
    ),
  methodNotAllowed: () => new DiscordError(405, RESTJSONErrorCodes.GeneralError, "405: Method Not Allowed"),
} as const;
