import { once } from "@/lib/once";

/** Calendar days are `YYYY-MM-DD` strings; "today" and month boundaries are São Paulo's. */
export const TIME_ZONE = "America/Sao_Paulo";

const dayInZone = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days Bolso accepts wherever a day comes in: typed, sent to the API or read from a file. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";

export function isDayInRange(day: string): boolean {
  return day >= FIRST_DAY && day <= LAST_DAY;
}

/** The calendar day an instant falls on in São Paulo. */
export function dayInSaoPaulo(instant: Date): string {
  return dayInZone().format(instant);
}

export function todayInSaoPaulo(now: Date = new Date()): string {
  return dayInSaoPaulo(now);
}

export function currentYearMonth(now: Date = new Date()): { year: number; month: number } {
  const [year, month] = todayInSaoPaulo(now).split("-").map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

export function isValidDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (!y || !m || !d || m < 1 || m > 12) return false;
  return d >= 1 && d <= daysInMonth(y, m);
}

/**
 * "2026-03-05" stays as is; an ISO instant ("2026-03-05T02:30:00.000Z") becomes the day it is in
 * São Paulo ("2026-03-04"); a date-time without an offset ("2026-03-05T23:30") is a São Paulo wall
 * clock, so its day is the one written. Returns null for anything else, impossible days included.
 */
export function toCalendarDay(input: string): string | null {
  const text = input.trim();
  if (DAY_PATTERN.test(text)) return isValidDay(text) ? text : null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    text,
  );
  if (!match?.[1] || !isValidDay(match[1])) return null;
  if (!match[4]) return match[1];
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : dayInSaoPaulo(instant);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function toDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function splitDay(day: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, d = 0] = day.split("-").map(Number);
  return { year, month, day: d };
}

/** First day of the month and first day of the next one: `[start, end)`. */
export function monthBounds(year: number, month: number): { start: string; end: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { start: toDay(year, month, 1), end: toDay(next.year, next.month, 1) };
}

export function previousMonth(year: number, month: number): { year: number; month: number } {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** Adds months keeping the day, clamped to the month's end: 31/01 + 1 → 28/02 (or 29/02). */
export function addMonthsClamped(day: string, months: number): string {
  const { year, month, day: d } = splitDay(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toDay(targetYear, targetMonth, Math.min(d, daysInMonth(targetYear, targetMonth)));
}

/**
 * `dd/MM/yyyy` for a calendar day or an instant; an instant shows its São Paulo day, so the server
 * (often in UTC) and the browser agree. Anything unreadable gives "".
 */
export function formatDateBR(value: string | Date): string {
  let day: string | null;
  if (typeof value === "string") day = toCalendarDay(value);
  else day = Number.isNaN(value.getTime()) ? null : dayInSaoPaulo(value);
  if (!day) return "";
  const { year, month, day: d } = splitDay(day);
  return `${String(d).padStart(2, "0")}/${String(month).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

// The platform's pt-BR month names: this module is imported by the shell, which should not carry a
// date library's locale tables for one label.
/**
 * Month names in pt-BR, lower case as they sit in a sentence ("14 de fevereiro"). Written out
 * rather than asked of `Intl.DateTimeFormat`: the month picker labels its button while the
 * dashboard hydrates, and a phone's first date formatter (it loads the locale's calendar data)
 * took longer than everything else that hydration does.
 */
export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** "Março de 2026" (capitalised, for the start of a line). */
export function formatMonthLabel(year: number, month: number): string {
  const name = MONTH_NAMES[month - 1] ?? "";
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}
