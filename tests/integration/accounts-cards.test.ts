import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { PATCH as patchMethod, GET as getMethod } from "@/app/api/v1/payment-method/[id]/route";
import { GET as listAll } from "@/app/api/v1/payment-method/list-all/route";
import { POST as createMethod } from "@/app/api/v1/payment-method/route";
import { GET as listStatements } from "@/app/api/v1/payment-method/[id]/statements/route";
import { GET as getStatement } from "@/app/api/v1/payment-method/[id]/statements/[month]/route";
import { POST as pay } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/route";
import { DELETE as unpay } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]/route";
import { POST as anticipate } from "@/app/api/v1/transaction/installment/[id]/anticipate/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { DELETE as deleteTransfer } from "@/app/api/v1/transfer/[id]/route";
import { GET as listTransfers, POST as createTransfer } from "@/app/api/v1/transfer/route";
import type { StatementJson, StatementSummaryJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { db } from "@/lib/server/db";
import { findStatementAlerts } from "@/server/cards/find-statement-alerts";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * One hand-made household, "today" fixed at 20/04/2027 in São Paulo; every figure was computed on
 * paper.
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
 */
const TODAY = new Date("2027-04-20T15:00:00.000Z");

let token: string;
let ownerId: string;
let otherToken: string;
let types: { receita: string; despesa: string };
let checking: string;
let savings: string;
let card: string;
let otherAccount: string;
let geladeiraGroup: string;

const post = <T,>(handler: Parameters<typeof call>[0], path: string, body: unknown, params?: Record<string, string>, as = token) =>
  call<T & { message?: string; code?: string }>(handler, { method: "POST", path, body, params, token: as });

async function method(body: Record<string, unknown>, as = token): Promise<string> {
  const res = await post<PaymentMethodJson>(createMethod, "/api/v1/payment-method", body, undefined, as);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

async function transaction(body: Record<string, unknown>) {
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

const statement = (month: string, id = card, as = token) =>
  call<StatementJson & { code?: string }>(getStatement, {
    path: `/api/v1/payment-method/${id}/statements/${month}`,
    params: { id, month },
    token: as,
  });

const payStatement = (month: string, body: Record<string, unknown>, id = card, as = token) =>
  post<{ _id: string }>(pay, `/api/v1/payment-method/${id}/statements/${month}/payments`, body, { id, month }, as);

async function methods(as = token) {
  const res = await call<PaymentMethodJson[]>(listAll, { path: "/api/v1/payment-method/list-all", token: as });
  return new Map(res.body.map((m) => [m._id, m]));
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: TODAY });
  const owner = await createTestUser();
  const other = await createTestUser();
  token = owner.token;
  ownerId = owner.user.id;
  otherToken = other.token;
  types = await transactionTypeIds();
  checking = await method({ name: "Conta corrente", openingBalance: 1000 });
  savings = await method({ name: "Poupança", kind: "account" });
  card = await method({ name: "Cartão Roxo", kind: "credit_card", closingDay: 3, dueDay: 10, creditLimit: "5000.00" });
  otherAccount = await method({ name: "Conta da outra", openingBalance: 10 }, otherToken);

  await transaction({ description: "Salário", valor: 3000, transactionTypeId: types.receita, paymentMethodId: checking, transactionDate: "2027-04-05" });
  await transaction({ description: "Luz", valor: 250.55, transactionTypeId: types.despesa, paymentMethodId: checking, transactionDate: "2027-04-10" });
  await transaction({ description: "Aluguel", valor: 100, transactionTypeId: types.despesa, paymentMethodId: checking, transactionDate: "2027-05-01" });
  await transaction({ description: "Mercado", valor: 120, transactionTypeId: types.despesa, paymentMethodId: card, transactionDate: "2027-03-20" });
  const geladeira = await installments({ description: "Geladeira", valor: 400, installments: 4, paymentMethodId: card, transactionDate: "2027-02-10" });
  geladeiraGroup = geladeira[0]?.installmentGroupId ?? "";
  await installments({ description: "Notebook", valor: 300, installments: 3, paymentMethodId: card, transactionDate: "2027-04-03" });
});

