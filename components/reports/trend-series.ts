import type { CategoryTrendJson } from "@/lib/schemas/reports";
import { CHART_COLORS } from "@/components/reports/chart-colors";
import { monthShortLabel } from "@/components/reports/month-short-label";
import type { TrendSeries } from "@/components/reports/category-trend-chart";

export const TREND_TOP = 6;
export const OTHERS_NAME = "Outros";

const cents = (value: number) => Math.round(value * 100);

/**
 * The stacked chart's series: the 6 largest categories, then everything else as "Outros" (summed
 * in centavos), and one point per month keyed by series.
 */
export function trendSeries(rows: CategoryTrendJson[]): {
  series: TrendSeries[];
  points: Record<string, number | string>[];
  table: { name: string; months: number[]; total: number }[];
} {
  const top = rows.slice(0, TREND_TOP);
  const rest = rows.slice(TREND_TOP);
  const months = rows[0]?.months ?? [];
  const table = top.map((row) => ({ name: row.name, months: row.months.map((m) => m.total), total: row.total }));
  if (rest.length > 0) {
    const monthCents = months.map((_, i) => rest.reduce((sum, row) => sum + cents(row.months[i]?.total ?? 0), 0));
    table.push({
      name: OTHERS_NAME,
      months: monthCents.map((c) => c / 100),
      total: monthCents.reduce((a, b) => a + b, 0) / 100,
    });
  }
  const series: TrendSeries[] = [
    ...top.map((row, i) => ({ key: `s${i}`, name: row.name, color: row.color })),
    ...(rest.length > 0 ? [{ key: `s${top.length}`, name: OTHERS_NAME, color: CHART_COLORS.others }] : []),
  ];
  const points = months.map((month, i) => {
    const point: Record<string, number | string> = { label: monthShortLabel(month) };
    table.forEach((row, s) => {
      point[`s${s}`] = row.months[i] ?? 0;
    });
    return point;
  });
  return { series, points, table };
}
