import { currentYearMonth } from "@/lib/domain/calendar";

/**
 * The month carried in a URL (`?month=1..12&year=YYYY`), for pages and for client islands. No zod
 * here on purpose: the sidebar imports this, and every screen's first load would carry the parser.
 */
export interface YearMonth {
  month: number;
  year: number;
}

/** A page's search params, as Next hands them over. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search param, or undefined. */
export function firstParam(params: PageSearchParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

function integerIn(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !/^\d{1,4}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : undefined;
}

/**
 * The month a screen shows. A screen never fails on a hand-edited link: a missing or invalid
 * month falls back to the current month in São Paulo, a missing or invalid year to this year.
 */
export function monthFromSearchParams(params: PageSearchParams): YearMonth {
  // Today is worked out only when the URL lacks it: in the browser (the sidebar keeps the month
  // across links) building the time-zone formatter costs more than the rest of its hydration.
  const month = integerIn(firstParam(params, "month"), 1, 12);
  if (month === undefined) return currentYearMonth();
  return {
    month,
    year: integerIn(firstParam(params, "year"), 2000, 2100) ?? currentYearMonth().year,
  };
}

/** `month=…&year=…`, the query that carries a month from one screen to another. */
export function monthSearch({ month, year }: YearMonth): string {
  return new URLSearchParams({ month: String(month), year: String(year) }).toString();
}
