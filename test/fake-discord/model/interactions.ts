import type {
  APIApplicationCommandOptionChoice,
  APIInteraction,
  APIModalInteractionResponseCallbackData,
  InteractionResponseType,
  InteractionType,
} from "discord-api-types/v10";
import type { FakeChannel } from "./channels.ts";
import type { FakeUser } from "./users.ts";

export const INTERACTION_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * - pending: dispatched, no callback yet (the 3-second window is running);
 * - acknowledged: the bot answered the callback;
 * - failed: the 3 seconds passed first; Discord showed "This interaction failed"
 *   and the token is dead.
 */
export type InteractionState = "pending" | "acknowledged" | "failed";

/** Everything the fake knows about one interaction it sent to the bot. */
export class InteractionRecord {
  state: InteractionState = "pending";
  failure: string | undefined;
  callbackType: InteractionResponseType | undefined;
  /** The callback body as the bot sent it (payload_json for multipart). */
  callbackBody: unknown;
  /** The message `@original` points at, once there is one. */
  originalMessageId: string | undefined;
  /** A type 5 reply whose "thinking..." message has not been replaced yet. */
  awaitingDeferredEdit = false;
  /** A type 6 acknowledgement not yet followed by an edit. */
  awaitingUpdateEdit = false;
  /** PATCHes of @original made with this token. */
  originalEdits = 0;
  readonly followUpIds: string[] = [];
  modal: APIModalInteractionResponseCallbackData | undefined;
  choices: APIApplicationCommandOptionChoice[] | undefined;
  ackTimer: NodeJS.Timeout | undefined;
  /** world.skippedMs at dispatch: the 3-second clock of "fake" mode. */
  skippedAtCreation = 0;
  /** Set once the user submitted the modal this interaction opened. */
  modalSubmitted = false;
  /** For a modal submit: the interaction that opened the modal. */
  triggeredBy: InteractionRecord | undefined;

  constructor(
    readonly payload: APIInteraction,
    readonly user: FakeUser,
    readonly channel: FakeChannel,
    /** Fake-clock time of dispatch: drives the 15-minute token lifetime. */
    readonly createdAt: number,
    /** Real time of dispatch: drives the 3-second deadline in "real" mode. */
    readonly createdAtReal: number,
    /** Human description for error messages: "/smashup new", "button join". */
    readonly label: string,
    /** The message a component sits on (or the modal's source message). */
    readonly sourceMessageId: string | undefined,
  ) {}

  get id(): string {
    return this.payload.id;
  }

  get token(): string {
    return this.payload.token;
  }

  get type(): InteractionType {
    return this.payload.type;
  }

  isExpired(now: number): boolean {
    return now - this.createdAt > INTERACTION_TOKEN_LIFETIME_MS;
  }

  clearAckTimer(): void {
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = undefined;
  }
}

export class InteractionStore {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();

  add(record: InteractionRecord): void {
    this.byId.set(record.id, record);
    this.byToken.set(record.token, record);
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  byTokenValue(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  all(): InteractionRecord[] {
    return [...this.byId.values()];
  }
}
