"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Reais } from "@/lib/format/money";
import { AXIS_COLOR, CHART_COLORS } from "@/components/reports/chart-colors";
import { ChartTooltip, legendLabel } from "@/components/reports/chart-tooltip";
import { formatAxisValue } from "@/lib/format/axis-value";

export interface CashFlowPoint {
  label: string;
  revenue: Reais;
  expense: Reais;
  balance: Reais;
}

/** Receitas and despesas as bars, the saldo as a line (loaded lazily by LazyCashFlowChart). */
export function CashFlowChart({ points }: { points: CashFlowPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
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
        <Bar dataKey="revenue" name="Receitas" fill={CHART_COLORS.revenue} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="expense" name="Despesas" fill={CHART_COLORS.expense} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Line
          dataKey="balance"
          name="Saldo"
          type="monotone"
          stroke={CHART_COLORS.balance}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
