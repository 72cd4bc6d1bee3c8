// The user id of an AI seat (issue 23): `ai:<n>`, never a Discord snowflake (those are digits
// only), so that renderers name it instead of mentioning it. No imports: renderers use it too.

export const AI_USER_PREFIX = "ai:";

export function isAiUser(userId: string): boolean {
  return userId.startsWith(AI_USER_PREFIX);
}
