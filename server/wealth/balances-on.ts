import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { investmentMovements, investments, loans, paymentMethods } from "@/db/schema";
import { dayInSaoPaulo, todayInSaoPaulo } from "@/lib/format/dates";
import { addCents, numericToCents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { balanceSql } from "@/server/payment-methods/select-payment-methods";
import { cardsOwedOn } from "@/server/wealth/card-owed-on";
import { snapshotKey, snapshotsUntil } from "@/server/wealth/snapshots-until";
import type { LatestSnapshot } from "@/server/wealth/snapshots-until";

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
  const live = day >= today;
  const on = live ? today : day;
  const [snapshots, accountRows, cards, investmentRows, movementRows, loanRows] = await Promise.all([
    live ? Promise.resolve(new Map<string, LatestSnapshot>()) : snapshotsUntil(db, userId, on),
    db
      .select({
        id: paymentMethods.id,
        name: paymentMethods.name,
        balance: sql<string>`(${balanceSql(userId, on)})::text`,
      })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "account")))
      .orderBy(asc(paymentMethods.name), asc(paymentMethods.id)),
    cardsOwedOn(db, userId, on),
    db
      .select({
        id: investments.id,
        name: investments.name,
        balance: investments.balance,
        purchaseDate: investments.purchaseDate,
        createdAt: investments.createdAt,
      })
      .from(investments)
      .where(eq(investments.userId, userId))
      .orderBy(asc(investments.name), asc(investments.id)),
    live
      ? Promise.resolve([])
      : db
          .select({
            investmentId: investmentMovements.investmentId,
            day: investmentMovements.day,
            signed: sql<string>`(${signedMovement})::text`,
          })
          .from(investmentMovements)
          .where(eq(investmentMovements.userId, userId)),
    db
      .select({
        id: loans.id,
        name: loans.name,
        balance: loans.balance,
        contractDate: loans.contractDate,
        createdAt: loans.createdAt,
      })
      .from(loans)
      .where(eq(loans.userId, userId))
      .orderBy(asc(loans.name), asc(loans.id)),
  ]);

  const exact = (kind: "account" | "card", id: string) => snapshots.get(snapshotKey(kind, id))?.day === on;
  const accounts = accountRows.map((row) => {
    const snap = exact("account", row.id) ? snapshots.get(snapshotKey("account", row.id)) : undefined;
    return {
      paymentMethodId: row.id,
      name: row.name,
      balanceCents: snap?.balanceCents ?? numericToCents(row.balance),
      estimated: !live && snap === undefined,
    };
  });
  const cardsOn = cards.map((card) => {
    const snap = exact("card", card.paymentMethodId) ? snapshots.get(snapshotKey("card", card.paymentMethodId)) : undefined;
    return { ...card, owedCents: snap?.balanceCents ?? card.owedCents, estimated: !live && snap === undefined };
  });

  const investmentsOn = investmentRows.flatMap((row) => {
    if (live) return [{ investmentId: row.id, name: row.name, balanceCents: numericToCents(row.balance), estimated: false }];
    const snap = snapshots.get(snapshotKey("investment", row.id));
    const moves = movementRows.filter((move) => move.investmentId === row.id);
    const existed =
      snap !== undefined ||
      (row.purchaseDate !== null
        ? row.purchaseDate <= on
        : dayInSaoPaulo(row.createdAt) <= on || moves.some((move) => move.day <= on));
    if (!existed) return [];
    const balanceCents = snap
      ? moves
          .filter((move) => move.day > snap.day && move.day <= on)
          .reduce((sum, move) => addCents(sum, numericToCents(move.signed)), snap.balanceCents)
      : moves
          .filter((move) => move.day > on)
          .reduce((sum, move) => subtractCents(sum, numericToCents(move.signed)), numericToCents(row.balance));
    return [{ investmentId: row.id, name: row.name, balanceCents, estimated: snap?.day !== on }];
  });

  const loansOn = loanRows.flatMap((row) => {
    if (live) return [{ loanId: row.id, name: row.name, balanceCents: numericToCents(row.balance), estimated: false }];
    const snap = snapshots.get(snapshotKey("loan", row.id));
    const existed =
      snap !== undefined ||
      (row.contractDate !== null ? row.contractDate <= on : dayInSaoPaulo(row.createdAt) <= on);
    if (!existed) return [];
    return [
      {
        loanId: row.id,
        name: row.name,
        balanceCents: snap?.balanceCents ?? numericToCents(row.balance),
        estimated: snap?.day !== on,
      },
    ];
  });

  return { accounts, cards: cardsOn, investments: investmentsOn, loans: loansOn };
}
