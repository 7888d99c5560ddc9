import { MONTH_NAMES } from "@/lib/format/dates";
import { clampedDay, monthOf, monthsBetween, shiftMonth, splitMonth } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { ZERO_CENTS, splitInstallments, subtractCents, sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * Credit-card faturas as calendar arithmetic, framework-free. A fatura is named by its due month, a
 * `Month` ("2026-04"); every date is a São Paulo calendar day "YYYY-MM-DD". Month arithmetic is the
 * calendar's (`shiftMonth`, `monthOf`, `firstDay`); a `statement_month` column holds `firstDay`.
 */

export interface CardDays {
  closingDay: number;
  dueDay: number;
}

/**
 * Days a card had before they were changed: they name every fatura before `untilMonth`
 * (exclusive) that no earlier entry covers. Closed faturas keep their dates this way.
 */
export interface PastCardDays extends CardDays {
  untilMonth: Month;
}

export interface StatementDates {
  closingDate: Day;
  dueDate: Day;
}

export const statementStatuses = ["futura", "aberta", "fechada", "paga", "vencida"] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/**
 * The days in force for a fatura: the first past entry whose `untilMonth` is after it, or the
 * card's current days.
 */
export function daysForMonth(month: Month, current: CardDays, past: readonly PastCardDays[] = []): CardDays {
  let chosen: PastCardDays | undefined;
  for (const entry of past) {
    if (entry.untilMonth > month && (!chosen || entry.untilMonth < chosen.untilMonth)) chosen = entry;
  }
  return chosen ?? current;
}

/**
 * Due on `dueDay` of the fatura's month; closing on `closingDay` of the same month when it comes
 * before the due day, otherwise of the month before.
 */
export function statementDates(
  month: Month,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): StatementDates {
  const { closingDay, dueDay } = daysForMonth(month, current, past);
  const { year, month: m } = splitMonth(month);
  const closing = splitMonth(closingDay < dueDay ? month : shiftMonth(month, -1));
  return {
    closingDate: clampedDay(closing.year, closing.month, closingDay),
    dueDate: clampedDay(year, m, dueDay),
  };
}

/**
 * The fatura a purchase on `day` belongs to: the first whose closing date is after it, so a
 * purchase on the closing day goes to the next one. Closing dates fall at most a month before
 * the due month, so the search starts a month before the purchase's own month.
 */
export function statementOfPurchase(
  day: Day,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): Month {
  let month = shiftMonth(monthOf(day), -1);
  for (let step = 0; step < 4; step += 1, month = shiftMonth(month, 1)) {
    if (statementDates(month, current, past).closingDate > day) return month;
  }
  return month;
}

/** Parcela k lands k−1 faturas after parcela 1's, however the parcela dates fall. */
export function statementOfInstallment(first: Month, index: number): Month {
  return shiftMonth(first, index - 1);
}

/**
 * The fatura still open on `today`: the one a purchase made today would join. Never earlier than
 * the month from which the current days apply (faturas before it are closed for good).
 */
export function openStatementMonth(
  today: Day,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): Month {
  const open = statementOfPurchase(today, current, past);
  const latestUntil = past.reduce<Month | null>(
    (latest, entry) => (latest === null || entry.untilMonth > latest ? entry.untilMonth : latest),
    null,
  );
  return latestUntil !== null && latestUntil > open ? latestUntil : open;
}

/**
 * The first day a purchase joins this fatura: the day the fatura before it closes. A purchase on a
 * closing day is already the next fatura's (`statementOfPurchase`), so on that day this one is
 * aberta while the one before is fechada.
 */
export function statementOpeningDate(
  month: Month,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): Day {
  return statementDates(shiftMonth(month, -1), current, past).closingDate;
}

/**
 * futura before it opens (`openingDate`, when known); aberta before closing; then paga once
 * nothing is left, fechada until the due date, vencida after.
 */
export function statementStatus(
  dates: StatementDates,
  remainingCents: Cents,
  today: Day,
  openingDate?: Day,
): StatementStatus {
  if (openingDate !== undefined && today < openingDate) return "futura";
  if (today < dates.closingDate) return "aberta";
  if (remainingCents <= 0) return "paga";
  return today <= dates.dueDate ? "fechada" : "vencida";
}

export interface StatementAmounts {
  totalCents: Cents;
  paidCents: Cents;
  remainingCents: Cents;
}

/** Remaining is what the items add up to minus what was paid, never below zero. */
export function statementAmounts(totalCents: Cents, paidCents: Cents): StatementAmounts {
  const left = subtractCents(totalCents, paidCents);
  return { totalCents, paidCents, remainingCents: left > 0 ? left : ZERO_CENTS };
}

/** A payment is at least one centavo and at most what is left on the fatura. */
export function isPaymentAllowed(amountCents: Cents, totalCents: Cents, paidCents: Cents): boolean {
  return amountCents >= 1 && amountCents <= statementAmounts(totalCents, paidCents).remainingCents;
}

/** Limit minus every unpaid amount on the card, future parcelas included (may go negative). */
export function availableLimitCents(creditLimitCents: Cents, itemsCents: Cents, paidCents: Cents): Cents {
  return subtractCents(creditLimitCents, subtractCents(itemsCents, paidCents));
}

/**
 * An account's balance: opening balance, plus income, minus spending, plus transfers in, minus
 * transfers out, minus fatura payments made from it (the caller counts only what is dated up to
 * today).
 */
export function accountBalanceCents(parts: {
  openingCents: Cents;
  receitaCents: Cents;
  despesaCents: Cents;
  transfersInCents: Cents;
  transfersOutCents: Cents;
  statementPaymentsCents: Cents;
}): Cents {
  const moneyIn = sumCents([parts.openingCents, parts.receitaCents, parts.transfersInCents]);
  const moneyOut = sumCents([parts.despesaCents, parts.transfersOutCents, parts.statementPaymentsCents]);
  return subtractCents(moneyIn, moneyOut);
}

/** A discount split with the parcelas' own rule: equal shares, the remainder on the first one. */
export function splitDiscount(discountCents: Cents, count: number): Cents[] {
  if (discountCents >= count) return splitInstallments(discountCents, count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? discountCents : ZERO_CENTS));
}

