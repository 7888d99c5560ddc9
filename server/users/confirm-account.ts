import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkOneTimeCode, codeError } from "@/server/auth/check-one-time-code";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import type { ConfirmAccountInput } from "@/lib/schemas/auth";
import { findUserByEmail } from "@/server/users/find-user-by-email";

export const alreadyConfirmedMessage = "Esta conta já está confirmada. Faça login.";

/** Confirms the account with the e-mailed code (single use, 15 minutes, 5 tries). */
export async function confirmAccount(db: Db, input: ConfirmAccountInput, client: { ip: string }) {
  await consumeRateLimit("confirm", { ip: client.ip, account: input.email });
  const user = await findUserByEmail(db, input.email);
  if (user?.confirmedAt) throw new AppError("bad_request", alreadyConfirmedMessage);
  const result = await db.transaction(async (tx) => {
    const check = await checkOneTimeCode(tx, user?.id ?? null, "confirm_account", input.confirmationCode);
    if (check === "ok" && user) {
      await tx.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, user.id));
    }
    return check;
  });
  if (result !== "ok") throw codeError(result);
}
