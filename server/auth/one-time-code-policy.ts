import "server-only";
import { createHash, randomInt } from "node:crypto";
import type { OneTimeCodePurpose } from "@/db/schema";
import { CODE_LENGTH } from "@/lib/schemas/auth";

export const CODE_TTL_MINUTES = 15;
/** After this many wrong tries the code is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

/** Six digits (or `length`) from the CSPRNG, leading zeros kept. */
export function generateCode(length: number = CODE_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/** Only this digest is stored; binding it to the user and purpose keeps codes from being swapped. */
export function hashCode(userId: string, purpose: OneTimeCodePurpose, code: string): string {
  return createHash("sha256").update(`${userId}:${purpose}:${code}`).digest("hex");
}
