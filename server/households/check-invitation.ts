import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { householdInvitations } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdMessages } from "@/lib/schemas/households";
import { MAX_CODE_ATTEMPTS } from "@/server/auth/one-time-code-policy";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import { hashInvitationCode } from "@/server/households/invitation-code";

type Invitation = typeof householdInvitations.$inferSelect;

export type InvitationCheck = { ok: true; invitation: Invitation } | { ok: false; error: AppError };

/** Spends one try of an invitation code for the person (and their address): a 429 past the budget. */
export function throttleInvitationTries(user: { id: string }, client: { ip: string }): Promise<void> {
  return consumeRateLimit("householdInvitation", { ip: client.ip, account: `user:${user.id}` });
}

/**
 * The invitation `code` opens for `user`, its row locked: sent to their e-mail (else 403), not used,
 * not locked by wrong tries, not expired (each a 400 of its own). A code that opens nothing counts
 * as a wrong try against the invitations waiting for their e-mail, which die after 5, like a
 * sign-up code. It answers rather than throws, so the caller commits that count before failing.
 */
export async function checkInvitation(
  tx: DbOrTx,
  user: { email: string },
  code: string,
  now: Date,
): Promise<InvitationCheck> {
  const email = user.email.trim().toLowerCase();
  const [invitation] = await tx
    .select()
    .from(householdInvitations)
    .where(eq(householdInvitations.codeHash, hashInvitationCode(code)))
    .for("update");
  if (!invitation) return { ok: false, error: await countWrongTry(tx, email, now) };
  if (invitation.email.toLowerCase() !== email) return failure("forbidden", householdMessages.otherEmail);
  if (invitation.acceptedAt) return failure("bad_request", householdMessages.codeUsed);
  if (invitation.failedAttempts >= MAX_CODE_ATTEMPTS) return failure("bad_request", householdMessages.codeLocked);
  if (invitation.expiresAt.getTime() <= now.getTime()) return failure("bad_request", householdMessages.codeExpired);
  return { ok: true, invitation };
}

const failure = (code: "bad_request" | "forbidden", message: string): InvitationCheck => ({
  ok: false,
  error: new AppError(code, message),
});

async function countWrongTry(tx: DbOrTx, email: string, now: Date): Promise<AppError> {
  const tried = await tx
    .update(householdInvitations)
    .set({ failedAttempts: sql`${householdInvitations.failedAttempts} + 1` })
    .where(
      and(
        eq(householdInvitations.email, email),
        isNull(householdInvitations.acceptedAt),
        gt(householdInvitations.expiresAt, now),
      ),
    )
    .returning({ failedAttempts: householdInvitations.failedAttempts });
  const locked = tried.some((row) => row.failedAttempts >= MAX_CODE_ATTEMPTS);
  return new AppError("bad_request", locked ? householdMessages.codeLocked : householdMessages.codeInvalid);
}
