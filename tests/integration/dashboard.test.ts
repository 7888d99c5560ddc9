import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as averageDailySpending } from "@/app/api/v1/dashboard/average-daily-spending/route";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { GET as monthlySavings } from "@/app/api/v1/dashboard/monthly-savings/route";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { POST as pay, DELETE as unpay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import { currentYearMonth, daysInMonth, splitDay, todayInSaoPaulo, toDay } from "@/lib/dates";
import {
  categories,
  paymentMethods,
  recurringPayments,
  transactions,
  transactionTypes,
} from "@/db/schema";
import { getAverageDailySpending } from "@/server/dashboard/get-average-daily-spending";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/**
 * A hand-made fixture; every expected figure below was computed on paper.
 *
 * Instalment "Notebook" 1000,05 in 10x from 31/07/2025: 100,05 on 31/07/2025, then 100,00 on
 * 31/08, 30/09, 31/10, 30/11, 31/12/2025, 31/01, 28/02, 31/03 and 30/04/2026 (category Lazer).
 *
 * Dec/2025: receita 0,00; despesa 100,00 (parcel 6).        savings −100,00
 * Jan/2026: receita 0,00; despesa 100,00 (parcel 7).        savings −100,00
 * Feb/2026: receita 5000,00; despesa 1200,00 + 300,10 + 100,00 = 1600,10.  savings 3399,90
 * Mar/2026: receita 5000,00 + 0,10 + 0,20 = 5000,30;
 *           despesa 1200,00 (Moradia) + 0,10 + 0,20 (Mercado) + 89,90 (Lazer, 31/03 23:30 SP)
 *                   + 45,67 (no category) + 100,00 (parcel 9, Lazer) = 1435,87.  savings 3564,43
 * Apr/2026: receita 0,00; despesa 100,00 (parcel 10).       savings −100,00
 */
const anyString = expect.any(String) as unknown as string;

let token: string;
let userId: string;
let expenseTypeId: string;
let incomeTypeId: string;
let moradia: string;
let mercado: string;
let lazer: string;
let pix: string;
const bills: Record<string, string> = {};

const month = (year: number, m: number) => ({ month: m, year });
const get = async <T>(
  handler: typeof monthlyRevenue,
  query?: Record<string, number>,
  as = token,
) => {
  const res = await call<T>(handler, { path: "/api/v1/dashboard", query, token: as });
  expect(res.status).toBe(200);
  return res.body;
};

async function insert(
  description: string,
  valor: string,
  transactionDate: string,
  type: "receita" | "despesa",
  categoryId: string | null = null,
  extra: Partial<typeof transactions.$inferInsert> = {},
) {
  await db.insert(transactions).values({
    userId,
    description,
    valor,
    transactionDate,
    transactionTypeId: type === "receita" ? incomeTypeId : expenseTypeId,
    categoryId,
    ...extra,
  });
}

async function recurring(
  name: string,
  amount: number,
  dueDay: number,
  frequency: string,
  isActive = true,
) {
  const res = await call<{ _id: string }>(createRecurring, {
    method: "POST",
    token,
    body: { name, amount, dueDay, frequency, isActive, paymentMethodId: pix },
  });
  expect(res.status).toBe(201);
  bills[name] = res.body._id;
}

beforeAll(async () => {
  const me = await createTestUser();
  token = me.token;
  userId = me.user.id;
  const types = await db.select().from(transactionTypes);
  expenseTypeId = types.find((t) => t.transactionType === "despesa")!.id;
  incomeTypeId = types.find((t) => t.transactionType === "receita")!.id;
  const rows = await db
    .insert(categories)
    .values([
      { userId, name: "Moradia", color: "#10B981" },
      { userId, name: "Mercado", color: "#F59E0B" },
      { userId, name: "Lazer", color: "#8B5CF6" },
    ])
    .returning();
  [moradia, mercado, lazer] = rows.map((row) => row.id) as [string, string, string];
  const [method] = await db.insert(paymentMethods).values({ userId, name: "Pix" }).returning();
  pix = method!.id;

  const group = randomUUID();
  const parcelDates = [
    "2025-07-31",
    "2025-08-31",
    "2025-09-30",
    "2025-10-31",
    "2025-11-30",
    "2025-12-31",
    "2026-01-31",
    "2026-02-28",
    "2026-03-31",
    "2026-04-30",
  ];
  for (const [index, date] of parcelDates.entries()) {
    await insert(
      `Notebook (${index + 1}/10)`,
      index === 0 ? "100.05" : "100.00",
      date,
      "despesa",
      lazer,
      {
        installmentGroupId: group,
        installmentIndex: index + 1,
        installmentCount: 10,
      },
    );
  }

  await insert("Salário", "5000.00", "2026-02-05", "receita");
  await insert("Aluguel", "1200.00", "2026-02-01", "despesa", moradia);
  await insert("Mercado", "300.10", "2026-02-10", "despesa", mercado);

  await insert("Salário", "5000.00", "2026-03-05", "receita");
  await insert("Freela", "0.10", "2026-03-12", "receita");
  await insert("Venda", "0.20", "2026-03-20", "receita");
  await insert("Aluguel", "1200.00", "2026-03-01", "despesa", moradia);
  await insert("Pão", "0.10", "2026-03-03", "despesa", mercado);
  await insert("Leite", "0.20", "2026-03-04", "despesa", mercado);
  await insert("Farmácia", "45.67", "2026-03-15", "despesa");
  // 31/03/2026 at 23:30 in São Paulo is 02:30 UTC on 01/04: it is still March's.
  const dinner = await call(createTransaction, {
    method: "POST",
    token,
    body: {
      description: "Jantar",
      valor: 89.9,
      categoryId: lazer,
      paymentMethodId: pix,
      transactionTypeId: expenseTypeId,
      transactionDate: "2026-04-01T02:30:00.000Z",
      isObjective: false,
      objectiveId: null,
    },
  });
  expect(dinner.status).toBe(201);

  await recurring("Diarista", 150, 5, "weekly"); // every sexta-feira
  await recurring("Condomínio", 700, 31, "monthly");
  await recurring("Internet", 99.9, 10, "monthly");
  await recurring("IPVA", 1234.56, 75, "yearly"); // 15 de março
  await recurring("Academia antiga", 80, 10, "monthly", false);
  // The fixture's bills exist since before every month below (a bill falls due from its creation).
  await db
    .update(recurringPayments)
    .set({ createdAt: new Date("2025-01-01T03:00:00.000Z") })
    .where(eq(recurringPayments.userId, userId));

  // Another user's data never shows up.
  const other = await createTestUser();
  await db.insert(transactions).values({
    userId: other.user.id,
    description: "Outro",
    valor: "999.99",
    transactionDate: "2026-03-10",
    transactionTypeId: expenseTypeId,
  });
  await call(createRecurring, {
    method: "POST",
    token: other.token,
    body: { name: "Outro", amount: 1, dueDay: 1 },
  });
});

describe("monthly revenue", () => {
  it("sums exact centavos and compares with the month before", async () => {
    expect(await get(monthlyRevenue, month(2026, 3))).toEqual({
      currentMonthRevenue: 5000.3,
      percentageIncreaseFromLastMonth: 0,
    });
    expect(await get(monthlyRevenue, month(2026, 4))).toEqual({
      currentMonthRevenue: 0,
      percentageIncreaseFromLastMonth: -100,
    });
  });

  it("previous month zero: null when this one has revenue, 0 when both are zero", async () => {
    expect(await get(monthlyRevenue, month(2026, 2))).toEqual({
      currentMonthRevenue: 5000,
      percentageIncreaseFromLastMonth: null,
    });
    expect(await get(monthlyRevenue, month(2026, 1))).toEqual({
      currentMonthRevenue: 0,
      percentageIncreaseFromLastMonth: 0,
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
    });
    expect(await get(monthlyExpense, month(2026, 2))).toEqual({
      currentMonthExpense: 1600.1,
      percentageIncreaseFromLastMonth: 1500.1,
    });
    // Parcels 6 and 7 straddle the new year: 100,00 each.
    expect(await get(monthlyExpense, month(2026, 1))).toEqual({
      currentMonthExpense: 100,
      percentageIncreaseFromLastMonth: 0,
    });
    expect(await get(monthlyExpense, month(2025, 7))).toEqual({
      currentMonthExpense: 100.05,
      percentageIncreaseFromLastMonth: null,
    });
  });
});

describe("monthly savings", () => {
  it("is revenue − expense, with the change over |previous|", async () => {
    expect(await get(monthlySavings, month(2026, 3))).toEqual({
      currentMonthSavings: 3564.43,
      percentageChange: 4.8,
    });
    expect(await get(monthlySavings, month(2026, 2))).toEqual({
      currentMonthSavings: 3399.9,
      percentageChange: 3499.9,
    });
    expect(await get(monthlySavings, month(2026, 4))).toEqual({
      currentMonthSavings: -100,
      percentageChange: -102.8,
    });
    expect(await get(monthlySavings, month(2026, 1))).toEqual({
      currentMonthSavings: -100,
      percentageChange: 0,
    });
    expect(await get(monthlySavings, month(2025, 6))).toEqual({
      currentMonthSavings: 0,
      percentageChange: 0,
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
    expect(await getAverageDailySpending(db, userId, month(2026, 3), "2026-03-10")).toEqual({
      averageDailySpending: 120.03,
    });
    expect(await getAverageDailySpending(db, userId, month(2026, 3), "2026-03-31")).toEqual({
      averageDailySpending: 46.32,
    });
  });

  it("a future month is 0", async () => {
    expect(await get(averageDailySpending, month(2099, 1))).toEqual({ averageDailySpending: 0 });
    expect(await getAverageDailySpending(db, userId, month(2026, 4), "2026-03-31")).toEqual({
      averageDailySpending: 0,
    });
  });

  it("with no month it is the current month in São Paulo", async () => {
    const someone = await createTestUser();
    const today = todayInSaoPaulo();
    await db.insert(transactions).values({
      userId: someone.user.id,
      description: "Hoje",
      valor: "12.34",
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

describe("pending payments", () => {
  const pending = (m?: { month: number; year: number }) =>
    get<PendingPaymentJson[]>(pendingPayments, m);
  const occ = (name: string, dueDate: string, amount: number, isPaid = false) => ({
    _id: `${bills[name]}:${dueDate}`,
    recurringPaymentId: bills[name],
    name,
    dueDate,
    amount,
    isPaid,
    paidOn: null,
  });

  it("lists every occurrence of the active bills in the month: weekly once a week, yearly in its month", async () => {
    expect(await pending(month(2026, 3))).toEqual([
      occ("Diarista", "2026-03-06", 150),
      occ("Internet", "2026-03-10", 99.9),
      occ("Diarista", "2026-03-13", 150),
      occ("IPVA", "2026-03-15", 1234.56),
      occ("Diarista", "2026-03-20", 150),
      occ("Diarista", "2026-03-27", 150),
      occ("Condomínio", "2026-03-31", 700),
    ]);
  });

  it("day 31 falls on 28/02/2027 and on 29/02/2028", async () => {
    expect(await pending(month(2027, 2))).toEqual([
      occ("Diarista", "2027-02-05", 150),
      occ("Internet", "2027-02-10", 99.9),
      occ("Diarista", "2027-02-12", 150),
      occ("Diarista", "2027-02-19", 150),
      occ("Diarista", "2027-02-26", 150),
      occ("Condomínio", "2027-02-28", 700),
    ]);
    expect(await pending(month(2028, 2))).toEqual([
      occ("Diarista", "2028-02-04", 150),
      occ("Internet", "2028-02-10", 99.9),
      occ("Diarista", "2028-02-11", 150),
      occ("Diarista", "2028-02-18", 150),
      occ("Diarista", "2028-02-25", 150),
      occ("Condomínio", "2028-02-29", 700),
    ]);
  });

  it("with no month it is the current month", async () => {
    const { year, month: m } = currentYearMonth();
    const list = await pending();
    expect(list.find((p) => p.name === "Condomínio")?.dueDate).toBe(
      toDay(year, m, daysInMonth(year, m)),
    );
    expect(list.every((p) => p.dueDate.startsWith(toDay(year, m, 1).slice(0, 8)))).toBe(true);
  });

  it("paying marks the occurrence and records one expense on the day paid; unpaying undoes both", async () => {
    const payBill = (name: string, dueDate: string, paidOn?: string) =>
      call(pay, { method: "POST", params: { id: bills[name]! }, token, body: { dueDate, paidOn } });
    expect((await payBill("Internet", "2026-03-10", "2026-03-09")).status).toBe(201);
    expect((await payBill("Internet", "2026-03-10")).status).toBe(200);
    expect((await payBill("Diarista", "2026-03-13")).status).toBe(201);
    expect((await payBill("Diarista", "2026-03-14")).status).toBe(400);

    const list = await pending(month(2026, 3));
    expect(list.filter((p) => p.isPaid).map((p) => [p._id, p.paidOn])).toEqual([
      [`${bills.Internet}:2026-03-10`, "2026-03-09"],
      [`${bills.Diarista}:2026-03-13`, todayInSaoPaulo()],
    ]);
    // 1435,87 + 99,90 (Internet, paid on 09/03, twice still counts once); Diarista was paid today,
    // so it is this month's expense, not March's. vs February's 1600,10: −64,33 / 1600,10 = −4,0 %.
    expect(await get(monthlyExpense, month(2026, 3))).toEqual({
      currentMonthExpense: 1535.77,
      percentageIncreaseFromLastMonth: -4,
    });
    const recorded = await db
      .select()
      .from(transactions)
      .where(eq(transactions.description, "Internet"));
    expect(recorded).toEqual([
      expect.objectContaining({
        valor: "99.90",
        transactionDate: "2026-03-09",
        paymentMethodId: pix,
        categoryId: null,
      }),
    ]);
    expect(recorded[0]!.id).toEqual(anyString);

    for (const [name, dueDate] of [
      ["Internet", "2026-03-10"],
      ["Diarista", "2026-03-13"],
    ] as const) {
      const res = await call(unpay, {
        method: "DELETE",
        params: { id: bills[name]! },
        token,
        query: { dueDate },
      });
      expect(res.status).toBe(204);
    }
    expect((await pending(month(2026, 3))).some((p) => p.isPaid)).toBe(false);
    expect(await get(monthlyExpense, month(2026, 3))).toEqual({
      currentMonthExpense: 1435.87,
      percentageIncreaseFromLastMonth: -10.3,
    });
  });
});
