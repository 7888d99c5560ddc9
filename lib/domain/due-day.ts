import type { RecurringFrequency } from "@/lib/domain/enums";
import { MONTH_NAMES } from "@/lib/format/dates";
import { clampedDay, dayInSaoPaulo, daysInMonth, splitDay, toDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/**
 * Due days of recurring payments, safe for the browser: descriptions, form options and the dates a
 * payment falls on in a month. The dashboard, the bell and the API all use these.
 *
 * - monthly: 1–31, the day of the month; 31 (or 30, 29) falls on the last day of shorter months.
 * - weekly: 1–7, `dueDay % 7` is the weekday with 0 = domingo (1 = segunda … 6 = sábado, 7 = domingo).
 * - yearly: 1–366, the day of the year counted on a leap-year calendar, so every value is one fixed
 *   date: 60 = 29 de fevereiro, 61 = 1º de março, 366 = 31 de dezembro. In other years 29 de
 *   fevereiro falls on 28 de fevereiro (like day 31 in a 30-day month).
 * - once: 1–32767, a one-off bill's date counted from 2000-01-01 (= 1), so it fits the same column
 *   (until 2089-09-16). Not offered in the recurring payment form: a captured boleto creates it.
 */
export const FREQUENCIES = [
  "monthly",
  "weekly",
  "yearly",
] as const satisfies readonly RecurringFrequency[];

export const FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  monthly: "Mensal",
  weekly: "Semanal",
  yearly: "Anual",
  once: "Única",
};

export const DUE_DAY_LIMITS: Record<RecurringFrequency, { min: number; max: number }> = {
  monthly: { min: 1, max: 31 },
  weekly: { min: 1, max: 7 },
  yearly: { min: 1, max: 366 },
  once: { min: 1, max: 32767 },
};

/** Index = `dueDay % 7` = JavaScript's `getUTCDay()`. */
export const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

/** The weekly due days in the form's order (segunda first), with their names. */
export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((value) => ({
  value,
  label: capitalize(WEEKDAY_NAMES[value % 7] ?? ""),
}));

/** Days per month on the leap-year calendar that numbers the yearly due days. */
const LEAP_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isValidDueDay(frequency: RecurringFrequency, dueDay: number): boolean {
  const { min, max } = DUE_DAY_LIMITS[frequency];
  return Number.isInteger(dueDay) && dueDay >= min && dueDay <= max;
}

/** Yearly due day (1–366) → the month (1–12) and day it stands for. */
export function yearlyDueDayToDate(dueDay: number): { month: number; day: number } {
  let remaining = Math.min(Math.max(Math.trunc(dueDay), 1), 366);
  for (let index = 0; index < 12; index += 1) {
    const length = LEAP_MONTH_DAYS[index] ?? 31;
    if (remaining <= length) return { month: index + 1, day: remaining };
    remaining -= length;
  }
  return { month: 12, day: 31 };
}

/** Month (1–12) and day → yearly due day (1–366); the day is clamped to the month (29/02 allowed). */
export function dateToYearlyDueDay(month: number, day: number): number {
  const m = Math.min(Math.max(Math.trunc(month), 1), 12);
  let total = 0;
  for (let index = 0; index < m - 1; index += 1) total += LEAP_MONTH_DAYS[index] ?? 0;
  return total + Math.min(Math.max(Math.trunc(day), 1), LEAP_MONTH_DAYS[m - 1] ?? 31);
}

/** Days a month can have on the yearly picker (fevereiro has 29). */
export function yearlyMonthLength(month: number): number {
  return LEAP_MONTH_DAYS[month - 1] ?? 31;
}

const ONCE_EPOCH_MS = Date.UTC(2000, 0, 0);
const DAY_MS = 86_400_000;

/** A one-off bill's date (`YYYY-MM-DD`) → its due day (days from 2000-01-01, which is 1). */
export function dateToOnceDueDay(date: string): number {
  const { year, month, day } = splitDay(date);
  return Math.round((Date.UTC(year, month - 1, day) - ONCE_EPOCH_MS) / DAY_MS);
}

