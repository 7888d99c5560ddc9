import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { assertRefundFits } from "@/server/transactions/assert-refund-fits";

export interface TransactionReferences {
  transactionTypeId: string;
  categoryId: string | null;
  paymentMethodId: string | null;
  objectiveId: string | null;
  payeeId?: string | null;
  /** An estorno: only a despesa on a credit card, never linked to an objective. */
  estorno?: boolean;
}

/**
 * Checks every id a transaction points to: the type must exist (400), and the category, payment
 * method, objective and payee must be the user's own (404, locked until the write; see
 * assertOwnedReferences), and the category must fit the type (400), and an estorno must be a
 * despesa on a credit card (400). Answers with the type's name.
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
  await assertOwnedReferences(tx, userId, refs);
  await assertCategoryFits(tx, userId, refs.categoryId, type.transactionType);
  if (refs.estorno) await assertRefundFits(tx, userId, refs, type.transactionType);
  return type.transactionType;
}
