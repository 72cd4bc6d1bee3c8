export * from "./errors.ts";
export * from "./guild-settings.ts";
export { PrismaStore } from "./prisma-store.ts";
export type * from "./types.ts";
