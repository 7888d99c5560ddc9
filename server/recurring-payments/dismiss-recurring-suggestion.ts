import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { payees, recurringSuggestionDismissals } from "@/db/schema";
import { recurringSuggestionMessages } from "@/lib/schemas/recurring-suggestions";

/**
 * POST /recurring-payments/suggestions/{id}/dismiss ("Agora não"): the payee is not offered as a
 * subscription again. Another user's payee is a 404; dismissing twice is one dismissal.
 */
export async function dismissRecurringSuggestion(db: DbOrTx, userId: string, payeeId: string): Promise<void> {
  const [payee] = await db
    .select({ id: payees.id })
    .from(payees)
    .where(and(eq(payees.id, payeeId), eq(payees.userId, userId)));
  if (!payee) throw notFound(recurringSuggestionMessages.notFound);
  await db.insert(recurringSuggestionDismissals).values({ userId, payeeId }).onConflictDoNothing();
}
