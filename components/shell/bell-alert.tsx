import Link from "next/link";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import { reviewRowsLine } from "@/lib/format/review-rows-line";
import type { Day } from "@/lib/domain/calendar";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { BellBudgetItems } from "@/components/shell/bell-budget-items";
import { BellStatementItems } from "@/components/shell/bell-statement-items";
import { BellConnectionItems } from "@/components/shell/bell-connection-items";
import type { BellConnection } from "@/components/shell/bell-connection-items";
import type { StatementAlertJson } from "@/lib/schemas/cards";
import { OnDemandPopover } from "@/components/ui/on-demand-popover";
import { BellButton } from "@/components/shell/bell-button";
import { BellRefresh } from "@/components/shell/bell-refresh";

export interface BellState {
  /** Unpaid bills due within 48 h, worked out on the server when the shell rendered. */
  bills: PendingPaymentJson[];
  /** Unpaid bills past their due date (the last 30 days), oldest first. */
  overdue: PendingPaymentJson[];
  /** This month's budgets at 80 % of their limit or more. */
  budgets: BudgetJson[];
  /** Card faturas fechada and due within 48 h, or vencida. */
  statements?: StatementAlertJson[];
  /** Bank connections the bank asks the person to reconnect. */
  connections?: BellConnection[];
  /** Rows the bank brought that wait in the review inbox. */
  reviewRows?: number;
  /** The São Paulo day those bills were picked on (`YYYY-MM-DD`). */
  today: Day;
}

/**
 * The top-bar bell with its red dot. The shell renders it with the bills already chosen, so it
 * makes no request of its own; a payment's router.refresh() re-renders it, and so does a new day.
 */
export function BellAlert({ bills, overdue, budgets, statements = [], connections = [], reviewRows = 0, today }: BellState) {
  const count = bills.length + overdue.length + budgets.length + statements.length + connections.length + (reviewRows > 0 ? 1 : 0);
  return (
    <>
      <BellRefresh today={today} />
      <OnDemandPopover
        // data-checks: the one check, made on the server before this HTML was sent.
        trigger={<BellButton hasAlert={count > 0} data-checks={1} />}
        align="end"
        collisionPadding={8}
        className="w-80 max-w-[calc(100vw-16px)] p-0"
        aria-label="Notificações"
      >
        <div className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
          <p className="text-sm font-semibold">Notificações</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">Contas atrasadas, as que vencem nas próximas 48 horas e orçamentos perto do limite</p>
        </div>
        {count === 0 ? (
          <p className="px-4 py-5 text-sm text-zinc-600 dark:text-zinc-400">Nenhum pagamento vencendo nem orçamento perto do limite.</p>
        ) : (
          <ul className="max-h-64 divide-y divide-zinc-100 overflow-y-auto dark:divide-zinc-800">
            {overdue.map((payment) => (
              <li key={payment._id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{payment.name}</span>
                  <span className="text-xs text-rose-700 dark:text-rose-400">
                    Atrasada: venceu em {formatDateBR(payment.dueDate)}
                  </span>
                </div>
                <span className="shrink-0 font-medium tabular-nums">{formatMoney(reaisToCents(payment.amount))}</span>
              </li>
            ))}
            {bills.map((payment) => (
              <li key={payment._id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{payment.name}</span>
                  <span className="text-xs text-amber-700 dark:text-amber-400">
                    {payment.dueDate === today ? "Vence hoje" : `Vence amanhã, ${formatDateBR(payment.dueDate)}`}
                  </span>
                </div>
                <span className="shrink-0 font-medium tabular-nums">{formatMoney(reaisToCents(payment.amount))}</span>
              </li>
            ))}
            <BellBudgetItems budgets={budgets} />
            <BellStatementItems statements={statements} />
            <BellConnectionItems connections={connections} />
            {reviewRows > 0 ? (
              <li className="px-4 py-2.5 text-sm">
                <Link href="/connections#a-revisar" className="flex min-w-0 flex-col outline-none hover:underline focus-visible:underline">
                  <span className="truncate font-medium">{reviewRowsLine(reviewRows)}</span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">Do banco: confirme em grupos</span>
                </Link>
              </li>
            ) : null}
          </ul>
        )}
        <div className="border-t border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
          <Link
            href="/dashboard"
            className="text-sm font-medium text-emerald-700 outline-none hover:underline focus-visible:underline dark:text-emerald-400"
          >
            Ver pagamentos pendentes
          </Link>
        </div>
      </OnDemandPopover>
    </>
  );
}
