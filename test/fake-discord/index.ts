export { type Clock, ManualClock, OffsetClock } from "./clock.ts";
export { DiscordError, type ViolationKind } from "./discord-error.ts";
export { type CommandInput, CommandInputError, type OptionValue } from "./driver/command-options.ts";
export { InteractionFailedError, InteractionResult } from "./driver/interaction-result.ts";
export type { ModalValues } from "./driver/modal-submission.ts";
export {
  type InteractOptions,
  type MessageTarget,
  type SlashOptions,
  UserDriver,
} from "./driver/user-driver.ts";
export { FakeDiscord } from "./fake-discord.ts";
export type { GatewayStats, ReconnectMethod } from "./gateway/gateway-server.ts";
export { COMMAND_LIMITS } from "./limits/command-limits.ts";
export { COMPONENT_LIMITS } from "./limits/component-limits.ts";
export { EMBED_LIMITS } from "./limits/embed-limits.ts";
export { MESSAGE_LIMITS } from "./limits/message-limits.ts";
export { MODAL_LIMITS } from "./limits/modal-limits.ts";
export { FakeChannel } from "./model/channels.ts";
export type { ComponentQuery, InteractiveComponent } from "./model/component-query.ts";
export { FakeDMChannel } from "./model/dms.ts";
export { FakeGuild, FakeMember } from "./model/guilds.ts";
export { INTERACTION_TOKEN_LIFETIME_MS } from "./model/interactions.ts";
export { FakeMessage } from "./model/messages.ts";
export { FakeRole } from "./model/roles.ts";
export { FakeThread } from "./model/threads.ts";
export { FakeUser } from "./model/users.ts";
export type { RecordedRequest, Violation } from "./model/world.ts";
export { WaitTimeoutError } from "./notifier.ts";
export type { FailureHandle, FailureSpec } from "./rest/failures.ts";
export { type StartFakeDiscordOptions, startFakeDiscord } from "./start.ts";
