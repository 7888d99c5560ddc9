import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db";
import { AppError, notFound } from "@/lib/api/errors";
import { categories, objectives, paymentMethods, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";

export interface TransactionReferences {
  transactionTypeId: string;
  categoryId: string | null;
  paymentMethodId: string | null;
  objectiveId: string | null;
}

/**
 * Checks every id a transaction points to: the type must exist (400), and the category, payment
 * method and objective must be the user's own (404 otherwise, as for any record of another user).
 * Rows are locked (KEY SHARE) so they cannot vanish before the write in the same transaction.
 */
export async function checkReferences(
  tx: DbOrTx,
  userId: string,
  refs: TransactionReferences,
): Promise<TransactionTypeName> {
  const [type] = await tx
    .select({ transactionType: transactionTypes.transactionType })
    .from(transactionTypes)
    .where(eq(transactionTypes.id, refs.transactionTypeId));
  if (!type) throw new AppError("bad_request", "Tipo de transação não encontrado.");

  if (refs.categoryId) {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, refs.categoryId), eq(categories.userId, userId)))
      .for("key share");
    if (!row) throw notFound("Categoria não encontrada.");
  }
  if (refs.paymentMethodId) {
    const [row] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, refs.paymentMethodId), eq(paymentMethods.userId, userId)))
      .for("key share");
    if (!row) throw notFound("Meio de pagamento não encontrado.");
  }
  if (refs.objectiveId) {
    const [row] = await tx
      .select({ id: objectives.id })
      .from(objectives)
      .where(and(eq(objectives.id, refs.objectiveId), eq(objectives.userId, userId)))
      .for("key share");
    if (!row) throw notFound("Objetivo não encontrado.");
  }
  return type.transactionType;
}
