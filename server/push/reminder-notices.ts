import "server-only";
import { formatDateBR } from "@/lib/format/dates";
import { splitDay, splitMonth } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { daysFrom, duePhrase } from "@/lib/format/due-phrase";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { PushPayload } from "@/lib/schemas/push";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import type { ReminderDigest } from "@/server/reminders/collect-reminder-digest";

/** One push a person may get today; `subject` names what it is about, for "once per day". */
export interface PushNotice {
  subject: string;
  payload: PushPayload;
}

const monthQuery = (day: string) => {
  const { year, month } = splitDay(day);
  return `month=${month}&year=${year}`;
};

const cardLink = (cardId: string, statementMonth: Month) => {
  const { year, month } = splitMonth(statementMonth);
  return `/cards/${cardId}?month=${month}&year=${year}`;
};

function notice(subject: string, title: string, body: string, url: string): PushNotice {
  return { subject, payload: { title, body, url, tag: subject } };
}

function billNotice(today: Day, bill: PendingPaymentJson, overdue: boolean): PushNotice {
  const kind = overdue ? "bill-overdue" : "bill-due";
  const title = overdue ? `Conta atrasada: ${bill.name}` : `${bill.name} ${duePhrase(today, bill.dueDate)}`;
  const body = overdue
    ? `${formatMoney(reaisToCents(bill.amount))} · ${duePhrase(today, bill.dueDate)} (${formatDateBR(bill.dueDate)}).`
    : `${formatMoney(reaisToCents(bill.amount))} · vencimento em ${formatDateBR(bill.dueDate)}.`;
  return notice(`${kind}:${bill.recurringPaymentId}:${bill.dueDate}`, title, body, `/dashboard?${monthQuery(bill.dueDate)}`);
}

/**
 * The pushes the day's reminders make, in pt-BR, each opening the screen that shows its subject:
 * bills due today or tomorrow, overdue bills, faturas closing or due today or tomorrow, budgets
 * passed this month.
 */
export function reminderNotices(digest: ReminderDigest, today: Day): PushNotice[] {
  const soon = (day: Day) => {
    const days = daysFrom(today, day);
    return days === 0 || days === 1;
  };
  return [
    ...digest.dueAhead.filter((bill) => soon(bill.dueDate)).map((bill) => billNotice(today, bill, false)),
    ...digest.overdue.map((bill) => billNotice(today, bill, true)),
    ...digest.statementsClosing.map((statement) =>
      notice(
        `fatura-closing:${statement.cardId}:${statement.month}`,
        `Fatura do ${statement.cardName} fecha ${daysFrom(today, statement.closingDate) === 0 ? "hoje" : "amanhã"}`,
        `${formatMoney(statement.totalCents)} até agora; vence em ${formatDateBR(statement.dueDate)}.`,
        cardLink(statement.cardId, statement.month),
      ),
    ),
    ...digest.statementsDue
      .filter((statement) => soon(statement.dueDate))
      .map((statement) =>
        notice(
          `fatura-due:${statement.cardId}:${statement.month}`,
          `Fatura do ${statement.cardName} ${duePhrase(today, statement.dueDate)}`,
          `Faltam ${formatMoney(statement.amountCents)} para pagar (vence em ${formatDateBR(statement.dueDate)}).`,
          cardLink(statement.cardId, statement.month),
        ),
      ),
    ...digest.budgets.map((budget) =>
      notice(
        `budget-passed:${budget.categoryId}:${today.slice(0, 7)}`,
        `Orçamento de ${budget.categoryName} estourado`,
        `${formatMoney(budget.spentCents)} de ${formatMoney(budget.limitCents)} (${budget.percentage}%) neste mês.`,
        `/budgets?${monthQuery(today)}`,
      ),
    ),
  ];
}
