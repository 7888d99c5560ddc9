import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { formatDateBR } from "@/lib/format/dates";
import { currentYearMonth } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { TAX_RULES } from "@/lib/domain/tax/rules";

/** The first ano-calendário the screen offers: the first with its rules. */
const FIRST_TAX_YEAR = TAX_RULES[0]!.year;

/**
 * The last closed ano-calendário, the one people declare: this year once December has come (the
 * year's rows are nearly all in), else the year before (2026 when seen in December 2026 or in 2027).
 */
export function lastTaxYear(now: Date = new Date()): number {
  const { year, month } = currentYearMonth(now);
  return month === 12 ? year : year - 1;
}

/** Every year the picker offers, newest first. */
export function taxYears(now: Date = new Date()): number[] {
  const last = lastTaxYear(now);
  const years: number[] = [];
  for (let year = last; year >= FIRST_TAX_YEAR; year -= 1) years.push(year);
  return years;
}

/** `?ano=2026` when it is one of the offered years; else the last ano-calendário. */
export function taxYearFromSearchParams(params: PageSearchParams, now: Date = new Date()): number {
  const asked = Number(firstParam(params, "ano"));
  return taxYears(now).includes(asked) ? asked : lastTaxYear(now);
}

/**
 * How the year's own balance is labelled: "31/12/2025" once that day is over; while the year runs
 * (31/12 included, the day is not over) the figure is today's balance, "até hoje (02/12/2026)".
 * `situation` is the declaration's heading ("Situação em 31/12/2025", "Situação até hoje (…)"),
 * `header` a table column's ("31/12/2025", "Até hoje (…)") and `phrase` what follows "a situação"
 * in a sentence ("em 31/12/2025", "até hoje (…)").
 */
export function yearBalanceLabel(
  year: number,
  today: Day,
): { day: string; situation: string; header: string; phrase: string } {
  if (today > `${year}-12-31`) {
    const day = `31/12/${year}`;
    return { day, situation: `Situação em ${day}`, header: day, phrase: `em ${day}` };
  }
  const day = `até hoje (${formatDateBR(today)})`;
  return { day, situation: `Situação ${day}`, header: `Até hoje (${formatDateBR(today)})`, phrase: day };
}
