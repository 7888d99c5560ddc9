import { ZERO_CENTS, centsToReais, reaisToCents, sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { CategoryTrendJson } from "@/lib/schemas/reports";
import { CHART_COLORS } from "@/components/reports/chart-colors";
import { monthShortLabel } from "@/components/reports/month-short-label";
import type { TrendSeries } from "@/components/reports/category-trend-chart";

export const TREND_TOP = 6;
export const OTHERS_NAME = "Outros";

/**
 * The stacked chart's series: the 6 largest categories, then everything else as "Outros" (summed
 * in centavos), and one point per month keyed by series.
 */
export function trendSeries(rows: CategoryTrendJson[]): {
  series: TrendSeries[];
  points: Record<string, number | string>[];
  table: { name: string; monthsCents: Cents[]; totalCents: Cents }[];
} {
  const top = rows.slice(0, TREND_TOP);
  const rest = rows.slice(TREND_TOP);
  const months = rows[0]?.months ?? [];
  const table = top.map((row) => ({
    name: row.name,
    monthsCents: row.months.map((m) => reaisToCents(m.total)),
    totalCents: reaisToCents(row.total),
  }));
  if (rest.length > 0) {
    const monthsCents = months.map((_, i) =>
      sumCents(rest.map((row) => reaisToCents(row.months[i]?.total ?? centsToReais(ZERO_CENTS)))),
    );
    table.push({ name: OTHERS_NAME, monthsCents, totalCents: sumCents(monthsCents) });
  }
  const series: TrendSeries[] = [
    ...top.map((row, i) => ({ key: `s${i}`, name: row.name, color: row.color })),
    ...(rest.length > 0 ? [{ key: `s${top.length}`, name: OTHERS_NAME, color: CHART_COLORS.others }] : []),
  ];
  const points = months.map((month, i) => {
    const point: Record<string, number | string> = { label: monthShortLabel(month) };
    table.forEach((row, s) => {
      point[`s${s}`] = centsToReais(row.monthsCents[i] ?? ZERO_CENTS);
    });
    return point;
  });
  return { series, points, table };
}
