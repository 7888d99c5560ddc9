import { MONTH_NAMES } from "@/lib/format/dates";
import { addDays, clampedDay, day, splitDay, type Day } from "@/lib/domain/calendar";
import { ZERO_CENTS, splitInstallments, subtractCents, sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * Credit-card faturas as calendar arithmetic, framework-free. A fatura is named by its due month
 * ("YYYY-MM"); every date is a São Paulo calendar day "YYYY-MM-DD".
 */
export type StatementMonth = string;

export interface CardDays {
  closingDay: number;
  dueDay: number;
}

/**
 * Days a card had before they were changed: they name every fatura before `untilMonth`
 * (exclusive) that no earlier entry covers. Closed faturas keep their dates this way.
 */
export interface PastCardDays extends CardDays {
  untilMonth: StatementMonth;
}

export interface StatementDates {
  closingDate: Day;
  dueDate: Day;
}

export const statementStatuses = ["futura", "aberta", "fechada", "paga", "vencida"] as const;
export type StatementStatus = (typeof statementStatuses)[number];

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isStatementMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

function monthIndex(month: StatementMonth): number {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return year * 12 + (m - 1);
}

function monthFromIndex(index: number): StatementMonth {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function addStatementMonths(month: StatementMonth, months: number): StatementMonth {
  return monthFromIndex(monthIndex(month) + months);
}

/** Whole months from `a` to `b` (negative when `b` is earlier). */
export function statementMonthsBetween(a: StatementMonth, b: StatementMonth): number {
  return monthIndex(b) - monthIndex(a);
}

export function statementMonthOfDay(day: string): StatementMonth {
  return day.slice(0, 7);
}

/** "2026-04" → "2026-04-01", the value a `date` column stores for a fatura. */
export function statementMonthToDate(month: StatementMonth): Day {
  return day(`${month}-01`);
}

export { clampedDay };

/**
 * The days in force for a fatura: the first past entry whose `untilMonth` is after it, or the
 * card's current days.
 */
export function daysForMonth(month: StatementMonth, current: CardDays, past: readonly PastCardDays[] = []): CardDays {
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
  month: StatementMonth,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): StatementDates {
  const { closingDay, dueDay } = daysForMonth(month, current, past);
  const { year, month: m } = splitDay(statementMonthToDate(month));
  const closingMonth = closingDay < dueDay ? month : addStatementMonths(month, -1);
  const closing = splitDay(statementMonthToDate(closingMonth));
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
  day: string,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): StatementMonth {
  let month = addStatementMonths(statementMonthOfDay(day), -1);
  for (let step = 0; step < 4; step += 1, month = addStatementMonths(month, 1)) {
    if (statementDates(month, current, past).closingDate > day) return month;
  }
  return month;
}

/** Parcela k lands k−1 faturas after parcela 1's, however the parcela dates fall. */
export function statementOfInstallment(first: StatementMonth, index: number): StatementMonth {
  return addStatementMonths(first, index - 1);
}

/**
 * The fatura still open on `today`: the one a purchase made today would join. Never earlier than
 * the month from which the current days apply (faturas before it are closed for good).
 */
export function openStatementMonth(
  today: string,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): StatementMonth {
  const open = statementOfPurchase(today, current, past);
  const latestUntil = past.reduce<StatementMonth | null>(
    (latest, entry) => (latest === null || entry.untilMonth > latest ? entry.untilMonth : latest),
    null,
  );
  return latestUntil !== null && latestUntil > open ? latestUntil : open;
}

/**
 * The first day a purchase joins this fatura: the day after the fatura before it closes.
 */
export function statementOpeningDate(
  month: StatementMonth,
  current: CardDays,
  past: readonly PastCardDays[] = [],
): string {
  return addDays(day(statementDates(addStatementMonths(month, -1), current, past).closingDate), 1);
}

/**
 * futura before it opens (`openingDate`, when known); aberta before closing; then paga once
 * nothing is left, fechada until the due date, vencida after.
 */
export function statementStatus(
  dates: StatementDates,
  remainingCents: Cents,
  today: string,
  openingDate?: string,
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

export interface AnticipatableParcela {
  id: string;
  index: number;
  cents: Cents;
  statementMonth: StatementMonth;
}

export interface AnticipatedParcela {
  id: string;
  index: number;
  cents: Cents;
  statementMonth: StatementMonth;
}

export type AnticipationPlan =
  | { ok: true; parcelas: AnticipatedParcela[] }
  | { ok: false; reason: "count" | "discount" };

/**
 * Antecipação: the last `count` parcelas still unpaid (in the open fatura or later) move into the
 * open fatura, lowered by `discount` in total, split exactly; parcelas in closed faturas never
 * change. Each parcela keeps at least one centavo.
 */
export function planAnticipation(
  parcelas: readonly AnticipatableParcela[],
  count: number,
  discountCents: Cents,
  openMonth: StatementMonth,
): AnticipationPlan {
  const unpaid = parcelas
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
  return { ok: true, parcelas: result };
}

/** "abril/2026": how a fatura is named in a sentence. */
export function statementMonthLabel(month: StatementMonth): string {
  const [year, m = 1] = month.split("-").map(Number);
  return `${MONTH_NAMES[m - 1] ?? ""}/${year}`;
}

/** A card item as it is placed on a fatura: its day, parcela number and the fatura it is on now. */
export interface CardItem {
  id: string;
  day: string;
  groupId: string | null;
  index: number | null;
  month: StatementMonth | null;
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
    firstParcelas,
    openMonth,
    current,
    past = [],
  }: {
    firstParcelas: ReadonlyMap<string, { day: string; month: StatementMonth | null }>;
    openMonth: StatementMonth | null;
    current: CardDays;
    past?: readonly PastCardDays[];
  },
): Map<string, StatementMonth> {
  const isClosed = (month: StatementMonth | null) => openMonth !== null && month !== null && month < openMonth;
  const placed = new Map<string, StatementMonth>();
  for (const item of items) {
    if (isClosed(item.month)) continue;
    const first = item.groupId ? firstParcelas.get(item.groupId) : undefined;
    let month: StatementMonth;
    if (first && item.index !== null) {
      let firstMonth =
        first.month !== null && isClosed(first.month) ? first.month : statementOfPurchase(first.day, current, past);
      if (openMonth !== null && firstMonth < openMonth && !isClosed(first.month)) firstMonth = openMonth;
      // A parcela already placed moves with its parcela 1, so an antecipação keeps its place.
      month =
        item.month !== null && first.month !== null
          ? addStatementMonths(item.month, statementMonthsBetween(first.month, firstMonth))
          : statementOfInstallment(firstMonth, item.index);
    } else {
      month = statementOfPurchase(item.day, current, past);
    }
    if (openMonth !== null && month < openMonth) month = openMonth;
    placed.set(item.id, month);
  }
  return placed;
}
