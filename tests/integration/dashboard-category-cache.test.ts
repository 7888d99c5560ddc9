import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { categories, transactions, transactionTypes } from "@/db/schema";
import { db } from "@/lib/server/db";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/** The category breakdown is kept per month until the user's data changes: never one read late. */
let token: string;
let userId: string;
let categoryId: string;
let despesa: string;
const query = { month: "3", year: "2026" };

const slices = async () =>
  (
    await call<Array<{ name: string; total: number }>>(categoryExpenses, {
      path: "/api/v1/dashboard/category-expenses",
      query,
      token,
    })
  ).body;

async function spend(valor: Cents, transactionDate = day("2026-03-10")) {
  const [row] = await db
    .insert(transactions)
    .values({
      userId,
      description: "Feira",
      valor,
      transactionDate,
      transactionTypeId: despesa,
      categoryId,
    })
    .returning({ id: transactions.id });
  return row!.id;
}

beforeAll(async () => {
  ({
    token,
    user: { id: userId },
  } = await createTestUser());
  const [type] = await db
    .select()
    .from(transactionTypes)
    .where(eq(transactionTypes.transactionType, "despesa"));
  despesa = type!.id;
  const [category] = await db
    .insert(categories)
    .values({ userId, name: "Mercado", color: "#F59E0B" })
    .returning();
  categoryId = category!.id;
});

describe("category expenses, kept between changes", () => {
  it("a new, an edited and a deleted expense and a renamed category show on the very next read", async () => {
    const first = await spend(cents(1000));
    expect(await slices()).toEqual([expect.objectContaining({ name: "Mercado", total: 10 })]);

    await spend(cents(1));
    expect(await slices()).toEqual([expect.objectContaining({ name: "Mercado", total: 10.01 })]);

    await db.update(transactions).set({ valor: cents(2000) }).where(eq(transactions.id, first));
    expect(await slices()).toEqual([expect.objectContaining({ name: "Mercado", total: 20.01 })]);

    const renamed = await call(patchCategory, {
      method: "PATCH",
      path: `/api/v1/category/${categoryId}`,
      params: { id: categoryId },
      body: { name: "Supermercado" },
      token,
    });
    expect(renamed.status).toBe(200);
    expect(await slices()).toEqual([
      expect.objectContaining({ name: "Supermercado", total: 20.01 }),
    ]);

    await db.delete(transactions).where(eq(transactions.id, first));
    expect(await slices()).toEqual([
      expect.objectContaining({ name: "Supermercado", total: 0.01 }),
    ]);

    // Another month is its own answer.
    expect(
      (
        await call<unknown[]>(categoryExpenses, {
          path: "/api/v1/dashboard/category-expenses",
          query: { month: "4", year: "2026" },
          token,
        })
      ).body,
    ).toEqual([]);
  });
});
