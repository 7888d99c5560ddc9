import { describe, expect, it } from "vitest";
import { PATCH as patchMethod } from "@/app/api/v1/payment-method/[id]/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { db } from "@/lib/server/db";
import { findStatementAlerts } from "@/server/cards";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  TODAY,
  anticipateGeladeira,
  card,
  checking,
  ownerId,
  payAprilStatement,
  setupHousehold,
  statement,
  token,
  transaction,
  types,
} from "./accounts-cards-fixtures";

/** The bell's fatura alerts and a change of the card's days, with fatura 04 paid and fatura 05 at 289,99. */
setupHousehold(payAprilStatement, anticipateGeladeira);

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
