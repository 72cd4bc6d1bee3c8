import { type APIUser, Locale } from "discord-api-types/v10";

export interface FakeUserOptions {
  locale?: Locale;
  globalName?: string | null;
  bot?: boolean;
}

/** A Discord account. Users exist once; they join guilds as members. */
export class FakeUser {
  readonly bot: boolean;
  readonly globalName: string | null;
  /** The client language; sent as `locale` in every interaction this user starts. */
  locale: Locale;

  constructor(
    readonly id: string,
    readonly username: string,
    options: FakeUserOptions = {},
  ) {
    this.bot = options.bot ?? false;
    this.globalName = options.globalName === undefined ? username : options.globalName;
    this.locale = options.locale ?? Locale.EnglishUS;
  }

  get mention(): string {
    return `<@${this.id}>`;
  }

  toAPI(): APIUser {
    return {
      id: this.id,
      username: this.username,
      // Bots keep a 4-digit discriminator; migrated users have "0".
      discriminator: this.bot ? "0001" : "0",
      global_name: this.bot ? null : this.globalName,
      avatar: null,
      bot: this.bot,
      system: false,
      banner: null,
      accent_color: null,
      avatar_decoration_data: null,
      collectibles: null,
      primary_guild: null,
    };
  }
}
