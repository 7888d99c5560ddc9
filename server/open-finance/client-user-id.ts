import "server-only";

/**
 * The opaque id Pluggy keeps for a person: their Bolso user id, a random uuid that says nothing
 * about them (never the e-mail or CPF) and stays the same when a secret is rotated.
 */
export function clientUserIdOf(userId: string): string {
  return userId;
}
