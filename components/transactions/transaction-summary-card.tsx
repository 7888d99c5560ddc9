import { ArrowDownRight, ArrowUpRight, Wallet } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { centsToNumber, formatBRL } from "@/lib/money";
import { cn } from "@/lib/utils";
import type { TransactionSummary } from "@/lib/schemas/transactions";

/** Receitas, Despesas and Saldo of the month; Saldo green when positive, red when negative. */
export function TransactionSummaryCard({ summary }: { summary: TransactionSummary | null }) {
  const balance = summary?.balanceCents ?? 0;
  const items = [
    {
      label: "Receitas",
      icon: ArrowUpRight,
      text: formatBRL(centsToNumber(summary?.incomeCents ?? 0)),
      tone: "text-emerald-600 dark:text-emerald-400",
      iconTone: "bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400",
    },
    {
      label: "Despesas",
      icon: ArrowDownRight,
      text: formatBRL(centsToNumber(summary?.expenseCents ?? 0)),
      tone: "text-rose-600 dark:text-rose-400",
      iconTone: "bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-400",
    },
    {
      label: "Saldo",
      icon: Wallet,
      text: `${balance < 0 ? "- " : ""}${formatBRL(centsToNumber(Math.abs(balance)))}`,
      tone:
        balance > 0
          ? "text-emerald-600 dark:text-emerald-400"
          : balance < 0
            ? "text-rose-600 dark:text-rose-400"
            : "text-zinc-900 dark:text-zinc-100",
      iconTone: "bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300",
    },
  ];
  return (
    <Card className="py-0" aria-label="Resumo do mês">
      <dl className="grid grid-cols-2 sm:grid-cols-3">
        {items.map(({ label, icon: Icon, text, tone, iconTone }, index) => (
          <div
            key={label}
            className={cn(
              "flex min-w-0 items-center gap-3 px-4 py-4 sm:px-5",
              index === 1 && "border-l border-zinc-200 dark:border-zinc-800",
              index === 2 &&
                "col-span-2 border-t border-zinc-200 sm:col-span-1 sm:border-t-0 sm:border-l dark:border-zinc-800",
            )}
          >
            <span
              className={cn(
                "hidden size-9 shrink-0 items-center justify-center rounded-full min-[480px]:flex",
                iconTone,
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-none">
              <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
              <dd
                className={cn(
                  "truncate text-base font-semibold whitespace-nowrap tabular-nums sm:text-lg",
                  tone,
                )}
                data-testid={`summary-${label.toLowerCase()}`}
              >
                {summary ? text : <Skeleton className="mt-1 h-6 w-28" />}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </Card>
  );
}
