import { describe, expect, it } from "vitest";
import { PATCH as patchMethod, GET as getMethod } from "@/app/api/v1/payment-method/[id]/route";
import { POST as createMethod } from "@/app/api/v1/payment-method/route";
import { GET as listStatements } from "@/app/api/v1/payment-method/[id]/statements/route";
import { DELETE as unpay } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]/route";
import { POST as anticipate } from "@/app/api/v1/transaction/installment/[id]/anticipate/route";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { call } from "../helpers/api";
import {
  card,
  checking,
  geladeiraGroup,
  methods,
  otherAccount,
  otherToken,
  payStatement,
  post,
  savings,
  setupHousehold,
  statement,
  token,
} from "./accounts-cards-fixtures";

/** A card's kind and days, its faturas, their payments and the antecipação, from the household's purchases. */
setupHousehold();

describe("payment methods: accounts and cards", () => {
  it("answers kind, opening balance, card days and limit", async () => {
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
      // Not opened yet on 20/04 (June's opens on 04/05): parcelas billed ahead.
      ["2027-06", 200, "futura"],
      ["2027-07", 100, "futura"],
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
      itemsTotal: 0,
      bankTotal: null,
      paid: 0,
      remaining: 0,
      status: "futura",
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
    expect(fromCard).toMatchObject({ status: 400, body: { message: "O pagamento deve sair de uma conta, não de um cartão ou de um meio de pagamento." } });
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
