import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { dependents, users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { cents } from "@/lib/format/money";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { taxRulesFor } from "@/lib/domain/tax/rules";
import type { RuleFigure } from "@/lib/domain/tax/rules-types";
import { assetLines, debtLines, investmentYieldLines } from "@/lib/domain/tax/holdings";
import { pendingItems } from "@/lib/domain/tax/pending";
import {
  deductibleCodeOf,
  educationCaps,
  groupIncome,
  groupPayments,
  receitaLine,
  receitaLines,
} from "@/lib/domain/tax/report-sections";
import type { TaxRow } from "@/lib/domain/tax/report-sections";
import { TAX_DISCLAIMER } from "@/lib/schemas/tax";
import type { TaxBeneficiary, TaxReport } from "@/lib/schemas/tax";
import { readTaxHoldings } from "@/server/tax/tax-holdings";
import { readTaxRows } from "@/server/tax/tax-rows";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

const figure = (value: RuleFigure) => ({ valueCents: cents(value.valueCents), source: value.source, toCheck: value.toCheck });

/**
 * The ano-calendário `year` of the person's declaration, every ficha Bolso can fill: rendimentos
 * from PJ by payer, isentos and exclusivos (from receitas' texts and investments' yields),
 * pagamentos efetuados, bens e direitos and dívidas with their 31/12 balances (W1's balancesOn),
 * and what is missing (pendências). A handful of queries, whatever the number of rows.
 */
export function buildTaxReport(db: DbOrTx, userId: string, year: number): Promise<TaxReport> {
  return cachedValueForListVersion(db, userId, `tax-report:${year}:${todayInSaoPaulo()}`, () => composeTaxReport(db, userId, year));
}

/**
 * The report read now. On a million-row account the year's rows take ~220 ms (a scan), so it is
 * kept by the list version and today: the rows, their categories, payees and tax marks, the
 * dependents, the person's and their household's names and CPFs, the accounts' bank details, and
 * everything the 31/12 balances read move the version (migrations 0003, 0028, 0033 and 0040).
 */
async function composeTaxReport(db: DbOrTx, userId: string, year: number): Promise<TaxReport> {
  const [[user], dependentRows, rows, holdings] = await Promise.all([
    db.select({ name: users.name, cpf: users.cpf }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: dependents.id, name: dependents.name, cpf: dependents.cpf })
      .from(dependents)
      .where(eq(dependents.userId, userId))
      .orderBy(asc(dependents.name), asc(dependents.id)),
    readTaxRows(db, userId, year),
    readTaxHoldings(db, userId, year),
  ]);
  if (!user) throw notFound("Pessoa não encontrada.");
  const rules = taxRulesFor(year);
  const titular: TaxBeneficiary = { dependentId: null, name: user.name, cpf: user.cpf };

  const payments = groupPayments(rules, rows, titular);
  const assets = assetLines(rules, holdings);
  const debts = debtLines(rules, holdings);
  const exemptKey = (line: ReturnType<typeof receitaLine>) => (line && typeof line === "object" && "exempt" in line ? line.exempt : null);
  const exclusiveKey = (line: ReturnType<typeof receitaLine>) =>
    line && typeof line === "object" && "exclusive" in line ? line.exclusive : null;
  const payerRows = rows.filter((row) => receitaLine(row) === "income" && row.payee);
  const deductibleRows: { row: TaxRow }[] = rows
    .filter((row) => deductibleCodeOf(rules, row) !== null)
    .map((row) => ({ row }));

  return {
    year,
    generatedOn: todayInSaoPaulo(),
    titular: { name: user.name, cpf: user.cpf },
    dependents: dependentRows.map((row) => ({ dependentId: row.id, name: row.name, cpf: row.cpf })),
    rules: {
      year: rules.year,
      educationCapPerPerson: figure(rules.educationCapPerPerson),
      dependentDeduction: figure(rules.dependentDeduction),
      assetMinimum: figure(rules.assetMinimum),
      notes:
        rules.year === year
          ? rules.notes
          : [
              {
                text: `Bolso não tem as regras de ${year}: usa as de ${rules.year}.`,
                source: "Bolso",
                toCheck: true,
              },
              ...rules.notes,
            ],
    },
    income: groupIncome(rows),
    exempt: [
      ...investmentYieldLines(rules, "exempt", holdings),
      ...receitaLines(rows, rules.exemptLines, exemptKey),
    ],
    exclusive: [
      ...investmentYieldLines(rules, "exclusive", holdings),
      ...receitaLines(rows, rules.exclusiveLines, exclusiveKey),
    ],
    payments,
    educationCaps: educationCaps(rules, payments),
    assets,
    debts,
    pending: pendingItems({
      titularCpf: user.cpf,
      payments: deductibleRows,
      payers: payerRows.map((row) => row.payee!),
      accounts: holdings.accounts,
      assets,
      investments: holdings.investments,
      loans: holdings.loans,
      debtLoanIds: new Set(debts.map((debt) => debt.loanId)),
    }),
    disclaimer: TAX_DISCLAIMER,
  };
}
