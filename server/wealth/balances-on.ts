import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { investmentMovements } from "@/db/schema";
import { dayInSaoPaulo, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { addCents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import { accountsOnDays } from "@/server/wealth/accounts-on-days";
import { cardsOwedOnDays } from "@/server/wealth/card-owed-on";
import { heldNow, type Held } from "@/server/wealth/current-balances";
import { daysKey, sortedDays } from "@/server/wealth/day-spans";
import { snapshotKey, snapshotOnOrBefore, snapshotsUntil, type SnapshotHistory } from "@/server/wealth/snapshots-until";

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

interface Movement {
  investmentId: string;
  day: string;
  signedCents: Cents;
}

/** Whether an investment or loan already existed on `day`: begun by then, or with history by then. */
function existedOn(row: Held, day: string, hasHistory: boolean): boolean {
  if (row.since !== null) return row.since <= day;
  return hasHistory || dayInSaoPaulo(row.createdAt) <= day;
}

/** An investment on a past day: its last snapshot moved by the movements since, or today's balance without the later ones. */
function investmentOn(row: Held, day: string, snapshots: SnapshotHistory, moves: readonly Movement[]): InvestmentBalanceOn | null {
  const snap = snapshotOnOrBefore(snapshots, snapshotKey("investment", row.id), day);
  if (!existedOn(row, day, snap !== undefined || moves.some((move) => move.day <= day))) return null;
  const balanceCents = snap
    ? moves.filter((m) => m.day > snap.day && m.day <= day).reduce((sum, m) => addCents(sum, m.signedCents), snap.balanceCents)
    : moves.filter((m) => m.day > day).reduce((sum, m) => subtractCents(sum, m.signedCents), row.balanceCents);
  return { investmentId: row.id, name: row.name, balanceCents, estimated: snap?.day !== day };
}

/**
 * Every balance of the person at the end of each São Paulo day in `days` (YYYY-MM-DD), in the same
 * order: accounts, what each card owed (open faturas), investments and loans. Today (or later) is
 * today's live figure. A past day reads the snapshot recorded for it; without one it is
 * reconstructed and `estimated`: accounts and cards from the rows dated up to then, an investment
 * from its last snapshot before (or its balance now) moved by its movements in between, a loan
 * from its last snapshot before (or its balance now). An investment bought, or a loan contracted,
 * after the day is left out. A handful of queries whatever the number of days.
 */
export async function balancesOnDays(db: DbOrTx, userId: string, days: readonly string[]): Promise<BalancesOn[]> {
  if (days.length === 0) return [];
  const today = todayInSaoPaulo();
  const byDay = await cachedValueForListVersion(db, userId, `balances-on:${today}:${daysKey(days)}`, async () => {
    const sorted = sortedDays(days);
    const read = await readBalancesOnDays(db, userId, sorted, today);
    return Object.fromEntries(sorted.map((day, index) => [day, read[index]!]));
  });
  return days.map((day) => byDay[day]!);
}

/**
 * `balancesOnDays` read now. On a million-row account the accounts' and cards' history takes
 * ~250 ms, so the answer is kept by the list version and today: every row, transfer, fatura
 * payment, bank fatura, account, card, investment, movement, loan and snapshot it reads moves the
 * version (migrations 0003, 0006, 0020 and 0040).
 */
async function readBalancesOnDays(db: DbOrTx, userId: string, days: readonly string[], today: Day): Promise<BalancesOn[]> {
  const read = [...new Set(days.map((day) => (day >= today ? today : day)))];
  const past = read.filter((day) => day < today);
  const latestPast = past.reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null);
  const [accounts, cards, held, snapshots, movements] = await Promise.all([
    accountsOnDays(db, userId, read),
    cardsOwedOnDays(db, userId, read),
    heldNow(db, userId),
    latestPast ? snapshotsUntil(db, userId, latestPast) : Promise.resolve<SnapshotHistory>(new Map()),
    past.length > 0
      ? db
          .select({ investmentId: investmentMovements.investmentId, day: investmentMovements.day, signed: sql<Cents>`(${signedMovement})::text`.mapWith(investmentMovements.amount) })
          .from(investmentMovements)
          .where(eq(investmentMovements.userId, userId))
      : Promise.resolve([]),
  ]);
  const movesOf = new Map<string, Movement[]>();
  for (const move of movements) {
    const list = movesOf.get(move.investmentId) ?? [];
    list.push({ investmentId: move.investmentId, day: move.day, signedCents: move.signed });
    movesOf.set(move.investmentId, list);
  }

  return days.map((asked) => {
    const day = asked >= today ? today : asked;
    const live = day === today;
    /** The snapshot recorded for exactly this day, if any (never read for today: the live figure wins). */
    const onDay = (kind: "account" | "card", id: string) => {
      const snap = live ? undefined : snapshotOnOrBefore(snapshots, snapshotKey(kind, id), day);
      return snap?.day === day ? snap : undefined;
    };
    return {
      accounts: (accounts.get(day) ?? []).map((row) => {
        const snap = onDay("account", row.id);
        return { paymentMethodId: row.id, name: row.name, balanceCents: snap?.balanceCents ?? row.balanceCents, estimated: !live && !snap };
      }),
      cards: (cards.get(day) ?? []).map(({ paymentMethodId, name, owedCents }) => {
        const snap = onDay("card", paymentMethodId);
        return { paymentMethodId, name, owedCents: snap?.balanceCents ?? owedCents, estimated: !live && !snap };
      }),
      investments: held.investments.flatMap((row) => {
        if (live) return [{ investmentId: row.id, name: row.name, balanceCents: row.balanceCents, estimated: false }];
        const on = investmentOn(row, day, snapshots, movesOf.get(row.id) ?? []);
        return on ? [on] : [];
      }),
      loans: held.loans.flatMap((row) => {
        if (live) return [{ loanId: row.id, name: row.name, balanceCents: row.balanceCents, estimated: false }];
        const snap = snapshotOnOrBefore(snapshots, snapshotKey("loan", row.id), day);
        if (!existedOn(row, day, snap !== undefined)) return [];
        return [{ loanId: row.id, name: row.name, balanceCents: snap?.balanceCents ?? row.balanceCents, estimated: snap?.day !== day }];
      }),
    };
  });
}

/** Every balance of the person at the end of the São Paulo `day` (YYYY-MM-DD); see `balancesOnDays`. */
export async function balancesOn(db: DbOrTx, userId: string, day: string): Promise<BalancesOn> {
  const [balances] = await balancesOnDays(db, userId, [day]);
  return balances!;
}
