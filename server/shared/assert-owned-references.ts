import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { categories, objectives, payees, paymentMethods } from "@/db/schema";
import { CATEGORY_NOT_FOUND } from "@/lib/schemas/categories";
import { PAYMENT_METHOD_NOT_FOUND } from "@/lib/schemas/payment-methods";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";
import { objectiveMessages } from "@/lib/schemas/objectives";
import { payeeMessages } from "@/lib/schemas/payees";

/** The ids a record may point to; null or absent means "none". */
export interface OwnedReferences {
  categoryId?: string | null;
  paymentMethodId?: string | null;
  objectiveId?: string | null;
  payeeId?: string | null;
}

const OWNED = [
  { key: "categoryId", table: categories, message: CATEGORY_NOT_FOUND },
  { key: "paymentMethodId", table: paymentMethods, message: PAYMENT_METHOD_NOT_FOUND },
  { key: "objectiveId", table: objectives, message: objectiveMessages.notFound },
  { key: "payeeId", table: payees, message: payeeMessages.notFound },
] as const;

/**
 * Every category, payment method, objective and payee a record points to must be the user's own,
 * or for a category or objective their household's (404 otherwise, as for any record of another
 * user). Rows are locked (KEY SHARE) so they cannot vanish before the write in the same transaction.
 */
export async function assertOwnedReferences(
  tx: DbOrTx,
  userId: string,
  refs: OwnedReferences,
): Promise<void> {
  for (const { key, table, message } of OWNED) {
    const id = refs[key];
    if (!id) continue;
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), "householdId" in table ? visibleHouseholdItemSql(userId, table) : eq(table.userId, userId)))
      .for("key share");
    if (!row) throw notFound(message);
  }
}
