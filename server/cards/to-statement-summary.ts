import "server-only";
import { centsToNumber } from "@/lib/format/money";
import { statementAmounts, statementDates, statementStatus } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { LoadedCard } from "@/server/cards/load-card";
import type { MonthSums } from "@/server/shared/statement-sums";

/** One fatura's dates, amounts and status as of `today`. */
export function toStatementSummary(
  card: LoadedCard,
  month: StatementMonth,
  sums: MonthSums | undefined,
  today: string,
): StatementSummaryJson {
  const dates = statementDates(month, card.days, card.past);
  const amounts = statementAmounts(sums?.totalCents ?? 0, sums?.paidCents ?? 0);
  return {
    month,
    ...dates,
    total: centsToNumber(amounts.totalCents),
    paid: centsToNumber(amounts.paidCents),
    remaining: centsToNumber(amounts.remainingCents),
    status: statementStatus(dates, amounts.remainingCents, today),
  };
}
