import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listBudgets } from "@/app/api/v1/budget/route";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { PUT as setRegime } from "@/app/api/v1/user/dashboard-regime/route";
import { db } from "@/lib/server/db";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { findBudgetAlerts } from "@/server/budgets/find-budget-alerts";
import { findBudgetsOverLimit } from "@/server/reminders/find-budgets-over-limit";
import { call } from "../helpers/api";
import { createRegimeHousehold, REGIME_TODAY } from "./reports-regime-fixtures";
import type { RegimeHousehold } from "./reports-regime-fixtures";

/**
 * The household of reports-regime-fixtures.ts with a limit of 100,00 on Mercado and on Casa from
 * February/2026. Spent, from the figures computed there:
 *   March   competência: Mercado 170,36 (170 %), Casa 113,83 (114 %)
 *           caixa:       Mercado  20,01 (20 %),  Casa 113,84 (114 %)
 *   April   competência: Mercado 0,               Casa  33,33 (33 %)
 *           caixa:       Mercado 150,35 (150 %), Casa  33,33 (33 %)
 * The fatura payment (53,35) and the transfer (500,00) of March are in no budget.
 */
let household: RegimeHousehold;

const list = async (month: number, regime?: string) => {
  const res = await call<BudgetJson[]>(listBudgets, {
    path: "/api/v1/budget",
    query: { month, year: 2026, regime },
    token: household.token,
  });
  expect(res.status).toBe(200);
  return res.body.map((b) => [b.categoryName, b.spent, b.remaining, b.percentage]);
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: REGIME_TODAY });
  household = await createRegimeHousehold();
  for (const id of [household.ids.mercado, household.ids.casa]) {
    const res = await call(setBudget, {
      method: "PUT",
      params: { id },
      body: { limit: 100, month: 2, year: 2026 },
      token: household.token,
    });
    expect(res.status).toBe(200);
  }
});

afterAll(() => {
  vi.useRealTimers();
});

describe("budgets under competência and caixa", () => {
  it("spent counts a card purchase by its date (competência, the default) or by its fatura (caixa)", async () => {
    const marchCompetencia = [
      ["Casa", 113.83, -13.83, 114],
      ["Mercado", 170.36, -70.36, 170],
    ];
    expect(await list(3)).toEqual(marchCompetencia);
    expect(await list(3, "competencia")).toEqual(marchCompetencia);
    expect(await list(3, "caixa")).toEqual([
      ["Casa", 113.84, -13.84, 114],
      ["Mercado", 20.01, 79.99, 20],
    ]);
    expect(await list(4)).toEqual([
      ["Casa", 33.33, 66.67, 33],
      ["Mercado", 0, 100, 0],
    ]);
    expect(await list(4, "caixa")).toEqual([
      ["Casa", 33.33, 66.67, 33],
      ["Mercado", 150.35, -50.35, 150],
    ]);
    expect(await list(2, "caixa")).toEqual([
      ["Casa", 0, 100, 0],
      ["Mercado", 0, 100, 0],
    ]);
  });

  it("PUT answers the budget in the regime it is asked for", async () => {
    const res = await call<BudgetJson>(setBudget, {
      method: "PUT",
      path: "/api/v1/budget",
      params: { id: household.ids.mercado },
      query: { regime: "caixa" },
      body: { limit: 200, month: 4, year: 2026 },
      token: household.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: 200, spent: 150.35, remaining: 49.65, percentage: 75 });
  });

  it("the bell's alerts and the daily digest follow the regime the user chose for the dashboard", async () => {
    const april = new Date("2026-04-15T15:00:00.000Z");
    // Competência: April spends 33,33 of Casa's 100,00 and nothing of Mercado's 200,00.
    expect(await findBudgetAlerts(db, household.userId, april)).toEqual([]);
    const chosen = await call(setRegime, { method: "PUT", body: { regime: "caixa" }, token: household.token });
    expect(chosen.status).toBe(200);
    // Caixa: Mercado's 150,35 of 200,00 is 75 %, still fine; lowered to 150,00 it is over.
    expect(await findBudgetAlerts(db, household.userId, april)).toEqual([]);
    await call(setBudget, {
      method: "PUT",
      params: { id: household.ids.mercado },
      body: { limit: 150, month: 4, year: 2026 },
      token: household.token,
    });
    const alerts = await findBudgetAlerts(db, household.userId, april);
    expect(alerts.map((b) => [b.categoryName, b.spent, b.percentage])).toEqual([["Mercado", 150.35, 100]]);
    expect(await findBudgetsOverLimit(db, household.userId, april)).toMatchObject([
      { categoryName: "Mercado", spentCents: 15035, limitCents: 15000, percentage: 100 },
    ]);
  });

  it("refuses an unknown regime (400, pt-BR)", async () => {
    const res = await call<{ message: string }>(listBudgets, {
      path: "/api/v1/budget",
      query: { month: 3, year: 2026, regime: "foo" },
      token: household.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('O regime deve ser "competencia" ou "caixa".');
    const put = await call<{ message: string }>(setBudget, {
      method: "PUT",
      params: { id: household.ids.mercado },
      query: { regime: "foo" },
      body: { limit: 1, month: 4, year: 2026 },
      token: household.token,
    });
    expect(put).toMatchObject({ status: 400, body: { message: 'O regime deve ser "competencia" ou "caixa".' } });
  });
});
