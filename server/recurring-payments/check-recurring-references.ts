import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import { categories, paymentMethods } from "@/db/schema";

/**
 * The category and payment method a recurring payment points to must be the user's own (404
 * otherwise, as for any record of another user). Rows are locked (KEY SHARE) so they cannot vanish
 * before the write in the same transaction.
 */
export async function checkRecurringReferences(
  tx: DbOrTx,
  userId: string,
  refs: { categoryId: string | null; paymentMethodId: string | null },
): Promise<void> {
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
}
