import { describe, expect, it } from "vitest";
import { GET as averageDailySpending } from "@/app/api/v1/dashboard/average-daily-spending/route";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { GET as monthlySavings } from "@/app/api/v1/dashboard/monthly-savings/route";
import { db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { getAverageDailySpending } from "@/server/dashboard/get-average-daily-spending";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  expenseTypeId,
  get,
  lazer,
  mercado,
  month,
  moradia,
  token,
  userId,
} from "./dashboard-fixtures";
import { day, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";

describe("monthly revenue", () => {
  it("sums exact centavos and compares with the month before", async () => {
    expect(await get(monthlyRevenue, month(2026, 3))).toEqual({
      currentMonthRevenue: 5000.3,
      percentageIncreaseFromLastMonth: 0,
      comparison: { kind: "percent", value: 0 },
    });
    expect(await get(monthlyRevenue, month(2026, 4))).toEqual({
      currentMonthRevenue: 0,
      percentageIncreaseFromLastMonth: -100,
      comparison: { kind: "percent", value: -100 },
    });
  });

  it("a month before with activity on fewer than three days: its value, no percentage", async () => {
    // January and December 2025 hold one parcel each (one day).
    expect(await get(monthlyRevenue, month(2026, 2))).toEqual({
      currentMonthRevenue: 5000,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "previous-value", previous: 0 },
    });
    expect(await get(monthlyRevenue, month(2026, 1))).toEqual({
      currentMonthRevenue: 0,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "previous-value", previous: 0 },
    });
  });

  it("refuses a bad month", async () => {
    const res = await call(monthlyRevenue, { token, query: { month: 13 } });
    expect(res).toMatchObject({
      status: 400,
      body: { message: "Mês inválido: informe um número de 1 a 12." },
    });
    expect((await call(monthlyRevenue, { token })).status).toBe(400);
  });
});

describe("monthly expense", () => {
  it("counts instalment parcels in their month and the 23:30 transaction in March", async () => {
    expect(await get(monthlyExpense, month(2026, 3))).toEqual({
      currentMonthExpense: 1435.87,
      percentageIncreaseFromLastMonth: -10.3,
      comparison: { kind: "percent", value: -10.3 },
    });
    // January is one parcel on one day: not "↗ 1.500,1%" but January's R$ 100,00.
    expect(await get(monthlyExpense, month(2026, 2))).toEqual({
      currentMonthExpense: 1600.1,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "previous-value", previous: 100 },
    });
    // Parcels 6 and 7 straddle the new year: 100,00 each.
    expect(await get(monthlyExpense, month(2026, 1))).toEqual({
      currentMonthExpense: 100,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "previous-value", previous: 100 },
    });
    // The first parcel is the person's first row: their first month.
    expect(await get(monthlyExpense, month(2025, 7))).toEqual({
      currentMonthExpense: 100.05,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "first-month" },
    });
  });
});

describe("monthly savings", () => {
  it("is revenue − expense, with the change over |previous|", async () => {
    expect(await get(monthlySavings, month(2026, 3))).toEqual({
      currentMonthSavings: 3564.43,
      percentageChange: 4.8,
      comparison: { kind: "percent", value: 4.8 },
    });
    expect(await get(monthlySavings, month(2026, 2))).toEqual({
      currentMonthSavings: 3399.9,
      percentageChange: null,
      comparison: { kind: "previous-value", previous: -100 },
    });
    expect(await get(monthlySavings, month(2026, 4))).toEqual({
      currentMonthSavings: -100,
      percentageChange: -102.8,
      comparison: { kind: "percent", value: -102.8 },
    });
    expect(await get(monthlySavings, month(2026, 1))).toEqual({
      currentMonthSavings: -100,
      percentageChange: null,
      comparison: { kind: "previous-value", previous: -100 },
    });
    expect(await get(monthlySavings, month(2025, 6))).toEqual({
      currentMonthSavings: 0,
      percentageChange: null,
      comparison: { kind: "first-month" },
    });
  });
});

describe("average daily spending", () => {
  it("a past month divides by all its days", async () => {
    expect(await get(averageDailySpending, month(2026, 3))).toEqual({
      averageDailySpending: 46.32,
    });
    expect(await get(averageDailySpending, month(2026, 2))).toEqual({
      averageDailySpending: 57.15,
    });
  });

  it("the current month divides what was spent up to today by the days elapsed, today included", async () => {
    // Up to 10/03: Aluguel 1200,00 + Pão 0,10 + Leite 0,20 = 1200,30 over 10 days; the later
    // Farmácia, Jantar and parcel 9 are not spent yet.
    expect(await getAverageDailySpending(db, userId, month(2026, 3), day("2026-03-10"))).toEqual({
      averageDailySpending: 120.03,
    });
    expect(await getAverageDailySpending(db, userId, month(2026, 3), day("2026-03-31"))).toEqual({
      averageDailySpending: 46.32,
    });
  });

  it("a future month is 0", async () => {
    expect(await get(averageDailySpending, month(2099, 1))).toEqual({ averageDailySpending: 0 });
    expect(await getAverageDailySpending(db, userId, month(2026, 4), day("2026-03-31"))).toEqual({
      averageDailySpending: 0,
    });
  });

  it("with no month it is the current month in São Paulo", async () => {
    const someone = await createTestUser();
    const today = todayInSaoPaulo();
    await db.insert(transactions).values({
      userId: someone.user.id,
      description: "Hoje",
      valor: cents(1234),
      transactionDate: today,
      transactionTypeId: expenseTypeId,
    });
    const expected = Math.round(1234 / splitDay(today).day) / 100;
    expect(await get(averageDailySpending, undefined, someone.token)).toEqual({
      averageDailySpending: expected,
    });
  });
});

describe("category expenses", () => {
  it("groups the month's expense by category, largest first, with 'Sem categoria'", async () => {
    expect(await get(categoryExpenses, month(2026, 3))).toEqual([
      { id: moradia, name: "Moradia", color: "#10B981", total: 1200, percentage: 83.6 },
      { id: lazer, name: "Lazer", color: "#8B5CF6", total: 189.9, percentage: 13.2 },
      { id: null, name: "Sem categoria", color: "#A1A1AA", total: 45.67, percentage: 3.2 },
      { id: mercado, name: "Mercado", color: "#F59E0B", total: 0.3, percentage: 0 },
    ]);
    expect(await get(categoryExpenses, month(2026, 4))).toEqual([
      { id: lazer, name: "Lazer", color: "#8B5CF6", total: 100, percentage: 100 },
    ]);
    expect(await get(categoryExpenses, month(2026, 6))).toEqual([]);
  });
});
