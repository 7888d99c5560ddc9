import "server-only";
import { randomBytes } from "node:crypto";
import { API_TOKEN_PREFIX } from "@/lib/schemas/api-tokens";

/** Characters of the token kept for display: the prefix and the first 6 of the secret. */
const DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 6;

/** `bolso_pat_` + 32 random bytes (256 bits) in base64url; only its SHA-256 is stored. */
export function generateApiToken(): { token: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, prefix: token.slice(0, DISPLAY_LENGTH) };
}

/** True for what looks like a personal token (a session token never starts so). */
export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}
