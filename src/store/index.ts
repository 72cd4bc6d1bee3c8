export { AnnouncementQueue } from "./announcement-queue.ts";
export { databaseUnreachable } from "./dead-connection.ts";
export * from "./errors.ts";
export * from "./guild-settings.ts";
export { JsonText } from "./json-text.ts";
export { PrismaStore } from "./prisma-store.ts";
export type * from "./types.ts";
