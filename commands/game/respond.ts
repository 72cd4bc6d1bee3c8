// Answering an interaction with the renderers' payloads: privately (a reply, or the fill of a
// deferred one), or as the new state of the ephemeral panel a component sits on.

import {
  type BaseMessageOptions,
  type ChatInputCommandInteraction,
  MessagePayload as DiscordPayload,
  InteractionResponseType,
  type InteractionWebhook,
  type MessageComponentInteraction,
  MessageFlags,
  RequestMethod,
  Routes,
} from "discord.js";
import { started } from "../../src/app/started.ts";
import type { MessagePayload } from "../../src/render/index.ts";

/** The interactions the game commands answer. */
export type Answerable = ChatInputCommandInteraction | MessageComponentInteraction;

export function messageOptions(payload: MessagePayload): BaseMessageOptions {
  return {
    content: payload.content,
    embeds: payload.embeds,
    components: payload.components,
    allowedMentions: payload.allowedMentions,
  };
}

/**
 * The payload as discord.js sends it, its body made here. Our payloads are Discord's JSON already
 * (snake_case keys, raw components): discord.js would copy every embed and component key by key
 * (`toSnakeCase`, lodash's snakeCase per key) and look up three of its modules per message, for
 * the same body — a tenth of a click's CPU (issue 22). The body is what `resolveBody()` makes of
 * `messageOptions(payload)` (test/discord/respond-body.test.ts compares them); a client that
 * enforces nonces gets discord.js's own.
 */
export function sendable(
  target: MessageComponentInteraction | InteractionWebhook,
  payload: MessagePayload,
  flags?: number,
): DiscordPayload | (BaseMessageOptions & { flags?: number }) {
  const options = flags === undefined ? messageOptions(payload) : { ...messageOptions(payload), flags };
  if ((target.client.options as { enforceNonce?: boolean }).enforceNonce) return options;
  const resolved = new DiscordPayload(target as ConstructorParameters<typeof DiscordPayload>[0], options);
  resolved.body = bodyOf(payload, flags);
  resolved.files = [];
  return resolved;
}

/** The body discord.js's `resolveBody()` makes of `messageOptions(payload)` (and `flags`). */
function bodyOf(payload: MessagePayload, flags?: number): DiscordPayload["body"] {
  return {
    content: payload.content,
    tts: false,
    nonce: undefined,
    enforce_nonce: false,
    embeds: payload.embeds,
    components: payload.components,
    allowed_mentions: payload.allowedMentions,
    flags,
    attachments: undefined,
  } as DiscordPayload["body"];
}

/** A payload of one line of text, pinging nobody. */
export function textPayload(text: string): MessagePayload {
  return { content: text, embeds: [], components: [], allowedMentions: { parse: [] } };
}

/** The payload with an explanation above it (why the click did not do what it said). */
export function withNote(payload: MessagePayload, note: string | undefined): MessagePayload {
  if (!note) return payload;
  const content = payload.content ? `${note}\n${payload.content}` : note;
  return { ...payload, content: content.slice(0, 2000) };
}

/** Fills the reply deferred with `deferReply({ flags: Ephemeral })`. */
export async function fillReply(interaction: Answerable, payload: MessagePayload): Promise<void> {
  await interaction.editReply(messageOptions(payload));
}

/**
 * Tells only the user who asked: an ephemeral reply, or an ephemeral follow-up once the
 * interaction is acknowledged (e.g. a click on a public message answered with deferUpdate).
 */
export async function tellPrivately(interaction: Answerable, payload: MessagePayload): Promise<void> {
  const options = { ...messageOptions(payload), flags: MessageFlags.Ephemeral } as const;
  if (interaction.deferred || interaction.replied) await interaction.followUp(options);
  else await interaction.reply(options);
}

/** Shows `payload` in place of the ephemeral panel the component sits on. */
export async function updatePanel(
  interaction: MessageComponentInteraction,
  payload: MessagePayload,
): Promise<void> {
  if (interaction.deferred || interaction.replied) await interaction.editReply(messageOptions(payload));
  else await interaction.update(messageOptions(payload));
}

/** Whether the component sits on an ephemeral message (a private panel) rather than a public one. */
export function onPrivatePanel(interaction: MessageComponentInteraction): boolean {
  return interaction.message.flags.has(MessageFlags.Ephemeral);
}

/**
 * Acknowledges a click whose answer is private: it will replace the panel the component sits on,
 * or come as an ephemeral reply when the component sits on a public message. Decided from the
 * message itself, never from the custom_id (which a client can forge): private content never
 * replaces a public message. Then `fillReply`/`updatePanel` show the answer.
 */
