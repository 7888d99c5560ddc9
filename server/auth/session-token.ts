import "server-only";
import { createHash, randomBytes } from "node:crypto";

export { SESSION_TTL_MS } from "@/lib/session-cookie";
/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

/** 32 random bytes (256 bits), URL-safe; only its SHA-256 is stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
