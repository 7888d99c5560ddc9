import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { transactions } from "@/db/schema";
import { refreshCardStatement } from "@/server/cards";
import { setTransactionTags } from "@/server/tags/set-transaction-tags";
import { INSTALLMENT_DESCRIPTION_MAX, transactionMessages } from "@/lib/schemas/transactions";
import type { SeriesScope, TransactionInput } from "@/lib/schemas/transactions";
import type { HouseholdRowValues } from "@/server/transactions/household-row-values";

export interface EditedInstallment {
  groupId: string;
  index: number;
  count: number;
  valor: Cents;
  transactionDate: Day;
}

/**
 * A series edit from one parcela: description, category, payment method and tags (when sent) reach the later
 * parcelas ("future") or all of them ("all"); each keeps its own "(k/n)", valor and date, and
 * a parcela whose payment method changed follows the card statement rules of a single edit.
 * A valor or date other than this parcela's is refused: those change one parcela at a time.
 * `userId` owns the series, `actor` is who edits it; the "da casa" mark, who paid and the split travel too.
 */
export async function updateInstallments(
  tx: DbOrTx,
  { userId, actor, shared }: { userId: string; actor: string; shared: HouseholdRowValues },
  installment: EditedInstallment,
  scope: Exclude<SeriesScope, "this">,
  input: TransactionInput,
): Promise<string[]> {
  if (input.amountCents !== installment.valor) {
    throw new AppError("bad_request", transactionMessages.seriesValor);
  }
  if (input.transactionDate !== installment.transactionDate) {
    throw new AppError("bad_request", transactionMessages.seriesDate);
  }
  // The dialog sends the description as shown, with this parcela's marker: each gets its own.
  const marker = ` (${installment.index}/${installment.count})`;
  const base = input.description.endsWith(marker)
    ? input.description.slice(0, -marker.length).trimEnd()
    : input.description;
  if (base.length > INSTALLMENT_DESCRIPTION_MAX) {
    throw new AppError("bad_request", transactionMessages.installmentDescriptionTooLong);
  }
  if (base === "") throw new AppError("bad_request", transactionMessages.descriptionRequired);

  const target = and(
    eq(transactions.userId, userId),
    eq(transactions.installmentGroupId, installment.groupId),
    scope === "future" ? gte(transactions.installmentIndex, installment.index) : undefined,
  );
  const before = await tx
    .select({ id: transactions.id, paymentMethodId: transactions.paymentMethodId })
    .from(transactions)
    .where(target)
    .orderBy(asc(transactions.id))
    .for("update");
  await tx
    .update(transactions)
    .set({
      description: sql`${base} || ' (' || ${transactions.installmentIndex} || '/' || ${transactions.installmentCount} || ')'`,
      categoryId: input.categoryId,
      categorySource: input.categoryId ? "person" : null,
      paymentMethodId: input.paymentMethodId,
      ...(input.payeeId !== undefined ? { payeeId: input.payeeId } : {}),
      ...shared,
      updatedBy: actor,
    })
    .where(target);
  for (const row of before) {
    if (row.paymentMethodId !== input.paymentMethodId) await refreshCardStatement(tx, userId, row.id);
  }
  if (input.tags !== undefined) {
    await setTransactionTags(tx, userId, before.map((row) => row.id), input.tags, actor);
  }
  return before.map((row) => row.id);
}
