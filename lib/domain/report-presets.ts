import { currentYearMonth, monthOfYear, shiftMonth, splitMonth } from "@/lib/domain/calendar";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { firstParam } from "@/lib/domain/month-params";
import { formatYearMonth } from "@/lib/schemas/reports";
import type { ReportPeriod } from "@/lib/schemas/reports";

/** The periods the Relatórios screen offers (`?periodo=`): the last 3, 6 or 12 months, or this year. */
export const REPORT_PRESETS = [
  { key: "3m", label: "3 meses" },
  { key: "6m", label: "6 meses" },
  { key: "12m", label: "12 meses" },
  { key: "ano", label: "Este ano" },
] as const;

export type ReportPreset = (typeof REPORT_PRESETS)[number]["key"];
export const DEFAULT_REPORT_PRESET: ReportPreset = "6m";

/** The months a preset covers, ending with the current month in São Paulo. */
export function presetPeriod(preset: ReportPreset, now: Date = new Date()): ReportPeriod {
  const to = currentYearMonth(now);
  if (preset === "ano") return { from: { year: to.year, month: 1 }, to };
  const count = Number.parseInt(preset, 10);
  return { from: splitMonth(shiftMonth(monthOfYear(to.year, to.month), 1 - count)), to };
}

/** `?periodo=` read leniently: anything unknown is the default, never an error. */
export function presetFromSearchParams(params: PageSearchParams): ReportPreset {
  const value = firstParam(params, "periodo");
  return REPORT_PRESETS.find((preset) => preset.key === value)?.key ?? DEFAULT_REPORT_PRESET;
}

/** `from=YYYY-MM&to=YYYY-MM`, the API's query for a period. */
export function periodSearch(period: ReportPeriod): string {
  return new URLSearchParams({ from: formatYearMonth(period.from), to: formatYearMonth(period.to) }).toString();
}
