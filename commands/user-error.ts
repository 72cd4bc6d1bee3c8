/**
 * An expected refusal whose message is meant for the user ("This game has
 * already started."). The interaction handler shows it as an ephemeral reply
 * and does not log it as a failure.
 */
export class UserError extends Error {
  override readonly name = "UserError";
}
