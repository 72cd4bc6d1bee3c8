import {
  type APIActionRowComponent,
  type APIAttachment,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIMessage,
  type APIMessageTopLevelComponent,
  type APIUser,
  ComponentType,
  MessageFlags,
} from "discord-api-types/v10";
import {
  type ComponentQuery,
  describeComponent,
  describeQuery,
  type InteractiveComponent,
  interactiveComponents,
  matchesQuery,
} from "./component-query.ts";
import type { FakeUser } from "./users.ts";

export interface StoredFile {
  attachmentId: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface FakeMessageMeta {
  guildId: string | undefined;
  /** Set for ephemeral messages: only this user sees them. */
  ephemeralFor: FakeUser | undefined;
  /** The interaction whose token created the message, if any. */
  interactionId: string | undefined;
}

/**
 * A message as Discord stores it, with its edit history. `data` is always the
 * current version, exactly what GET would return and what a component
 * interaction carries as `message`.
 */
export class FakeMessage {
  /** Earlier versions, oldest first; the current one is `data`. */
  readonly history: APIMessage[] = [];
  readonly files = new Map<string, StoredFile>();
  /**
   * Every file the message holds, those its embeds show included: Discord leaves an attachment an
   * embed shows (attachment://name) out of the message's `attachments` (discord-api-docs #1340,
   * #4809), yet an edit keeps it, or drops it when its `attachments` does not list its id.
   */
  held: APIAttachment[] = [];
  deleted = false;

  constructor(
    public data: APIMessage,
    readonly meta: FakeMessageMeta,
  ) {}

  get id(): string {
    return this.data.id;
  }

  get channelId(): string {
    return this.data.channel_id;
  }

  get author(): APIUser {
    return this.data.author;
  }

  get content(): string {
    return this.data.content;
  }

  get embeds(): APIEmbed[] {
    return this.data.embeds;
  }

  get components(): APIMessageTopLevelComponent[] {
    return this.data.components ?? [];
  }

  get flags(): number {
    return this.data.flags ?? 0;
  }

  get ephemeral(): boolean {
    return (this.flags & MessageFlags.Ephemeral) !== 0;
  }

  /** True while a deferred reply still shows "thinking...". */
  get loading(): boolean {
    return (this.flags & MessageFlags.Loading) !== 0;
  }

  get editCount(): number {
    return this.history.length;
  }

  /** Action rows only (legacy layout); handy for asserting a message's shape. */
  get rows(): APIActionRowComponent<APIComponentInMessageActionRow>[] {
    return this.components.filter(
      (component): component is APIActionRowComponent<APIComponentInMessageActionRow> =>
        component.type === ComponentType.ActionRow,
    );
  }

  /** All buttons and selects, wherever they are nested. */
  get interactiveComponents(): InteractiveComponent[] {
    return interactiveComponents(this.components);
  }

  /** Every text a user would read: content, embed texts and V2 text displays. */
  get text(): string {
    const parts = [this.content];
    for (const embed of this.embeds) {
      parts.push(embed.author?.name ?? "", embed.title ?? "", embed.description ?? "");
      for (const field of embed.fields ?? []) parts.push(field.name, field.value);
      parts.push(embed.footer?.text ?? "");
    }
    collectTextDisplays(this.components, parts);
    return parts.filter((part) => part !== "").join("\n");
  }

  findComponent(query: ComponentQuery): InteractiveComponent | undefined {
    return this.interactiveComponents.find((component) => matchesQuery(component, query));
  }

  /** Like findComponent, but fails with the list of what the message does contain. */
  component(query: ComponentQuery): InteractiveComponent {
    const found = this.findComponent(query);
    if (found) return found;
    const available = this.interactiveComponents.map(describeComponent);
    throw new Error(
      `message ${this.id} has no component ${describeQuery(query)}; it has ${
        available.length === 0 ? "no components" : available.join(", ")
      }`,
    );
  }

  toJSON(): APIMessage {
    return this.data;
  }
}

function collectTextDisplays(components: readonly unknown[], into: string[]): void {
  for (const component of components) {
    if (typeof component !== "object" || component === null) continue;
    const record = component as { type?: unknown; content?: unknown; components?: unknown };
    if (record.type === ComponentType.TextDisplay && typeof record.content === "string")
      into.push(record.content);
    if (Array.isArray(record.components)) collectTextDisplays(record.components, into);
  }
}
