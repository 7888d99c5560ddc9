import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { retryOnceOnConflict } from "@/lib/server/retry-conflict";
import { AppError, notFound } from "@/lib/errors";
import { categories, transactions } from "@/db/schema";
import { assertObjectiveBalance } from "@/server/objectives/assert-objective-balance";
import { refreshCardStatement } from "@/server/cards";
import { checkReferences } from "@/server/transactions/check-references";
import { householdRowValues } from "@/server/transactions/household-row-values";
import { moveRow } from "@/server/transactions/move-row";
import { accessTransaction, visibleHouseholdItemSql } from "@/server/shared/household-access";
import { findTransactions } from "@/server/transactions/find-transactions";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";
import { toTransactionValues } from "@/server/transactions/to-transaction-values";
import { updateInstallments } from "@/server/transactions/update-installments";
import { setTransactionTags } from "@/server/tags/set-transaction-tags";
import { learnFromRecategorisation } from "@/server/categorisation/learn-from-recategorisation";
import { transactionMessages } from "@/lib/schemas/transactions";
import type { TransactionJson, TransactionPatchInput } from "@/lib/schemas/transactions";

/**
 * Locks a parcela series, by its group id, before any of its rows: two edits of one series (from
 * parcela 2 and from parcela 5) then queue on the series instead of each holding its own parcela
 * while waiting for the other's (a deadlock).
 */
async function lockSeries(tx: DbOrTx, groupId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parcela-series'), hashtext(${groupId}))`);
}

/** The row's category when `viewer` cannot see it (null when they can, or it has none). */
function hiddenCategorySql(viewer: string) {
  return sql<string | null>`(select ${categories.id} from ${categories}
    where ${categories.id} = ${transactions.categoryId} and not coalesce(${visibleHouseholdItemSql(viewer, categories)}, false))`;
}

/**
 * Replaces one transaction's fields. A parcel keeps its group, index and count, stays an expense
 * and is never linked to an objective; with scope "future" or "all" its description, category,
 * payment method and tags (when sent) reach the other parcelas too (see updateInstallments), all in one transaction.
 * A parcela's series is locked first (lockSeries); a deadlock or serialization failure still
 * chosen by PostgreSQL runs the whole edit once more.
 * `userId` may be a member writing a row they may change (accessTransaction): the row stays its
 * owner's, unless it moves to an account of someone else (moveRow); `updated_by` names them.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  { scope, ...input }: TransactionPatchInput,
): Promise<TransactionJson> {
  let changed: string[] = [id];
  let ownerId = userId;
  const answer = await retryOnceOnConflict(() =>
    db.transaction(async (tx) => {
      changed = [id];
      const { ownerId: before } = await accessTransaction(tx, {
        userId,
        id,
        mode: "write",
        notFoundMessage: transactionMessages.notFound,
      });
      const [series] = await tx
        .select({ groupId: transactions.installmentGroupId })
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, before)));
      if (series?.groupId) await lockSeries(tx, series.groupId);
      const [current] = await tx
        .select({
          installmentGroupId: transactions.installmentGroupId,
          installmentIndex: transactions.installmentIndex,
          installmentCount: transactions.installmentCount,
          valor: transactions.valor,
          transactionDate: transactions.transactionDate,
          household: transactions.household,
          paidBy: transactions.paidBy,
          split: transactions.split,
          hiddenCategoryId: hiddenCategorySql(userId),
        })
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, before)))
        .for("update");
      // Gone, or moved to another owner, since the access check.
      if (!current) throw notFound(transactionMessages.notFound);
      // An estorno edited without saying otherwise stays an estorno.
      input = { ...input, estorno: input.estorno ?? current.valor < 0 };

      const { type, account } = await checkReferences(tx, userId, input);
      ownerId = account.ownerId;
      const shared = await householdRowValues(tx, { actor: userId, account, input, current });
      // A category the editor cannot see (the owner's private one, shown to them as none) stays
      // with its source when they send none and the row stays its owner's.
      const kept =
        input.categoryId === null && current.hiddenCategoryId && ownerId === before
          ? { categoryId: current.hiddenCategoryId, categorySource: undefined }
          : {};
      if (current.installmentGroupId) {
        if (type !== "despesa") {
          throw new AppError("bad_request", "Uma parcela de compra parcelada deve continuar como despesa.");
        }
        if (input.isObjective) throw new AppError("bad_request", transactionMessages.installmentObjective);
        if (input.estorno) throw new AppError("bad_request", transactionMessages.refundNotInstallment);
        if (ownerId !== before) throw new AppError("bad_request", transactionMessages.installmentOwner);
      }
      const { installmentGroupId: groupId, installmentIndex: index, installmentCount: count } = current;
      if (scope !== "this" && groupId && index && count) {
        const { valor, transactionDate } = current;
        changed = await updateInstallments(tx, { userId: ownerId, actor: userId, shared }, { groupId, index, count, valor, transactionDate }, scope, input);
      } else {
        await assertObjectiveBalance(tx, ownerId, { objectiveId: input.objectiveId, type, amountCents: input.amountCents }, id);
        if (ownerId !== before) await moveRow(tx, { id, from: before, to: ownerId, payeeSent: input.payeeId !== undefined });
        await tx
          .update(transactions)
          .set({ ...toTransactionValues(input), ...kept, ...shared, updatedBy: userId })
          .where(and(eq(transactions.id, id), eq(transactions.userId, ownerId)));
        await refreshCardStatement(tx, ownerId, id);
        if (input.tags !== undefined) await setTransactionTags(tx, ownerId, [id], input.tags, userId);
      }
      // A bank row moved into a category teaches its Pluggy category's mapping (the categoriser's
      // step 3): the owner's own choices only.
      if (input.categoryId && userId === ownerId) await learnFromRecategorisation(tx, userId, [id], input.categoryId);
      const [updated] = await findTransactions(tx, userId, eq(transactions.id, id));
      if (!updated) throw notFound(transactionMessages.notFound);
      return updated;
    }),
  );
  await emitTransactionEvents(db, ownerId, "transaction.updated", changed);
  return answer;
}
