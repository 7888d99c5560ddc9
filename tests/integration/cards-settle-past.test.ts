import { describe, expect, it } from "vitest";
import { PATCH as patchMethod } from "@/app/api/v1/payment-method/[id]/route";
import { GET as listStatements } from "@/app/api/v1/payment-method/[id]/statements/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { findStatementAlerts } from "@/server/cards";
import { db } from "@/lib/server/db";
import { call } from "../helpers/api";
import {
  TODAY,
  checking,
  method,
  methods,
  ownerId,
  post,
  setupHousehold,
  statement,
  token,
  transaction,
  types,
} from "./accounts-cards-fixtures";

/**
 * A method with history becomes a card (closing 3, due 10; today 20/04/2027). Its purchases:
 * 100,00 on 05/12/2026 → fatura 2027-01; 200,00 on 15/01 → 02; 300,00 in 3× from 10/02 → 03, 04,
 * 05; 60,00 on 15/04 → 05. The faturas already due (01 to 04, due 10/04) were paid outside Bolso or not.
 */
setupHousehold();

async function methodWithHistory(name: string): Promise<string> {
  const id = await method({ name });
  const buy = (description: string, valor: number, transactionDate: string) =>
    transaction({ description, valor, transactionTypeId: types.despesa, paymentMethodId: id, transactionDate });
  await buy("Presentes", 100, "2026-12-05");
  await buy("Passagem", 200, "2027-01-15");
  const res = await post(createInstallments, "/api/v1/transaction/installment", {
    description: "Sofá",
    valor: 300,
    installments: 3,
    transactionTypeId: types.despesa,
    paymentMethodId: id,
    transactionDate: "2027-02-10",
  });
  expect(res.status).toBe(201);
  await buy("Farmácia", 60, "2027-04-15");
  return id;
}

const becomeCard = (id: string, extra: Record<string, unknown>) =>
  call<PaymentMethodJson & { message?: string }>(patchMethod, {
    method: "PATCH",
    path: `/api/v1/payment-method/${id}`,
    params: { id },
    body: { kind: "credit_card", closingDay: 3, dueDay: 10, ...extra },
    token,
  });

async function statuses(id: string) {
  const res = await call<StatementSummaryJson[]>(listStatements, {
    path: `/api/v1/payment-method/${id}/statements`,
    params: { id },
    query: { year: 2027 },
    token,
  });
  return res.body.map((s) => [s.month, s.total, s.remaining, s.status]);
}

const alertMonths = async (cardName: string) =>
  (await findStatementAlerts(db, ownerId, TODAY)).filter((a) => a.cardName === cardName).map((a) => a.month);

describe("turning a method with history into a card", () => {
  it("leaves every old fatura owed when the person does not say they were paid", async () => {
    const id = await methodWithHistory("Cartão antigo");
    expect((await becomeCard(id, {})).status).toBe(200);
    expect(await statuses(id)).toEqual([
      ["2027-01", 100, 100, "vencida"],
      ["2027-02", 200, 200, "vencida"],
      ["2027-03", 100, 100, "vencida"],
      ["2027-04", 100, 100, "vencida"],
      ["2027-05", 160, 160, "aberta"],
    ]);
    expect(await alertMonths("Cartão antigo")).toEqual(["2027-01", "2027-02", "2027-03", "2027-04"]);
  });

  it("marks the faturas already due (those before this month, and this month's past its day) paid outside Bolso in one step, with no balance moved; alerts start from now", async () => {
    const balanceBefore = (await methods()).get(checking)?.balance;
    const id = await methodWithHistory("Cartão da loja");
    const res = await becomeCard(id, { pastFaturasPaid: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ kind: "credit_card", accountId: null });
    expect(await statuses(id)).toEqual([
      ["2027-01", 100, 0, "paga"],
      ["2027-02", 200, 0, "paga"],
      ["2027-03", 100, 0, "paga"],
      ["2027-04", 100, 0, "paga"],
      ["2027-05", 160, 160, "aberta"],
    ]);
    expect((await statement("2027-02", id)).body.payments).toEqual([
      expect.objectContaining({ amount: 200, paidOn: "2027-02-10", fromPaymentMethodId: null, paidOutside: true }),
    ]);
    expect(await alertMonths("Cartão da loja")).toEqual([]);
    const after = await methods();
    expect(after.get(checking)?.balance).toBe(balanceBefore);
    expect([...after.values()].filter((m) => m.kind === "account").map((m) => m.balance)).toEqual([3749.45, 0]);
  });
});
