import { addDays, monthOf, monthRange, splitMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import type { AlertCandidate } from "@/lib/domain/due-alert";

/** An unpaid bill counts as overdue for this many days after its due date, then drops off. */
export const OVERDUE_LOOKBACK_DAYS = 30;
/** The daily e-mail announces bills due today and in the next two days. */
export const DIGEST_AHEAD_DAYS = 2;

/** Unpaid bills due before today, within the lookback window, oldest first. */
export function overdueBills<T extends AlertCandidate>(payments: readonly T[], now: Date = new Date()): T[] {
  const today = todayInSaoPaulo(now);
  const oldest = addDays(today, -OVERDUE_LOOKBACK_DAYS);
  return payments.filter((p) => !p.isPaid && p.dueDate < today && p.dueDate >= oldest);
}

/** Unpaid bills due from today to `aheadDays` later. */
export function billsDueWithin<T extends AlertCandidate>(
  payments: readonly T[],
  aheadDays: number,
  now: Date = new Date(),
): T[] {
  const today = todayInSaoPaulo(now);
  const last = addDays(today, aheadDays);
  return payments.filter((p) => !p.isPaid && p.dueDate >= today && p.dueDate <= last);
}

/** Every month touched by the days from `first` to `last` (inclusive), in order. */
export function monthsSpanned(first: Day, last: Day): { year: number; month: number }[] {
  return monthRange(monthOf(first), monthOf(last)).map(splitMonth);
}

/** The months whose bills can be overdue or due soon today. */
export function alertMonths(now: Date = new Date()): { year: number; month: number }[] {
  const today = todayInSaoPaulo(now);
  return monthsSpanned(addDays(today, -OVERDUE_LOOKBACK_DAYS), addDays(today, DIGEST_AHEAD_DAYS));
}
