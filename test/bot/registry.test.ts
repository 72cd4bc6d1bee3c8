import { describe, expect, it, vi } from "vitest";
import { registry } from "../../commands/index.ts";
import { createRegistry } from "../../commands/registry.ts";

describe("the command registry", () => {
  it("registers /smashup with its help subcommand, usable in guilds only, next to /smashup-admin", () => {
    const [smashup, ...others] = registry.commandData();
    expect(others.map((command) => command.name)).toEqual(["smashup-admin"]);
    expect(smashup).toMatchObject({ name: "smashup", contexts: [0] });
    expect(smashup?.options?.map((option) => option.name)).toContain("help");
  });

  it("refuses two commands with one name and two handlers for one prefix", () => {
    const command = { data: { name: "x", description: "d" }, execute: vi.fn() };
    expect(() => createRegistry([{ commands: [command] }, { commands: [command] }])).toThrow(/two commands/);
    const component = { prefix: "p", handle: vi.fn() };
    expect(() => createRegistry([{ components: [component, component] }])).toThrow(/two component/);
  });

  it("finds a component handler by the part of the custom_id before the first colon", () => {
    const handler = { prefix: "game", handle: vi.fn() };
    const components = createRegistry([{ components: [handler] }]);
    expect(components.component("game:1:2:3")).toBe(handler);
    expect(components.component("game")).toBe(handler);
    expect(components.component("gamer:1")).toBeUndefined();
  });
});
