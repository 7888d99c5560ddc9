import { beforeAll, describe, expect, it } from "vitest";
import { GET as averageDailySpending } from "@/app/api/v1/dashboard/average-daily-spending/route";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { GET as monthlySavings } from "@/app/api/v1/dashboard/monthly-savings/route";
import { GET as listObjectives } from "@/app/api/v1/objective/list-all/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import { objectives } from "@/db/schema";
import { getAverageDailySpending } from "@/server/dashboard/get-average-daily-spending";
import { listRecentTransactions } from "@/server/dashboard/list-recent-transactions";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, transactionTypeIds } from "./transactions-fixtures";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";

/**
 * May/2025, computed on paper:
 *   05/05 Salário      receita 3000,00
 *   10/05 Mercado      despesa  250,50 (Mercado)
 *   12/05 Reserva      despesa  800,00 linked to "Reserva"  → a deposit
 *   20/05 Resgate      receita  300,25 linked to "Reserva"  → a withdrawal
 *   28/05 Notebook 2/3 despesa  100,00 (Mercado)
 * Revenue 3000,00; expense 250,50 + 100,00 = 350,50; savings 2649,50; "Reserva" holds 499,75.
 * Daily average over 31 days: 350,50 / 31 = 11,306… → 11,31. Up to 15/05: 250,50 / 15 = 16,70.
 */
let token: string;
let userId: string;
let types: { receita: string; despesa: string };
let categoryId: string;
let reserva: string;
let carro: string;
const ids: Record<string, string> = {};
const may = { month: 5, year: 2025 };

const post = (description: string, valor: number, date: string, type: "receita" | "despesa", objectiveId: string | null = null) =>
  call<TransactionJson & { message: string }>(createTransaction, {
    method: "POST",
    token,
    body: {
      description,
      valor,
      transactionDate: date,
      transactionTypeId: types[type],
      categoryId,
      paymentMethodId: null,
      isObjective: objectiveId !== null,
      objectiveId,
    },
  });

const get = async <T>(handler: typeof monthlyRevenue, query: Record<string, number> = may) => {
  const res = await call<T>(handler, { path: "/api/v1/dashboard", query, token });
  expect(res.status).toBe(200);
  return res.body;
};

const held = async (objectiveId: string) => {
  const res = await call<ObjectiveJson[]>(listObjectives, { token });
  return res.body.find((o) => o._id === objectiveId)?.actualValue;
};

beforeAll(async () => {
  const me = await createTestUser();
  token = me.token;
  userId = me.user.id;
  types = await transactionTypeIds();
  const refs = await createReferences(userId);
  categoryId = refs.category.id;
  const [r, c] = await db
    .insert(objectives)
    .values([
      { userId, name: "Reserva", targetValue: cents(1000000) },
      { userId, name: "Carro", targetValue: cents(5000000) },
    ])
    .returning();
  reserva = r!.id;
  carro = c!.id;
  const rows: [string, Parameters<typeof post>][] = [
    ["salario", ["Salário", 3000, "2025-05-05", "receita", null]],
    ["mercado", ["Mercado", 250.5, "2025-05-10", "despesa", null]],
    ["deposito", ["Reserva", 800, "2025-05-12", "despesa", reserva]],
    ["resgate", ["Resgate", 300.25, "2025-05-20", "receita", reserva]],
    ["parcela", ["Notebook (2/3)", 100, "2025-05-28", "despesa", null]],
  ];
  for (const [key, args] of rows) {
    const res = await post(...args);
    expect(res.status).toBe(201);
    ids[key] = res.body._id;
  }
});

