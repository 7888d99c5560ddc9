import { drizzle } from "drizzle-orm/node-postgres";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as averageDailySpending } from "@/app/api/v1/dashboard/average-daily-spending/route";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { GET as monthlySavings } from "@/app/api/v1/dashboard/monthly-savings/route";
import * as schema from "@/db/schema";
import { transactions, transactionTypes } from "@/db/schema";
import { db, getPool } from "@/lib/server/db";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/**
 * The month summary behind the revenue, expense, savings and daily-average cards. Figures by hand:
 *
 * Dec/2025: receita 0,10 + 0,20 = 0,30;          despesa 0,10 + 0,20 + 1.000,05 = 1.000,35
 * Jan/2026: receita 7.000,01 + 0,01 = 7.000,02;  despesa 333,33 × 3 = 999,99 + 0,01 (31/01) = 1.000,00
 * Nov/2025 (before December) and Feb/2026 (after January) must not leak into either month.
 */
let userId: string;
let token: string;
let otherId: string;
const typeIds: Record<"receita" | "despesa", string> = { receita: "", despesa: "" };

async function insert(
  owner: string,
  valor: Cents,
  transactionDate: Day,
  type: "receita" | "despesa",
) {
  await db.insert(transactions).values({
    userId: owner,
    description: `${type} ${valor}`,
    valor,
    transactionDate,
    transactionTypeId: typeIds[type],
  });
}

beforeAll(async () => {
  const me = await createTestUser();
  userId = me.user.id;
  token = me.token;
  otherId = (await createTestUser()).user.id;
  for (const row of await db.select().from(transactionTypes)) typeIds[row.transactionType] = row.id;

  await insert(userId, cents(999999), day("2025-11-30"), "receita");
  await insert(userId, cents(888888), day("2025-11-30"), "despesa");
  await insert(userId, cents(10), day("2025-12-01"), "receita");
  await insert(userId, cents(20), day("2025-12-31"), "receita");
  await insert(userId, cents(10), day("2025-12-01"), "despesa");
  await insert(userId, cents(20), day("2025-12-15"), "despesa");
  await insert(userId, cents(100005), day("2025-12-31"), "despesa");
  await insert(userId, cents(700001), day("2026-01-01"), "receita");
  await insert(userId, cents(1), day("2026-01-31"), "receita");
  for (const date of [day("2026-01-05"), day("2026-01-06"), day("2026-01-07")])
    await insert(userId, cents(33333), date, "despesa");
  await insert(userId, cents(1), day("2026-01-31"), "despesa");
  await insert(userId, cents(555555), day("2026-02-01"), "receita");
  await insert(userId, cents(444444), day("2026-02-01"), "despesa");
  // Another user's January never counts.
  await insert(otherId, cents(12345), day("2026-01-10"), "receita");
  await insert(otherId, cents(54321), day("2026-01-10"), "despesa");
});

describe("getMonthSummary", () => {
  it("reads the month and the month before, exact to the centavo, across a year boundary, in one query", async () => {
    const queries: string[] = [];
    const counted = drizzle(getPool(), {
      schema,
      logger: { logQuery: (query) => queries.push(query) },
    });

    const summary = await getMonthSummary(counted, userId, { year: 2026, month: 1 });

    expect(summary).toEqual({
      current: { receita: 700_002, despesa: 100_000 },
      previous: { receita: 30, despesa: 100_035 },
      // December has rows on the 1st, the 15th and the 31st; November came before.
      base: { activeDays: 3, hasEarlierRows: true },
      partial: false,
    });
    // The sums are one query; the other reads the list version the answer is kept under (in a GET,
    // the session lookup has already read it).
    expect(queries).toHaveLength(2);
    expect(queries.filter((q) => q.includes("transaction_list_versions"))).toHaveLength(1);
    // Read again before anything changed: only the version.
    queries.length = 0;
    expect(await getMonthSummary(counted, userId, { year: 2026, month: 1 })).toEqual(summary);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain("transaction_list_versions");
  });

  it("gives zeros for a month and a month before with nothing in them", async () => {
    expect(await getMonthSummary(db, userId, { year: 2024, month: 6 })).toEqual({
      current: { receita: 0, despesa: 0 },
      previous: { receita: 0, despesa: 0 },
      base: { activeDays: 0, hasEarlierRows: false },
      partial: false,
    });
  });

  it("does not take a deposit into an objective for earlier income or spending: the month is still the first", async () => {
    const saver = (await createTestUser()).user.id;
    const [objective] = await db
      .insert(schema.objectives)
      .values({ userId: saver, name: "Viagem", targetValue: cents(400000) })
      .returning({ id: schema.objectives.id });
    await db.insert(transactions).values({
      userId: saver,
      description: "Aporte",
      valor: cents(250000),
      transactionDate: day("2026-01-10"),
      transactionTypeId: typeIds.despesa,
      isObjective: true,
      objectiveId: objective!.id,
    });
    await insert(saver, cents(500000), day("2026-03-05"), "receita");
    const summary = await getMonthSummary(db, saver, { year: 2026, month: 3 });
    expect(summary.base).toEqual({ activeDays: 0, hasEarlierRows: false });
    // A receita before the month is.
    await insert(saver, cents(1000), day("2026-01-20"), "receita");
    expect((await getMonthSummary(db, saver, { year: 2026, month: 3 })).base?.hasEarlierRows).toBe(true);
  });
});

