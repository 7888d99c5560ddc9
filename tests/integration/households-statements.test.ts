import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as listStatements } from "@/app/api/v1/payment-method/[id]/statements/route";
import { DELETE as unpay } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as anticipateRoute } from "@/app/api/v1/transaction/installment/[id]/anticipate/route";
import { db } from "@/lib/server/db";
import { cardPayments, categories, paymentMethods, transactions } from "@/db/schema";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import { householdAccessMessages } from "@/server/shared/household-access";
import { call } from "../helpers/api";
import { TODAY, payStatement, post, statement } from "./accounts-cards-fixtures";
import { api, createSharingWorld, expense, type SharingWorld } from "./households-sharing-fixtures";

/**
 * Ana's cards in her household (today 20/04/2027, closing 3, due 10): "Cartão da Casa" shared "Ver
 * e lançar", "Cartão Só Ver" shared read-only. Each has a 100,00 purchase on 10/04 (fatura 05) in
 * Ana's private category and a 300,00 purchase in 3× (faturas 05, 06, 07); Bruno adds 50,00 to the
 * shared card in his own household category. Bruno is "Ver e lançar", Carla "Só ver", Davi outside.
 */
const MONTH = "2027-05";
let world: SharingWorld;
let sharedCard: string;
let readOnlyCard: string;
let brunoHouseCategory: string;
const groups: Record<string, string> = {};

async function card(name: string, sharing: "shared" | "read_only") {
  const [row] = await db
    .insert(paymentMethods)
    .values({ userId: world.ana.user.id, name, color: "#6366F1", kind: "credit_card", closingDay: 3, dueDay: 10, sharing })
    .returning();
  if (!row) throw new Error("card not created");
  return row.id;
}

async function purchases(cardId: string) {
  const one = await api.create(
    world.ana.token,
    expense(world, { paymentMethodId: cardId, transactionDate: "2027-04-10", categoryId: world.categories.anaPrivate }),
  );
  expect(one.status, JSON.stringify(one.body)).toBe(201);
  const res = await post<Array<{ installmentGroupId: string }>>(
    createInstallments,
    "/api/v1/transaction/installment",
    { description: "Sofá", valor: 300, installments: 3, transactionTypeId: world.types.despesa, paymentMethodId: cardId, transactionDate: "2027-04-10" },
    undefined,
    world.ana.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[0]?.installmentGroupId ?? "";
}

const list = (id: string, token: string) =>
  call<StatementSummaryJson[] & { message?: string }>(listStatements, {
    path: `/api/v1/payment-method/${id}/statements`,
    params: { id },
    query: { year: "2027" },
    token,
  });

const pay = (id: string, token: string, fromPaymentMethodId: string, amount = 30) =>
  payStatement(MONTH, { amount, paidOn: "2027-04-15", fromPaymentMethodId }, id, token);

const undo = (id: string, paymentId: string, token: string) =>
  call<{ message?: string }>(unpay, {
    method: "DELETE",
    path: `/api/v1/payment-method/${id}/statements/${MONTH}/payments/${paymentId}`,
    params: { id, month: MONTH, paymentId },
    token,
  });

const anticipate = (group: string, token: string) =>
  post<Array<{ valor: number }>>(
    anticipateRoute,
    `/api/v1/transaction/installment/${group}/anticipate`,
    { count: 1, discount: 0 },
    { id: group },
    token,
  );

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: TODAY });
  world = await createSharingWorld();
  sharedCard = await card("Cartão da Casa", "shared");
  readOnlyCard = await card("Cartão Só Ver", "read_only");
  groups.shared = await purchases(sharedCard);
  groups.readOnly = await purchases(readOnlyCard);
  const [category] = await db
    .insert(categories)
    .values({ userId: world.bruno.user.id, name: "Feira da Casa", color: "#F59E0B", householdId: world.householdId })
    .returning();
  brunoHouseCategory = category?.id ?? "";
  const brunos = await api.create(
    world.bruno.token,
    expense(world, { description: "Feira", valor: 50, paymentMethodId: sharedCard, transactionDate: "2027-04-11", categoryId: brunoHouseCategory }),
  );
  expect(brunos.status, JSON.stringify(brunos.body)).toBe(201);
});

afterAll(() => {
  vi.useRealTimers();
});

