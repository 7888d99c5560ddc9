import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { logger } from "@/lib/server/logger";
import type { DeleteAccountInput } from "@/lib/schemas/users";
import { checkOneTimeCode, codeError } from "@/server/auth/check-one-time-code";
import { cancelSubscriptionNow } from "@/server/billing/cancel-subscription-now";
import { deleteAllPluggyItems } from "@/server/open-finance/delete-all-pluggy-items";
import { deleteUserRows } from "@/server/account/delete-user-rows";
import { leaveHouseholdOnAccountDeletion } from "@/server/households/leave-on-account-deletion";
import { deleteUserAttachmentFiles } from "@/server/attachments/delete-user-attachment-files";
import { sendAccountDeletedMail } from "@/server/mail/send-account-deleted-mail";
import { checkCurrentPassword } from "@/server/users/check-current-password";

/**
 * Closes the account for good: the password and the e-mailed code prove it is the owner; the
 * Stripe subscription ends at once and the bank connections are deleted at Pluggy; every row goes in one transaction. The user row is locked
 * first, so a webhook arriving meanwhile waits and then finds no one to update. The receipts' files
 * leave the store once the rows are gone.
 */
export async function deleteAccount(
  db: Db,
  user: { id: string; email: string },
  input: DeleteAccountInput,
  client: { ip: string },
): Promise<void> {
  await checkCurrentPassword(db, user, input.password, client);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: users.name, email: users.email, subscriptionId: users.stripeSubscriptionId })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    if (!row) throw notFound();
    const check = await checkOneTimeCode(tx, user.id, "delete_account", input.confirmationCode);
    if (check !== "ok") return { check } as const;
    // A Stripe failure throws here and rolls everything back, code included: nothing half-done.
    await cancelSubscriptionNow(row.subscriptionId);
    // Likewise a Pluggy refusal: the bank connections go at Pluggy before anything here.
    await deleteAllPluggyItems(tx, user.id);
    // The household they own passes to another member first; what they typed in others' accounts stays there.
    await leaveHouseholdOnAccountDeletion(tx, user.id);
    await deleteUserRows(tx, user.id);
    return { check, goodbye: { name: row.name, email: row.email } } as const;
  });
  if (outcome.check !== "ok") throw codeError(outcome.check);
  await deleteUserAttachmentFiles(db, user.id);
  await sendAccountDeletedMail(outcome.goodbye).catch((error: unknown) =>
    logger.error({ err: error }, "e-mail de despedida não enviado"),
  );
}
