import "server-only";
import type { Db } from "@/lib/server/db";
import { users } from "@/db/schema";
import { logger } from "@/lib/server/logger";
import { AppError } from "@/lib/errors";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { hashPassword } from "@/server/auth/password";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import type { RegisterInput } from "@/lib/schemas/auth";
import { sendCodeMail } from "@/server/mail/send-code-mail";

export const duplicateEmailMessage = "Este e-mail já está cadastrado. Faça login ou recupere sua senha.";

/** Creates an unconfirmed account and e-mails its confirmation code. */
export async function registerUser(db: Db, input: RegisterInput, client: { ip: string }) {
  await consumeRateLimit("register", { ip: client.ip });
  const passwordHash = await hashPassword(input.password);
  const { user, code } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: input.role })
      .onConflictDoNothing()
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        subscriptionStatus: users.subscriptionStatus,
        vipAccess: users.vipAccess,
      });
    if (!row) throw new AppError("conflict", duplicateEmailMessage);
    const issued = await issueOneTimeCode(tx, row.id, "confirm_account");
    return { user: row, code: issued };
  });
  if (code) {
    // The account exists either way; if the mail fails the user asks for a new code.
    await sendCodeMail("confirm_account", user, code).catch((error: unknown) =>
      logger.error({ err: error }, "[mail] código de confirmação não enviado"),
    );
  }
  return user;
}
