import Link from "next/link";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { splitMonth } from "@/lib/domain/calendar";
import { statementMonthLabel } from "@/lib/domain/card-statement";
import { bellStatementLines } from "@/lib/format/bell-statement-lines";
import type { BellStatementLine } from "@/lib/format/bell-statement-lines";
import type { StatementAlertJson } from "@/lib/schemas/cards";

function lineTexts(line: BellStatementLine): { title: string; when: string } {
  if (line.count > 1) {
    return {
      title: `Fatura ${line.cardName} · ${line.count} vencidas`,
      when: `Vencidas desde ${formatDateBR(line.dueDate)}`,
    };
  }
  return {
    title: `Fatura ${line.cardName} · ${statementMonthLabel(line.month)}`,
    when: `${line.status === "vencida" ? "Vencida em" : "Vence em"} ${formatDateBR(line.dueDate)}`,
  };
}

/** The bell's faturas: a card's vencidas in one line, and fechada ones due within 48 hours. */
export function BellStatementItems({ statements }: { statements: readonly StatementAlertJson[] }) {
  return bellStatementLines(statements).map((line) => {
    const { title, when } = lineTexts(line);
    const { year, month } = splitMonth(line.month);
    return (
      <li key={`${line.cardId}-${line.month}`} className="px-4 py-2.5 text-sm">
        <Link
          href={`/cards/${line.cardId}?month=${month}&year=${year}`}
          className="flex items-center justify-between gap-3 outline-none hover:underline focus-visible:underline"
        >
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{title}</span>
            <span
              className={
                line.status === "vencida"
                  ? "text-xs text-rose-700 dark:text-rose-400"
                  : "text-xs text-amber-700 dark:text-amber-400"
              }
            >
              {when}
            </span>
          </span>
          <span className="shrink-0 font-medium tabular-nums">{formatMoney(line.remainingCents)}</span>
        </Link>
      </li>
    );
  });
}
