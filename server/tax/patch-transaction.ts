import "server-only";
import type { Db } from "@/lib/server/db";
import type { TransactionPatchBody } from "@/lib/schemas/transaction-patch-body";
import type { TransactionTaxJson } from "@/lib/schemas/tax";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { getTransaction } from "@/server/transactions/get-transaction";
import { updateTransaction } from "@/server/transactions/update-transaction";
import { setTransactionTax } from "@/server/tax/set-transaction-tax";

/**
 * PATCH /transaction/{id}: the row's edit, then its `tax` marking when sent. Answers the row as
 * every transaction answer does, with `tax` beside it when the marking was sent.
 */
export async function patchTransaction(
  db: Db,
  userId: string,
  id: string,
  body: TransactionPatchBody,
): Promise<TransactionJson & { tax?: TransactionTaxJson }> {
  const edited = body.edit ? await updateTransaction(db, userId, id, body.edit) : undefined;
  if (!body.tax) return edited!;
  const tax = await setTransactionTax(db, userId, id, body.tax);
  return { ...(edited ?? (await getTransaction(db, userId, id))), tax };
}