export async function deferPrivateAnswer(interaction: MessageComponentInteraction): Promise<void> {
  if (onPrivatePanel(interaction)) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
}

/** How long a click may take before it is acknowledged (Discord waits 3 s for the first response). */
export const ACKNOWLEDGE_AFTER_MS = 2_000;

/**
 * The private answer of a click in ONE request when it is ready in time: the panel the component
 * sits on updated in place (or an ephemeral reply to a click on a public message), as
 * `deferPrivateAnswer` + `fillReply` would show it in two. A click still working after
 * ACKNOWLEDGE_AFTER_MS (to within SWEEP_MS) is deferred then, and its answer fills the deferred
 * reply. `done` ends the wait (call it however the click ends).
 */
export function privateAnswer(
  interaction: MessageComponentInteraction,
  afterMs = ACKNOWLEDGE_AFTER_MS,
): { show(payload: MessagePayload): Promise<unknown>; done(): void } {
  return new PrivateAnswer(interaction, afterMs);
}

/** How often the clicks still working are looked at (one timer for them all, not one per click). */
const SWEEP_MS = 100;
/** The clicks not answered yet, each with the time it must be acknowledged by. */
const unanswered = new Set<PrivateAnswer>();
let sweeper: NodeJS.Timeout | undefined;

/** Defers the clicks whose time is up; stops once no click waits. */
function sweep(): void {
  const now = Date.now();
  for (const answer of unanswered) if (answer.dueAt <= now) answer.acknowledge();
  if (unanswered.size === 0 && sweeper) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

class PrivateAnswer {
  private deferring: Promise<unknown> | null = null;
  readonly dueAt: number;

  constructor(
    private readonly interaction: MessageComponentInteraction,
    afterMs: number,
  ) {
    // Handed around as a function (`show`), as the closures it replaces were.
    this.show = this.show.bind(this);
    this.dueAt = Date.now() + afterMs;
    unanswered.add(this);
    sweeper ??= setInterval(sweep, Math.min(SWEEP_MS, afterMs));
    // It never holds the process up (the clicks' own work does).
    sweeper.unref();
  }

  /** The click is still working at its deadline: acknowledged now, answered later. */
  acknowledge(): void {
    unanswered.delete(this);
    const { interaction } = this;
    if (interaction.deferred || interaction.replied) return;
    this.deferring = deferPrivateAnswer(interaction).catch(() => undefined);
  }

  /**
   * Not async: the request's own promise is handed back as it is (an async function returning it
   * would resolve its own promise with it: one promise and two turns of the microtask queue more
   * per click, issue 22). A throw is a rejection, as from an async function.
   */
  show(payload: MessagePayload): Promise<unknown> {
    unanswered.delete(this);
    if (this.deferring) return this.deferring.then(() => this.send(payload));
    return started(() => this.send(payload));
  }

  private send(payload: MessagePayload): Promise<unknown> {
    const { interaction } = this;
    if (interaction.deferred || interaction.replied)
      return interaction.editReply(sendable(interaction.webhook, payload));
    if (onPrivatePanel(interaction)) return updatePanelNow(interaction, payload);
    return interaction.reply(sendable(interaction, payload, MessageFlags.Ephemeral));
  }

  done(): void {
    unanswered.delete(this);
  }
}

/** `with_response=false`, as discord.js sends it with an update (read only, never changed). */
const WITHOUT_RESPONSE = new URLSearchParams({ with_response: "false" });

/**
 * `interaction.update(sendable(interaction, payload))`: the same request, sent without discord.js's
 * steps around it (the payload's body and files resolved again, the query built, a response object
 * made that nobody reads) — the click's answer, once per click (issue 22). Handed to the REST
 * layer's `request` as its `post` would hand it (`{ ...options, fullRoute, method }`), without
 * that async step's copy of the options and its promise resolved with another.
 */
function updatePanelNow(interaction: MessageComponentInteraction, payload: MessagePayload): Promise<void> {
  // A client that enforces nonces: discord.js's own way (as `sendable`).
  if ((interaction.client.options as { enforceNonce?: boolean }).enforceNonce)
    return interaction.update(sendable(interaction, payload)).then(ignore);
  const request = interaction.client.rest.request({
    body: { type: InteractionResponseType.UpdateMessage, data: bodyOf(payload) },
    files: [],
    auth: false,
    query: WITHOUT_RESPONSE,
    fullRoute: Routes.interactionCallback(interaction.id, interaction.token),
    method: RequestMethod.Post,
  });
  return request.then(() => {
    interaction.replied = true;
  });
}

function ignore(): void {}
