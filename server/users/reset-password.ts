import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { sessions, users } from "@/db/schema";
import { checkOneTimeCode, codeError } from "@/server/auth/check-one-time-code";
import { hashPassword } from "@/server/auth/password";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import type { ResetPasswordInput } from "@/lib/schemas/auth";
import { findUserByEmail } from "@/server/users/find-user-by-email";

/**
 * Sets the new password with the e-mailed code and ends every session of the user. The code
 * proves the e-mail is theirs, so an account still unconfirmed becomes confirmed.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, client: { ip: string }) {
  await consumeRateLimit("reset", { ip: client.ip, account: input.email });
  const user = await findUserByEmail(db, input.email);
  const result = await db.transaction(async (tx) => {
    const check = await checkOneTimeCode(tx, user?.id ?? null, "reset_password", input.resetCode);
    if (check !== "ok" || !user) return check;
    const passwordHash = await hashPassword(input.newPassword);
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: user.confirmedAt ?? new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return check;
  });
  if (result !== "ok") throw codeError(result);
}
