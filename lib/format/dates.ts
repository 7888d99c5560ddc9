import { dayInSaoPaulo, splitDay, toCalendarDay } from "@/lib/domain/calendar";

// Dates as people read them. Day and month arithmetic, parsing and "today" live in
// lib/domain/calendar.ts, and are imported from there (docs/decisions/typed-dates.md).

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
