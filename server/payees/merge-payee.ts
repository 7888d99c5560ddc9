import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import {
  payeeMerges,
  payees,
  recurringPayments,
  recurringSuggestionDismissals,
  transactions,
} from "@/db/schema";
import { getPayee } from "@/server/payees/get-payee";
import { payeeMessages } from "@/lib/schemas/payees";
import type { PayeeJson } from "@/lib/schemas/payees";

/**
 * PATCH /payees/{id} with `{ mergeInto }`: every transaction and recurring payment of this payee
 * moves to the target, the target takes this one's default category when it has none (the "sempre"
 * of this payee), the merge is recorded, and this payee is removed. Both must be the person's (404).
 * Answers the target.
 */
export async function mergePayee(
  db: Db,
  userId: string,
  { fromId, intoId }: { fromId: string; intoId: string },
): Promise<PayeeJson> {
  if (fromId === intoId) throw new AppError("bad_request", payeeMessages.mergeSelf);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payees)
      .where(and(eq(payees.userId, userId), inArray(payees.id, [fromId, intoId])))
      .orderBy(payees.id)
      .for("update");
    const from = rows.find((row) => row.id === fromId);
    const into = rows.find((row) => row.id === intoId);
    if (!from || !into) throw notFound(payeeMessages.notFound);
    const moved = { payeeId: intoId };
    await tx
      .update(transactions)
      .set(moved)
      .where(and(eq(transactions.userId, userId), eq(transactions.payeeId, fromId)));
    await tx
      .update(recurringPayments)
      .set(moved)
      .where(and(eq(recurringPayments.userId, userId), eq(recurringPayments.payeeId, fromId)));
    await tx.execute(sql`
      insert into ${recurringSuggestionDismissals} (user_id, payee_id)
      select user_id, ${intoId} from ${recurringSuggestionDismissals} where user_id = ${userId} and payee_id = ${fromId}
      on conflict do nothing`);
    await tx
      .update(payeeMerges)
      .set({ intoPayeeId: intoId })
      .where(and(eq(payeeMerges.userId, userId), eq(payeeMerges.intoPayeeId, fromId)));
    await tx.insert(payeeMerges).values({
      userId,
      intoPayeeId: intoId,
      fromPayeeId: fromId,
      fromName: from.name,
      fromDocument: from.document,
    });
    if (!into.defaultCategoryId && from.defaultCategoryId) {
      await tx
        .update(payees)
        .set({ defaultCategoryId: from.defaultCategoryId })
        .where(and(eq(payees.id, intoId), eq(payees.userId, userId)));
    }
    await tx.delete(payees).where(and(eq(payees.id, fromId), eq(payees.userId, userId)));
    return getPayee(tx, userId, intoId);
  });
}
