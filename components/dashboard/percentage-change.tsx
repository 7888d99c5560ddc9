import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/utils";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { ComparisonJson } from "@/lib/schemas/dashboard";
import { formatPercentage } from "@/components/dashboard/format-percentage";

const MUTED = "text-xs text-zinc-600 dark:text-zinc-400";

/**
 * The change from last month (lib/domain/percentage-change.ts has the rule). `goodWhen` sets the
 * colours: revenue and savings going up are green, expense going up is red. `partial`: the month
 * is today's, compared with the month before's same days. Without a percentage it says why:
 * "Primeiro mês", or last month's value in reais.
 */
export function PercentageChange({
  comparison,
  goodWhen,
  partial = false,
}: {
  comparison: ComparisonJson;
  goodWhen: "up" | "down";
  partial?: boolean;
}) {
  const since = partial ? "no mesmo período do mês anterior" : "no mês anterior";
  if (comparison.kind !== "percent") {
    return (
      <p data-testid="percentage-change" className={MUTED}>
        {comparison.kind === "first-month"
          ? "Primeiro mês"
          : comparison.kind === "previous-value"
            ? `${formatMoney(reaisToCents(comparison.previous))} ${since}`
            : "Não há comparação"}
      </p>
    );
  }
  const value = comparison.value;
  const direction = value > 0 ? "up" : value < 0 ? "down" : "flat";
  const Icon = direction === "up" ? ArrowUpRight : direction === "down" ? ArrowDownRight : Minus;
  const good = direction !== "flat" && direction === goodWhen;
  return (
    <p
      data-testid="percentage-change"
      data-direction={direction}
      className="flex flex-wrap items-center gap-x-1 text-xs text-zinc-600 dark:text-zinc-400"
    >
      <span
        className={cn(
          "inline-flex items-center gap-0.5 rounded-md px-1 py-0.5 font-medium tabular-nums",
          direction === "flat" && "bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300",
          direction !== "flat" &&
            good &&
            "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400",
          direction !== "flat" &&
            !good &&
            "bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-400",
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">
          {direction === "up" ? "Aumento de" : direction === "down" ? "Queda de" : "Variação de"}
        </span>
        {formatPercentage(Math.abs(value))}
      </span>
      {partial ? "em relação ao mesmo período do mês anterior" : "em relação ao mês anterior"}
    </p>
  );
}
