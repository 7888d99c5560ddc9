import { lastDay, monthOf, monthRange, parseMonth } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { addCents, negateCents, subtractCents, sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * Net worth as arithmetic, framework-free: which day stands for a month ("YYYY-MM"), and how a
 * day's balances add up to what a person owns and owes.
 */

/** The longest history one request may ask for: ten years of months. */
export const NET_WORTH_MAX_MONTHS = 120;

/** Every month from `from` to `to`, both included ("YYYY-MM"); empty when `to` is before `from`. */
export function monthsFromTo(from: string, to: string): Month[] {
  const first = parseMonth(from);
  const last = parseMonth(to);
  return first === null || last === null ? [] : monthRange(first, last);
}

/** The day a month's point is read on: its last day, or `today` for the month in course; null after it. */
export function monthPointDay(month: Month, today: Day): Day | null {
  if (month === monthOf(today)) return today;
  const last = lastDay(month);
  return last < today ? last : null;
}

interface Figure {
  estimated: boolean;
}

/** The balances of one day, as `balancesOn` answers them (only the figures this needs). */
export interface DayBalances {
  accounts: readonly (Figure & { balanceCents: Cents })[];
  cards: readonly (Figure & { owedCents: Cents })[];
  investments: readonly (Figure & { balanceCents: Cents })[];
  loans: readonly (Figure & { balanceCents: Cents })[];
}

export interface NetWorthFigures {
  assetsCents: Cents;
  debtsCents: Cents;
  netCents: Cents;
  estimated: boolean;
}

/**
 * Owned: accounts in credit and investments. Owed: what cards owe (open faturas), loans and
 * accounts overdrawn (a negative balance is a debt, not a smaller asset). Estimated when any part is.
 */
export function netWorthOf(balances: DayBalances): NetWorthFigures {
  const positive = balances.accounts.filter((a) => a.balanceCents >= 0).map((a) => a.balanceCents);
  const overdrawn = balances.accounts.filter((a) => a.balanceCents < 0).map((a) => negateCents(a.balanceCents));
  const assetsCents = addCents(sumCents(positive), sumCents(balances.investments.map((i) => i.balanceCents)));
  const debtsCents = sumCents([
    ...overdrawn,
    ...balances.cards.map((c) => c.owedCents),
    ...balances.loans.map((l) => l.balanceCents),
  ]);
  const estimated = [...balances.accounts, ...balances.cards, ...balances.investments, ...balances.loans].some(
    (figure) => figure.estimated,
  );
  return { assetsCents, debtsCents, netCents: subtractCents(assetsCents, debtsCents), estimated };
}
