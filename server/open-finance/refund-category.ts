import "server-only";
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { payees, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS } from "@/lib/format/money";
import type { CategoryDecision } from "@/server/categorisation/make-categoriser";

/** How far back an estorno looks for the purchase it gives back. */
const REFUND_LOOKBACK_DAYS = 90;
/** What a bank prints before the merchant on an estorno ("ESTORNO IFOOD", "EST. LOJA X"). */
const REFUND_WORD = /^\s*(estorno|est\.|reembolso|devolu[cç][aã]o)\s*(de\s+|-\s*|:\s*)?/i;

/**
 * The category an estorno takes, so it lowers the spending it gives back: the category of the
 * original purchase (the latest categorised despesa above zero from the same payee, or with the
 * same description, within the 90 days before it), else the payee's default category. Null when
 * neither answers: the categoriser then decides as for any row.
 */
export async function refundCategory(
  tx: DbOrTx,
  userId: string,
  refund: { day: string; description: string; payeeId: string | null },
): Promise<CategoryDecision | null> {
  const texts = [refund.description, refund.description.replace(REFUND_WORD, "")].map((text) =>
    text.trim().toLowerCase(),
  );
  const sameText = sql`lower(${transactions.description}) in (${texts[0]}, ${texts[1]})`;
  const sameParty = refund.payeeId
    ? sql`(${transactions.payeeId} = ${refund.payeeId} or ${sameText})`
    : sameText;
  const [purchase] = await tx
    .select({ categoryId: transactions.categoryId })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        gt(transactions.valor, ZERO_CENTS),
        isNotNull(transactions.categoryId),
        sql`${transactions.transactionDate} between ${refund.day}::date - ${REFUND_LOOKBACK_DAYS}::int and ${refund.day}::date`,
        sql`exists (select 1 from transaction_types tt where tt.id = ${transactions.transactionTypeId} and tt.transaction_type = 'despesa')`,
        sameParty,
      ),
    )
    .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt))
    .limit(1);
  if (purchase?.categoryId) return { categoryId: purchase.categoryId, source: "history" };
  if (!refund.payeeId) return null;
  const [payee] = await tx
    .select({ categoryId: payees.defaultCategoryId })
    .from(payees)
    .where(and(eq(payees.id, refund.payeeId), eq(payees.userId, userId)));
  return payee?.categoryId ? { categoryId: payee.categoryId, source: "payee" } : null;
}
