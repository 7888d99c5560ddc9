import { MONTH_NAMES } from "@/lib/format/dates";

/**
 * What the daily average is divided by, in words: the days so far of the current month, all the
 * days of a past month, none of a month not yet begun.
 */
export function averageBasis(month: number, days: number, isCurrentMonth: boolean): string {
  if (days === 0) return "O mês ainda não começou";
  const name = MONTH_NAMES[month - 1] ?? "";
  if (!isCurrentMonth) return `Nos ${days} dias de ${name}`;
  return days === 1 ? "No primeiro dia do mês" : `Nos ${days} dias de ${name} até hoje`;
}