afterAll(() => {
  vi.useRealTimers();
});

describe("payment methods: accounts and cards", () => {
  it("answers kind, opening balance, card days and limit; an old-style body is an account", async () => {
    const all = await methods();
    expect(all.get(savings)).toMatchObject({ kind: "account", openingBalance: 0, closingDay: null, dueDay: null, creditLimit: null });
    expect(all.get(card)).toMatchObject({ kind: "credit_card", closingDay: 3, dueDay: 10, creditLimit: 5000, balance: null });
  });

  it("refuses a card without its days, days outside 1–31 and a negative limit (400, pt-BR)", async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await post<PaymentMethodJson>(createMethod, "/api/v1/payment-method", { name: "X", kind: "credit_card", ...body })).body;
    expect(await bad({ dueDay: 10 })).toMatchObject({ message: "O dia de fechamento deve ser um inteiro de 1 a 31." });
    expect(await bad({ closingDay: 3 })).toMatchObject({ message: "O dia de vencimento deve ser um inteiro de 1 a 31." });
    expect(await bad({ closingDay: 32, dueDay: 10 })).toMatchObject({ message: "O dia de fechamento deve ser um inteiro de 1 a 31." });
    expect(await bad({ closingDay: 0, dueDay: 10 })).toMatchObject({ code: "bad_request" });
    expect(await bad({ closingDay: 3, dueDay: 10, creditLimit: -1 })).toMatchObject({ code: "bad_request" });
    expect(await bad({ kind: "poupanca" })).toMatchObject({ code: "bad_request" });
    const patch = await call<{ message: string }>(patchMethod, {
      method: "PATCH",
      path: `/api/v1/payment-method/${savings}`,
      params: { id: savings },
      body: { kind: "credit_card" },
      token,
    });
    expect(patch).toMatchObject({ status: 400, body: { message: "O dia de fechamento deve ser um inteiro de 1 a 31." } });
  });
});

