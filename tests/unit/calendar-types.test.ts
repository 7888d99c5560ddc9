/**
 * The calendar's types, checked by the compiler: `npm run typecheck` (tsc) reads this file, and each
 * `@ts-expect-error` below must meet an error, or tsc fails ("Unused '@ts-expect-error'
 * directive"). So if a plain string, a month or a day ever compiles where the other is expected
 * (or a day where an instant is), typecheck goes red. The lines inside `compileOnly` never run;
 * vitest runs the arithmetic below them.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  addDays,
  addMonths,
  compareDates,
  day,
  dayInSaoPaulo,
  daysBetween,
  firstDay,
  lastDay,
  month,
  monthBounds,
  monthOf,
  monthOfYear,
  monthRange,
  monthsBetween,
  parseDay,
  parseMonth,
  shiftMonth,
  splitMonth,
  toCalendarDay,
  todayInSaoPaulo,
} from "@/lib/domain/calendar";
import type { transactions } from "@/db/schema";
import { openStatementMonth, statementDates, statementMonthLabel, statementOfPurchase } from "@/lib/domain/card-statement";
import type { statementParams } from "@/lib/schemas/cards";
import type { TransactionJson } from "@/lib/schemas/transaction-json";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { duePhrase } from "@/lib/format/due-phrase";
import type { Day, Month } from "@/lib/domain/calendar";
import * as z from "@/lib/schemas/zod";

function compileOnly(today: Day, thisMonth: Month, text: string) {
  // ── A plain string is not a day, nor a month ──
  // @ts-expect-error a literal is not a Day: say `day("2026-03-05")` or parse it
  addDays("2026-03-05", 1);
  // @ts-expect-error a string from elsewhere must be parsed first
  addMonths(text, 1);
  // @ts-expect-error nor is it a Month
  firstDay(text);
  // @ts-expect-error a plain string is not a Day
  const fromText: Day = text;

  // ── A day is not a month ──
  // @ts-expect-error a Day where a Month is expected: say `monthOf(day)`
  firstDay(today);
  // @ts-expect-error nor for the month's bounds
  monthBounds(today);
  // @ts-expect-error nor for month arithmetic
  shiftMonth(today, 1);
  // @ts-expect-error a Day is not a Month
  const dayAsMonth: Month = today;

  // ── A month is not a day ──
  // @ts-expect-error a Month where a Day is expected: say `firstDay(month)`
  addDays(thisMonth, 1);
  // @ts-expect-error nor for days between
  daysBetween(thisMonth, today);
  // @ts-expect-error nor for monthOf
  monthOf(thisMonth);
  // @ts-expect-error a Month is not a Day
  const monthAsDay: Day = thisMonth;

  // ── A day is not an instant ──
  // @ts-expect-error an instant is a Date: a Day has no time and no zone
  dayInSaoPaulo(today);
  // @ts-expect-error nor is it "now"
  todayInSaoPaulo(today);

  // ── Arithmetic by hand loses the brand ──
  // @ts-expect-error text glued by hand is a string: use firstDay(month)
  const handFirst: Day = `${thisMonth}-01`;
  // @ts-expect-error slicing by hand is a string: use monthOf(day)
  const handMonth: Month = today.slice(0, 7);

  // What does compile: every day and month made by parsing or by the module.
  const days: Day[] = [
    day("2026-03-05"),
    addDays(today, 1),
    firstDay(thisMonth),
    lastDay(thisMonth),
  ];
  const parsed: (Day | null)[] = [parseDay(text), toCalendarDay(text)];
  const months: (Month | null)[] = [month("2026-03"), monthOf(today), parseMonth(text)];
  const plain: string = today; // a Day is still a string: compare, sort, serialise, bind in SQL.
  return [fromText, dayAsMonth, monthAsDay, handFirst, handMonth, days, parsed, months, plain];
}

/** Date columns read and write `Day` (db/columns.ts `day()`): a plain string is parsed first. */
function columnsCompileOnly(row: typeof transactions.$inferSelect, today: Day, thisMonth: Month, text: string) {
  const read: Day = row.transactionDate;
  // @ts-expect-error a date column reads as a Day, not as a month
  const asMonth: Month = row.transactionDate;
  const written: Partial<typeof transactions.$inferInsert> = { transactionDate: today };
  // @ts-expect-error a plain string is not written into a date column
  const writtenText: Partial<typeof transactions.$inferInsert> = { transactionDate: text };
  // @ts-expect-error nor is a month
  const writtenMonth: Partial<typeof transactions.$inferInsert> = { transactionDate: thisMonth };
  return [read, asMonth, written, writtenText, writtenMonth];
}

