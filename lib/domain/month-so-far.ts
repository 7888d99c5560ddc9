import { addDays } from "@/lib/domain/due-alert";
import { daysInMonth, monthBounds, previousMonth, splitDay, toDay } from "@/lib/format/dates";

/** `[start, end)` in "YYYY-MM-DD" days; empty when start === end. */
export interface DayRange {
  start: string;
  end: string;
}

/** What the dashboard counts for a month, and what it compares it with. */
export interface CountedMonth {
  current: DayRange;
  previous: DayRange;
  /** The month is today's: only its days up to today count, and the month before's same days. */
  partial: boolean;
}

/**
 * One month, one answer (docs/decisions/month-counts-up-to-today.md): a row counts on the
 * dashboard from its day on. A past month counts whole, against the whole month before; today's
 * month counts day 1 to today, against the month before's days 1 to the same day (clamped to its
 * length); a month not begun counts nothing.
 */
export function countedMonth(year: number, month: number, today: string): CountedMonth {
  const bounds = monthBounds(year, month);
  const before = previousMonth(year, month);
  const beforeBounds = monthBounds(before.year, before.month);
  if (today < bounds.start) {
    return {
      current: { start: bounds.start, end: bounds.start },
      previous: { start: beforeBounds.start, end: beforeBounds.start },
      partial: false,
    };
  }
  if (today >= bounds.end) return { current: bounds, previous: beforeBounds, partial: false };
  const sameDay = Math.min(splitDay(today).day, daysInMonth(before.year, before.month));
  return {
    current: { start: bounds.start, end: addDays(today, 1) },
    previous: { start: beforeBounds.start, end: addDays(toDay(before.year, before.month, sameDay), 1) },
    partial: true,
  };
}