describe("the stat endpoints read the same summary", () => {
  const query = { month: 1, year: 2026 };
  const get = async (handler: typeof monthlyRevenue, q: Record<string, number> = query) => {
    const res = await call<Record<string, unknown>>(handler, {
      path: "/api/v1/dashboard",
      query: q,
      token,
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  it("answers in the same shapes, with the previous month's comparison", async () => {
    // Revenue 7.000,02 on 0,30: under R$ 1 is no base (it would be +2.333.240%), so null.
    // Expense 1.000,00 on 1.000,35: −0,03…% → −0%.
    expect(await get(monthlyRevenue)).toEqual({
      currentMonthRevenue: 7000.02,
      percentageIncreaseFromLastMonth: null,
      comparison: { kind: "previous-value", previous: 0.3 },
    });
    expect(await get(monthlyExpense)).toEqual({
      currentMonthExpense: 1000,
      percentageIncreaseFromLastMonth: 0,
      comparison: { kind: "percent", value: 0 },
    });
    // Savings 6.000,02 on −1.000,05: (600002 + 100005) / 100005 = +700%.
    expect(await get(monthlySavings)).toEqual({
      currentMonthSavings: 6000.02,
      percentageChange: 700,
      comparison: { kind: "percent", value: 700 },
    });
    // 1.000,00 over January's 31 days = 32,258… → 32,26.
    expect(await get(averageDailySpending)).toEqual({ averageDailySpending: 32.26 });
  });
});

describe("the summary is kept between reads, and never outlives a change", () => {
  const january = { year: 2026, month: 1 };

  it("a new, an edited and a deleted transaction show on the very next read", async () => {
    const first = await getMonthSummary(db, userId, january, day("2026-01-31"));
    expect(first.current.receita).toBe(700_002);
    // Read again: the same figures (from memory; the next reads prove they are not stale).
    expect(await getMonthSummary(db, userId, january, day("2026-01-31"))).toEqual(first);

    const [added] = await db
      .insert(transactions)
      .values({
        userId,
        description: "Bônus",
        valor: cents(99),
        transactionDate: day("2026-01-20"),
        transactionTypeId: typeIds.receita,
      })
      .returning();
    expect((await getMonthSummary(db, userId, january, day("2026-01-31"))).current.receita).toBe(
      700_101,
    );

    await db.update(transactions).set({ valor: cents(100) }).where(eq(transactions.id, added!.id));
    expect((await getMonthSummary(db, userId, january, day("2026-01-31"))).current.receita).toBe(
      700_102,
    );

    await db.delete(transactions).where(eq(transactions.id, added!.id));
    expect(await getMonthSummary(db, userId, january, day("2026-01-31"))).toEqual(first);
  });

  it("a different day, regime or user is a different answer", async () => {
    // Up to the 6th only two of the three 333,33 had been spent, and 7.000,01 earned.
    expect((await getMonthSummary(db, userId, january, day("2026-01-06"))).current).toEqual({
      receita: 700_001,
      despesa: 66_666,
    });
    expect((await getMonthSummary(db, userId, january, day("2026-01-31"))).current.despesa).toBe(100_000);
    const caixa = await getMonthSummary(db, userId, { ...january, regime: "caixa" }, day("2026-01-31"));
    expect(caixa.current).toEqual({ receita: 700_002, despesa: 100_000 });
    const other = await getMonthSummary(db, otherId, january, day("2026-01-31"));
    expect(other.current).toEqual({ receita: 12_345, despesa: 54_321 });
  });
});
