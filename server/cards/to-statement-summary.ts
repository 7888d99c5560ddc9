import "server-only";
import { ZERO_CENTS, centsToReais } from "@/lib/format/money";
import { statementAmounts, statementDates, statementOpeningDate, statementStatus } from "@/lib/domain/card-statement";
import type { Day, Month } from "@/lib/domain/calendar";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { LoadedCard } from "@/server/cards/load-card";
import type { MonthSums } from "@/server/cards/statement-sums";

/** One fatura's dates, amounts and status as of `today`. */
export function toStatementSummary(
  card: LoadedCard,
  month: Month,
  sums: MonthSums | undefined,
  today: Day,
): StatementSummaryJson {
  const dates = statementDates(month, card.days, card.past);
  const amounts = statementAmounts(sums?.totalCents ?? ZERO_CENTS, sums?.paidCents ?? ZERO_CENTS);
  return {
    month,
    ...dates,
    total: centsToReais(amounts.totalCents),
    paid: centsToReais(amounts.paidCents),
    remaining: centsToReais(amounts.remainingCents),
    status: statementStatus(dates, amounts.remainingCents, today, statementOpeningDate(month, card.days, card.past)),
    itemsTotal: centsToReais(sums?.itemsCents ?? ZERO_CENTS),
    bankTotal: sums?.bankCents == null ? null : centsToReais(sums.bankCents),
  };
}