/** A fatura is named by a `Month`; its `statement_month` column holds the month's `firstDay`. */
function statementsCompileOnly(
  row: typeof transactions.$inferSelect,
  params: z.output<typeof statementParams>,
  today: Day,
  thisMonth: Month,
  text: string,
) {
  const card = { closingDay: 3, dueDay: 10 };
  // @ts-expect-error a Day is not a fatura's month: say `monthOf(day)`
  statementDates(today, card);
  // @ts-expect-error nor is the column's first day: say `monthOf(row.statementMonth)`
  statementMonthLabel(row.statementMonth ?? today);
  // @ts-expect-error nor a plain string: parse it (`z.month()`, `parseMonth`)
  statementDates(text, card);
  // @ts-expect-error a fatura's month is not a purchase's day
  statementOfPurchase(thisMonth, card);
  // @ts-expect-error a month is not written into the column: say `firstDay(month)`
  const writtenMonth: Partial<typeof transactions.$inferInsert> = { statementMonth: thisMonth };
  const open: Month = openStatementMonth(today, card);
  const written: Partial<typeof transactions.$inferInsert> = { statementMonth: firstDay(open) };
  const routed: Month = params.month;
  return [writtenMonth, written, routed];
}

/** The transactions' and bills' JSON say `Day`: a plain string is parsed before it is one. */
function jsonCompileOnly(transaction: TransactionJson, bill: PendingPaymentJson, today: Day, thisMonth: Month, text: string) {
  const read: Day = transaction.transactionDate;
  // @ts-expect-error a plain string is not a transaction's day: parse it (`z.day()`, `parseDay`)
  const typed: TransactionJson = { ...transaction, transactionDate: text };
  // @ts-expect-error nor is a month
  const monthly: TransactionJson = { ...transaction, transactionDate: thisMonth };
  // @ts-expect-error a bill's due date is a Day, not a plain string
  const due: PendingPaymentJson = { ...bill, dueDate: text };
  // @ts-expect-error nor is the day it was paid
  const paid: PendingPaymentJson = { ...bill, paidOn: text };
  // @ts-expect-error a due phrase counts from one day to another, not from text
  duePhrase(today, text);
  const phrase: string = duePhrase(today, bill.dueDate);
  return [read, typed, monthly, due, paid, phrase];
}

describe("the calendar's types", () => {
  it("are checked by tsc (see compileOnly above); vitest only confirms the module's signatures", () => {
    expectTypeOf(compileOnly).toBeFunction();
    expectTypeOf(columnsCompileOnly).toBeFunction();
    expectTypeOf(statementsCompileOnly).toBeFunction();
    expectTypeOf(jsonCompileOnly).toBeFunction();
    expectTypeOf(addDays).parameter(0).toEqualTypeOf<Day>();
    expectTypeOf(addDays).returns.toEqualTypeOf<Day>();
    expectTypeOf(firstDay).parameter(0).toEqualTypeOf<Month>();
    expectTypeOf(monthOf).returns.toEqualTypeOf<Month>();
    expectTypeOf(todayInSaoPaulo).returns.toEqualTypeOf<Day>();
    expectTypeOf<z.output<ReturnType<typeof z.day>>>().toEqualTypeOf<Day>();
    expectTypeOf<z.output<ReturnType<typeof z.month>>>().toEqualTypeOf<Month>();
  });
});

describe("parsing", () => {
  it("takes real days and months only", () => {
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2026-04-31")).toBeNull();
    expect(parseDay("2026-3-5")).toBeNull();
    expect(parseDay("05/03/2026")).toBeNull();
    expect(parseMonth("2026-12")).toBe("2026-12");
    expect(parseMonth("2026-13")).toBeNull();
    expect(parseMonth("2026-00")).toBeNull();
    expect(parseMonth("2026-03-01")).toBeNull();
    expect(() => day("2026-02-30")).toThrow(RangeError);
    expect(() => month("2026-3")).toThrow(RangeError);
  });

  it("the schemas' builders answer in pt-BR and leave the brand", () => {
    expect(z.day().parse(" 2026-03-05 ")).toBe("2026-03-05");
    expect(z.day().safeParse("2026-02-30").error?.issues[0]?.message).toBe(
      "Data inválida: use o formato AAAA-MM-DD.",
    );
    expect(z.day().safeParse(20260305).error?.issues[0]?.message).toBe(
      "Data inválida: use o formato AAAA-MM-DD.",
    );
    expect(z.day("Prazo inválido.").safeParse("amanhã").error?.issues[0]?.message).toBe(
      "Prazo inválido.",
    );
    expect(z.month().parse("2026-03")).toBe("2026-03");
    expect(z.month().safeParse("2026-3").error?.issues[0]?.message).toBe(
      "Mês inválido: use o formato AAAA-MM.",
    );
  });

  it("today is São Paulo's, not UTC's", () => {
    expect(todayInSaoPaulo(new Date("2027-01-01T02:59:00.000Z"))).toBe("2026-12-31");
    expect(todayInSaoPaulo(new Date("2027-01-01T03:00:00.000Z"))).toBe("2027-01-01");
  });
});

