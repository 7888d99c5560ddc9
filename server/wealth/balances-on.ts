import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { investmentMovements } from "@/db/schema";
import { dayInSaoPaulo, todayInSaoPaulo } from "@/lib/format/dates";
import { addCents, numericToCents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { currentBalances } from "@/server/wealth/current-balances";
import { snapshotKey, snapshotsUntil } from "@/server/wealth/snapshots-until";

export interface AccountBalanceOn {
  paymentMethodId: string;
  name: string;
  balanceCents: Cents;
  estimated: boolean;
}

export interface CardOwedOn {
  paymentMethodId: string;
  name: string;
  owedCents: Cents;
  estimated: boolean;
}

export interface InvestmentBalanceOn {
  investmentId: string;
  name: string;
  balanceCents: Cents;
  estimated: boolean;
}

export interface LoanBalanceOn {
  loanId: string;
  name: string;
  balanceCents: Cents;
  estimated: boolean;
}

export interface BalancesOn {
  accounts: AccountBalanceOn[];
  cards: CardOwedOn[];
  investments: InvestmentBalanceOn[];
  loans: LoanBalanceOn[];
}

/** An investment movement's effect on its balance: BUY adds, SELL and TAX take away, TRANSFER is unknown. */
const signedMovement = sql<string>`case ${investmentMovements.type} when 'BUY' then ${investmentMovements.amount}
  when 'SELL' then -${investmentMovements.amount} when 'TAX' then -${investmentMovements.amount} else 0 end`;

/**
 * Every balance of the person at the end of the São Paulo `day` (YYYY-MM-DD): accounts, what each
 * card owed (open faturas), investments and loans. Today (or later) is today's live figure. A past
 * day reads the snapshot recorded for it; without one it is reconstructed and `estimated`:
 * accounts and cards from the rows dated up to then, an investment from its last snapshot before
 * (or its balance now) moved by its movements in between, a loan from its last snapshot before
 * (or its balance now). An investment bought, or a loan contracted, after `day` is left out.
 */
export async function balancesOn(db: DbOrTx, userId: string, day: string): Promise<BalancesOn> {
  const today = todayInSaoPaulo();
  if (day >= today) {
    const now = await currentBalances(db, userId, today);
    return {
      accounts: now.accounts.map((a) => ({ paymentMethodId: a.id, name: a.name, balanceCents: a.balanceCents, estimated: false })),
      cards: now.cards.map(({ paymentMethodId, name, owedCents }) => ({ paymentMethodId, name, owedCents, estimated: false })),
      investments: now.investments.map((i) => ({ investmentId: i.id, name: i.name, balanceCents: i.balanceCents, estimated: false })),
      loans: now.loans.map((l) => ({ loanId: l.id, name: l.name, balanceCents: l.balanceCents, estimated: false })),
    };
  }
  const [then, snapshots, movementRows] = await Promise.all([
    currentBalances(db, userId, day),
    snapshotsUntil(db, userId, day),
    db
      .select({
        investmentId: investmentMovements.investmentId,
        day: investmentMovements.day,
        signed: sql<string>`(${signedMovement})::text`,
      })
      .from(investmentMovements)
      .where(eq(investmentMovements.userId, userId)),
  ]);
  /** The snapshot recorded for exactly `day`, if any. */
  const onDay = (kind: "account" | "card", id: string) => {
    const snap = snapshots.get(snapshotKey(kind, id));
    return snap?.day === day ? snap : undefined;
  };
  const existedOn = (row: { since: string | null; createdAt: Date }, hasHistory: boolean) =>
    hasHistory || (row.since !== null ? row.since <= day : dayInSaoPaulo(row.createdAt) <= day);

  const accounts = then.accounts.map((row) => {
    const snap = onDay("account", row.id);
    return { paymentMethodId: row.id, name: row.name, balanceCents: snap?.balanceCents ?? row.balanceCents, estimated: !snap };
  });
  const cards = then.cards.map(({ paymentMethodId, name, owedCents }) => {
    const snap = onDay("card", paymentMethodId);
    return { paymentMethodId, name, owedCents: snap?.balanceCents ?? owedCents, estimated: !snap };
  });
  const investments = then.investments.flatMap((row) => {
    const snap = snapshots.get(snapshotKey("investment", row.id));
    const moves = movementRows.filter((move) => move.investmentId === row.id);
    const existed = existedOn(row, snap !== undefined || moves.some((move) => move.day <= day));
    if (!existed || (row.since !== null && row.since > day)) return [];
    const balanceCents = snap
      ? moves
          .filter((move) => move.day > snap.day && move.day <= day)
          .reduce((sum, move) => addCents(sum, numericToCents(move.signed)), snap.balanceCents)
      : moves
          .filter((move) => move.day > day)
          .reduce((sum, move) => subtractCents(sum, numericToCents(move.signed)), row.balanceCents);
    return [{ investmentId: row.id, name: row.name, balanceCents, estimated: snap?.day !== day }];
  });
  const loans = then.loans.flatMap((row) => {
    const snap = snapshots.get(snapshotKey("loan", row.id));
    if (!existedOn(row, snap !== undefined) || (row.since !== null && row.since > day)) return [];
    return [{ loanId: row.id, name: row.name, balanceCents: snap?.balanceCents ?? row.balanceCents, estimated: snap?.day !== day }];
  });
  return { accounts, cards, investments, loans };
}
