import { addMonths, clampedDay, day, daysBetween, splitDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { formatMoney } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/** One charge (a despesa) of a payee: its day and its positive amount. */
export interface PayeeCharge {
  day: string;
  cents: Cents;
}

export const SUBSCRIPTION_MONTHS = 3;
export const SUBSCRIPTION_DAY_TOLERANCE = 3;
export const SUBSCRIPTION_AMOUNT_TOLERANCE = 0.1;

/** What a payee's charges say: the amount and day a subscription of theirs falls on. */
export interface SubscriptionPattern {
  amountCents: Cents;
  dueDay: number;
  /** The charges that made the pattern, newest first. */
  charges: PayeeCharge[];
}

/** The same due day in another month: `dueDay` clamped to the month's length. */
function dueIn(value: string, dueDay: number): string {
  const { year, month } = splitDay(value);
  return clampedDay(year, month, dueDay);
}

/** Whole days between two "YYYY-MM-DD" days, either order. */
export const dayDistance = (a: string, b: string) => Math.abs(daysBetween(day(a), day(b)));

/**
 * A subscription: the payee's latest charge, and a charge in each of the two months before it on
 * the same day (±3 days) for the same amount (±10% of the latest). The latest charge must be recent
 * (in the 45 days up to `today`), so a subscription that stopped is not offered. Null otherwise.
 */
export function findSubscriptionPattern(charges: readonly PayeeCharge[], today: Day): SubscriptionPattern | null {
  const sorted = charges.filter((c) => c.cents > 0).sort((a, b) => (a.day < b.day ? 1 : -1));
  const latest = sorted[0];
  if (!latest || latest.day > today || dayDistance(latest.day, today) > 45) return null;
  const dueDay = splitDay(latest.day).day;
  const found: PayeeCharge[] = [latest];
  for (let back = 1; back < SUBSCRIPTION_MONTHS; back += 1) {
    const due = dueIn(addMonths(day(latest.day), -back), dueDay);
    const match = sorted.find(
      (c) =>
        c.day < found[found.length - 1]!.day &&
        dayDistance(c.day, due) <= SUBSCRIPTION_DAY_TOLERANCE &&
        Math.abs(c.cents - latest.cents) <= latest.cents * SUBSCRIPTION_AMOUNT_TOLERANCE,
    );
    if (!match) return null;
    found.push(match);
  }
  return { amountCents: latest.cents, dueDay, charges: found };
}

/** "Netflix parece uma assinatura: R$ 55,90 todo dia 7 — acompanhar?" */
export function subscriptionMessage(payeeName: string, amountCents: Cents, dueDay: number): string {
  return `${payeeName} parece uma assinatura: ${formatMoney(amountCents)} todo dia ${dueDay} — acompanhar?`;
}
