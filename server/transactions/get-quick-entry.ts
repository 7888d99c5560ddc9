import "server-only";
import { and, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import { listTransactionReferences } from "@/server/transactions/list-transaction-references";
import type { QuickEntryJson } from "@/lib/schemas/transactions";

/** How many of the person's descriptions the sheet suggests from. */
export const QUICK_ENTRY_DESCRIPTIONS = 40;

/**
 * What the phone's "+" sheet needs on opening: the lists to choose from, the payment method of the
 * latest entry (the sheet's default) and the descriptions of the last twelve months, most used
 * first, then most recent (parcelas left out: their descriptions carry "(k/n)").
 */
export async function getQuickEntry(db: DbOrTx, userId: string, today = todayInSaoPaulo()): Promise<QuickEntryJson> {
  const since = addMonths(today, -12);
  const recent = and(eq(transactions.userId, userId), gte(transactions.transactionDate, since));
  const [{ references }, last, descriptions] = await Promise.all([
    listTransactionReferences(db, userId),
    db
      .select({ id: transactions.paymentMethodId })
      .from(transactions)
      .where(and(recent, isNotNull(transactions.paymentMethodId)))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(1),
    db
      .select({ description: transactions.description })
      .from(transactions)
      .where(and(recent, isNull(transactions.installmentGroupId)))
      .groupBy(transactions.description)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${transactions.createdAt})`), transactions.description)
      .limit(QUICK_ENTRY_DESCRIPTIONS),
  ]);
  return {
    references,
    lastPaymentMethodId: last[0]?.id ?? null,
    descriptions: descriptions.map((row) => row.description),
  };
}
