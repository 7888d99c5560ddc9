import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categories, paymentMethods, transactions } from "@/db/schema";
import { GET as quickEntry } from "@/app/api/v1/transaction/quick-entry/route";
import type { QuickEntryJson } from "@/lib/schemas/transactions";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

const read = (token: string) =>
  call<QuickEntryJson & { message?: string }>(quickEntry, { method: "GET", path: "/api/v1/transaction/quick-entry", token });

/** A person with two payment methods and a category, and rows written in the order given. */
async function personWith(rows: { description: string; method: "pix" | "card"; monthsAgo?: number; installment?: boolean }[]) {
  const { user, token } = await createTestUser();
  const { despesa } = await transactionTypeIds();
  const [category] = await db.insert(categories).values({ userId: user.id, name: "Mercado" }).returning();
  const [pix, card] = await db
    .insert(paymentMethods)
    .values([
      { userId: user.id, name: "Pix" },
      { userId: user.id, name: "Nubank" },
    ])
    .returning();
  const today = todayInSaoPaulo();
  let createdAt = Date.parse("2026-01-01T12:00:00Z");
  for (const row of rows) {
    createdAt += 60_000;
    await db.insert(transactions).values({
      userId: user.id,
      description: row.description,
      valor: cents(1000),
      transactionDate: addMonths(today, -(row.monthsAgo ?? 0)),
      transactionTypeId: despesa,
      categoryId: category!.id,
      paymentMethodId: row.method === "pix" ? pix!.id : card!.id,
      createdAt: new Date(createdAt),
      ...(row.installment ? { installmentGroupId: randomUUID(), installmentIndex: 1, installmentCount: 3 } : {}),
    });
  }
  return { token, userId: user.id, pix: pix!.id, card: card!.id, category: category!.id };
}

describe("GET /transaction/quick-entry (the phone's '+' sheet)", () => {
  it("answers the lists, the last payment method used and the year's descriptions, most used first", async () => {
    const person = await personWith([
      { description: "Padaria Pão Quente", method: "pix" },
      { description: "Uber", method: "pix" },
      { description: "Padaria Pão Quente", method: "pix" },
      { description: "Geladeira (1/3)", method: "card", installment: true },
      { description: "Cinema antigo", method: "pix", monthsAgo: 13 },
      { description: "Farmácia", method: "card" },
    ]);
    const res = await read(person.token);
    expect(res.status).toBe(200);
    // Padaria twice; then Farmácia and Uber once each, the newest first; no parcela, nothing older than a year.
    expect(res.body.descriptions).toEqual(["Padaria Pão Quente", "Farmácia", "Uber"]);
    // Created last: Farmácia, paid with the card (the parcela's created earlier).
    expect(res.body.lastPaymentMethodId).toBe(person.card);
    expect(res.body.references.categories.map((c) => c._id)).toEqual([person.category]);
    expect(res.body.references.paymentMethods.map((m) => m.name)).toEqual(["Nubank", "Pix"]);
    expect(res.body.references.types.map((t) => t.transactionType).sort()).toEqual(["despesa", "receita"]);
  });

  it("shows a row written, changed or deleted since the last opening (the answer is kept only until the person's data changes)", async () => {
    const person = await personWith([
      { description: "Uber", method: "pix" },
      { description: "Uber", method: "pix" },
    ]);
    expect((await read(person.token)).body).toMatchObject({ descriptions: ["Uber"], lastPaymentMethodId: person.pix });
    const { despesa } = await transactionTypeIds();
    const [row] = await db
      .insert(transactions)
      .values({
        userId: person.userId,
        description: "Farmácia",
        valor: cents(2500),
        transactionDate: todayInSaoPaulo(),
        transactionTypeId: despesa,
        categoryId: person.category,
        paymentMethodId: person.card,
        createdAt: new Date(Date.parse("2026-02-01T12:00:00Z")),
      })
      .returning();
    expect((await read(person.token)).body).toMatchObject({ descriptions: ["Uber", "Farmácia"], lastPaymentMethodId: person.card });
    await db.update(transactions).set({ description: "Drogaria" }).where(eq(transactions.id, row!.id));
    expect((await read(person.token)).body.descriptions).toEqual(["Uber", "Drogaria"]);
    await db.delete(transactions).where(eq(transactions.id, row!.id));
    expect((await read(person.token)).body).toMatchObject({ descriptions: ["Uber"], lastPaymentMethodId: person.pix });
  });

  it("is the signed-in person's own: a newcomer gets nothing of anyone else's", async () => {
    await personWith([{ description: "Segredo de outra pessoa", method: "pix" }]);
    const { token } = await createTestUser();
    const res = await read(token);
    expect(res.status).toBe(200);
    expect(res.body.descriptions).toEqual([]);
    expect(res.body.lastPaymentMethodId).toBeNull();
    expect(res.body.references.categories).toEqual([]);
  });

  it("asks for a session", async () => {
    const res = await call(quickEntry, { method: "GET", path: "/api/v1/transaction/quick-entry" });
    expect(res.status).toBe(401);
  });
});
