import { IntentLink } from "@/components/ui/intent-link";
import { ArrowDownLeft, ArrowUpRight, Receipt, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Money } from "@/components/ui/money";
import { reaisToCents } from "@/lib/format/money";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { formatDateBR } from "@/lib/format/dates";
import { cn } from "@/lib/utils";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { DashboardTile } from "@/components/dashboard/dashboard-tile";
import { readableForeground } from "@/lib/format/readable-color";
import { InstallmentDescription } from "@/components/transactions/installment-description";

/** The dashboard shows the month's 4 most recent transactions. */
export const RECENT_TRANSACTIONS = 4;

/** `transactionsHref` opens Transações on the same month. */
export function RecentTransactionsTile({
  transactionsHref,
  className,
  children,
}: {
  transactionsHref: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DashboardTile
      testId="recent-transactions"
      title="Transações Recentes"
      description="As últimas movimentações do mês"
      link={{ href: transactionsHref, label: "Ver todas" }}
      className={className}
    >
      {children}
    </DashboardTile>
  );
}

export function RecentTransactionsSkeleton() {
  return <SkeletonRows count={RECENT_TRANSACTIONS} label="Carregando transações" className="gap-4" />;
}

/** The most recent transactions, newest first (the caller picks and orders them). */
export function RecentTransactionsList({
  transactions,
  transactionsHref,
}: {
  transactions: readonly TransactionJson[];
  transactionsHref: string;
}) {
  if (transactions.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="Nenhuma transação neste mês"
        description="Registre uma receita ou despesa para acompanhar seu mês."
        className="border-none py-6"
        action={
          <Button asChild>
            <IntentLink href={transactionsHref}>Registrar transação</IntentLink>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="-mx-2 flex flex-col">
      {transactions.map((t) => (
        <RecentTransactionRow key={t._id} transaction={t} />
      ))}
    </ul>
  );
}

function RecentTransactionRow({ transaction: t }: { transaction: TransactionJson }) {
  const income = t.transactionTypeId.transactionType === "receita";
  // An estorno (a despesa below zero) gives money back: green "+R$", and "Estorno" on the small line.
  const refund = !income && t.valor < 0;
  // Money moved to or from an objective is neither income nor spending: neutral, with where it went.
  const objective = t.isObjective && t.objectiveId ? t.objectiveId.name : null;
  const Icon = objective !== null ? Wallet : income ? ArrowUpRight : ArrowDownLeft;
  const date = formatDateBR(t.transactionDate);
  return (
    <li data-testid="recent-transaction" className="flex items-center gap-3 rounded-lg px-2 py-2.5">
      <span
        aria-hidden="true"
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-full text-white shadow-xs",
          !t.categoryId && "bg-zinc-400 dark:bg-zinc-600",
        )}
        style={
          t.categoryId
            ? { backgroundColor: t.categoryId.color, color: readableForeground(t.categoryId.color) }
            : undefined
        }
      >
        <Icon className="size-4" strokeWidth={2.5} />
      </span>
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5">
        <p className="min-w-0 text-sm font-medium text-zinc-900 dark:text-zinc-100">
          <InstallmentDescription
            description={t.description}
            installment={t.installmentIndex && t.installmentCount ? { number: t.installmentIndex, of: t.installmentCount } : null}
          />
        </p>
        <Money
          cents={reaisToCents(t.valor)}
          sign={objective !== null ? undefined : income || refund ? "income" : "expense"}
          className="text-right text-sm font-semibold"
        />
        {/* Payment method · category (or objective) · date, across the row; the year only from 640 px. */}
        <p className="col-span-2 flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-zinc-600 dark:text-zinc-400 [&>*+*]:before:mr-1.5 [&>*+*]:before:content-['·']">
          {t.paymentMethodId ? (
            <span className="max-w-full truncate font-medium text-zinc-700 dark:text-zinc-300">{t.paymentMethodId.name}</span>
          ) : null}
          {refund ? <span>Estorno</span> : null}
          <span className="max-w-full truncate">
            {objective !== null ? `${income ? "←" : "→"} ${objective}` : (t.categoryId?.name ?? "Sem categoria")}
          </span>
          <time dateTime={t.transactionDate} className="shrink-0 tabular-nums">
            {date.slice(0, 5)}
            <span className="hidden sm:inline">{date.slice(5)}</span>
          </time>
        </p>
      </div>
    </li>
  );
}
