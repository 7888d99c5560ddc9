import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { users } from "@/db/schema";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { hashPassword } from "@/server/auth/password";
import { consumeRateLimit, withinRateLimit } from "@/server/auth/rate-limit";
import type { RegisterInput } from "@/lib/schemas/auth";
import { sendCodeMail } from "@/server/mail/send-code-mail";
import { sendSignUpAttemptMail } from "@/server/mail/send-sign-up-attempt-mail";
import { findUserByEmail } from "@/server/users/find-user-by-email";

const answerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  subscriptionStatus: users.subscriptionStatus,
  vipAccess: users.vipAccess,
};

/** The user a new sign-up answers with, as the database's defaults would make it. */
function freshUser(id: string, input: RegisterInput) {
  return { id, name: input.name, email: input.email, subscriptionStatus: "inactive" as const, vipAccess: false };
}

/**
 * Creates an unconfirmed account and e-mails its confirmation code. An e-mail that already has an
 * account gets the same answer, so sign-up never tells who is registered:
 * - confirmed: nothing changes; its owner is told by e-mail (with links to log in or reset);
 * - unconfirmed: this sign-up takes the pending one's place (name, password, a new code), because
 *   only the mailbox's owner can confirm it, and a squatter's password must not survive that.
 * Those e-mails are capped per address (`registerExisting`), and every mail leaves in the
 * background, so the answer takes about as long either way (the password is hashed either way).
 */
export async function registerUser(db: Db, input: RegisterInput, client: { ip: string }) {
  await consumeRateLimit("register", { ip: client.ip });
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const allowed = await withinRateLimit("registerExisting", { ip: client.ip, account: input.email });
    if (existing.confirmedAt) {
      if (allowed) inBackground(sendSignUpAttemptMail(existing), "aviso de cadastro repetido");
      return freshUser(randomUUID(), input);
    }
    if (allowed) await replacePendingSignUp(db, existing.id, input, passwordHash);
    return freshUser(existing.id, input);
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: input.role })
      .onConflictDoNothing()
      .returning(answerColumns);
    return row ? { user: row, code: await issueOneTimeCode(tx, row.id, "confirm_account") } : null;
  });
  // Lost a race with the same e-mail: the other request's account stands; answer as usual.
  if (!created) return freshUser(randomUUID(), input);
  sendConfirmation(created.user, created.code);
  return created.user;
}

async function replacePendingSignUp(db: Db, userId: string, input: RegisterInput, passwordHash: string) {
  const code = await db.transaction(async (tx) => {
    await tx.update(users).set({ name: input.name, passwordHash }).where(eq(users.id, userId));
    return issueOneTimeCode(tx, userId, "confirm_account");
  });
  sendConfirmation({ name: input.name, email: input.email }, code);
}

function sendConfirmation(user: { name: string; email: string }, code: string | null) {
  // The account exists either way; if the mail fails the user asks for a new code.
  if (code) inBackground(sendCodeMail("confirm_account", user, code), "código de confirmação");
}

function inBackground(sending: Promise<void>, what: string) {
  sending.catch((error: unknown) => logger.error({ err: error }, `[mail] ${what} não enviado`));
}