describe("money linked to an objective is a savings move", () => {
  it("a linked despesa deposits and a linked receita withdraws: the objective holds 800,00 − 300,25", async () => {
    expect(await held(reserva)).toBe(499.75);
    expect(await held(carro)).toBe(0);
  });

  it("counts in neither the month's revenue, expense, savings nor category expenses", async () => {
    expect(await get(monthlyRevenue)).toMatchObject({ currentMonthRevenue: 3000 });
    expect(await get(monthlyExpense)).toMatchObject({ currentMonthExpense: 350.5 });
    expect(await get(monthlySavings)).toMatchObject({ currentMonthSavings: 2649.5 });
    expect(await get(categoryExpenses)).toEqual([
      { id: categoryId, name: "Mercado", color: "#10B981", total: 350.5, percentage: 100 },
    ]);
    expect(await get(averageDailySpending)).toEqual({ averageDailySpending: 11.31 });
  });

  it("refuses a withdrawal larger than what the objective holds, with a pt-BR 400", async () => {
    const res = await post("Resgate grande", 499.76, "2025-05-25", "receita", reserva);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Saldo insuficiente no objetivo: só é possível retirar até R$\u00a0499,75.");
    const empty = await post("Resgate do nada", 0.01, "2025-05-25", "receita", carro);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Saldo insuficiente no objetivo: só é possível retirar até R$\u00a00,00.");
    expect(await held(reserva)).toBe(499.75);
    expect(await get(monthlyRevenue)).toMatchObject({ currentMonthRevenue: 3000 });
  });

  it("allows a withdrawal down to exactly zero, and checks an edit against the balance without itself", async () => {
    const body = (valor: number, objectiveId: string) => ({
      description: "Resgate",
      valor,
      transactionDate: "2025-05-20",
      transactionTypeId: types.receita,
      categoryId,
      paymentMethodId: null,
      isObjective: true,
      objectiveId,
    });
    const patch = (id: string, payload: unknown) =>
      call<{ message: string }>(patchTransaction, { method: "PATCH", params: { id }, token, body: payload });

    expect((await patch(ids.resgate!, body(800, reserva))).status).toBe(200);
    expect(await held(reserva)).toBe(0);
    const over = await patch(ids.resgate!, body(800.01, reserva));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("Saldo insuficiente no objetivo: só é possível retirar até R$\u00a0800,00.");
    // Moving the deposit away would leave "Reserva" below zero.
    const moved = await patch(ids.deposito!, { ...body(800, carro), transactionTypeId: types.despesa });
    expect(moved.status).toBe(400);
    expect((await patch(ids.resgate!, body(300.25, reserva))).status).toBe(200);
    expect(await held(reserva)).toBe(499.75);
  });
});

describe("only what already happened is recent or averaged", () => {
  it("recent transactions stop at today: the parcel of 28/05 is not recent on 15/05", async () => {
    const recent = await listRecentTransactions(db, userId, may, { limit: 10, today: day("2025-05-15") });
    expect(recent.map((t) => t.description)).toEqual(["Reserva", "Mercado", "Salário"]);
    const after = await listRecentTransactions(db, userId, may, { limit: 10, today: day("2025-06-01") });
    expect(after.map((t) => t.description)).toEqual(["Notebook (2/3)", "Resgate", "Reserva", "Mercado", "Salário"]);
  });

  it("the daily average of the current month counts what was spent up to today", async () => {
    expect(await getAverageDailySpending(db, userId, may, day("2025-05-15"))).toEqual({ averageDailySpending: 16.7 });
    // On 28/05 the parcel is spent: 350,50 / 28 = 12,517… → 12,52.
    expect(await getAverageDailySpending(db, userId, may, day("2025-05-28"))).toEqual({ averageDailySpending: 12.52 });
  });

  it("a month without data reads zero everywhere", async () => {
    const june = { month: 6, year: 2025 };
    expect(await get(monthlyExpense, june)).toMatchObject({ currentMonthExpense: 0 });
    expect(await get(monthlyRevenue, june)).toMatchObject({ currentMonthRevenue: 0 });
    expect(await get(categoryExpenses, june)).toEqual([]);
    expect(await listRecentTransactions(db, userId, june, { limit: 10, today: day("2025-06-30") })).toEqual([]);
  });
});
