// Running a bench script under valgrind's callgrind with the instrumentation off until the script
// turns it on around what it measures (act-instructions.ts, click-instructions.ts).

import { spawn } from "node:child_process";

/** valgrind's arguments before the node command: callgrind, off at start, JIT code followed, into `out`. */
export function callgrindArgs(out: string): string[] {
  return [
    "--tool=callgrind",
    "--instr-atstart=no",
    "--smc-check=all-non-file",
    `--callgrind-out-file=${out}`,
  ];
}

/** Turns this process's instrumentation on or off (callgrind_control, through valgrind's gdbserver). */
export function instrument(on: boolean): Promise<unknown> {
  return new Promise((resolve) =>
    spawn("callgrind_control", [`--instr=${on ? "on" : "off"}`, String(process.pid)], { stdio: "ignore" }).on(
      "exit",
      resolve,
    ),
  );
}
