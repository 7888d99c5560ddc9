import { afterAll, beforeAll, expect, vi } from "vitest";
import { GET as listAll } from "@/app/api/v1/payment-method/list-all/route";
import { POST as createMethod } from "@/app/api/v1/payment-method/route";
import { GET as getStatement } from "@/app/api/v1/payment-method/[id]/statements/[month]/route";
import { POST as pay } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/route";
import { POST as anticipate } from "@/app/api/v1/transaction/installment/[id]/anticipate/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { POST as createTransfer } from "@/app/api/v1/transfer/route";
import type { StatementJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * What the accounts and cards test files share: one hand-made household, "today" fixed at
 * 20/04/2027 in São Paulo; every figure was computed on paper.
 *
 * Conta corrente: opening 1.000,00; receita 3.000,00 (05/04); despesa 250,55 (10/04); despesa 100,00
 * on 01/05 (future: not in the balance); transfer of 500,00 to Poupança (12/04); fatura payments of
 * 20,00 and 200,00 (15/04 and 16/04). Balance: 1000 + 3000 − 250,55 − 500 − 20 − 200 = 3.029,45.
 * Poupança: 500,00.
 *
 * Card (closing 3, due 10, limit 5.000,00):
 * - Mercado 120,00 on 20/03 → fatura 2027-04 (closes 03/04).
 * - Geladeira 400,00 in 4× from 10/02: faturas 03, 04, 05, 06 (100,00 each).
 * - Notebook 300,00 in 3× on 03/04, the closing day → faturas 05, 06, 07.
 * Fatura 04: 120 + 100 = 220,00, vencida (due 10/04) until paid: 20,00 then 200,00 → paga.
 * Antecipação of Geladeira's last 2 parcelas with 10,01 off: 5,01 + 5,00 → 94,99 (05) and 95,00
 * (06 → 05). Fatura 05: 94,99 + 95,00 + 100,00 = 289,99, aberta (closes 03/05).
 * Unpaid: 120 + 400 − 10,01 + 300 − 220 = 589,99; available 5.000 − 589,99 = 4.410,01.
 *
 * `setupHousehold()` registers the purchases; the transfer, the fatura payments and the
 * antecipação are steps a file adds when it reads the state they leave (cards-faturas.test.ts and
 * accounts-balances.test.ts make them through the API themselves, with their checks).
 */
export const TODAY = new Date("2027-04-20T15:00:00.000Z");

export let token: string;
export let ownerId: string;
export let otherToken: string;
export let types: { receita: string; despesa: string };
export let checking: string;
export let savings: string;
export let card: string;
export let otherAccount: string;
export let geladeiraGroup: string;

export const post = <T,>(handler: Parameters<typeof call>[0], path: string, body: unknown, params?: Record<string, string>, as = token) =>
  call<T & { message?: string; code?: string }>(handler, { method: "POST", path, body, params, token: as });

export async function method(body: Record<string, unknown>, as = token): Promise<string> {
  const res = await post<PaymentMethodJson>(createMethod, "/api/v1/payment-method", body, undefined, as);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

export async function transaction(body: Record<string, unknown>) {
  const res = await post<{ _id: string }>(createTransaction, "/api/v1/transaction", {
    isObjective: false,
    categoryId: null,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

async function installments(body: Record<string, unknown>) {
  const res = await post<Array<{ installmentGroupId: string; valor: number }>>(
    createInstallments,
    "/api/v1/transaction/installment",
    { transactionTypeId: types.despesa, ...body },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const statement = (month: string, id = card, as = token) =>
  call<StatementJson & { code?: string }>(getStatement, {
    path: `/api/v1/payment-method/${id}/statements/${month}`,
    params: { id, month },
    token: as,
  });

export const payStatement = (month: string, body: Record<string, unknown>, id = card, as = token) =>
  post<{ _id: string }>(pay, `/api/v1/payment-method/${id}/statements/${month}/payments`, body, { id, month }, as);

export async function methods(as = token) {
  const res = await call<PaymentMethodJson[]>(listAll, { path: "/api/v1/payment-method/list-all", token: as });
  return new Map(res.body.map((m) => [m._id, m]));
}

/** Step: 500,00 from the conta corrente to the Poupança on 12/04 (201); answers the response. */
export async function transferReserva() {
  const res = await post<{ _id: string; amount: number }>(createTransfer, "/api/v1/transfer", {
    fromPaymentMethodId: checking,
    toPaymentMethodId: savings,
    amount: 500,
    date: "2027-04-12",
    description: "Reserva",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

/** Step: fatura 04 paid from the conta corrente, 20,00 on 15/04 and 200,00 on 16/04. */
export async function payAprilStatement() {
  for (const [amount, paidOn] of [[20, "2027-04-15"], [200, "2027-04-16"]] as const) {
    const res = await payStatement("2027-04", { amount, paidOn, fromPaymentMethodId: checking });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** Step: Geladeira's last 2 parcelas anticipated into fatura 05 with 10,01 off. */
export async function anticipateGeladeira() {
  const path = `/api/v1/transaction/installment/${geladeiraGroup}/anticipate`;
  const res = await post(anticipate, path, { count: 2, discount: 10.01 }, { id: geladeiraGroup });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Registers the household before the file's tests, then the given steps in order. */
export function setupHousehold(...steps: Array<() => Promise<unknown>>) {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: TODAY });
    const owner = await createTestUser();
    const other = await createTestUser();
    token = owner.token;
    ownerId = owner.user.id;
    otherToken = other.token;
    types = await transactionTypeIds();
    checking = await method({ name: "Conta corrente", kind: "account", openingBalance: 1000 });
    savings = await method({ name: "Poupança", kind: "account" });
    card = await method({ name: "Cartão Roxo", kind: "credit_card", closingDay: 3, dueDay: 10, creditLimit: "5000.00" });
    otherAccount = await method({ name: "Conta da outra", kind: "account", openingBalance: 10 }, otherToken);

    await transaction({ description: "Salário", valor: 3000, transactionTypeId: types.receita, paymentMethodId: checking, transactionDate: "2027-04-05" });
    await transaction({ description: "Luz", valor: 250.55, transactionTypeId: types.despesa, paymentMethodId: checking, transactionDate: "2027-04-10" });
    await transaction({ description: "Aluguel", valor: 100, transactionTypeId: types.despesa, paymentMethodId: checking, transactionDate: "2027-05-01" });
    await transaction({ description: "Mercado", valor: 120, transactionTypeId: types.despesa, paymentMethodId: card, transactionDate: "2027-03-20" });
    const geladeira = await installments({ description: "Geladeira", valor: 400, installments: 4, paymentMethodId: card, transactionDate: "2027-02-10" });
    geladeiraGroup = geladeira[0]?.installmentGroupId ?? "";
    await installments({ description: "Notebook", valor: 300, installments: 3, paymentMethodId: card, transactionDate: "2027-04-03" });
    for (const step of steps) await step();
  });

  afterAll(() => {
    vi.useRealTimers();
  });
}
