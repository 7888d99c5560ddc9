"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TooltipContentProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { AXIS_COLOR, CHART_COLORS } from "@/components/reports/chart-colors";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";

export interface NetWorthChartPoint {
  label: string;
  net: Reais;
  estimated: boolean;
}

const compact = new Intl.NumberFormat("pt-BR", { notation: "compact", maximumFractionDigits: 1 });

/** One month's dot: filled when its balances were recorded, hollow when estimated. */
function MonthDot(props: { cx?: number; cy?: number; payload?: NetWorthChartPoint; index?: number }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined) return null;
  return payload?.estimated ? (
    <circle cx={cx} cy={cy} r={4} fill="transparent" stroke={CHART_COLORS.balance} strokeWidth={2} strokeDasharray="2 2" />
  ) : (
    <circle cx={cx} cy={cy} r={4} fill={CHART_COLORS.balance} />
  );
}

function NetWorthTooltip({ active, payload }: Partial<TooltipContentProps<ValueType, NameType>>) {
  const point = payload?.[0]?.payload as NetWorthChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800">
      <p className="mb-1 font-medium text-zinc-900 dark:text-zinc-100">
        {point.label}
        {point.estimated ? " · estimado" : ""}
      </p>
      <p className="text-zinc-700 tabular-nums dark:text-zinc-300">{formatMoney(reaisToCents(point.net))}</p>
    </div>
  );
}

/** Net worth month by month as a line (loaded lazily by LazyNetWorthChart). */
export function NetWorthChart({ points }: { points: NetWorthChartPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={AXIS_COLOR} strokeOpacity={0.25} />
        <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} stroke={AXIS_COLOR} tickLine={false} minTickGap={8} />
        <YAxis
          width={52}
          tick={{ fill: "currentColor", fontSize: 12 }}
          stroke={AXIS_COLOR}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <Tooltip content={<NetWorthTooltip />} cursor={{ stroke: AXIS_COLOR, strokeOpacity: 0.4 }} />
        <Line
          dataKey="net"
          name="Patrimônio líquido"
          type="linear"
          stroke={CHART_COLORS.balance}
          strokeWidth={2}
          dot={<MonthDot />}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
