import { addDays, addMonths, dayInSaoPaulo, firstDay, monthOf } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/**
 * The daily balance snapshots' calendar, framework-free (docs/decisions/balance-snapshots.md).
 */

/** Daily snapshots are kept this many whole months back; before that, only each month's last one. */
export const DAILY_SNAPSHOT_MONTHS = 13;

/**
 * The São Paulo day a run at `now` records: the day that has just ended (the job runs after
 * midnight, so every row dated that day is in).
 */
export function snapshotDayFor(now: Date): Day {
  return addDays(dayInSaoPaulo(now), -1);
}

/**
 * The first day still kept day by day when `day` is recorded: the first of the month
 * `DAILY_SNAPSHOT_MONTHS` months before. Earlier months keep only their last snapshot (31/12 too).
 */
export function dailySnapshotsFrom(day: Day): Day {
  return firstDay(monthOf(addMonths(day, -DAILY_SNAPSHOT_MONTHS)));
}
