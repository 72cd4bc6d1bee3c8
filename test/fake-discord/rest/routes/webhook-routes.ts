import { MessageFlags } from "discord-api-types/v10";
import { discordErrors } from "../../discord-error.ts";
import type { InteractionRecord } from "../../model/interactions.ts";
import type { FakeMessage } from "../../model/messages.ts";
import type { RouteContext, RouteDefinition, RouteResult } from "../router.ts";
import { messageTypeFor, NO_CONTENT, ok, validMessageBody } from "./shared.ts";

/**
 * An interaction token used as a webhook. An unknown, failed or expired token
 * is answered 401 Invalid Webhook Token, as Discord does after 15 minutes; a
 * token whose interaction was never acknowledged has no webhook yet.
 */
function tokenRecord({ world, params }: RouteContext): InteractionRecord {
  if (params.applicationId !== world.applicationId) throw discordErrors.unknownWebhook();
  const record = params.token ? world.interactions.byTokenValue(params.token) : undefined;
  if (!record || record.state === "failed" || record.isExpired(world.clock.now())) {
    throw discordErrors.invalidWebhookToken();
  }
  if (record.state === "pending") throw discordErrors.unknownWebhook();
  return record;
}

/** `@original` (already URL-decoded) or the id of a message sent with this token. */
function tokenMessage(context: RouteContext, record: InteractionRecord): FakeMessage {
  const requested = context.params.messageId;
  const id = requested === "@original" ? record.originalMessageId : requested;
  const belongs = id !== undefined && (id === record.originalMessageId || record.followUpIds.includes(id));
  const message = belongs ? context.world.messages.get(id) : undefined;
  if (!message || message.deleted) throw discordErrors.unknownMessage();
  return message;
}

function markOriginalEdited(record: InteractionRecord, message: FakeMessage): void {
  if (message.id !== record.originalMessageId) return;
  record.originalEdits += 1;
  record.awaitingDeferredEdit = false;
  record.awaitingUpdateEdit = false;
}

function followUp(context: RouteContext): RouteResult {
  const { world, files } = context;
  const record = tokenRecord(context);
  const body = validMessageBody(context.body, files);
  const original = record.originalMessageId ? world.messages.get(record.originalMessageId) : undefined;
  if (record.awaitingDeferredEdit && original) {
    // Documented legacy behaviour: the first follow-up after a deferred reply
    // fills the "thinking..." message; its ephemeral flag is ignored.
    world.editMessage(original, body, files);
    markOriginalEdited(record, original);
    return ok(original.data);
  }
  const ephemeral = ((body.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  const message = world.createMessage({
    channel: record.channel,
    author: world.botUser,
    body,
    files,
    type: messageTypeFor(record),
    ephemeralFor: ephemeral ? record.user : undefined,
    interaction: record,
  });
  record.followUpIds.push(message.id);
  world.changed();
  return ok(message.data);
}

function getMessage(context: RouteContext): RouteResult {
  return ok(tokenMessage(context, tokenRecord(context)).data);
}

function editMessage(context: RouteContext): RouteResult {
  const record = tokenRecord(context);
  const message = tokenMessage(context, record);
  const body = validMessageBody(context.body, context.files, { existing: message });
  context.world.editMessage(message, body, context.files);
  markOriginalEdited(record, message);
  context.world.changed();
  return ok(message.data);
}

function deleteMessage(context: RouteContext): RouteResult {
  const record = tokenRecord(context);
  const message = tokenMessage(context, record);
  context.world.deleteMessage(message);
  markOriginalEdited(record, message);
  return NO_CONTENT;
}

export function webhookRoutes(): RouteDefinition[] {
  const message = "/webhooks/:applicationId/:token/messages/:messageId";
  return [
    { method: "POST", pattern: "/webhooks/:applicationId/:token", auth: "none", handler: followUp },
    { method: "GET", pattern: message, auth: "none", handler: getMessage },
    { method: "PATCH", pattern: message, auth: "none", handler: editMessage },
    { method: "DELETE", pattern: message, auth: "none", handler: deleteMessage },
  ];
}
