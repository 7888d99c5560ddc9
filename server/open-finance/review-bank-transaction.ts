import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import { reviewMessages } from "@/lib/schemas/open-finance-review";
import type { ReviewInput } from "@/lib/schemas/open-finance-review";
import { createCategoryRule } from "@/server/category-rules/create-category-rule";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { lockBankRows } from "@/server/open-finance/lock-bank-rows";
import { turnBankRowIntoTransfer } from "@/server/open-finance/turn-bank-row-into-transfer";
import { mergeBankRowInto } from "@/server/open-finance/merge-bank-row";
import { rememberIgnoredRows } from "@/server/shared/remember-ignored-rows";
import { assertRemovalKeepsObjectives } from "@/server/objectives/assert-objective-balance";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";
import { learnFromRecategorisation } from "@/server/categorisation/learn-from-recategorisation";
import { emitTransactionEvents, emitTransactionsDeleted } from "@/server/transactions/emit-transaction-events";

export interface ReviewResult {
  transactionId: string;
  action: ReviewInput["action"];
  /** With "categorize" and a rule text: whether a new rule was made (false when one with that text existed). */
  ruleCreated: boolean;
}

/**
 * What the person decided about a row the bank brought ("A revisar"): accept it as it is, give it a
 * category (and, optionally, the rule "description contains → category"), or turn it into a
 * transfer between two of their accounts, which then counts neither as income nor as spending;
 * "Já lancei isso" (duplicate) merges it into the person's own row; "ignore" removes it for good.
 * Another person's row, or one that is not the bank's, is a 404. Once it commits, what changed is
 * told to webhooks: a categorised row (or the person's row a duplicate merged into) is
 * `transaction.updated`; an ignored, merged or transferred bank row, gone, is `transaction.deleted`.
 */
export async function reviewBankTransaction(
  db: Db,
  userId: string,
  transactionId: string,
  input: ReviewInput,
): Promise<ReviewResult> {
  const { updated, deleted } = await db.transaction(async (tx): Promise<{ updated: string[]; deleted: string[] }> => {
    const [row] = await lockBankRows(tx, userId, [transactionId]);
    if (!row) throw notFound(reviewMessages.notFound);

    const reviewed = and(eq(openFinanceTransactions.transactionId, transactionId), eq(openFinanceTransactions.userId, userId));
    if (input.action === "accept") {
      await tx.update(openFinanceTransactions).set({ needsReview: false }).where(reviewed);
      return { updated: [], deleted: [] };
    }
    if (input.action === "categorize") {
      await assertCategoryFits(tx, userId, input.categoryId, row.type);
      await tx
        .update(transactions)
        .set({ categoryId: input.categoryId })
        .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)));
      await tx.update(openFinanceTransactions).set({ needsReview: false, editedByUser: true }).where(reviewed);
      await learnFromRecategorisation(tx, userId, [transactionId], input.categoryId);
      return { updated: [transactionId], deleted: [] };
    }

    if (input.action === "duplicate") {
      await mergeBankRowInto(tx, userId, row, input.transactionId);
      return { updated: [input.transactionId], deleted: [transactionId] };
    }
    if (input.action === "ignore") {
      const bankRow = eq(transactions.id, transactionId);
      await assertRemovalKeepsObjectives(tx, userId, bankRow);
      await rememberIgnoredRows(tx, userId, bankRow, "ignored");
      await tx.delete(transactions).where(and(bankRow, eq(transactions.userId, userId)));
      return { updated: [], deleted: [transactionId] };
    }
    await turnBankRowIntoTransfer(tx, userId, row, input.counterpartPaymentMethodId);
    return { updated: [], deleted: [transactionId] };
  });
  await emitTransactionEvents(db, userId, "transaction.updated", updated);
  await emitTransactionsDeleted(db, userId, deleted);

  if (input.action === "ignore") await purgeAttachmentFiles(db);
  let ruleCreated = false;
  if (input.action === "categorize" && input.ruleContains) {
    try {
      await createCategoryRule(db, userId, { contains: input.ruleContains, categoryId: input.categoryId, paymentMethodId: null });
      ruleCreated = true;
    } catch (error) {
      // A rule with this text already exists: the row is categorised, the person's rule stays as it was.
      if (!(error instanceof AppError && error.code === "conflict")) throw error;
    }
  }
  return { transactionId, action: input.action, ruleCreated };
}