describe("faturas", () => {
  it("puts a purchase by the closing day and parcela k k−1 faturas after parcela 1 (list of the year)", async () => {
    const res = await call<StatementSummaryJson[]>(listStatements, {
      path: `/api/v1/payment-method/${card}/statements`,
      params: { id: card },
      query: { year: 2027 },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s) => [s.month, s.total, s.status])).toEqual([
      ["2027-03", 100, "vencida"],
      ["2027-04", 220, "vencida"],
      ["2027-05", 200, "aberta"],
      ["2027-06", 200, "aberta"],
      ["2027-07", 100, "aberta"],
    ]);
    expect(res.body[1]).toMatchObject({ closingDate: "2027-04-03", dueDate: "2027-04-10", paid: 0, remaining: 220 });
  });

  it("shows one fatura with its items and parcela numbers; an empty future month is a valid empty fatura", async () => {
    const may = await statement("2027-05");
    expect(may.status).toBe(200);
    expect(may.body.items.map((i) => [i.description, i.valor, i.transactionDate, i.installment])).toEqual([
      ["Notebook (1/3)", 100, "2027-04-03", { number: 1, of: 3 }],
      ["Geladeira (3/4)", 100, "2027-04-10", { number: 3, of: 4 }],
    ]);
    const empty = await statement("2027-12");
    expect(empty.body).toEqual({
      month: "2027-12",
      closingDate: "2027-12-03",
      dueDate: "2027-12-10",
      total: 0,
      paid: 0,
      remaining: 0,
      status: "aberta",
      items: [],
      payments: [],
    });
  });

  it("takes partial payments from an account, refuses one over the remaining, from a card or another user's account", async () => {
    const first = await payStatement("2027-04", { amount: 20, paidOn: "2027-04-15", fromPaymentMethodId: checking });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ amount: 20, paidOn: "2027-04-15", fromPaymentMethodId: checking });
    expect((await statement("2027-04")).body).toMatchObject({ total: 220, paid: 20, remaining: 200, status: "vencida" });

    const over = await payStatement("2027-04", { amount: 200.01, paidOn: "2027-04-16", fromPaymentMethodId: checking });
    expect(over).toMatchObject({ status: 400, body: { message: "O pagamento é maior que o valor restante da fatura." } });
    const fromCard = await payStatement("2027-04", { amount: 1, paidOn: "2027-04-16", fromPaymentMethodId: card });
    expect(fromCard).toMatchObject({ status: 400, body: { message: "O pagamento deve sair de uma conta, não de um cartão de crédito." } });
    const fromOther = await payStatement("2027-04", { amount: 1, paidOn: "2027-04-16", fromPaymentMethodId: otherAccount });
    expect(fromOther.status).toBe(404);
    expect((await payStatement("2027-04", { amount: 0, paidOn: "2027-04-16", fromPaymentMethodId: checking })).status).toBe(400);
    expect((await payStatement("2027-13", { amount: 1, paidOn: "2027-04-16", fromPaymentMethodId: checking })).status).toBe(400);

    const rest = await payStatement("2027-04", { amount: "200.00", paidOn: "2027-04-16", fromPaymentMethodId: checking });
    expect(rest.status).toBe(201);
    const paid = await statement("2027-04");
    expect(paid.body).toMatchObject({ total: 220, paid: 220, remaining: 0, status: "paga" });
    expect(paid.body.payments.map((p) => p.amount)).toEqual([20, 200]);
  });

  it("undoes a payment and the amount is owed again", async () => {
    const extra = await payStatement("2027-05", { amount: 50, paidOn: "2027-04-17", fromPaymentMethodId: checking });
    expect(extra.status).toBe(201);
    const path = `/api/v1/payment-method/${card}/statements/2027-05/payments/${extra.body._id}`;
    const params = { id: card, month: "2027-05", paymentId: extra.body._id };
    expect((await call(unpay, { method: "DELETE", path, params, token: otherToken })).status).toBe(404);
    expect((await call(unpay, { method: "DELETE", path, params: { ...params, month: "2027-06" }, token })).status).toBe(404);
    expect((await call(unpay, { method: "DELETE", path, params, token })).status).toBe(204);
    expect((await statement("2027-05")).body).toMatchObject({ paid: 0, remaining: 200 });
  });

  it("antecipação moves the last unpaid parcelas into the open fatura with the discount split exactly", async () => {
    const path = `/api/v1/transaction/installment/${geladeiraGroup}/anticipate`;
    const params = { id: geladeiraGroup };
    expect((await post(anticipate, path, { count: 3, discount: 0 }, params)).status).toBe(400);
    expect((await post(anticipate, path, { count: 2, discount: 200 }, params)).status).toBe(400);
    expect((await post(anticipate, path, { count: 2, discount: -1 }, params)).status).toBe(400);
    expect((await post(anticipate, path, { count: 1, discount: 0 }, params, otherToken)).status).toBe(404);
    const res = await post<Array<{ valor: number; installmentIndex: number }>>(anticipate, path, { count: 2, discount: 10.01 }, params);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((p) => p.valor)).toEqual([100, 100, 94.99, 95]);
    const may = await statement("2027-05");
    expect(may.body.total).toBe(289.99);
    expect(may.body.items.map((i) => i.installment?.number)).toEqual([1, 3, 4]);
    expect((await statement("2027-06")).body.total).toBe(100);
    expect((await statement("2027-03")).body.total).toBe(100);
  });

  it("returns the limit as faturas are paid, future parcelas included", async () => {
    expect((await methods()).get(card)).toMatchObject({ creditLimit: 5000, availableLimit: 4410.01 });
  });

  it("is a 404 for another user on every card path, and for an account used as a card", async () => {
    expect((await statement("2027-04", card, otherToken)).status).toBe(404);
    expect((await statement("2027-04", checking)).status).toBe(404);
    const list = await call(listStatements, {
      path: `/api/v1/payment-method/${card}/statements`,
      params: { id: card },
      token: otherToken,
    });
    expect(list.status).toBe(404);
    expect((await payStatement("2027-05", { amount: 1, paidOn: "2027-04-16", fromPaymentMethodId: otherAccount }, card, otherToken)).status).toBe(404);
    expect(
      (await call(getMethod, { path: `/api/v1/payment-method/${card}`, params: { id: card }, token: otherToken })).status,
    ).toBe(404);
  });
});

