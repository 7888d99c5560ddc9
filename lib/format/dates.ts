import {
  addMonths,
  day,
  dayInSaoPaulo,
  monthBounds as boundsOfMonth,
  monthOfYear,
  shiftMonth,
  splitDay,
  splitMonth,
  toCalendarDay,
} from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/**
 * Dates as people read them. Day and month arithmetic, parsing and "today" live in
 * lib/domain/calendar.ts; the names below are re-exported for the callers that still import them
 * from here (docs/decisions/typed-dates.md).
 */
export {
  FIRST_DAY,
  LAST_DAY,
  TIME_ZONE,
  currentYearMonth,
  dayInSaoPaulo,
  daysInMonth,
  isDayInRange,
  isValidDay,
  splitDay,
  toCalendarDay,
  toDay,
  todayInSaoPaulo,
} from "@/lib/domain/calendar";

/** `addMonths` for a caller still holding a plain string day; it throws when the text is not a day. */
export function addMonthsClamped(value: string, months: number): Day {
  return addMonths(day(value), months);
}

/** First day of the month and first day of the next one: `[start, end)`, for a URL's month and year. */
export function monthBounds(year: number, month: number): { start: Day; end: Day } {
  return boundsOfMonth(monthOfYear(year, month));
}

/** The month before a URL's month and year. */
export function previousMonth(year: number, month: number): { year: number; month: number } {
  return splitMonth(shiftMonth(monthOfYear(year, month), -1));
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