describe("day arithmetic", () => {
  it("addDays crosses month, year and leap-day boundaries", () => {
    expect(addDays(day("2026-01-31"), 1)).toBe("2026-02-01");
    expect(addDays(day("2026-12-31"), 1)).toBe("2027-01-01");
    expect(addDays(day("2028-02-28"), 1)).toBe("2028-02-29");
    expect(addDays(day("2026-03-01"), -1)).toBe("2026-02-28");
    expect(addDays(day("2027-01-01"), -365)).toBe("2026-01-01");
  });

  it("addMonths keeps the day, clamped to the month's end, across years", () => {
    expect(addMonths(day("2026-01-31"), 1)).toBe("2026-02-28");
    expect(addMonths(day("2028-01-31"), 1)).toBe("2028-02-29");
    expect(addMonths(day("2028-02-29"), 12)).toBe("2029-02-28");
    expect(addMonths(day("2026-11-30"), 3)).toBe("2027-02-28");
    expect(addMonths(day("2026-01-10"), -13)).toBe("2024-12-10");
  });

  it("daysBetween counts whole days, negative backwards, over a leap day", () => {
    expect(daysBetween(day("2028-02-28"), day("2028-03-01"))).toBe(2);
    expect(daysBetween(day("2026-02-28"), day("2026-03-01"))).toBe(1);
    expect(daysBetween(day("2027-01-01"), day("2026-12-31"))).toBe(-1);
    expect(daysBetween(day("2026-01-01"), day("2027-01-01"))).toBe(365);
  });

  it("compareDates sorts days and months earliest first", () => {
    expect([day("2026-03-05"), day("2025-12-31"), day("2026-01-01")].sort(compareDates)).toEqual([
      "2025-12-31",
      "2026-01-01",
      "2026-03-05",
    ]);
    expect([month("2026-01"), month("2025-12")].sort(compareDates)).toEqual(["2025-12", "2026-01"]);
  });
});

describe("months", () => {
  it("knows each month's first and last day, February of leap years included", () => {
    expect(firstDay(month("2026-02"))).toBe("2026-02-01");
    expect(lastDay(month("2026-02"))).toBe("2026-02-28");
    expect(lastDay(month("2028-02"))).toBe("2028-02-29");
    expect(lastDay(month("2100-02"))).toBe("2100-02-28");
    expect(lastDay(month("2000-02"))).toBe("2000-02-29");
    expect(lastDay(month("2026-04"))).toBe("2026-04-30");
    expect(lastDay(month("2026-12"))).toBe("2026-12-31");
  });

  it("monthBounds is [first day, next month's first day), across the year's end", () => {
    expect(monthBounds(month("2026-12"))).toEqual({ start: "2026-12-01", end: "2027-01-01" });
    expect(monthBounds(month("2026-02"))).toEqual({ start: "2026-02-01", end: "2026-03-01" });
  });

  it("shifts, counts and lists months across years", () => {
    expect(shiftMonth(month("2026-12"), 1)).toBe("2027-01");
    expect(shiftMonth(month("2026-01"), -1)).toBe("2025-12");
    expect(shiftMonth(month("2026-03"), -27)).toBe("2023-12");
    expect(monthsBetween(month("2025-11"), month("2026-02"))).toBe(3);
    expect(monthsBetween(month("2026-02"), month("2025-11"))).toBe(-3);
    expect(monthRange(month("2025-11"), month("2026-01"))).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
    ]);
    expect(monthRange(month("2026-01"), month("2025-11"))).toEqual([]);
  });

  it("reads a URL's month and year, and a day's month", () => {
    expect(monthOfYear(2026, 3)).toBe("2026-03");
    expect(splitMonth(month("2026-03"))).toEqual({ year: 2026, month: 3 });
    expect(monthOf(day("2026-03-31"))).toBe("2026-03");
  });
});