describe("transfers", () => {
  it("moves money between two accounts (201), refuses the same account (400), a card (400) and another user's (404)", async () => {
    const res = await post<{ _id: string; amount: number }>(createTransfer, "/api/v1/transfer", {
      fromPaymentMethodId: checking,
      toPaymentMethodId: savings,
      amount: 500,
      date: "2027-04-12",
      description: "Reserva",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      amount: 500,
      date: "2027-04-12",
      description: "Reserva",
      fromPaymentMethodId: { _id: checking, name: "Conta corrente" },
      toPaymentMethodId: { _id: savings, name: "Poupança" },
    });
    const base = { amount: 1, date: "2027-04-12" };
    const same = await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: checking });
    expect(same).toMatchObject({ status: 400, body: { message: "A conta de origem e a de destino devem ser diferentes." } });
    const toCard = await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: card });
    expect(toCard.status).toBe(400);
    const toOther = await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: otherAccount });
    expect(toOther.status).toBe(404);
    expect((await post(createTransfer, "/api/v1/transfer", { ...base, amount: 0, fromPaymentMethodId: checking, toPaymentMethodId: savings })).status).toBe(400);
  });

  it("lists the month's transfers and deletes one (another user's is a 404)", async () => {
    const temp = await post<{ _id: string }>(createTransfer, "/api/v1/transfer", {
      fromPaymentMethodId: savings,
      toPaymentMethodId: checking,
      amount: 7.77,
      date: "2027-03-30",
    });
    const march = await call<Array<{ _id: string }>>(listTransfers, { path: "/api/v1/transfer", query: { month: 3, year: 2027 }, token });
    expect(march.body.map((t) => t._id)).toEqual([temp.body._id]);
    expect((await call(listTransfers, { path: "/api/v1/transfer", query: { month: 3, year: 2027 }, token: otherToken })).body).toEqual([]);
    const path = `/api/v1/transfer/${temp.body._id}`;
    expect((await call(deleteTransfer, { method: "DELETE", path, params: { id: temp.body._id }, token: otherToken })).status).toBe(404);
    expect((await call(deleteTransfer, { method: "DELETE", path, params: { id: temp.body._id }, token })).status).toBe(204);
    expect((await call(listTransfers, { path: "/api/v1/transfer", query: { month: 3, year: 2027 }, token })).body).toEqual([]);
  });
});

describe("balances and the dashboard", () => {
  it("gives each account its hand-computed balance (only what is dated up to today)", async () => {
    const all = await methods();
    expect(all.get(checking)).toMatchObject({ openingBalance: 1000, balance: 3029.45 });
    expect(all.get(savings)).toMatchObject({ balance: 500 });
    expect((await methods(otherToken)).get(otherAccount)).toMatchObject({ balance: 10 });
  });

  it("sees every change at once: a transfer, a payment and an opening balance move the balances read next", async () => {
    await methods();
    const moved = await post<{ _id: string }>(createTransfer, "/api/v1/transfer", {
      fromPaymentMethodId: savings,
      toPaymentMethodId: checking,
      amount: 0.45,
      date: "2027-04-20",
    });
    expect((await methods()).get(checking)).toMatchObject({ balance: 3029.9 });
    await call(deleteTransfer, { method: "DELETE", path: `/api/v1/transfer/${moved.body._id}`, params: { id: moved.body._id }, token });
    expect((await methods()).get(checking)).toMatchObject({ balance: 3029.45 });
    const patch = (openingBalance: number) =>
      call(patchMethod, { method: "PATCH", path: `/api/v1/payment-method/${savings}`, params: { id: savings }, body: { openingBalance }, token });
    await patch(-100.5);
    expect((await methods()).get(savings)).toMatchObject({ openingBalance: -100.5, balance: 399.5 });
    await patch(0);
    expect((await methods()).get(savings)).toMatchObject({ balance: 500 });
  });

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
    expect((await expense(4, "regime-de-caixa")).body).toMatchObject({ message: 'O regime deve ser "competencia" ou "caixa".' });
  });
});

