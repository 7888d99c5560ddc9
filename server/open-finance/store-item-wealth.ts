import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Investment, InvestmentTransaction, Loan } from "pluggy-sdk";
import { investmentMovements, investments, loans } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { floatToCents, ZERO_CENTS } from "@/lib/format/money";
import {
  cnpjDigits,
  investmentKindOf,
  loanKindOf,
  movementTypeOf,
  pluggyDay,
  rateTextOf,
} from "@/lib/domain/pluggy-wealth";
import type { ItemWealth } from "@/server/open-finance/fetch-item-wealth";

export interface StoredWealth {
  investments: number;
  movements: number;
  loans: number;
}

interface Connection {
  userId: string;
  itemId: string;
  institutionName: string;
  /** The institution's CNPJ, from the identity. */
  institutionDocument: string | null;
}

const money = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? floatToCents(value) : null;
const text = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;
const decimal = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? String(value) : null;
/** Installment counts fit a smallint; anything else is unknown. */
const count = (value: number | null | undefined) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 32_768 ? value : null;

/** What Pluggy says of an investment; its kind and tax code are the person's to change, so written only once. */
function investmentFields(connection: Connection, investment: Investment) {
  return {
    name: text(investment.name, 120) ?? "Investimento",
    subtype: text(investment.subtype ?? investment.type, 32),
    institutionName: text(investment.institution?.name, 120) ?? text(connection.institutionName, 120),
    institutionDocument: cnpjDigits(investment.institution?.number) ?? connection.institutionDocument,
    issuer: text(investment.issuer, 120),
    issuerDocument: cnpjDigits(investment.issuerCNPJ),
    balance: money(investment.balance) ?? ZERO_CENTS,
    amountOriginal: money(investment.amountOriginal),
    rateText: text(rateTextOf(investment.rate, investment.rateType, investment.fixedAnnualRate), 60),
    rate: decimal(investment.rate ?? investment.fixedAnnualRate),
    rateType: text(investment.rateType, 16),
    quantity: decimal(investment.quantity),
    purchaseDate: pluggyDay(investment.purchaseDate),
    dueDate: pluggyDay(investment.dueDate),
    status: investment.status ?? "ACTIVE",
    balanceUpdatedAt: new Date(),
  };
}

function movementFields(transaction: InvestmentTransaction) {
  const amount = money(Math.abs(transaction.amount ?? transaction.netAmount ?? Number.NaN));
  const day = pluggyDay(transaction.date);
  if (amount === null || day === null) return null;
  return {
    day,
    type: movementTypeOf(transaction.type, transaction.movementType),
    amount,
    incomeTax: money(transaction.expenses?.incomeTax),
    quantity: decimal(transaction.quantity),
    description: text(transaction.description, 200),
  };
}

/** Open Finance's CET is a fraction (0.1123); Bolso keeps it in percent a year (11.23). */
const cetPercent = (cet: number | null) => (typeof cet === "number" && Number.isFinite(cet) ? (cet * 100).toFixed(4) : null);

function loanFields(connection: Connection, loan: Loan) {
  const outstanding = loan.payments?.contractOutstandingBalance ?? loan.contractAmount ?? 0;
  return {
    name: text(loan.productName, 120) ?? "Empréstimo",
    contractNumber: text(loan.contractNumber ?? loan.ipocCode, 60),
    creditorName: text(connection.institutionName, 120),
    creditorDocument: connection.institutionDocument,
    contractAmount: money(loan.contractAmount),
    contractDate: pluggyDay(loan.contractDate ?? loan.date),
    balance: money(Math.max(outstanding, 0)) ?? ZERO_CENTS,
    installmentsTotal: count(loan.installments?.totalNumberOfInstallments),
    installmentsPaid: count(loan.installments?.paidInstallments),
    cet: cetPercent(loan.CET),
    dueDate: pluggyDay(loan.dueDate),
    balanceUpdatedAt: new Date(),
  };
}

/** An upsert's `set`: each of these fields takes the incoming row's value. */
function refreshed<K extends string>(table: Record<NoInfer<K>, PgColumn>, fields: Record<K, unknown>): Record<K, SQL> {
  return Object.fromEntries(
    (Object.keys(fields) as K[]).map((key) => [key, sql`excluded.${sql.identifier(table[key].name)}`]),
  ) as Record<K, SQL>;
}

/**
 * Writes an item's investments (with their movements) and loans, each once by Pluggy's id: a
 * later sync refreshes what the bank says (balance, status, rates) and keeps the kind and tax
 * code the person may have changed. Movements are never rewritten.
 */
export async function storeItemWealth(tx: DbOrTx, connection: Connection, wealth: ItemWealth): Promise<StoredWealth> {
  const stored: StoredWealth = { investments: 0, movements: 0, loans: 0 };
  for (const { investment, transactions } of wealth.investments) {
    const fields = investmentFields(connection, investment);
    const [row] = await tx
      .insert(investments)
      .values({
        userId: connection.userId,
        itemId: connection.itemId,
        pluggyInvestmentId: investment.id,
        kind: investmentKindOf(investment.type, investment.subtype, investment.name),
        ...fields,
      })
      .onConflictDoUpdate({
        target: [investments.userId, investments.pluggyInvestmentId],
        targetWhere: sql`${investments.pluggyInvestmentId} is not null`,
        set: { ...refreshed(investments, fields), itemId: connection.itemId, updatedAt: sql`now()` },
      })
      .returning({ id: investments.id });
    stored.investments += 1;
    const movements = transactions.flatMap((transaction) => {
      const values = movementFields(transaction);
      return values
        ? [{ ...values, userId: connection.userId, investmentId: row!.id, pluggyTransactionId: transaction.id }]
        : [];
    });
    if (movements.length === 0) continue;
    const written = await tx
      .insert(investmentMovements)
      .values(movements)
      .onConflictDoNothing({
        target: [investmentMovements.userId, investmentMovements.pluggyTransactionId],
        where: sql`${investmentMovements.pluggyTransactionId} is not null`,
      })
      .returning({ id: investmentMovements.id });
    stored.movements += written.length;
  }
  for (const loan of wealth.loans) {
    const fields = loanFields(connection, loan);
    await tx
      .insert(loans)
      .values({
        userId: connection.userId,
        itemId: connection.itemId,
        pluggyLoanId: loan.id,
        kind: loanKindOf(loan.kind, loan.type, loan.productName),
        ...fields,
      })
      .onConflictDoUpdate({
        target: [loans.userId, loans.pluggyLoanId],
        targetWhere: sql`${loans.pluggyLoanId} is not null`,
        set: { ...refreshed(loans, fields), itemId: connection.itemId, updatedAt: sql`now()` },
      });
    stored.loans += 1;
  }
  return stored;
}

