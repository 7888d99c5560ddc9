import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createInvestment } from "@/app/api/v1/investments/route";
import { POST as createLoan } from "@/app/api/v1/loans/route";
import { POST as createPaymentMethod } from "@/app/api/v1/payment-method/route";
import { db } from "@/lib/server/db";
import { getInvestmentSplits } from "@/server/wealth/get-investment-splits";
import { getNetWorthToday } from "@/server/wealth/get-net-worth-today";
import { call } from "../helpers/api";
import { ownerAndStranger } from "./record-fixtures";
import { insertConnectedInvestment, insertConnection } from "./wealth-fixtures";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(restoreBilling);

let token: string;
let userId: string;
let otherToken: string;

const post = async (handler: typeof createInvestment, path: string, body: unknown, as = token) => {
  const res = await call(handler, { method: "POST", path, body, token: as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

beforeAll(async () => {
  ({ token, userId, otherToken } = await ownerAndStranger());
  const invest = (body: object, as?: string) => post(createInvestment, "/api/v1/investments", body, as);
  await invest({ name: "CDB X", kind: "renda_fixa", institutionName: "Banco X", balanceCents: 100_000 });
  await invest({ name: "LCA X", kind: "renda_fixa", institutionName: "Banco X", balanceCents: 50_050 });
  await invest({ name: "Tesouro", kind: "renda_fixa", institutionName: "Banco Y", balanceCents: 40_000 });
  await invest({ name: "PETR4", kind: "acoes", balanceCents: 30_000 });
  await insertConnectedInvestment(userId, await insertConnection(userId)); // a CDB at Banco Inter, R$ 5.000,00
  await post(createLoan, "/api/v1/loans", { name: "Consignado", kind: "consignado", balanceCents: 120_000 });
  await post(createPaymentMethod, "/api/v1/payment-method", { name: "Conta", kind: "account", openingBalance: 1000 });
  // Another person's, counted nowhere here.
  await invest({ name: "Alheio", kind: "acoes", institutionName: "Banco X", balanceCents: 9_999_900 }, otherToken);
});

describe("Patrimônio's figures", () => {
  it("sums the investments by kind and by institution in centavos, a connected one under its bank", async () => {
    expect(await getInvestmentSplits(db, userId)).toEqual({
      totalCents: 720_050,
      byKind: [
        { kind: "renda_fixa", balanceCents: 690_050 },
        { kind: "acoes", balanceCents: 30_000 },
      ],
      byInstitution: [
        { institution: "Banco Inter", balanceCents: 500_000 },
        { institution: "Banco X", balanceCents: 150_050 },
        { institution: "Banco Y", balanceCents: 40_000 },
        { institution: null, balanceCents: 30_000 },
      ],
    });
  });

  it("adds net worth today: accounts + investments − faturas − loans", async () => {
    expect(await getNetWorthToday(db, userId)).toEqual({
      accountsCents: 100_000,
      investmentsCents: 720_050,
      cardsCents: 0,
      loansCents: 120_000,
      netCents: 700_050,
    });
  });
});
