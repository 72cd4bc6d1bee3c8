import {
  type APIGuildMember,
  type APITextChannel,
  type GatewayGuildCreateDispatchData,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  type GuildMemberFlags,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  type GuildSystemChannelFlags,
  GuildVerificationLevel,
  type Locale,
  PermissionFlagsBits,
} from "discord-api-types/v10";
import { FakeChannel } from "./channels.ts";
import {
  computeChannelPermissions,
  DEFAULT_BOT_PERMISSIONS,
  DEFAULT_EVERYONE_PERMISSIONS,
} from "./permissions.ts";
import { FakeRole } from "./roles.ts";
import { activeThreadsOf } from "./threads.ts";
import type { FakeUser } from "./users.ts";
import type { World } from "./world.ts";

export class FakeMember {
  readonly roleIds = new Set<string>();

  constructor(
    readonly guild: FakeGuild,
    readonly user: FakeUser,
    readonly joinedAt: string,
    public nick: string | null = null,
  ) {}

  get roles(): FakeRole[] {
    return [...this.roleIds].map((id) => this.guild.roles.get(id)).filter((role) => role !== undefined);
  }

  toAPI(): APIGuildMember {
    return {
      user: this.user.toAPI(),
      nick: this.nick,
      avatar: null,
      banner: null,
      roles: [...this.roleIds],
      joined_at: this.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      pending: false,
      communication_disabled_until: null,
    };
  }
}

export interface AddMemberOptions {
  roles?: FakeRole[];
  /** Shortcut: grants these permissions through a role made for the purpose. */
  permissions?: bigint;
  nick?: string;
}

/**
 * A guild the bot has joined: its roles (@everyone, the bot's managed role),
 * text channels and members. The owner gets every permission, as on Discord.
 */
export class FakeGuild {
  readonly roles = new Map<string, FakeRole>();
  readonly channels = new Map<string, FakeChannel>();
  readonly members = new Map<string, FakeMember>();
  readonly everyoneRole: FakeRole;
  readonly botRole: FakeRole;
  readonly joinedAt: string;

  constructor(
    private readonly world: World,
    readonly id: string,
    public name: string,
    public preferredLocale: Locale,
    readonly owner: FakeUser,
  ) {
    this.joinedAt = world.isoNow();
    this.everyoneRole = new FakeRole(id, "@everyone", DEFAULT_EVERYONE_PERMISSIONS, 0);
    this.roles.set(id, this.everyoneRole);
    this.botRole = new FakeRole(world.ids.next(), world.botUser.username, DEFAULT_BOT_PERMISSIONS, 1, {
      managed: true,
      botId: world.botUser.id,
    });
    this.roles.set(this.botRole.id, this.botRole);
    this.addMemberQuietly(owner);
    this.addMemberQuietly(world.botUser).roleIds.add(this.botRole.id);
  }

  createTextChannel(name: string, options: { topic?: string } = {}): FakeChannel {
    const channel = new FakeChannel(
      this.world,
      this,
      this.world.ids.next(),
      name,
      this.channels.size,
      options,
    );
    this.channels.set(channel.id, channel);
    this.world.registerChannel(channel);
    return channel;
  }

  createRole(name: string, permissions: bigint = 0n): FakeRole {
    const role = new FakeRole(this.world.ids.next(), name, permissions, this.roles.size);
    this.roles.set(role.id, role);
    this.world.announceRole(this, role, "created");
    return role;
  }

  setRolePermissions(role: FakeRole, permissions: bigint): void {
    role.permissions = permissions;
    this.world.announceRole(this, role, "updated");
  }

  /** Changes what the bot's own role allows, e.g. to test a missing Send Messages permission. */
  setBotPermissions(permissions: bigint): void {
    this.setRolePermissions(this.botRole, permissions);
  }

  addMember(user: FakeUser, options: AddMemberOptions = {}): FakeMember {
    const member = this.addMemberQuietly(user, options.nick ?? null);
    this.world.announceMember(this, member);
    for (const role of options.roles ?? []) this.giveRole(member, role);
    if (options.permissions !== undefined) {
      const role = this.createRole(`${user.username} permissions`, options.permissions);
      this.giveRole(member, role);
    }
    return member;
  }

  giveRole(member: FakeMember, role: FakeRole): void {
    if (!this.roles.has(role.id)) throw new Error(`role ${role.name} does not belong to guild ${this.name}`);
    member.roleIds.add(role.id);
    this.world.changed();
  }

  member(user: FakeUser): FakeMember | undefined {
    return this.members.get(user.id);
  }

  /** Effective permissions of a member in a channel (or guild-wide without a channel). */
  permissionsOf(user: FakeUser, channel?: FakeChannel): bigint {
    const member = this.members.get(user.id);
    if (!member) return 0n;
    const rolePermissions = new Map<string, bigint>();
    for (const role of member.roles) rolePermissions.set(role.id, role.permissions);
    return computeChannelPermissions({
      isOwner: user.id === this.owner.id,
      everyoneRoleId: this.id,
      everyonePermissions: this.everyoneRole.permissions,
      rolePermissions,
      memberId: user.id,
      overwrites: channel?.permissionOverwrites ?? [],
    });
  }

  isAdministrator(user: FakeUser): boolean {
    return (this.permissionsOf(user) & PermissionFlagsBits.Administrator) !== 0n;
  }

  toGuildCreate(): GatewayGuildCreateDispatchData {
    const botMember = this.members.get(this.world.botUser.id);
    return {
      id: this.id,
      name: this.name,
      icon: null,
      icon_hash: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.owner.id,
      region: "deprecated",
      afk_channel_id: null,
      afk_timeout: 300,
      widget_enabled: false,
      widget_channel_id: null,
      verification_level: GuildVerificationLevel.None,
      default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
      explicit_content_filter: GuildExplicitContentFilter.Disabled,
      roles: [...this.roles.values()].map((role) => role.toAPI()),
      emojis: [],
      features: [],
      mfa_level: GuildMFALevel.None,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0 as GuildSystemChannelFlags,
      rules_channel_id: null,
      max_presences: null,
      max_members: 500_000,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: GuildPremiumTier.None,
      premium_subscription_count: 0,
      preferred_locale: this.preferredLocale,
      public_updates_channel_id: null,
      max_video_channel_users: 25,
      max_stage_video_channel_users: 50,
      nsfw_level: GuildNSFWLevel.Default,
      stickers: [],
      premium_progress_bar_enabled: false,
      hub_type: null,
      safety_alerts_channel_id: null,
      incidents_data: null,
      joined_at: this.joinedAt,
      large: false,
      unavailable: false,
      member_count: this.members.size,
      voice_states: [],
      // Without the privileged GUILD_MEMBERS intent Discord only sends the bot's own member.
      members: botMember ? [botMember.toAPI()] : [],
      channels: [...this.channels.values()].map((channel) => channel.toAPI() as APITextChannel),
      threads: activeThreadsOf(this.world, this.id),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  private addMemberQuietly(user: FakeUser, nick: string | null = null): FakeMember {
    const existing = this.members.get(user.id);
    if (existing) return existing;
    const member = new FakeMember(this, user, this.world.isoNow(), nick);
    this.members.set(user.id, member);
    this.world.changed();
    return member;
  }
}
