import {
  type APIApplicationCommandOptionChoice,
  type APIModalInteractionResponseCallbackData,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from "discord-api-types/v10";
import { discordErrors } from "../../discord-error.ts";
import { FormErrors } from "../../form-errors.ts";
import { isRecord, type JsonRecord } from "../../json.ts";
import { validateAutocompleteResult } from "../../limits/autocomplete-limits.ts";
import { validateModal } from "../../limits/modal-limits.ts";
import type { InteractionRecord } from "../../model/interactions.ts";
import { normalizeComponents } from "../../model/message-builder.ts";
import type { World } from "../../model/world.ts";
import type { RouteContext, RouteDefinition, RouteResult } from "../router.ts";
import { messageTypeFor, NO_CONTENT, ok, validMessageBody } from "./shared.ts";

/** Which callback types Discord accepts for each interaction type. */
function allowedCallbacks(record: InteractionRecord): readonly InteractionResponseType[] {
  const message = [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
  ];
  switch (record.type) {
    case InteractionType.ApplicationCommandAutocomplete:
      return [InteractionResponseType.ApplicationCommandAutocompleteResult];
    case InteractionType.MessageComponent:
      return [
        ...message,
        InteractionResponseType.DeferredMessageUpdate,
        InteractionResponseType.UpdateMessage,
        InteractionResponseType.Modal,
      ];
    case InteractionType.ModalSubmit:
      // Updating only makes sense when the modal was opened from a message component.
      return record.sourceMessageId
        ? [...message, InteractionResponseType.DeferredMessageUpdate, InteractionResponseType.UpdateMessage]
        : message;
    default:
      return [...message, InteractionResponseType.Modal];
  }
}

function formError(path: string, code: string, message: string): never {
  const errors = new FormErrors();
  errors.add([path], { code, message });
  throw discordErrors.invalidFormBody(errors);
}

function sourceMessage(world: World, record: InteractionRecord) {
  const message = record.sourceMessageId ? world.messages.get(record.sourceMessageId) : undefined;
  if (!message || message.deleted) throw discordErrors.unknownMessage();
  return message;
}

/** Applies a validated callback to the world; returns the message it created or updated, if any. */
function applyCallback(
  context: RouteContext,
  record: InteractionRecord,
  type: InteractionResponseType,
  body: JsonRecord,
) {
  const { world, files } = context;
  const data = body.data;
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource: {
      const message = validMessageBody(data ?? {}, files, { path: ["data"] });
      const ephemeral = ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      const created = world.createMessage({
        channel: record.channel,
        author: world.botUser,
        body: message,
        files,
        type: messageTypeFor(record),
        ephemeralFor: ephemeral ? record.user : undefined,
        interaction: record,
      });
      record.originalMessageId = created.id;
      return created;
    }
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const flags = isRecord(data) && typeof data.flags === "number" ? data.flags : 0;
      const created = world.createMessage({
        channel: record.channel,
        author: world.botUser,
        body: {},
        files: [],
        type: messageTypeFor(record),
        ephemeralFor: flags & MessageFlags.Ephemeral ? record.user : undefined,
        interaction: record,
        loading: true,
      });
      record.originalMessageId = created.id;
      record.awaitingDeferredEdit = true;
      return created;
    }
    case InteractionResponseType.DeferredMessageUpdate: {
      const message = sourceMessage(world, record);
      record.originalMessageId = message.id;
      record.awaitingUpdateEdit = true;
      return undefined;
    }
    case InteractionResponseType.UpdateMessage: {
      const message = sourceMessage(world, record);
      const update = validMessageBody(data ?? {}, files, { existing: message, path: ["data"] });
      world.editMessage(message, update, files);
      record.originalMessageId = message.id;
      return message;
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult: {
      const errors = new FormErrors();
      validateAutocompleteResult(data, ["data"], errors);
      if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
      record.choices = ((data as JsonRecord).choices ?? []) as APIApplicationCommandOptionChoice[];
      return undefined;
    }
    case InteractionResponseType.Modal: {
      const errors = new FormErrors();
      validateModal(data, ["data"], errors);
      if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
      const modal = data as APIModalInteractionResponseCallbackData;
      record.modal = { ...modal, components: normalizeComponents(modal.components) };
      return undefined;
    }
    default:
      return formError("type", "INTERACTION_RESPONSE_TYPE_INVALID", `Callback type ${type} is not supported`);
  }
}

function callback(context: RouteContext): RouteResult {
  const { world, params, body, query } = context;
  const record = params.interactionId ? world.interactions.get(params.interactionId) : undefined;
  if (!record || record.token !== params.token) throw discordErrors.unknownInteraction();
  if (record.state === "failed" || record.isExpired(world.clock.now()))
    throw discordErrors.unknownInteraction();
  if (record.state === "acknowledged") throw discordErrors.alreadyAcknowledged();
  if (world.isPastAckDeadline(record)) {
    // A late answer finds the interaction already failed, as on Discord.
    world.failInteraction(record);
    throw discordErrors.unknownInteraction();
  }
  if (!isRecord(body) || typeof body.type !== "number") {
    return formError("type", "BASE_TYPE_REQUIRED", "This field is required");
  }
  const type = body.type as InteractionResponseType;
  if (!allowedCallbacks(record).includes(type)) {
    return formError(
      "type",
      "INTERACTION_RESPONSE_TYPE_INVALID",
      `Callback type ${type} is not valid for an interaction of type ${record.type}`,
    );
  }
  const message = applyCallback(context, record, type, body);
  record.clearAckTimer();
  record.state = "acknowledged";
  record.callbackType = type;
  record.callbackBody = body;
  world.changed();
  if (query.get("with_response") !== "true") return NO_CONTENT;
  const response: RESTPostAPIInteractionCallbackWithResponseResult = {
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: record.originalMessageId,
      response_message_loading: type === InteractionResponseType.DeferredChannelMessageWithSource,
      response_message_ephemeral: message?.ephemeral ?? false,
    },
    resource: { type },
  };
  // Discord includes the message only for CHANNEL_MESSAGE_WITH_SOURCE and UPDATE_MESSAGE.
  if (
    message &&
    (type === InteractionResponseType.ChannelMessageWithSource ||
      type === InteractionResponseType.UpdateMessage)
  ) {
    response.resource = { type, message: message.data };
  }
  return ok(response);
}

export function interactionRoutes(): RouteDefinition[] {
  return [
    {
      method: "POST",
      pattern: "/interactions/:interactionId/:token/callback",
      auth: "none",
      handler: callback,
    },
  ];
}