describe("a card shared with the household shows its faturas", () => {
  it("to every member who sees it, with only the categories each one sees named", async () => {
    for (const person of [world.ana, world.bruno, world.carla]) {
      const cardStatement = await statement(MONTH, sharedCard, person.token);
      expect(cardStatement.status, JSON.stringify(cardStatement.body)).toBe(200);
      expect(cardStatement.body.total).toBe(250);
      const names = cardStatement.body.items.map((item) => [item.description, item.category?.name ?? null]);
      const own = person === world.ana;
      expect(names).toEqual([
        ["Compra", own ? "Presentes da Ana" : null],
        ["Sofá (1/3)", null],
        ["Feira", "Feira da Casa"],
      ]);
      const summaries = await list(sharedCard, person.token);
      expect(summaries.status).toBe(200);
      expect(summaries.body.map((s) => [s.month, s.total])).toEqual([["2027-05", 250], ["2027-06", 100], ["2027-07", 100]]);
      expect((await statement(MONTH, readOnlyCard, person.token)).body.total).toBe(200);
    }
  });

  it("to no one outside the household: 404, as a card that does not exist", async () => {
    expect((await statement(MONTH, sharedCard, world.davi.token)).status).toBe(404);
    expect((await list(sharedCard, world.davi.token)).status).toBe(404);
    expect((await pay(sharedCard, world.davi.token, world.accounts.davi)).status).toBe(404);
    expect((await anticipate(groups.shared ?? "", world.davi.token)).status).toBe(404);
  });
});

describe("paying a shared card's fatura", () => {
  it("from a member's own account: the payment is the card owner's, the member's balance drops, the owner is not told which account", async () => {
    const res = await pay(sharedCard, world.bruno.token, world.accounts.bruno);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, res.body._id));
    expect(row).toMatchObject({ userId: world.ana.user.id, cardId: sharedCard, fromPaymentMethodId: world.accounts.bruno });
    expect((await api.method(world.bruno.token, world.accounts.bruno)).body.balance).toBe(-30);

    const ana = await statement(MONTH, sharedCard, world.ana.token);
    expect(ana.body).toMatchObject({ paid: 30, remaining: 220 });
    expect(ana.body.payments.map((p) => p.fromPaymentMethodId)).toEqual([null]);
    const bruno = await statement(MONTH, sharedCard, world.bruno.token);
    expect(bruno.body.payments.map((p) => p.fromPaymentMethodId)).toEqual([world.accounts.bruno]);

    expect((await undo(sharedCard, res.body._id, world.carla.token)).status).toBe(403);
    expect((await undo(sharedCard, res.body._id, world.davi.token)).status).toBe(404);
    expect((await undo(sharedCard, res.body._id, world.bruno.token)).status).toBe(204);
    expect((await statement(MONTH, sharedCard, world.ana.token)).body).toMatchObject({ paid: 0, remaining: 250 });
    expect((await api.method(world.bruno.token, world.accounts.bruno)).body.balance).toBe(0);
  });

  it("by the owner from her private account: the member does not learn that account", async () => {
    const res = await pay(sharedCard, world.ana.token, world.accounts.anaPrivate, 10);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bruno = await statement(MONTH, sharedCard, world.bruno.token);
    expect(bruno.body.payments.map((p) => [p.amount, p.fromPaymentMethodId])).toEqual([[10, null]]);
    expect(JSON.stringify(bruno.body)).not.toContain(world.accounts.anaPrivate);
    expect((await undo(sharedCard, res.body._id, world.ana.token)).status).toBe(204);
  });

  it("is refused to whom may only see the card, or the account, with a pt-BR 403", async () => {
    const readOnly = await pay(readOnlyCard, world.bruno.token, world.accounts.bruno);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toBe(householdAccessMessages.readOnlyRecord);
    const carla = await pay(sharedCard, world.carla.token, world.accounts.carla);
    expect(carla.status).toBe(403);
    expect(carla.body.message).toBe(householdAccessMessages.readOnlyMember);
    expect((await pay(sharedCard, world.bruno.token, world.accounts.anaPrivate)).status).toBe(404);
    expect((await pay(sharedCard, world.bruno.token, world.accounts.anaReadOnly)).status).toBe(404);
    expect(await db.select().from(cardPayments).where(eq(cardPayments.userId, world.ana.user.id))).toEqual([]);
  });
});

describe("anticipating a shared card's parcelas", () => {
  it("is the member's to do on a card shared 'Ver e lançar': the parcelas stay the owner's, updated by the member", async () => {
    expect((await anticipate(groups.readOnly ?? "", world.bruno.token)).status).toBe(403);
    expect((await anticipate(groups.shared ?? "", world.carla.token)).status).toBe(403);
    const res = await anticipate(groups.shared ?? "", world.bruno.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await db
      .select({ userId: transactions.userId, updatedBy: transactions.updatedBy, month: transactions.statementMonth })
      .from(transactions)
      .where(and(eq(transactions.installmentGroupId, groups.shared ?? ""), eq(transactions.installmentIndex, 3)));
    expect(rows).toEqual([{ userId: world.ana.user.id, updatedBy: world.bruno.user.id, month: "2027-05-01" }]);
    expect((await statement(MONTH, sharedCard, world.ana.token)).body.total).toBe(350);
  });
});