/** A one-off bill's due day → its date (`YYYY-MM-DD`). */
export function onceDueDayToDate(dueDay: number): Day {
  return new Date(ONCE_EPOCH_MS + dueDay * DAY_MS).toISOString().slice(0, 10) as Day;
}

/** 'Todo dia 10', 'Toda segunda-feira', 'Todo domingo', '14 de fevereiro', 'Em 10/03/2026'. */
export function describeDueDay(frequency: RecurringFrequency, dueDay: number): string {
  if (frequency === "once") {
    const { year, month, day } = splitDay(onceDueDayToDate(dueDay));
    return `Em ${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
  }
  if (frequency === "weekly") {
    const weekday = WEEKDAY_NAMES[((dueDay % 7) + 7) % 7] ?? "domingo";
    const masculine = weekday === "domingo" || weekday === "sábado";
    return `${masculine ? "Todo" : "Toda"} ${weekday}`;
  }
  if (frequency === "yearly") {
    const { month, day } = yearlyDueDayToDate(dueDay);
    return `${day} de ${MONTH_NAMES[month - 1] ?? ""}`;
  }
  return `Todo dia ${dueDay}`;
}

/** Every date (`YYYY-MM-DD`, ascending) a payment falls on in the given month. */
export function occurrencesInMonth(
  { frequency, dueDay }: { frequency: RecurringFrequency; dueDay: number },
  { year, month }: { year: number; month: number },
): Day[] {
  if (!isValidDueDay(frequency, dueDay)) return [];
  const lastDay = daysInMonth(year, month);
  if (frequency === "monthly") return [clampedDay(year, month, dueDay)];
  if (frequency === "once") {
    const date = onceDueDayToDate(dueDay);
    return date.startsWith(`${toDay(year, month, 1).slice(0, 8)}`) ? [date] : [];
  }
  if (frequency === "yearly") {
    const date = yearlyDueDayToDate(dueDay);
    return date.month === month ? [clampedDay(year, month, date.day)] : [];
  }
  const weekday = dueDay % 7;
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const dates: Day[] = [];
  for (let day = 1 + ((weekday - firstWeekday + 7) % 7); day <= lastDay; day += 7) {
    dates.push(clampedDay(year, month, day));
  }
  return dates;
}

/** Whether a payment falls on this calendar day (`YYYY-MM-DD`). */
export function isOccurrence(frequency: RecurringFrequency, dueDay: number, date: string): boolean {
  const { year, month } = splitDay(date);
  const dates: readonly string[] = occurrencesInMonth({ frequency, dueDay }, { year, month });
  return dates.includes(date);
}

/**
 * Whether a payment was already registered on a due date: it falls due from the São Paulo day it
 * was created on, so earlier dates are not its occurrences (unless they were paid anyway).
 */
export function existedOn(createdAt: Date, dueDate: Day): boolean {
  return dueDate >= dayInSaoPaulo(createdAt);
}

/** Whether an unpaid date is owed: a one-off bill is owed on its date even if entered later (a late boleto). */
export function isOwedOn(frequency: RecurringFrequency, createdAt: Date, dueDate: Day): boolean {
  return frequency === "once" || existedOn(createdAt, dueDate);
}

/** Every date a payment falls on from `from` to `to`, both included (ascending). */
export function occurrencesBetween(
  frequency: RecurringFrequency,
  dueDay: number,
  from: string,
  to: string,
): string[] {
  if (from > to) return [];
  const start = splitDay(from);
  const end = splitDay(to);
  const dates: string[] = [];
  let { year, month } = start;
  while (year < end.year || (year === end.year && month <= end.month)) {
    for (const date of occurrencesInMonth({ frequency, dueDay }, { year, month })) {
      if (date >= from && date <= to) dates.push(date);
    }
    if (month === 12) {
      year += 1;
      month = 1;
    } else {
      month += 1;
    }
  }
  return dates;
}

/** The occurrence id the API answers with: the payment's id and the due date. */
export function occurrenceId(recurringPaymentId: string, dueDate: Day): string {
  return `${recurringPaymentId}:${dueDate}`;
}

/** "segunda-feira" → "Segunda-feira": a name at the start of a label. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
