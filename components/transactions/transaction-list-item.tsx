"use client";

import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { Money } from "@/components/ui/money";
import { formatDateBR } from "@/lib/dates";
import { TransactionRowActions } from "@/components/transactions/transaction-row-actions";
import { cn } from "@/lib/utils";
import type { TransactionJson } from "@/lib/schemas/transactions";

/** One row: category-coloured icon, description, category and date, signed amount, actions. */
export function TransactionListItem({
  transaction: t,
  deleting,
  onEdit,
  onDelete,
}: {
  transaction: TransactionJson;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const income = t.transactionTypeId.transactionType === "receita";
  const Icon = income ? ArrowUpRight : ArrowDownLeft;
  return (
    <li
      className={cn("flex items-center gap-3 px-4 py-3 sm:px-5", deleting && "opacity-60")}
      aria-busy={deleting || undefined}
      data-testid="transaction-row"
    >
      <span
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-full text-white shadow-xs",
          !t.categoryId && "bg-zinc-400 dark:bg-zinc-600",
        )}
        style={t.categoryId ? { backgroundColor: t.categoryId.color } : undefined}
        aria-hidden="true"
      >
        <Icon className="size-4" strokeWidth={2.5} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex min-w-0 items-baseline justify-between gap-3">
          <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
            {t.description}
          </p>
          <Money
            value={t.valor}
            sign={income ? "income" : "expense"}
            className="shrink-0 text-right text-sm font-semibold"
          />
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          <span className="truncate">{t.categoryId?.name ?? "Sem categoria"}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={t.transactionDate} className="shrink-0 tabular-nums">
            {formatDateBR(t.transactionDate)}
          </time>
        </p>
      </div>
      <TransactionRowActions
        description={t.description}
        deleting={deleting}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}
