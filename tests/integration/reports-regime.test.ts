import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as cashFlow } from "@/app/api/v1/reports/cash-flow/route";
import { GET as categoryTrend } from "@/app/api/v1/reports/category-trend/route";
import { GET as summary } from "@/app/api/v1/reports/summary/route";
import { GET as transactionsCsv } from "@/app/api/v1/reports/transactions.csv/route";
import { GET as listAll } from "@/app/api/v1/payment-method/list-all/route";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { call } from "../helpers/api";
import { createRegimeHousehold, REGIME_TODAY } from "./reports-regime-fixtures";
import type { RegimeHousehold } from "./reports-regime-fixtures";

// Every figure below comes from the household computed on paper in reports-regime-fixtures.ts.
let household: RegimeHousehold;

const get = <T,>(handler: typeof cashFlow, query: Record<string, string>) =>
  call<T>(handler, { path: "/api/v1/reports", query, token: household.token });

const figures = (year: number, month: number, revenue: number, expense: number) => ({
  year,
  month,
  revenue,
  expense,
  balance: Math.round((revenue - expense) * 100) / 100,
  saved: 0,
});
const months = (feb: number, mar: number, apr: number, may: number) => [
  { year: 2026, month: 2, total: feb },
  { year: 2026, month: 3, total: mar },
  { year: 2026, month: 4, total: apr },
  { year: 2026, month: 5, total: may },
];
const febToMay = { from: "2026-02", to: "2026-05" };

/** The CSV's data lines, without the BOM and the header. */
async function csvLines(query: Record<string, string>): Promise<string[]> {
  const res = await get<string>(transactionsCsv, query);
  expect(res.status).toBe(200);
  return res.body.replace("\uFEFF", "").split("\r\n").filter(Boolean).slice(1);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: REGIME_TODAY });
  household = await createRegimeHousehold();
});

afterAll(() => {
  vi.useRealTimers();
});

describe("reports under competência and caixa", () => {
  it("the fatura payment and the transfer were recorded (they move the accounts' balances)", async () => {
    const res = await call<PaymentMethodJson[]>(listAll, { path: "/api/v1/payment-method/list-all", token: household.token });
    const balance = (id: string) => res.body.find((m) => m._id === id)?.balance;
    expect(balance(household.ids.conta)).toBe(4366.15);
    expect(balance(household.ids.poupanca)).toBe(500);
  });

  it("cash flow: competência by date (the default), caixa by the fatura's due month", async () => {
    const competencia = [
      figures(2026, 2, 0, 33.34),
      figures(2026, 3, 5000, 284.19),
      figures(2026, 4, 0, 33.33),
      figures(2026, 5, 0, 0),
    ];
    expect((await get(cashFlow, febToMay)).body).toEqual(competencia);
    expect((await get(cashFlow, { ...febToMay, regime: "competencia" })).body).toEqual(competencia);
    expect((await get(cashFlow, { ...febToMay, regime: "caixa" })).body).toEqual([
      figures(2026, 2, 0, 0),
      figures(2026, 3, 5000, 133.85),
      figures(2026, 4, 0, 183.68),
      figures(2026, 5, 0, 33.33),
    ]);
  });

  it("category trend: the purchase on the closing day and each parcela move a month under caixa", async () => {
    const { mercado, casa } = household.ids;
    const row = (categoryId: string, name: string, color: string, total: number, byMonth: ReturnType<typeof months>) => ({
      categoryId,
      name,
      color,
      total,
      months: byMonth,
    });
    expect((await get(categoryTrend, febToMay)).body).toEqual([
      row(casa, "Casa", "#8B5CF6", 180.5, months(33.34, 113.83, 33.33, 0)),
      row(mercado, "Mercado", "#10B981", 170.36, months(0, 170.36, 0, 0)),
    ]);
    expect((await get(categoryTrend, { ...febToMay, regime: "caixa" })).body).toEqual([
      row(casa, "Casa", "#8B5CF6", 180.5, months(0, 113.84, 33.33, 33.33)),
      row(mercado, "Mercado", "#10B981", 170.36, months(0, 20.01, 150.35, 0)),
    ]);
  });

  it("summary of March: totals and shares follow the regime; the account's expense is only Luz", async () => {
    const { mercado, casa, conta, cartao } = household.ids;
    const march = { from: "2026-03", to: "2026-03" };
    const share = (id: string, name: string, color: string, total: number, percentage: number) => ({ id, name, color, total, percentage });
    // 170,36 / 284,19 = 59,9 %; 203,69 (card) / 284,19 = 71,7 %; 80,50 / 284,19 = 28,3 %.
    expect((await get(summary, march)).body).toEqual({
      totals: { revenue: 5000, expense: 284.19, balance: 4715.81, saved: 0 },
      topCategories: [share(mercado, "Mercado", "#10B981", 170.36, 59.9), share(casa, "Casa", "#8B5CF6", 113.83, 40.1)],
      paymentMethods: [share(cartao, "Cartão", "#F59E0B", 203.69, 71.7), share(conta, "Conta", "#6366F1", 80.5, 28.3)],
    });
    // 113,84 / 133,85 = 85,1 %; 80,50 / 133,85 = 60,1 %; 53,35 / 133,85 = 39,9 %.
    expect((await get(summary, { ...march, regime: "caixa" })).body).toEqual({
      totals: { revenue: 5000, expense: 133.85, balance: 4866.15, saved: 0 },
      topCategories: [share(casa, "Casa", "#8B5CF6", 113.84, 85.1), share(mercado, "Mercado", "#10B981", 20.01, 14.9)],
      paymentMethods: [share(conta, "Conta", "#6366F1", 80.5, 60.1), share(cartao, "Cartão", "#F59E0B", 53.35, 39.9)],
    });
  });

  it("the CSV lists the transactions the regime counts in the period, never the fatura payment or the transfer", async () => {
    const march = { from: "2026-03", to: "2026-03" };
    expect(await csvLines(march)).toEqual([
      "02/03/2026;Padaria;Mercado;Cartão;Despesa;20,01;;;",
      "03/03/2026;Feira;Mercado;Cartão;Despesa;150,35;;;",
      "05/03/2026;Salário;;Conta;Receita;5000,00;;;",
      "15/03/2026;Luz;Casa;Conta;Despesa;80,50;;;",
      "20/03/2026;Geladeira (2/3);Casa;Cartão;Despesa;33,33;2/3;;",
    ]);
    expect(await csvLines({ ...march, regime: "caixa" })).toEqual([
      "20/02/2026;Geladeira (1/3);Casa;Cartão;Despesa;33,34;1/3;;",
      "02/03/2026;Padaria;Mercado;Cartão;Despesa;20,01;;;",
      "05/03/2026;Salário;;Conta;Receita;5000,00;;;",
      "15/03/2026;Luz;Casa;Conta;Despesa;80,50;;;",
    ]);
    expect(await csvLines({ from: "2026-04", to: "2026-04", regime: "caixa" })).toEqual([
      "03/03/2026;Feira;Mercado;Cartão;Despesa;150,35;;;",
      "20/03/2026;Geladeira (2/3);Casa;Cartão;Despesa;33,33;2/3;;",
    ]);
  });

  it("refuses an unknown regime on every report call (400, pt-BR)", async () => {
    for (const handler of [cashFlow, categoryTrend, summary, transactionsCsv]) {
      const res = await get<{ message: string }>(handler, { ...febToMay, regime: "foo" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('O regime deve ser "competencia" ou "caixa".');
    }
  });
});
