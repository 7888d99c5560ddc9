import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { investments, loans, paymentMethods } from "@/db/schema";
import { numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { balanceSql } from "@/server/payment-methods/select-payment-methods";
import { cardsOwedOn } from "@/server/wealth/card-owed-on";
import type { CardOwed } from "@/server/wealth/card-owed-on";

interface Held {
  id: string;
  name: string;
  /** As the bank or the person last said. */
  balanceCents: Cents;
  /** The day it began (bought, contracted), when known. */
  since: string | null;
  createdAt: Date;
}

export interface CurrentBalances {
  accounts: { id: string; name: string; balanceCents: Cents; createdAt: Date }[];
  cards: CardOwed[];
  investments: Held[];
  loans: Held[];
}

/**
 * The person's balances as Bolso holds them now, accounts and cards counted up to `day`
 * (their rows are dated), investments and loans as last said (their past is not in rows).
 * Each list by name: the daily snapshot records these, and `balancesOn` starts from them.
 */
export async function currentBalances(db: DbOrTx, userId: string, day: string): Promise<CurrentBalances> {
  const [accounts, cards, investmentRows, loanRows] = await Promise.all([
    db
      .select({
        id: paymentMethods.id,
        name: paymentMethods.name,
        createdAt: paymentMethods.createdAt,
        balance: sql<string>`(${balanceSql(userId, day)})::text`,
      })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "account")))
      .orderBy(asc(paymentMethods.name), asc(paymentMethods.id)),
    cardsOwedOn(db, userId, day),
    db
      .select({
        id: investments.id,
        name: investments.name,
        balance: investments.balance,
        since: investments.purchaseDate,
        createdAt: investments.createdAt,
      })
      .from(investments)
      .where(eq(investments.userId, userId))
      .orderBy(asc(investments.name), asc(investments.id)),
    db
      .select({ id: loans.id, name: loans.name, balance: loans.balance, since: loans.contractDate, createdAt: loans.createdAt })
      .from(loans)
      .where(eq(loans.userId, userId))
      .orderBy(asc(loans.name), asc(loans.id)),
  ]);
  const held = ({ balance, ...row }: Omit<Held, "balanceCents"> & { balance: string }): Held => ({
    ...row,
    balanceCents: numericToCents(balance),
  });
  return {
    accounts: accounts.map(({ balance, ...row }) => ({ ...row, balanceCents: numericToCents(balance) })),
    cards,
    investments: investmentRows.map(held),
    loans: loanRows.map(held),
  };
}
