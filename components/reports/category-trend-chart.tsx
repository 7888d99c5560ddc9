"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_COLOR } from "@/components/reports/chart-colors";
import { ChartTooltip, legendLabel } from "@/components/reports/chart-tooltip";
import { formatAxisValue } from "@/lib/format/axis-value";

export interface TrendSeries {
  key: string;
  name: string;
  color: string;
}

/** Each month's despesas stacked by category (loaded lazily by LazyCategoryTrendChart). */
export function CategoryTrendChart({
  points,
  series,
}: {
  points: Record<string, number | string>[];
  series: TrendSeries[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={AXIS_COLOR} strokeOpacity={0.25} />
        <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} stroke={AXIS_COLOR} tickLine={false} />
        <YAxis
          width={48}
          tick={{ fill: "currentColor", fontSize: 12 }}
          stroke={AXIS_COLOR}
          tickLine={false}
          axisLine={false}
          tickFormatter={formatAxisValue}
        />
        <Tooltip content={<ChartTooltip />} cursor={{ fill: AXIS_COLOR, fillOpacity: 0.12 }} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="month" fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
