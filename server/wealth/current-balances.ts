import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { investments, loans } from "@/db/schema";
import type { Cents } from "@/lib/format/money";
import { accountsOnDays, type AccountOn } from "@/server/wealth/accounts-on-days";
import { cardsOwedOnDays, type CardOwed } from "@/server/wealth/card-owed-on";

/** An investment or a loan as last said, with when it began. */
export interface Held {
  id: string;
  name: string;
  /** As the bank or the person last said. */
  balanceCents: Cents;
  /** The day it began (bought, contracted), when known. */
  since: string | null;
  createdAt: Date;
}

export interface CurrentBalances {
  accounts: AccountOn[];
  cards: CardOwed[];
  investments: Held[];
  loans: Held[];
}

/** The person's investments and loans as last said (their past is not in rows), each list by name. */
export async function heldNow(db: DbOrTx, userId: string): Promise<{ investments: Held[]; loans: Held[] }> {
  const [investmentRows, loanRows] = await Promise.all([
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
  const held = ({ balance, ...row }: Omit<Held, "balanceCents"> & { balance: Cents }): Held => ({ ...row, balanceCents: balance });
  return { investments: investmentRows.map(held), loans: loanRows.map(held) };
}

/**
 * The person's balances as Bolso holds them now, accounts and cards counted up to `day` (their
 * rows are dated), investments and loans as last said: what the daily snapshot records.
 */
export async function currentBalances(db: DbOrTx, userId: string, day: string): Promise<CurrentBalances> {
  const [accounts, cards, held] = await Promise.all([
    accountsOnDays(db, userId, [day]),
    cardsOwedOnDays(db, userId, [day]),
    heldNow(db, userId),
  ]);
  return { accounts: accounts.get(day) ?? [], cards: cards.get(day) ?? [], ...held };
}
