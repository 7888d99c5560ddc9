import "server-only";
import { and, eq } from "drizzle-orm";
import { openFinanceAccounts, openFinanceIgnored, openFinanceTransactions, transactions, transactionTypes } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { linkMessages } from "@/lib/schemas/open-finance-links";
import type { IgnoredSnapshot } from "@/server/shared/remember-ignored-rows";
import { assignStatementMonths } from "@/server/cards";

/**
 * DELETE /open-finance/ignored/{id} ("Desfazer"): the bank row comes back from what was kept of
 * it, on its connected account, as a row waiting for review; its Pluggy id is free again. Another
 * person's is a 404. Answers with the new transaction's id.
 */
export async function restoreIgnoredRow(db: Db, userId: string, id: string): Promise<{ transactionId: string }> {
  return db.transaction(async (tx) => {
    const [ignored] = await tx
      .delete(openFinanceIgnored)
      .where(and(eq(openFinanceIgnored.id, id), eq(openFinanceIgnored.userId, userId)))
      .returning();
    if (!ignored) throw notFound(linkMessages.ignoredNotFound);
    const snapshot = ignored.snapshot as IgnoredSnapshot;
    const [account] = ignored.accountId
      ? await tx
          .select({ paymentMethodId: openFinanceAccounts.paymentMethodId })
          .from(openFinanceAccounts)
          .where(and(eq(openFinanceAccounts.id, ignored.accountId), eq(openFinanceAccounts.userId, userId)))
      : [];
    const [type] = await tx
      .select({ id: transactionTypes.id })
      .from(transactionTypes)
      .where(eq(transactionTypes.transactionType, ignored.type === "receita" ? "receita" : "despesa"));
    const paymentMethodId = account?.paymentMethodId ?? null;
    const [created] = await tx
      .insert(transactions)
      .values({
        userId,
        description: ignored.description,
        valor: ignored.valor,
        transactionDate: ignored.day,
        transactionTypeId: type!.id,
        paymentMethodId,
      })
      .returning({ id: transactions.id });
    await tx.insert(openFinanceTransactions).values({
      transactionId: created!.id,
      userId,
      accountId: account ? ignored.accountId : null,
      pluggyTransactionId: ignored.pluggyTransactionId,
      status: snapshot.status === "PENDING" ? "PENDING" : "POSTED",
      rawDescription: snapshot.rawDescription ?? null,
      counterparty: snapshot.counterparty ?? null,
      counterpartyDocument: snapshot.counterpartyDocument ?? null,
      pluggyCategoryId: snapshot.pluggyCategoryId ?? null,
      pluggyCategory: snapshot.pluggyCategory ?? null,
      mcc: snapshot.mcc ?? null,
      merchantDocument: snapshot.merchantDocument ?? null,
      merchantCnae: snapshot.merchantCnae ?? null,
      needsReview: true,
    });
    await assignStatementMonths(tx, userId, paymentMethodId, eq(transactions.id, created!.id));
    return { transactionId: created!.id };
  });
}
