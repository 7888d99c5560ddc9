import "server-only";
import { and, asc, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, dependents, payees, transactionTax, transactions } from "@/db/schema";
import { ZERO_CENTS } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";
import type { TaxRow } from "@/lib/domain/tax/report-sections";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { isType } from "@/server/reports/report-scope";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * The year's rows the declaration can use, in one query: receitas from a company or a person
 * (rendimentos, dividends), and despesas whose category or payee is marked deductible or that the
 * person marked deductible themselves. Money linked to an objective is no income or payment.
 */
export async function readTaxRows(db: DbOrTx, userId: string, year: number): Promise<TaxRow[]> {
  const rows = await db
    .select({
      id: transactions.id,
      day: transactions.transactionDate,
      description: transactions.description,
      valor: transactions.valor,
      isExpense: sql<boolean>`${isType("despesa")}`,
      categoryKind: categories.deductibleKind,
      categoryCode: categories.deductibleCode,
      payeeId: payees.id,
      payeeName: payees.name,
      payeeDocument: payees.document,
      payeeMasked: payees.documentMasked,
      payeeKind: payees.kind,
      payeeDeductibleKind: payees.deductibleKind,
      payeeDeductibleCode: payees.deductibleCode,
      rowDeductible: transactionTax.deductible,
      rowCode: transactionTax.code,
      reimbursed: transactionTax.reimbursed,
      beneficiaryId: dependents.id,
      beneficiaryName: dependents.name,
      beneficiaryCpf: dependents.cpf,
    })
    .from(transactions)
    .leftJoin(categories, and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(userId, categories)))
    .leftJoin(payees, and(eq(payees.id, transactions.payeeId), eq(payees.userId, userId)))
    .leftJoin(
      transactionTax,
      and(eq(transactionTax.transactionId, transactions.id), eq(transactionTax.userId, userId)),
    )
    .leftJoin(dependents, and(eq(dependents.id, transactionTax.beneficiaryId), eq(dependents.userId, userId)))
    .where(
      countsAsCashFlow(
        eq(transactions.userId, userId),
        gte(transactions.transactionDate, day(`${year}-01-01`)),
        lte(transactions.transactionDate, day(`${year}-12-31`)),
        or(
          isType("receita"),
          isNotNull(categories.deductibleCode),
          isNotNull(payees.deductibleCode),
          eq(transactionTax.deductible, true),
        ),
      ),
    )
    .orderBy(asc(transactions.transactionDate), asc(transactions.createdAt), asc(transactions.id));

  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    description: row.description,
    amountCents: row.valor,
    isExpense: row.isExpense,
    category: { kind: row.categoryKind, code: row.categoryCode },
    payee: row.payeeId
      ? {
          id: row.payeeId,
          name: row.payeeName!,
          document: row.payeeMasked ? null : row.payeeDocument,
          masked: row.payeeMasked ?? false,
          kind: row.payeeKind,
          deductibleKind: row.payeeDeductibleKind,
          deductibleCode: row.payeeDeductibleCode,
        }
      : null,
    row: row.rowDeductible === null && row.rowCode === null && row.reimbursed === null
      ? null
      : { deductible: row.rowDeductible, code: row.rowCode },
    reimbursedCents: row.reimbursed ?? ZERO_CENTS,
    beneficiary: row.beneficiaryId
      ? { dependentId: row.beneficiaryId, name: row.beneficiaryName!, cpf: row.beneficiaryCpf }
      : null,
  }));
}
