import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { categories, dependents, payees, transactionTax, transactions } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { absCents, ZERO_CENTS } from "@/lib/format/money";
import { taxMessages } from "@/lib/schemas/tax";
import type { TransactionTaxInput, TransactionTaxJson } from "@/lib/schemas/tax";
import { transactionMessages } from "@/lib/schemas/transactions";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * A row's own word for the declaration: whom it was for, what was reimbursed, deductible or not.
 * The row must be the person's and the beneficiary one of their dependentes (else 404); the
 * reimbursed part cannot pass the row's amount (400). Back to all defaults, the marking is removed.
 */
export async function setTransactionTax(
  db: Db,
  userId: string,
  transactionId: string,
  input: TransactionTaxInput,
): Promise<TransactionTaxJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ valor: transactions.valor, categoryCode: categories.deductibleCode, payeeCode: payees.deductibleCode })
      .from(transactions)
      .leftJoin(categories, and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(userId, categories)))
      .leftJoin(payees, and(eq(payees.id, transactions.payeeId), eq(payees.userId, userId)))
      .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)))
      .for("update", { of: transactions });
    if (!row) throw notFound(transactionMessages.notFound);
    if (input.beneficiaryId) {
      const [dependent] = await tx
        .select({ id: dependents.id })
        .from(dependents)
        .where(and(eq(dependents.id, input.beneficiaryId), eq(dependents.userId, userId)));
      if (!dependent) throw notFound(taxMessages.beneficiaryNotFound);
    }
    const [current] = await tx
      .select()
      .from(transactionTax)
      .where(and(eq(transactionTax.transactionId, transactionId), eq(transactionTax.userId, userId)));
    const next = {
      beneficiaryId: input.beneficiaryId !== undefined ? input.beneficiaryId : (current?.beneficiaryId ?? null),
      reimbursedCents: input.reimbursedCents ?? current?.reimbursed ?? ZERO_CENTS,
      deductible: input.deductible !== undefined ? input.deductible : (current?.deductible ?? null),
      code: input.code !== undefined ? input.code : (current?.code ?? null),
    };
    if (next.reimbursedCents > absCents(row.valor)) {
      throw new AppError("bad_request", taxMessages.reimbursedTooLarge);
    }
    if (next.deductible === true && !next.code && !row.categoryCode && !row.payeeCode) {
      throw new AppError("bad_request", taxMessages.codeRequired);
    }
    const values = {
      beneficiaryId: next.beneficiaryId,
      reimbursed: next.reimbursedCents,
      deductible: next.deductible,
      code: next.deductible === false ? null : next.code,
    };
    const blank = !values.beneficiaryId && next.reimbursedCents === 0 && values.deductible === null && !values.code;
    if (blank) {
      await tx
        .delete(transactionTax)
        .where(and(eq(transactionTax.transactionId, transactionId), eq(transactionTax.userId, userId)));
    } else {
      await tx
        .insert(transactionTax)
        .values({ transactionId, userId, ...values })
        .onConflictDoUpdate({ target: transactionTax.transactionId, set: values });
    }
    return { transactionId, ...next, code: values.code };
  });
}