export interface AnticipatableInstallment {
  id: string;
  index: number;
  cents: Cents;
  statementMonth: Month;
}

export interface AnticipatedInstallment {
  id: string;
  index: number;
  cents: Cents;
  statementMonth: Month;
}

export type AnticipationPlan =
  | { ok: true; installments: AnticipatedInstallment[] }
  | { ok: false; reason: "count" | "discount" };

/**
 * Antecipação: the last `count` parcelas still unpaid (in the open fatura or later) move into the
 * open fatura, lowered by `discount` in total, split exactly; parcelas in closed faturas never
 * change. Each parcela keeps at least one centavo.
 */
export function planAnticipation(
  installments: readonly AnticipatableInstallment[],
  count: number,
  discountCents: Cents,
  openMonth: Month,
): AnticipationPlan {
  const unpaid = installments
    .filter((p) => p.statementMonth >= openMonth)
    .sort((a, b) => a.index - b.index);
  if (!Number.isInteger(count) || count < 1 || count > unpaid.length) return { ok: false, reason: "count" };
  const moved = unpaid.slice(unpaid.length - count);
  if (!Number.isInteger(discountCents) || discountCents < 0) return { ok: false, reason: "discount" };
  const shares = splitDiscount(discountCents, count);
  const result = moved.map((p, k) => ({
    id: p.id,
    index: p.index,
    cents: subtractCents(p.cents, shares[k] ?? ZERO_CENTS),
    statementMonth: openMonth,
  }));
  if (result.some((p) => p.cents < 1)) return { ok: false, reason: "discount" };
  return { ok: true, installments: result };
}

/** "abril/2026": how a fatura is named in a sentence. */
export function statementMonthLabel(month: Month): string {
  const { year, month: m } = splitMonth(month);
  return `${MONTH_NAMES[m - 1] ?? ""}/${year}`;
}

/** A card item as it is placed on a fatura: its day, parcela number and the fatura it is on now. */
export interface CardItem {
  id: string;
  day: Day;
  groupId: string | null;
  index: number | null;
  month: Month | null;
}

/**
 * Places card items on faturas. Items on a fatura before `openMonth` (closed) stay where they are;
 * the others follow the card's days, never landing before the open fatura. A parcela follows its
 * parcela 1: the fatura parcela 1 is on (if closed) or would go to, plus k−1 months; one already on
 * a fatura moves by as many months as its parcela 1 does (an anticipated parcela stays ahead).
 * `openMonth` null places everything by its date (a method that just became a card).
 */
export function placeCardItems(
  items: readonly CardItem[],
  {
    firstInstallments,
    openMonth,
    current,
    past = [],
  }: {
    firstInstallments: ReadonlyMap<string, { day: Day; month: Month | null }>;
    openMonth: Month | null;
    current: CardDays;
    past?: readonly PastCardDays[];
  },
): Map<string, Month> {
  const isClosed = (month: Month | null) => openMonth !== null && month !== null && month < openMonth;
  const placed = new Map<string, Month>();
  for (const item of items) {
    if (isClosed(item.month)) continue;
    const first = item.groupId ? firstInstallments.get(item.groupId) : undefined;
    let month: Month;
    if (first && item.index !== null) {
      let firstMonth =
        first.month !== null && isClosed(first.month) ? first.month : statementOfPurchase(first.day, current, past);
      if (openMonth !== null && firstMonth < openMonth && !isClosed(first.month)) firstMonth = openMonth;
      // A parcela already placed moves with its parcela 1, so an antecipação keeps its place.
      month =
        item.month !== null && first.month !== null
          ? shiftMonth(item.month, monthsBetween(first.month, firstMonth))
          : statementOfInstallment(firstMonth, item.index);
    } else {
      month = statementOfPurchase(item.day, current, past);
    }
    if (openMonth !== null && month < openMonth) month = openMonth;
    placed.set(item.id, month);
  }
  return placed;
}