describe("the bell", () => {
  it("lists vencida faturas, and fechada ones due within 48 hours", async () => {
    const today = await findStatementAlerts(db, ownerId, TODAY);
    expect(today.map((a) => [a.month, a.status, a.remaining])).toEqual([["2027-03", "vencida", 100]]);
    const beforeDue = await findStatementAlerts(db, ownerId, new Date("2027-05-09T15:00:00.000Z"));
    expect(beforeDue.map((a) => [a.month, a.status, a.remaining, a.cardName])).toEqual([
      ["2027-03", "vencida", 100, "Cartão Roxo"],
      ["2027-05", "fechada", 289.99, "Cartão Roxo"],
    ]);
    const threeDaysBefore = await findStatementAlerts(db, ownerId, new Date("2027-05-07T15:00:00.000Z"));
    expect(threeDaysBefore.map((a) => a.month)).toEqual(["2027-03"]);
    expect(await findStatementAlerts(db, (await createTestUser()).user.id, TODAY)).toEqual([]);
  });
});

describe("changing a card's days", () => {
  it("keeps closed faturas' dates and items, and applies the new days from the open one", async () => {
    const before = await statement("2027-04");
    const res = await call<PaymentMethodJson>(patchMethod, {
      method: "PATCH",
      path: `/api/v1/payment-method/${card}`,
      params: { id: card },
      body: { closingDay: 15, dueDay: 25 },
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ closingDay: 15, dueDay: 25 });
    const after = await statement("2027-04");
    expect(after.body).toEqual(before.body);
    expect((await statement("2027-05")).body).toMatchObject({ closingDate: "2027-05-15", dueDate: "2027-05-25", total: 289.99 });
    // A purchase after the change on 16/04 would have gone to May with the old days; it still
    // does (May now closes on 15/05), and one on a closed fatura's day stays out of it.
    const id = await transaction({ description: "Farmácia", valor: 10, transactionTypeId: types.despesa, paymentMethodId: card, transactionDate: "2027-04-18" });
    expect((await statement("2027-05")).body.items.some((i) => i._id === id)).toBe(true);
  });

  it("moves an edited purchase to the fatura of its new date, and out of the card when it leaves it", async () => {
    const id = await transaction({ description: "Livro", valor: 30, transactionTypeId: types.despesa, paymentMethodId: card, transactionDate: "2027-04-19" });
    const edit = (body: Record<string, unknown>) =>
      call(patchTransaction, {
        method: "PATCH",
        path: `/api/v1/transaction/${id}`,
        params: { id },
        body: { description: "Livro", valor: 30, transactionTypeId: types.despesa, categoryId: null, isObjective: false, ...body },
        token,
      });
    expect((await edit({ paymentMethodId: card, transactionDate: "2027-05-20" })).status).toBe(200);
    expect((await statement("2027-06")).body.items.some((i) => i._id === id)).toBe(true);
    expect((await edit({ paymentMethodId: checking, transactionDate: "2027-05-20" })).status).toBe(200);
    expect((await statement("2027-06")).body.items.some((i) => i._id === id)).toBe(false);
  });
});
