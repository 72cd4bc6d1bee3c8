// Bytes this process writes to its sockets: in the bench only the database's are open (Discord is
// stubbed), so the difference around a click or a game is what it sent to PostgreSQL.

import net from "node:net";

let bytesWritten = 0;
let counting = false;

/** Starts counting every socket write of this process (once). */
export function countSocketWrites(): void {
  if (counting) return;
  counting = true;
  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === "string") bytesWritten += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytesWritten += chunk.byteLength;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
}

/** Bytes written to sockets since counting started. */
export function socketBytes(): number {
  return bytesWritten;
}
