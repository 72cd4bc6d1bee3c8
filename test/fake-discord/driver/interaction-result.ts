import type {
  APIApplicationCommandOptionChoice,
  APIEmbed,
  APIInteraction,
  APIMessageTopLevelComponent,
  APIModalInteractionResponseCallbackData,
  InteractionResponseType,
} from "discord-api-types/v10";
import type { ComponentQuery, InteractiveComponent } from "../model/component-query.ts";
import type { InteractionRecord } from "../model/interactions.ts";
import type { FakeMessage } from "../model/messages.ts";
import type { World } from "../model/world.ts";

/** The interaction failed on the user's side: it was not acknowledged in time. */
export class InteractionFailedError extends Error {
  override name = "InteractionFailedError";

  constructor(
    readonly record: InteractionRecord,
    details: string,
  ) {
    super(`${record.failure ?? `${record.label} failed`}${details}`);
  }
}

/**
 * What the user saw after one interaction: the bot's callback and the message it
 * produced. Message getters are live: they reflect later edits, so a test can
 * keep a result and look again after the next click.
 */
export class InteractionResult {
  constructor(
    private readonly world: World,
    readonly record: InteractionRecord,
  ) {}

  /** The INTERACTION_CREATE payload the bot received. */
  get interaction(): APIInteraction {
    return this.record.payload;
  }

  get callbackType(): InteractionResponseType {
    if (this.record.callbackType === undefined) throw new Error(`${this.record.label} has no callback yet`);
    return this.record.callbackType;
  }

  /** The message the interaction created (reply) or updated (component update), latest version. */
  get message(): FakeMessage | undefined {
    const id = this.record.originalMessageId;
    return id ? this.world.messages.get(id) : undefined;
  }

  /** Like `message`, but fails when there is none (e.g. after an autocomplete or a modal). */
  get reply(): FakeMessage {
    const message = this.message;
    if (!message)
      throw new Error(`${this.record.label} produced no message (callback type ${this.record.callbackType})`);
    return message;
  }

  get content(): string {
    return this.message?.content ?? "";
  }

  get embeds(): APIEmbed[] {
    return this.message?.embeds ?? [];
  }

  get components(): APIMessageTopLevelComponent[] {
    return this.message?.components ?? [];
  }

  get ephemeral(): boolean {
    return this.message?.ephemeral ?? false;
  }

  get followUps(): FakeMessage[] {
    return this.record.followUpIds
      .map((id) => this.world.messages.get(id))
      .filter((message): message is FakeMessage => message !== undefined);
  }

  /** Autocomplete suggestions (callback type 8). */
  get choices(): APIApplicationCommandOptionChoice[] {
    return this.record.choices ?? [];
  }

  /** The modal the bot opened (callback type 9). */
  get modal(): APIModalInteractionResponseCallbackData | undefined {
    return this.record.modal;
  }

  findComponent(query: ComponentQuery): InteractiveComponent | undefined {
    return this.message?.findComponent(query);
  }

  component(query: ComponentQuery): InteractiveComponent {
    return this.reply.component(query);
  }

  /** Waits for a follow-up sent with this interaction's token. */
  waitForFollowUp(
    predicate: (message: FakeMessage) => boolean = () => true,
    options: { timeoutMs?: number } = {},
  ): Promise<FakeMessage> {
    return this.world.notifier.waitFor(() => this.followUps.find(predicate), {
      timeoutMs: options.timeoutMs ?? this.world.options.waitTimeoutMs,
      describe: () => `waiting for a follow-up to ${this.record.label}; got ${this.followUps.length}`,
    });
  }

  /** Waits until the response message satisfies the predicate (e.g. after a later edit). */
  waitForMessage(
    predicate: (message: FakeMessage) => boolean,
    options: { timeoutMs?: number } = {},
  ): Promise<FakeMessage> {
    return this.world.notifier.waitFor(
      () => {
        const message = this.message;
        return message && predicate(message) ? message : undefined;
      },
      {
        timeoutMs: options.timeoutMs ?? this.world.options.waitTimeoutMs,
        describe: () =>
          `waiting for the response to ${this.record.label} to match; it is ${JSON.stringify(this.message?.text ?? null)}`,
      },
    );
  }
}
