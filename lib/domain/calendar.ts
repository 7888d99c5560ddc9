import { once } from "@/lib/once";

/**
 * Days and months, in one module (in the shape of Actual's `months.ts`). Code speaks two branded
 * strings, so a plain string, a month or an instant does not compile where a day is expected:
 *
 * - `Day`: a São Paulo calendar day, `YYYY-MM-DD` ("2026-03-05"), as PostgreSQL's `date` reads.
 * - `Month`: a calendar month, `YYYY-MM` ("2026-03"), the form a fatura is named by, the reports'
 *   `from`/`to` and `day.slice(0, 7)`. Both sort as text. A `date` column that holds a month (the
 *   `statement_month` columns) stores its `firstDay`; a URL carries `?month=3&year=2026`, read with
 *   `monthOfYear` and written with `splitMonth`.
 *
 * Only parsing makes one (`parseDay`, `parseMonth`, `toCalendarDay`, or `day()` / `month()`, which
 * throw, for constants and for values a `date` column already guarantees); every function below
 * keeps the brand. "Today" is São Paulo's. See docs/decisions/typed-dates.md.
 */
declare const dayBrand: unique symbol;
declare const monthBrand: unique symbol;

/** A São Paulo calendar day, `YYYY-MM-DD`. */
export type Day = string & { readonly [dayBrand]: "Day" };

/** A calendar month, `YYYY-MM`. */
export type Month = string & { readonly [monthBrand]: "Month" };

/** "Today" and the day of an instant are São Paulo's. */
export const TIME_ZONE = "America/Sao_Paulo";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The days Bolso accepts wherever a day comes in: typed, sent to the API or read from a file. */
export const FIRST_DAY = "2000-01-01" as Day;
export const LAST_DAY = "2100-12-31" as Day;

export function isDayInRange(day: string): boolean {
  return day >= FIRST_DAY && day <= LAST_DAY;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` from its parts, unchecked ("2026-02-31" too): `isValidDay` says if it exists. */
export function toDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

export function splitDay(day: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, d = 0] = day.split("-").map(Number);
  return { year, month, day: d };
}

/** Whether the text is a day that exists (`YYYY-MM-DD`, 31/02 refused). */
export function isValidDay(text: string): text is Day {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (!y || !m || !d || m < 1 || m > 12) return false;
  return d >= 1 && d <= daysInMonth(y, m);
}

/** The day the text is (`YYYY-MM-DD`, a day that exists), or null. */
export function parseDay(text: string): Day | null {
  return isValidDay(text) ? text : null;
}

/** The month the text is (`YYYY-MM`), or null. */
export function parseMonth(text: string): Month | null {
  return MONTH_PATTERN.test(text) ? (text as Month) : null;
}

/** A day the code knows is one (a constant, a `date` column's value); anything else throws. */
export function day(text: string): Day {
  const parsed = parseDay(text);
  if (parsed === null) throw new RangeError(`dia inválido: ${text}`);
  return parsed;
}

/** A month the code knows is one; anything else throws. */
export function month(text: string): Month {
  const parsed = parseMonth(text);
  if (parsed === null) throw new RangeError(`mês inválido: ${text}`);
  return parsed;
}

/** The day in a month, a day past the month's end being its last: 31 in February is the 28th (or 29th). */
export function clampedDay(year: number, month: number, day: number): Day {
  return toDay(year, month, Math.min(day, daysInMonth(year, month))) as Day;
}

// ─── Today and instants ──────────────────────────────────────────────────────────────────────

const dayInZone = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** The calendar day an instant falls on in São Paulo. */
export function dayInSaoPaulo(instant: Date): Day {
  return dayInZone().format(instant) as Day;
}

export function todayInSaoPaulo(now: Date = new Date()): Day {
  return dayInSaoPaulo(now);
}

export function currentYearMonth(now: Date = new Date()): { year: number; month: number } {
  const { year, month } = splitDay(todayInSaoPaulo(now));
  return { year: year || 1970, month: month || 1 };
}

/**
 * "2026-03-05" stays as is; an ISO instant ("2026-03-05T02:30:00.000Z") becomes the day it is in
 * São Paulo ("2026-03-04"); a date-time without an offset ("2026-03-05T23:30") is a São Paulo wall
 * clock, so its day is the one written. Returns null for anything else, impossible days included.
 */
export function toCalendarDay(input: string): Day | null {
  const text = input.trim();
  if (DAY_PATTERN.test(text)) return parseDay(text);
  const match = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    text,
  );
  if (!match?.[1] || !isValidDay(match[1])) return null;
  if (!match[4]) return match[1];
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : dayInSaoPaulo(instant);
}

// ─── Day arithmetic ──────────────────────────────────────────────────────────────────────────

/** Days since 1970-01-01 (a day's position on the calendar, whatever the time zone). */
function dayNumber(value: Day): number {
  const { year, month, day: d } = splitDay(value);
  return Date.UTC(year, month - 1, d) / 86_400_000;
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(value: Day, days: number): Day {
  const date = new Date((dayNumber(value) + days) * 86_400_000);
  return toDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) as Day;
}

/** Whole days from `a` to `b`: negative when `b` is earlier. */
export function daysBetween(a: Day, b: Day): number {
  return dayNumber(b) - dayNumber(a);
}

/** Adds months keeping the day, clamped to the month's end: 31/01 + 1 → 28/02 (or 29/02). */
export function addMonths(value: Day, months: number): Day {
  const { year, month } = splitMonth(shiftMonth(monthOf(value), months));
  return clampedDay(year, month, splitDay(value).day);
}

/** Orders two days (or two months) for `sort`: earlier first. */
export function compareDates<T extends Day | Month>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ─── Months ──────────────────────────────────────────────────────────────────────────────────

/** The month from its year and its number (1–12), as a URL carries them. */
export function monthOfYear(year: number, month: number): Month {
  return `${pad(year, 4)}-${pad(month, 2)}` as Month;
}

/** The month's year and number (1–12). */
export function splitMonth(value: Month): { year: number; month: number } {
  const [year = 0, month = 1] = value.split("-").map(Number);
  return { year, month };
}

function monthIndex(value: Month): number {
  const { year, month } = splitMonth(value);
  return year * 12 + (month - 1);
}

function monthFromIndex(index: number): Month {
  return monthOfYear(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1);
}

/** The month a day is in. */
export function monthOf(value: Day): Month {
  return value.slice(0, 7) as Month;
}

/** The month `months` after `value` (before, when negative). */
export function shiftMonth(value: Month, months: number): Month {
  return monthFromIndex(monthIndex(value) + months);
}

/** Whole months from `a` to `b` (negative when `b` is earlier). */
export function monthsBetween(a: Month, b: Month): number {
  return monthIndex(b) - monthIndex(a);
}

/** Every month from `first` to `last`, both included, in order (none when `last` is earlier). */
export function monthRange(first: Month, last: Month): Month[] {
  return Array.from({ length: Math.max(0, monthsBetween(first, last) + 1) }, (_, k) => shiftMonth(first, k));
}

/** The month's first day: what a `date` column stores for a month. */
export function firstDay(value: Month): Day {
  return `${value}-01` as Day;
}

export function lastDay(value: Month): Day {
  const { year, month } = splitMonth(value);
  return clampedDay(year, month, 31);
}

/** The month's first day and the next month's first: `[start, end)`. */
export function monthBounds(value: Month): { start: Day; end: Day } {
  return { start: firstDay(value), end: firstDay(shiftMonth(value, 1)) };
}
