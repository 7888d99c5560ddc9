import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { oneTimeCodes } from "@/db/schema";
import type { OneTimeCodePurpose } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { MAX_CODE_ATTEMPTS, hashCode } from "@/server/auth/one-time-code-policy";

export type CodeCheck = "ok" | "invalid" | "expired" | "locked";

export const codeMessages = {
  invalid: "Código inválido. Verifique o código enviado para o seu e-mail.",
  expired: "Código expirado. Solicite um novo código.",
  locked: "Código bloqueado após muitas tentativas. Solicite um novo código.",
} as const;

/**
 * Checks and, when right, consumes the user's code. Run it inside the transaction that applies the
 * effect; it returns (rather than throws) so a wrong try is counted even though the caller fails.
 */
export async function checkOneTimeCode(
  tx: DbOrTx,
  userId: string | null,
  purpose: OneTimeCodePurpose,
  code: string,
): Promise<CodeCheck> {
  if (!userId) return "invalid";
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .for("update")
    .limit(1);
  if (!row || row.consumedAt) return "invalid";
  if (row.failedAttempts >= MAX_CODE_ATTEMPTS) return "locked";
  if (row.expiresAt.getTime() <= Date.now()) return "expired";
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(userId, purpose, code), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await tx
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id));
    return row.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? "locked" : "invalid";
  }
  await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
  return "ok";
}

/** The 400 to answer for a code that did not pass. */
export function codeError(result: Exclude<CodeCheck, "ok">): AppError {
  return new AppError("bad_request", codeMessages[result]);
}
