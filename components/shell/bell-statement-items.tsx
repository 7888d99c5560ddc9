import Link from "next/link";
import { formatDateBR } from "@/lib/dates";
import { formatBRL } from "@/lib/money";
import { statementMonthLabel } from "@/lib/card-statement";
import type { StatementAlertJson } from "@/lib/schemas/cards";

/** The bell's faturas: vencida ones, and fechada ones due within 48 hours. */
export function BellStatementItems({ statements }: { statements: readonly StatementAlertJson[] }) {
  return statements.map((statement) => (
    <li key={`${statement.cardId}-${statement.month}`} className="px-4 py-2.5 text-sm">
      <Link
        href={`/cards/${statement.cardId}?month=${Number(statement.month.slice(5))}&year=${statement.month.slice(0, 4)}`}
        className="flex items-center justify-between gap-3 outline-none hover:underline focus-visible:underline"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">
            Fatura {statement.cardName} · {statementMonthLabel(statement.month)}
          </span>
          <span
            className={
              statement.status === "vencida"
                ? "text-xs text-rose-700 dark:text-rose-400"
                : "text-xs text-amber-700 dark:text-amber-400"
            }
          >
            {statement.status === "vencida" ? "Vencida em" : "Vence em"} {formatDateBR(statement.dueDate)}
          </span>
        </span>
        <span className="shrink-0 font-medium tabular-nums">{formatBRL(statement.remaining)}</span>
      </Link>
    </li>
  ));
}
