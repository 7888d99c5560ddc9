import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { categories, transactions, transactionTypes } from "@/db/schema";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { monthlyExpense } from "@/server/dashboard/get-monthly-expense";
import { monthlyRevenue } from "@/server/dashboard/get-monthly-revenue";
import { monthlySavings } from "@/server/dashboard/get-monthly-savings";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { listRecentTransactions } from "@/server/dashboard/list-recent-transactions";
import type { Cents } from "@/lib/format/money";
import { cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";

/**
 * One month, one answer (docs/decisions/month-counts-up-to-today.md), on the 2nd of December:
 * Nov: Mercado 200,00 on 01 and 02, Salário 5.000,00 on 05, Aluguel 1.200,00 on 10, a parcel
 *      456,78 on 30.
 * Dec: Padaria 12,34 on 02 (today), a parcel 456,78 on 30 (not yet).
 * Up to the 2nd, December spent 12,34 and earned nothing; November's same days spent 400,00 on
 * two days: too few to divide by, so the cards show November's value, not a percentage.
 */
const TODAY = day("2026-12-02");
const december = { year: 2026, month: 12 };
let userId: string;

beforeAll(async () => {
  userId = (await createTestUser()).user.id;
  const types = Object.fromEntries(
    (await db.select().from(transactionTypes)).map((row) => [row.transactionType, row.id]),
  ) as Record<"receita" | "despesa", string>;
  const [food] = await db
    .insert(categories)
    .values({ userId, name: "Alimentação", color: "#16A34A" })
    .returning();
  const row = (description: string, valor: Cents, transactionDate: Day, type: "receita" | "despesa") => ({
    userId,
    description,
    valor,
    transactionDate,
    transactionTypeId: types[type],
    categoryId: type === "despesa" ? food!.id : null,
  });
  await db.insert(transactions).values([
    row("Mercado", cents(20000), day("2026-11-01"), "despesa"),
    row("Mercado", cents(20000), day("2026-11-02"), "despesa"),
    row("Salário", cents(500000), day("2026-11-05"), "receita"),
    row("Aluguel", cents(120000), day("2026-11-10"), "despesa"),
    row("Notebook (1/10)", cents(45678), day("2026-11-30"), "despesa"),
    row("Padaria", cents(1234), day("2026-12-02"), "despesa"),
    row("Notebook (2/10)", cents(45678), day("2026-12-30"), "despesa"),
  ]);
});

describe("the dashboard on the 2nd of a month", () => {
  it("counts no row dated later in the month: the stats, the recent list and the ring agree", async () => {
    const summary = await getMonthSummary(db, userId, december, TODAY);
    expect(summary.current).toEqual({ receita: 0, despesa: 1_234 });
    expect(summary.partial).toBe(true);

    const recent = await listRecentTransactions(db, userId, december, { limit: 10, today: TODAY });
    expect(recent.map((t) => t.description)).toEqual(["Padaria"]);
    expect(recent.reduce((sum, t) => sum + Math.round(Number(t.valor) * 100), 0)).toBe(
      summary.current.despesa,
    );

    const ring = await getCategoryExpenses(db, userId, december, TODAY);
    expect(ring).toEqual([
      expect.objectContaining({ name: "Alimentação", total: 12.34, percentage: 100 }),
    ]);
  });

  it("compares with the month before's same days, and shows its value when they are too few", async () => {
    const summary = await getMonthSummary(db, userId, december, TODAY);
    expect(summary.previous).toEqual({ receita: 0, despesa: 40_000 });
    expect(monthlyExpense(summary)).toEqual({
      currentMonthExpense: 12.34,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "previous-value", previous: 400 },
    });
    expect(monthlyRevenue(summary).comparison).toEqual({ kind: "previous-value", previous: 0 });
    expect(monthlySavings(summary)).toEqual({
      currentMonthSavings: -12.34,
      percentageChange: null,
      comparison: { kind: "previous-value", previous: -400 },
    });
  });

  it("on the last day counts the whole month, against the whole month before", async () => {
    const summary = await getMonthSummary(db, userId, december, day("2026-12-31"));
    expect(summary.current).toEqual({ receita: 0, despesa: 46_912 });
    expect(summary.previous).toEqual({ receita: 500_000, despesa: 205_678 });
    expect(monthlyExpense(summary).comparison).toEqual({ kind: "percent", value: -77.2 });
  });

  it("a person's first month says so", async () => {
    const november = await getMonthSummary(db, userId, { year: 2026, month: 11 }, TODAY);
    expect(monthlyRevenue(november).comparison).toEqual({ kind: "first-month" });
  });
});
