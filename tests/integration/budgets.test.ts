import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listBudgets } from "@/app/api/v1/budget/route";
import { DELETE as endBudget, PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { db } from "@/lib/server/db";
import { categories, objectives, transactions } from "@/db/schema";
import { cents, centsToReais } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * June/2024, computed on paper:
 *   Mercado: 300,00 (05/06) + 150,50 (20/06) = 450,50 spent. Not counted: a 1000,00 despesa
 *            linked to an objective (a deposit) and a 99,00 receita.
 *   Lazer:   80,00 (10/06).                     Casa: nothing.
 *   July: Mercado 10,00.  August: nothing.
 */
let token: string;
let userId: string;
let despesaId: string;
let otherToken: string;
let otherCategory: string;
const cat: Record<string, string> = {};

const list = async (month: number, year: number, as = token) => {
  const res = await call<BudgetJson[]>(listBudgets, {
    path: "/api/v1/budget",
    query: { month, year },
    token: as,
  });
  expect(res.status).toBe(200);
  return res.body;
};
const put = (categoryId: string, body: unknown, as = token) =>
  call<BudgetJson & { message: string }>(setBudget, {
    method: "PUT",
    params: { id: categoryId },
    body,
    token: as,
  });
const del = (categoryId: string, month: number, year: number, as = token) =>
  call<{ message: string }>(endBudget, {
    method: "DELETE",
    params: { id: categoryId },
    query: { month, year },
    token: as,
  });
const row = (
  name: string,
  limit: number,
  spent: number,
  remaining: number,
  percentage: number,
) => ({
  _id: expect.any(String) as unknown as string,
  categoryId: cat[name],
  categoryName: name,
  color: "#10B981",
  limit,
  spent,
  remaining,
  percentage,
  household: false,
  ownerId: userId,
  access: "owner",
});

beforeAll(async () => {
  const me = await createTestUser();
  const other = await createTestUser();
  token = me.token;
  otherToken = other.token;
  userId = me.user.id;
  const types = await transactionTypeIds();
  despesaId = types.despesa;
  const rows = await db
    .insert(categories)
    .values(["Mercado", "Lazer", "Casa"].map((name) => ({ userId, name, color: "#10B981" })))
    .returning();
  for (const r of rows) cat[r.name] = r.id;
  const [theirs] = await db
    .insert(categories)
    .values({ userId: other.user.id, name: "Deles" })
    .returning();
  otherCategory = theirs!.id;
  const [reserva] = await db
    .insert(objectives)
    .values({ userId, name: "Reserva", targetValue: cents(500000) })
    .returning();
  const tx = (
    valor: Cents,
    date: Day,
    categoryId: string,
    type: "receita" | "despesa" = "despesa",
    objectiveId?: string,
  ) => ({
    userId,
    description: "x",
    valor,
    transactionDate: date,
    transactionTypeId: types[type],
    categoryId,
    isObjective: objectiveId !== undefined,
    objectiveId: objectiveId ?? null,
  });
  await db
    .insert(transactions)
    .values([
      tx(cents(30000), day("2024-06-05"), cat.Mercado!),
      tx(cents(15050), day("2024-06-20"), cat.Mercado!),
      tx(cents(100000), day("2024-06-21"), cat.Mercado!, "despesa", reserva!.id),
      tx(cents(9900), day("2024-06-22"), cat.Mercado!, "receita"),
      tx(cents(8000), day("2024-06-10"), cat.Lazer!),
      tx(cents(1000), day("2024-07-03"), cat.Mercado!),
    ]);
});

describe("budgets", () => {
  it("a month with no budget set reads an empty list", async () => {
    expect(await list(6, 2024)).toEqual([]);
  });

  it("PUT sets the limit from that month on and answers the month's figures", async () => {
    const res = await put(cat.Mercado!, { limit: 500, month: 5, year: 2024 });
    expect(res.status).toBe(200);
    // May had nothing spent in Mercado.
    expect(res.body).toEqual(row("Mercado", 500, 0, 500, 0));
    expect((await put(cat.Lazer!, { limit: "80.00", month: 6, year: 2024 })).status).toBe(200);
    // 450,50 / 500 = 90,1 % → 90; 80 / 80 = 100 %.
    expect(await list(6, 2024)).toEqual([
      row("Lazer", 80, 80, 0, 100),
      row("Mercado", 500, 450.5, 49.5, 90),
    ]);
    expect(await list(4, 2024)).toEqual([]);
  });

  it("a later change applies from its month; earlier months keep theirs", async () => {
    expect((await put(cat.Mercado!, { limit: 400, month: 8, year: 2024 })).status).toBe(200);
    expect((await list(6, 2024)).find((b) => b.categoryName === "Mercado")?.limit).toBe(500);
    expect((await list(7, 2024)).find((b) => b.categoryName === "Mercado")).toEqual(
      row("Mercado", 500, 10, 490, 2),
    );
    expect((await list(8, 2024)).find((b) => b.categoryName === "Mercado")).toEqual(
      row("Mercado", 400, 0, 400, 0),
    );
    expect((await list(12, 2030)).find((b) => b.categoryName === "Mercado")?.limit).toBe(400);
  });

  it("DELETE ends the budget from that month on (later changes too); earlier months keep it", async () => {
    expect((await put(cat.Casa!, { limit: 200, month: 9, year: 2024 })).status).toBe(200);
    expect((await del(cat.Lazer!, 7, 2024)).status).toBe(204);
    expect((await del(cat.Casa!, 7, 2024)).status).toBe(204);
    expect((await list(6, 2024)).map((b) => b.categoryName)).toEqual(["Lazer", "Mercado"]);
    expect((await list(7, 2024)).map((b) => b.categoryName)).toEqual(["Mercado"]);
    expect((await list(9, 2024)).map((b) => b.categoryName)).toEqual(["Mercado"]);
    // Ending again is harmless; setting again starts over.
    expect((await del(cat.Lazer!, 7, 2024)).status).toBe(204);
    expect((await put(cat.Lazer!, { limit: 50, month: 10, year: 2024 })).status).toBe(200);
    expect((await list(10, 2024)).map((b) => b.categoryName)).toEqual(["Lazer", "Mercado"]);
  });

  it("spent follows a new, an edited and a deleted expense on the very next read", async () => {
    const mercado = async () =>
      (await list(7, 2024)).find((b) => b.categoryName === "Mercado")?.spent;
    expect(await mercado()).toBe(10);
    const [added] = await db
      .insert(transactions)
      .values({
        userId,
        description: "y",
        valor: cents(1),
        transactionDate: day("2024-07-04"),
        transactionTypeId: despesaId,
        categoryId: cat.Mercado!,
      })
      .returning();
    expect(await mercado()).toBe(10.01);
    await db.update(transactions).set({ valor: cents(500) }).where(eq(transactions.id, added!.id));
    expect(await mercado()).toBe(15);
    await db.delete(transactions).where(eq(transactions.id, added!.id));
    expect(await mercado()).toBe(10);
  });

  it("amber from 80 %, red from 100 %, compared exactly", () => {
    const level = (spentCents: number, limitCents: number) =>
      budgetLevel({ spent: centsToReais(cents(spentCents)), limit: centsToReais(cents(limitCents)) });
    expect(level(7999, 10_000)).toBe("ok");
    expect(level(8000, 10_000)).toBe("warning");
    expect(level(9999, 10_000)).toBe("warning");
    expect(level(10_000, 10_000)).toBe("exceeded");
  });

  it("another user's category is not found, and sees none of these budgets", async () => {
    expect(await list(6, 2024, otherToken)).toEqual([]);
    const theirs = await put(cat.Mercado!, { limit: 1, month: 6, year: 2024 }, otherToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Categoria não encontrada.");
    expect((await del(cat.Mercado!, 6, 2024, otherToken)).status).toBe(404);
    expect((await put(otherCategory, { limit: 1, month: 6, year: 2024 })).status).toBe(404);
  });

  it("refuses bad input with pt-BR messages", async () => {
    const cases: [unknown, string][] = [
      [{ limit: 0, month: 6, year: 2024 }, "O limite deve ser maior que zero."],
      [{ month: 6, year: 2024 }, "Informe o limite do orçamento."],
      [{ limit: 10, month: 13, year: 2024 }, "Mês inválido: informe um número de 1 a 12."],
      [
        { limit: 10.001, month: 6, year: 2024 },
        "Limite inválido: use um número positivo com até duas casas decimais.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(cat.Mercado!, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const badId = await put("nao-e-uuid", { limit: 1, month: 6, year: 2024 });
    expect(badId).toMatchObject({
      status: 400,
      body: { message: "Identificador de categoria inválido." },
    });
    const badMonth = await call<{ message: string }>(listBudgets, {
      path: "/api/v1/budget",
      query: { month: 0 },
      token,
    });
    expect(badMonth.status).toBe(400);
  });
});
