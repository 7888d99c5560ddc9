import { TIME_ZONE, addDays, day, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { once } from "@/lib/once";

/** The bell lights for an unpaid bill due within this window. */
export const DUE_ALERT_WINDOW_HOURS = 48;
const WINDOW_MS = DUE_ALERT_WINDOW_HOURS * 60 * 60 * 1000;

const offsetFormat = once(
  () => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" }),
);

/** São Paulo's offset from UTC at an instant, in minutes ("GMT-03:00" → -180). */
function saoPauloOffsetMinutes(instant: Date): number {
  const name = offsetFormat()
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0; // "GMT" alone: UTC
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in São Paulo. */
export function startOfDayInSaoPaulo(day: string): Date {
  const { year, month, day: d } = splitDay(day);
  const wallClockAsUtc = Date.UTC(year, month - 1, d);
  // Twice, so a change of offset between the guess and the answer (old DST rules) settles.
  let instant = wallClockAsUtc - saoPauloOffsetMinutes(new Date(wallClockAsUtc)) * 60_000;
  instant = wallClockAsUtc - saoPauloOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/**
 * A bill due on day D may be paid until D ends, so its deadline is the start of D + 1 in São Paulo.
 * The bell lights when that deadline is more than 0 and at most 48 hours away: bills due today and
 * tomorrow light it whatever the hour; the day after tomorrow, yesterday's and older never do.
 */
export function isDueSoon(dueDate: Day, now: Date = new Date()): boolean {
  const remaining = startOfDayInSaoPaulo(addDays(day(dueDate), 1)).getTime() - now.getTime();
  return remaining > 0 && remaining <= WINDOW_MS;
}

export interface AlertCandidate {
  dueDate: Day;
  isPaid: boolean;
}

/** The unpaid bills inside the alert window. */
export function dueSoon<T extends AlertCandidate>(
  payments: readonly T[],
  now: Date = new Date(),
): T[] {
  return payments.filter((payment) => !payment.isPaid && isDueSoon(payment.dueDate, now));
}

/** Whether the bell shows its red dot. */
export function hasDueAlert(payments: readonly AlertCandidate[], now: Date = new Date()): boolean {
  return dueSoon(payments, now).length > 0;
}

/**
 * The months whose bills can fall in the window (today and tomorrow): the current month, and the
 * next one too on its last day.
 */
export function monthsToCheck(now: Date = new Date()): { year: number; month: number }[] {
  const today = todayInSaoPaulo(now);
  const months = new Map<string, { year: number; month: number }>();
  for (const offset of [0, 1]) {
    const { year, month } = splitDay(addDays(today, offset));
    months.set(`${year}-${month}`, { year, month });
  }
  return [...months.values()];
}
