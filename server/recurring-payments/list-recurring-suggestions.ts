import "server-only";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { recurringSuggestionDismissals } from "@/db/schema";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { centsToReais } from "@/lib/format/money";
import { subscriptionMessage } from "@/lib/domain/subscription-pattern";
import { findSubscriptionSuggestions } from "@/server/recurring-payments/find-subscription-suggestions";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import type { RecurringSuggestionJson } from "@/lib/schemas/recurring-suggestions";

/**
 * GET /recurring-payments/suggestions: "Netflix parece uma assinatura: R$ 55,90 todo dia 7 — acompanhar?".
 * Kept in the version-keyed cache: the person's transactions, payees and recurring payments move
 * their list version (migrations 0003, 0028, 0035); the payees turned down, which do not, are in
 * the key, as is today. Everything it reads is the person's own (`user_id`; a member's row on a
 * shared account is the owner's). On a 1M-row account the read is four months of charges (~5,000
 * rows, 15-30 ms). Only for reads: a caller inside a transaction that writes may read a version
 * that never commits.
 */
export async function listRecurringSuggestions(db: DbOrTx, userId: string): Promise<RecurringSuggestionJson[]> {
  const today = todayInSaoPaulo();
  const dismissed = await db
    .select({ payeeId: recurringSuggestionDismissals.payeeId })
    .from(recurringSuggestionDismissals)
    .where(eq(recurringSuggestionDismissals.userId, userId))
    .orderBy(asc(recurringSuggestionDismissals.payeeId));
  const turnedDown = createHash("sha256").update(dismissed.map((row) => row.payeeId).join(",")).digest("base64url");
  return cachedValueForListVersion(db, userId, `recurring-suggestions:${today}:${turnedDown}`, async () => {
    const suggestions = await findSubscriptionSuggestions(db, userId, undefined, today);
    return suggestions.map((s) => ({
      id: s.payeeId,
      payeeName: s.payeeName,
      amount: centsToReais(s.amountCents),
      dueDay: s.dueDay,
      message: subscriptionMessage(s.payeeName, s.amountCents, s.dueDay),
    }));
  });
}
