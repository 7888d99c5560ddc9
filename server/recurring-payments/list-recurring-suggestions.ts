import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import { subscriptionMessage } from "@/lib/domain/subscription-pattern";
import { findSubscriptionSuggestions } from "@/server/recurring-payments/find-subscription-suggestions";
import type { RecurringSuggestionJson } from "@/lib/schemas/recurring-suggestions";

/** GET /recurring-payments/suggestions: "Netflix parece uma assinatura: R$ 55,90 todo dia 7 — acompanhar?". */
export async function listRecurringSuggestions(db: DbOrTx, userId: string): Promise<RecurringSuggestionJson[]> {
  const suggestions = await findSubscriptionSuggestions(db, userId);
  return suggestions.map((s) => ({
    id: s.payeeId,
    payeeName: s.payeeName,
    amount: centsToReais(s.amountCents),
    dueDay: s.dueDay,
    message: subscriptionMessage(s.payeeName, s.amountCents, s.dueDay),
  }));
}
