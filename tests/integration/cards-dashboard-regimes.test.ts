import { describe, expect, it } from "vitest";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { call } from "../helpers/api";
import {
  anticipateGeladeira,
  payAprilStatement,
  setupHousehold,
  token,
  transferReserva,
} from "./accounts-cards-fixtures";

/** The dashboard's sums over the household once April's transfer, fatura payments and antecipação are made. */
setupHousehold(transferReserva, payAprilStatement, anticipateGeladeira);

describe("the dashboard", () => {
  it("never counts a transfer or a fatura payment as revenue or expense", async () => {
    const query = { month: 4, year: 2027 };
    const expense = await call<{ currentMonthExpense: number }>(monthlyExpense, { path: "/api/v1/dashboard/monthly-expense", query, token });
    // 250,55 (Luz) + 100,00 (Notebook 1/3 on 03/04) + 94,99 (Geladeira 3/4 on 10/04, anticipated).
    expect(expense.body.currentMonthExpense).toBe(445.54);
    const revenue = await call<{ currentMonthRevenue: number }>(monthlyRevenue, { path: "/api/v1/dashboard/monthly-revenue", query, token });
    expect(revenue.body.currentMonthRevenue).toBe(3000);
    const slices = await call<Array<{ total: number }>>(categoryExpenses, { path: "/api/v1/dashboard/category-expenses", query, token });
    expect(slices.body.reduce((sum, s) => sum + Math.round(s.total * 100), 0)).toBe(44_554);
  });
});

describe("dashboard regimes", () => {
  const expense = async (month: number, regime?: string) =>
    call<{ currentMonthExpense: number; message?: string }>(monthlyExpense, {
      path: "/api/v1/dashboard/monthly-expense",
      query: { month, year: 2027, regime },
      token,
    });

  it("competência counts card items on their dates; caixa in their fatura's due month (hand-computed)", async () => {
    // March: Mercado 120,00 (20/03) + Geladeira 2/4 100,00 (10/03) by date; by fatura only
    // Geladeira 1/4 (fatura 03). April by fatura: Luz 250,55 + Mercado 120,00 + Geladeira 2/4 100,00.
    expect((await expense(3)).body.currentMonthExpense).toBe(220);
    expect((await expense(3, "competencia")).body.currentMonthExpense).toBe(220);
    expect((await expense(3, "caixa")).body.currentMonthExpense).toBe(100);
    expect((await expense(4, "competencia")).body.currentMonthExpense).toBe(445.54);
    expect((await expense(4, "caixa")).body.currentMonthExpense).toBe(470.55);
    const slices = await call<Array<{ total: number }>>(categoryExpenses, {
      path: "/api/v1/dashboard/category-expenses",
      query: { month: 4, year: 2027, regime: "caixa" },
      token,
    });
    expect(slices.body.reduce((sum, slice) => sum + Math.round(slice.total * 100), 0)).toBe(47_055);
    const revenue = await call<{ currentMonthRevenue: number }>(monthlyRevenue, {
      path: "/api/v1/dashboard/monthly-revenue",
      query: { month: 4, year: 2027, regime: "caixa" },
      token,
    });
    expect(revenue.body.currentMonthRevenue).toBe(3000);
  });

  it("refuses an unknown regime (400, pt-BR)", async () => {
    const refused = await expense(4, "regime-de-caixa");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'O regime deve ser "competencia" ou "caixa".', code: "bad_request" });
  });
});
