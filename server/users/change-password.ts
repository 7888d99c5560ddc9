import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { sessions, users } from "@/db/schema";
import { logger } from "@/lib/server/logger";
import type { ChangePasswordInput } from "@/lib/schemas/users";
import { hashPassword } from "@/server/auth/password";
import { sendPasswordChangedMail } from "@/server/mail/send-password-changed-mail";
import { checkCurrentPassword } from "@/server/users/check-current-password";

/**
 * Sets a new password once the current one is proven. Every other session ends (a device that
 * knew the old password is signed out); the one making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  user: { id: string; name: string; email: string },
  currentSessionId: string,
  input: ChangePasswordInput,
  client: { ip: string },
): Promise<void> {
  await checkCurrentPassword(db, user, input.currentPassword, client);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
  });
  // The password is already changed: a mail server failure must not turn that into an error.
  await sendPasswordChangedMail(user).catch((error: unknown) =>
    logger.error({ err: error }, "aviso de senha alterada não enviado"),
  );
}
