import type { APIRole, RoleFlags } from "discord-api-types/v10";

export class FakeRole {
  constructor(
    readonly id: string,
    public name: string,
    public permissions: bigint,
    readonly position: number,
    readonly options: { managed?: boolean; botId?: string } = {},
  ) {}

  get mention(): string {
    return `<@&${this.id}>`;
  }

  toAPI(): APIRole {
    const role: APIRole = {
      id: this.id,
      name: this.name,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: this.position,
      permissions: this.permissions.toString(),
      managed: this.options.managed ?? false,
      mentionable: false,
      // No flag set; the enum has no zero member.
      flags: 0 as RoleFlags,
    };
    if (this.options.botId) role.tags = { bot_id: this.options.botId };
    return role;
  }
}
