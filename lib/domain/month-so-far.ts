import { addDays, addMonths, monthBounds, monthOfYear, shiftMonth } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/** `[start, end)` in days; empty when start === end. */
export interface DayRange {
  start: Day;
  end: Day;
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
export function countedMonth(year: number, month: number, today: Day): CountedMonth {
  const shown = monthOfYear(year, month);
  const bounds = monthBounds(shown);
  const beforeBounds = monthBounds(shiftMonth(shown, -1));
  if (today < bounds.start) {
    return {
      current: { start: bounds.start, end: bounds.start },
      previous: { start: beforeBounds.start, end: beforeBounds.start },
      partial: false,
    };
  }
  if (today >= bounds.end) return { current: bounds, previous: beforeBounds, partial: false };
  return {
    current: { start: bounds.start, end: addDays(today, 1) },
    previous: { start: beforeBounds.start, end: addDays(addMonths(today, -1), 1) },
    partial: true,
  };
}
