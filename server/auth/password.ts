import "server-only";
import bcrypt from "bcryptjs";

/** OWASP's floor for bcrypt is 10; 12 keeps a login around a quarter of a second. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares against the stored hash, or against a throwaway hash when there is no account, so an
 * unknown e-mail takes as long to refuse as a wrong password.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= bcrypt.hash("bolso-sem-conta", BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
