import { addDays, type Day, type Month } from "@/lib/domain/calendar";
import { negateCents } from "@/lib/format/money";
import { statementDates, statementOfInstallment, statementOfPurchase } from "@/lib/domain/card-statement";
import type { SeedTransaction } from "./build-transactions";
import { DEMO_CARD } from "./catalog";

const days = { closingDay: DEMO_CARD.closingDay, dueDay: DEMO_CARD.dueDay };

/** The fatura of each card row (a parcela k lands k−1 faturas after parcela 1); null off the card. */
export function demoStatementMonths(rows: readonly SeedTransaction[]): Array<Month | null> {
  const firstInstallment = rows.find((row) => row.paymentMethod === DEMO_CARD.name && row.installment?.index === 1);
  const firstMonth = firstInstallment ? statementOfPurchase(firstInstallment.day, days) : null;
  return rows.map((row) => {
    if (row.paymentMethod !== DEMO_CARD.name) return null;
    if (row.installment && firstMonth) return statementOfInstallment(firstMonth, row.installment.index);
    return statementOfPurchase(row.day, days);
  });
}

/**
 * Every fatura due by the day after tomorrow, paid in full on its due day (today at the latest),
 * so the bell has no fatura to announce; later ones stay fechada or aberta.
 */
export function demoStatementPayments(
  rows: readonly SeedTransaction[],
  months: ReadonlyArray<Month | null>,
  today: Day,
): Array<{ month: Month; cents: number; paidOn: Day }> {
  const totals = new Map<Month, number>();
  rows.forEach((row, i) => {
    const month = months[i];
    if (month) totals.set(month, (totals.get(month) ?? 0) + (row.type === "receita" ? negateCents(row.cents) : row.cents));
  });
  const lastDue = addDays(today, 2);
  return [...totals]
    .map(([month, cents]) => ({ month, cents, dueDate: statementDates(month, days).dueDate }))
    .filter(({ cents, dueDate }) => cents > 0 && dueDate <= lastDue)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map(({ month, cents, dueDate }) => ({ month, cents, paidOn: dueDate < today ? dueDate : today }));
}
