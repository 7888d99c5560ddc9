import "server-only";
import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { accountBankDetails, investmentMovements, investments, loans, paymentMethods, users } from "@/db/schema";
import { ZERO_CENTS, type Cents } from "@/lib/format/money";
import { day, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { BalanceAt, TaxAccount, TaxInvestment, TaxLoan } from "@/lib/domain/tax/holdings";
import { householdMemberIdsSql } from "@/server/shared/household-access";
import { balancesOnDays } from "@/server/wealth/balances-on";
import type { BalancesOn } from "@/server/wealth/balances-on";

export interface TaxHoldings {
  accounts: TaxAccount[];
  investments: TaxInvestment[];
  loans: TaxLoan[];
  /** 31/12 of year − 1 and of year, by account, investment or loan id. */
  previous: Map<string, BalanceAt>;
  current: Map<string, BalanceAt>;
  /** The names of the person's other current household members, the co-holders of a joint account they share. */
  householdMembers: string[];
}

/** A day still to come is today's figure: estimated until 31/12 arrives. */
function byId(balances: BalancesOn, future: boolean): Map<string, BalanceAt> {
  const map = new Map<string, BalanceAt>();
  for (const row of balances.accounts) map.set(row.paymentMethodId, { balanceCents: row.balanceCents, estimated: row.estimated || future });
  for (const row of balances.investments) map.set(row.investmentId, { balanceCents: row.balanceCents, estimated: row.estimated || future });
  for (const row of balances.loans) map.set(row.loanId, { balanceCents: row.balanceCents, estimated: row.estimated || future });
  return map;
}

/** What the person owns and owes for Bens e Direitos and Dívidas e Ônus, with both 31/12 balances. */
export async function readTaxHoldings(db: DbOrTx, userId: string, year: number): Promise<TaxHoldings> {
  const previousDay = day(`${year - 1}-12-31`);
  const currentDay = day(`${year}-12-31`);
  const today = todayInSaoPaulo();
  const signed = sql<string>`case ${investmentMovements.type} when 'BUY' then ${investmentMovements.amount}
    when 'SELL' then -${investmentMovements.amount} when 'TAX' then -${investmentMovements.amount} else 0 end`;
  const [accountRows, investmentRows, flowRows, loanRows, memberRows, [previous, current]] = await Promise.all([
    db
      .select({
        id: paymentMethods.id,
        name: paymentMethods.name,
        bankCode: accountBankDetails.bankCode,
        branch: accountBankDetails.branch,
        accountNumber: accountBankDetails.accountNumber,
        institutionDocument: accountBankDetails.institutionDocument,
        joint: accountBankDetails.joint,
        shared: sql<boolean>`${paymentMethods.sharing} <> 'private'`,
        taxCode: accountBankDetails.taxCode,
      })
      .from(paymentMethods)
      .leftJoin(
        accountBankDetails,
        and(eq(accountBankDetails.paymentMethodId, paymentMethods.id), eq(accountBankDetails.userId, userId)),
      )
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "account")))
      .orderBy(asc(paymentMethods.name), asc(paymentMethods.id)),
    db.select().from(investments).where(eq(investments.userId, userId)).orderBy(asc(investments.name), asc(investments.id)),
    db
      .select({
        investmentId: investmentMovements.investmentId,
        netFlow: sql<Cents>`sum(${signed})::text`.mapWith(investmentMovements.amount),
        ids: sql<string[]>`array_agg(${investmentMovements.id}::text)`,
      })
      .from(investmentMovements)
      .where(
        and(
          eq(investmentMovements.userId, userId),
          gte(investmentMovements.day, day(`${year}-01-01`)),
          lte(investmentMovements.day, currentDay),
        ),
      )
      .groupBy(investmentMovements.investmentId),
    db.select().from(loans).where(eq(loans.userId, userId)).orderBy(asc(loans.name), asc(loans.id)),
    db
      .select({ name: users.name })
      .from(users)
      .where(and(sql`${users.id} in ${householdMemberIdsSql(userId)}`, ne(users.id, userId)))
      .orderBy(asc(users.name), asc(users.id)),
    // Both 31/12 in one read: each row of history is summed once (balancesOnDays).
    balancesOnDays(db, userId, [previousDay, currentDay]),
  ]);
  const flows = new Map(flowRows.map((row) => [row.investmentId, row]));
  return {
    accounts: accountRows.map((row) => ({ ...row, joint: row.joint ?? false })),
    investments: investmentRows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      subtype: row.subtype,
      taxCode: row.taxCode,
      institutionName: row.institutionName,
      institutionDocument: row.institutionDocument,
      issuer: row.issuer,
      quantity: row.quantity,
      rateText: row.rateText,
      dueDate: row.dueDate,
      netFlowCents: flows.get(row.id)?.netFlow ?? ZERO_CENTS,
      movementIds: flows.get(row.id)?.ids ?? [],
    })),
    loans: loanRows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      taxCode: row.taxCode,
      creditorName: row.creditorName,
      creditorDocument: row.creditorDocument,
      contractNumber: row.contractNumber,
      contractAmountCents: row.contractAmount,
      contractDate: row.contractDate,
    })),
    previous: byId(previous!, previousDay > today),
    current: byId(current!, currentDay > today),
    householdMembers: memberRows.map((row) => row.name),
  };
}
