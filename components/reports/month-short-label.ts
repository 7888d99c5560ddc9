import { MONTH_ABBREVIATIONS } from "@/components/dashboard/month-abbreviations";

/** "nov/25": a chart axis' month. */
export function monthShortLabel({ year, month }: { year: number; month: number }): string {
  return `${MONTH_ABBREVIATIONS[month - 1]}/${String(year % 100).padStart(2, "0")}`;
}
