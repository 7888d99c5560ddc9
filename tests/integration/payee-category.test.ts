import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categories, transactions } from "@/db/schema";
import { payees } from "@/db/schema-payees";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import { GET as offer, POST as apply } from "@/app/api/v1/payees/[id]/category/route";
import { day } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";

async function payeeOf(userId: string, name: string) {
  const [payee] = await db.insert(payees).values({ userId, name, nameKey: name.toLowerCase() }).returning();
  return payee!.id;
}

const post = (token: string, payeeId: string, body: unknown) =>
  call<{ message?: string; updated?: number; defaultCategoryId?: string | null }>(apply, {
    method: "POST",
    path: `/api/v1/payees/${payeeId}/category`,
    params: { id: payeeId },
    token,
    body,
  });

const get = (token: string, payeeId: string, query: Record<string, string>) =>
  call<{ message?: string; count?: number; name?: string }>(offer, {
    path: `/api/v1/payees/${payeeId}/category`,
    params: { id: payeeId },
    query,
    token,
  });

async function categoriesOf(ids: string[]) {
  const rows = await db
    .select({ id: transactions.id, categoryId: transactions.categoryId, categorySource: transactions.categorySource })
    .from(transactions)
    .where(inArray(transactions.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, [row.categoryId, row.categorySource]]));
}

/** A person whose iFood rows of November: one already recategorised, one waiting with the bank's suggestion, one filed by hand elsewhere, one of October, one receita. */
async function ifoodMonth() {
  const person = await connectedPerson();
  const [delivery, outros] = await db
    .insert(categories)
    .values([
      { userId: person.user.id, name: "Delivery", type: "despesa" },
      { userId: person.user.id, name: "Outros", type: "despesa" },
    ])
    .returning();
  const ifood = await payeeOf(person.user.id, "iFood");
  const other = await payeeOf(person.user.id, "Uber");
  const ids = {
    changed: await syncedRow(person, { description: "IFOOD 1", date: day("2026-11-02") }),
    waiting: await syncedRow(person, { description: "IFOOD 2", date: day("2026-11-30") }),
    plain: await syncedRow(person, { description: "IFOOD 3", date: day("2026-11-15"), needsReview: false }),
    byHand: await syncedRow(person, { description: "IFOOD 4", date: day("2026-11-16"), needsReview: false }),
    october: await syncedRow(person, { description: "IFOOD 5", date: day("2026-10-31") }),
    income: await syncedRow(person, { description: "IFOOD REEMBOLSO", date: day("2026-11-17"), type: "receita" }),
    uber: await syncedRow(person, { description: "UBER", date: day("2026-11-10") }),
  };
  await db.update(transactions).set({ payeeId: ifood }).where(inArray(transactions.id, Object.values(ids)));
  await db.update(transactions).set({ payeeId: other }).where(eq(transactions.id, ids.uber));
  await db.update(transactions).set({ categoryId: delivery!.id, categorySource: "person" }).where(eq(transactions.id, ids.changed));
  await db.update(transactions).set({ categoryId: person.mercado, categorySource: "bank" }).where(eq(transactions.id, ids.waiting));
  await db.update(transactions).set({ categoryId: outros!.id, categorySource: "person" }).where(eq(transactions.id, ids.byHand));
  return { person, ifood, other, delivery: delivery!.id, outros: outros!.id, ids };
}

describe("/payees/{id}/category", () => {
  it("counts and applies the category to the payee's other rows of the month, leaving hand-filed rows, other months, other types and other payees", async () => {
    const { person, ifood, delivery, outros, ids } = await ifoodMonth();
    expect(await get(person.token, ifood, { categoryId: delivery, month: "2026-11" })).toMatchObject({
      status: 200,
      body: { name: "iFood", count: 2 },
    });

    const res = await post(person.token, ifood, { categoryId: delivery, month: "2026-11" });
    expect(res).toMatchObject({ status: 200, body: { updated: 2, defaultCategoryId: null } });
    expect(await categoriesOf(Object.values(ids))).toEqual({
      [ids.changed]: [delivery, "person"],
      [ids.waiting]: [delivery, "person"],
      [ids.plain]: [delivery, "person"],
      [ids.byHand]: [outros, "person"],
      [ids.october]: [null, null],
      [ids.income]: [null, null],
      [ids.uber]: [null, null],
    });
    // The bank row that waited with a suggestion has been decided.
    const [waiting] = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.transactionId, ids.waiting));
    expect(waiting).toMatchObject({ needsReview: false, editedByUser: true });
    const [october] = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.transactionId, ids.october));
    expect(october).toMatchObject({ needsReview: true });
    expect((await get(person.token, ifood, { categoryId: delivery, month: "2026-11" })).body.count).toBe(0);
  });

  it("'Sempre' makes the category the payee's default, alone or with the month", async () => {
    const { person, ifood, delivery, ids } = await ifoodMonth();
    const res = await post(person.token, ifood, { categoryId: delivery, always: true });
    expect(res).toMatchObject({ status: 200, body: { updated: 0, defaultCategoryId: delivery } });
    const [payee] = await db.select().from(payees).where(eq(payees.id, ifood));
    expect(payee?.defaultCategoryId).toBe(delivery);
    expect((await categoriesOf([ids.waiting]))[ids.waiting]).toEqual([person.mercado, "bank"]);

    const both = await post(person.token, ifood, { categoryId: person.mercado, month: "2026-11", always: true });
    // Only the uncategorised row: the waiting one has it already, the others were filed by hand.
    expect(both).toMatchObject({ status: 200, body: { updated: 1, defaultCategoryId: person.mercado } });
  });

  it("another person's payee or category is a 404 and nothing is written", async () => {
    const { person, ifood, delivery, ids } = await ifoodMonth();
    const stranger = await ifoodMonth();
    for (const body of [
      { categoryId: delivery, month: "2026-11", always: true },
      { categoryId: delivery, always: true },
    ]) {
      const res = await post(stranger.person.token, ifood, body);
      expect(res).toMatchObject({ status: 404, body: { message: "Favorecido não encontrado." } });
    }
    expect((await get(stranger.person.token, ifood, { categoryId: delivery, month: "2026-11" })).status).toBe(404);
    // The person's own payee with the stranger's category.
    expect((await post(person.token, ifood, { categoryId: stranger.delivery, month: "2026-11", always: true })).status).toBe(404);
    expect((await get(person.token, ifood, { categoryId: stranger.delivery, month: "2026-11" })).status).toBe(404);
    expect((await post(person.token, ifood, { categoryId: stranger.delivery, always: true })).status).toBe(404);
    const [payee] = await db.select().from(payees).where(eq(payees.id, ifood));
    expect(payee?.defaultCategoryId).toBeNull();
    expect((await categoriesOf([ids.waiting, ids.plain]))).toEqual({
      [ids.waiting]: [person.mercado, "bank"],
      [ids.plain]: [null, null],
    });
  });

  it("refuses bad input with a pt-BR message", async () => {
    const { person, ifood, delivery } = await ifoodMonth();
    expect(await post(person.token, ifood, { categoryId: delivery })).toMatchObject({
      status: 400,
      body: { message: "Informe o mês (month) a que aplicar a categoria, ou always: true." },
    });
    expect(await post(person.token, ifood, { categoryId: delivery, month: "2026-13" })).toMatchObject({
      status: 400,
      body: { message: "Mês inválido: use o formato AAAA-MM." },
    });
    expect((await post(person.token, "nao-e-id", { categoryId: delivery, always: true })).status).toBe(400);
    expect((await get(person.token, ifood, { categoryId: delivery })).status).toBe(400);
  });
});
