// When the server ends every session at once, the pool may still hold several dead idle
// connections (it hears of each on its error event, asynchronously): a retry can draw another dead
// one. A call is tried again while its connection died, so it ends on a live one; any other error,
// or a connection that keeps dying past the pool's size, is thrown.

import { expect, it } from "vitest";
import { againIfDisconnected } from "../../src/store/dead-connection.ts";

const terminated = () =>
  Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

function failing(times: number, error: () => Error) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    call: async () => {
      calls++;
      if (calls <= times) throw error();
      return "done";
    },
  };
}

it("draws past several dead pooled connections to a live one", async () => {
  const three = failing(3, terminated);
  await expect(againIfDisconnected(three.call)).resolves.toBe("done");
  expect(three.calls).toBe(4);
});

it("throws any other error at once", async () => {
  const other = failing(1, () => Object.assign(new Error("duplicate key"), { code: "23505" }));
  await expect(againIfDisconnected(other.call)).rejects.toThrow("duplicate key");
  expect(other.calls).toBe(1);
});

it("gives up after the pool's size of dead connections in a row", async () => {
  const always = failing(1_000, terminated);
  await expect(againIfDisconnected(always.call)).rejects.toThrow("administrator command");
  expect(always.calls).toBe(10);
});
