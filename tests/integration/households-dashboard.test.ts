import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { GET as averageDailySpending } from "@/app/api/v1/dashboard/average-daily-spending/route";
import { GET as categoryExpenses } from "@/app/api/v1/dashboard/category-expenses/route";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { GET as monthlySavings } from "@/app/api/v1/dashboard/monthly-savings/route";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { db, getPool } from "@/lib/server/db";
import * as schema from "@/db/schema";
import {
  categories,
  householdMembers,
  households,
  paymentMethods,
  recurringPayments,
  transactions,
  transactionTypes,
} from "@/db/schema";
import { listRecentTransactions } from "@/server/dashboard/list-recent-transactions";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/**
 * Ana owns the household and a shared account ("Conjunta"); Bruno is a full member. March 2026,
 * figures worked out on paper:
 *
 * Ana, private:   receita 5000,00; despesa 100,00 (Lazer)
 * Bruno, private: receita 3000,00; despesa 40,00
 * Household:      300,01 Mercado (Conjunta, by Ana), 50,00 Mercado "da casa" (Bruno, no account),
 *                 both on the household's split; 99,99 (Conjunta, typed by Bruno, his private
 *                 category "Farmácia") split 25/75.
 *
 * 50/50: the default-split rows add up to 350,01, divided once: 175,01 to the smaller user id
 * (largest remainder, ties by id), 175,00 to the other. 99,99 at 25/75: 24,9975 and 74,9925, the
 * centavo left goes to the larger remainder: Ana 25,00, Bruno 74,99.
 */
const MARCH = { month: 3, year: 2026 };

let ana: { id: string; token: string };
let bruno: { id: string; token: string };
let carla: { id: string; token: string };
let householdId: string;
let anaFirst: boolean;
let mercado: string;
let lazer: string;

async function person(name: string) {
  const { user, token } = await createTestUser({ name });
  return { id: user.id, token };
}

beforeAll(async () => {
  [ana, bruno, carla] = [await person("Ana"), await person("Bruno"), await person("Carla")];
  anaFirst = ana.id < bruno.id;
  const types = await db.select().from(transactionTypes);
  const despesa = types.find((t) => t.transactionType === "despesa")!.id;
  const receita = types.find((t) => t.transactionType === "receita")!.id;

  const [household] = await db.insert(households).values({ name: "Casa", ownerId: ana.id }).returning();
  householdId = household!.id;
  await db.insert(householdMembers).values([
    { householdId, userId: ana.id, level: "owner" },
    { householdId, userId: bruno.id, level: "full" },
  ]);
  const [conjunta, anaPix, brunoPix] = await db
    .insert(paymentMethods)
    .values([
      { userId: ana.id, name: "Conjunta", sharing: "shared" },
      { userId: ana.id, name: "Pix da Ana" },
      { userId: bruno.id, name: "Pix do Bruno" },
    ])
    .returning();
  const [lazerRow, mercadoRow, farmacia] = await db
    .insert(categories)
    .values([
      { userId: ana.id, name: "Lazer", color: "#8B5CF6" },
      { userId: ana.id, name: "Mercado", color: "#F59E0B", householdId },
      { userId: bruno.id, name: "Farmácia", color: "#10B981" },
    ])
    .returning();
  lazer = lazerRow!.id;
  mercado = mercadoRow!.id;

  const row = (userId: string, description: string, valor: Cents, type: string, extra = {}) => ({
    userId,
    description,
    valor,
    transactionDate: day("2026-03-10"),
    transactionTypeId: type,
    ...extra,
  });
  await db.insert(transactions).values([
    row(ana.id, "Salário Ana", cents(500000), receita, { paymentMethodId: anaPix!.id }),
    row(ana.id, "Cinema", cents(10000), despesa, { paymentMethodId: anaPix!.id, categoryId: lazer }),
    row(bruno.id, "Salário Bruno", cents(300000), receita, { paymentMethodId: brunoPix!.id }),
    row(bruno.id, "Lanche", cents(4000), despesa, { paymentMethodId: brunoPix!.id }),
    row(ana.id, "Supermercado", cents(30001), despesa, { paymentMethodId: conjunta!.id, categoryId: mercado }),
    row(bruno.id, "Feira", cents(5000), despesa, { household: true, categoryId: mercado }),
    row(ana.id, "Remédios", cents(9999), despesa, {
      paymentMethodId: conjunta!.id,
      categoryId: farmacia!.id,
      createdBy: bruno.id,
      paidBy: bruno.id,
      split: { [ana.id]: 2500, [bruno.id]: 7500 },
    }),
  ]);
});

const get = async <T>(handler: typeof monthlyExpense, token: string, scope?: string) => {
  const res = await call<T>(handler, { path: "/api/v1/dashboard", query: { ...MARCH, scope }, token });
  expect(res.status).toBe(200);
  return res.body;
};
const expense = async (token: string, scope?: string) =>
  (await get<{ currentMonthExpense: number }>(monthlyExpense, token, scope)).currentMonthExpense;

describe("Eu: the person's own money plus their share of the household's, 50/50", () => {
  it("to the centavo, for each member", async () => {
    // Ana: 100,00 + her share of 350,01 + 25,00.
    expect(await expense(ana.token)).toBe(anaFirst ? 300.01 : 300);
    expect(await expense(ana.token, "me")).toBe(anaFirst ? 300.01 : 300);
    // Bruno: 40,00 + his share of 350,01 + 74,99.
    expect(await expense(bruno.token)).toBe(anaFirst ? 289.99 : 290);
    // The two shares and the private expenses add up to everything spent.
    expect((await expense(ana.token)) + (await expense(bruno.token))).toBeCloseTo(590, 6);
    expect(await get(monthlyRevenue, ana.token)).toMatchObject({ currentMonthRevenue: 5000 });
    expect(await get(monthlySavings, bruno.token)).toMatchObject({
      currentMonthSavings: anaFirst ? 2710.01 : 2710,
    });
  });

  it("merges the shares into the categories the person sees; another member's private one is 'Sem categoria'", async () => {
    const slices = await get<{ name: string; total: number }[]>(categoryExpenses, ana.token);
    expect(slices.map(({ name, total }) => ({ name, total }))).toEqual([
      { name: "Mercado", total: anaFirst ? 175.01 : 175 },
      { name: "Lazer", total: 100 },
      { name: "Sem categoria", total: 25 },
    ]);
  });

  it("follows a change of the household's split at once (fixed 70/30)", async () => {
    await db
      .update(households)
      .set({ splitMode: "fixed", splitShares: { [ana.id]: 7000, [bruno.id]: 3000 } })
      .where(eq(households.id, householdId));
    try {
      // 350,01 × 70% = 245,007 → Ana 245,01, Bruno 105,00; the 25/75 row keeps its own split.
      expect(await expense(ana.token)).toBe(370.01);
      expect(await expense(bruno.token)).toBe(219.99);
    } finally {
      await db.update(households).set({ splitMode: "equal", splitShares: null }).where(eq(households.id, householdId));
    }
    expect(await expense(ana.token)).toBe(anaFirst ? 300.01 : 300);
  });
});

describe("Casa: the household's rows, whole", () => {
  it("is the same for every member", async () => {
    for (const member of [ana, bruno]) {
      expect(await get(monthlyExpense, member.token, "household")).toMatchObject({ currentMonthExpense: 450 });
      expect(await get(monthlyRevenue, member.token, "household")).toMatchObject({ currentMonthRevenue: 0 });
      expect(await get(monthlySavings, member.token, "household")).toMatchObject({ currentMonthSavings: -450 });
      // 450,00 over March's 31 days.
      expect(await get(averageDailySpending, member.token, "household")).toEqual({ averageDailySpending: 14.52 });
    }
  });

  it("groups by the categories the reader sees", async () => {
    const slices = await get<{ id: string | null; name: string; total: number }[]>(categoryExpenses, ana.token, "household");
    expect(slices.map(({ id, name, total }) => ({ id, name, total }))).toEqual([
      { id: mercado, name: "Mercado", total: 350.01 },
      { id: null, name: "Sem categoria", total: 99.99 },
    ]);
  });

  it("lists only the household's rows among the recent ones", async () => {
    const recent = await listRecentTransactions(db, ana.id, MARCH, { limit: 10, today: day("2026-04-01"), scope: "household" });
    const names = recent.map((row) => row.description);
    expect(names).toContain("Supermercado");
    expect(names).toContain("Remédios");
    expect(names).not.toContain("Cinema");
    expect(names).not.toContain("Salário Ana");
  });

  it("lists the household's bills only, and Eu all of the person's", async () => {
    const since = new Date("2025-01-01T03:00:00.000Z");
    await db.insert(recurringPayments).values([
      { userId: ana.id, name: "Aluguel", amount: cents(200000), dueDay: 5, householdId, createdAt: since },
      { userId: ana.id, name: "Academia", amount: cents(9990), dueDay: 7, createdAt: since },
    ]);
    const names = async (scope?: string) =>
      (await get<{ name: string }[]>(pendingPayments, ana.token, scope)).map((bill) => bill.name);
    expect(await names("household")).toEqual(["Aluguel"]);
    expect(await names()).toEqual(["Aluguel", "Academia"]);
  });
});

describe("a kept Eu (and Casa) answer follows another member's change at once", () => {
  it("reads the household's rows once, then shows Bruno's new row 'da casa' in Ana's next answers", async () => {
    const slices = async (scope?: string) =>
      (await get<{ name: string; total: number }[]>(categoryExpenses, ana.token, scope)).map(({ name, total }) => ({ name, total }));
    expect(await expense(ana.token)).toBe(anaFirst ? 300.01 : 300);
    expect((await slices())[0]).toEqual({ name: "Mercado", total: anaFirst ? 175.01 : 175 });
    // Read again before anything changed: kept, no row read.
    const queries: string[] = [];
    const counted = drizzle(getPool(), { schema, logger: { logQuery: (query) => queries.push(query) } });
    const summary = await getMonthSummary(counted, ana.id, MARCH);
    const categorized = await getCategoryExpenses(counted, ana.id, MARCH);
    queries.length = 0;
    expect(await getMonthSummary(counted, ana.id, MARCH)).toEqual(summary);
    expect(await getCategoryExpenses(counted, ana.id, MARCH)).toEqual(categorized);
    expect(queries.filter((query) => query.includes('from "transactions"'))).toEqual([]);

    const [despesa] = await db.select().from(transactionTypes).where(eq(transactionTypes.transactionType, "despesa"));
    const [feira] = await db
      .insert(transactions)
      .values({ userId: bruno.id, description: "Padaria", valor: cents(2000), transactionDate: day("2026-03-11"), transactionTypeId: despesa!.id, household: true, categoryId: mercado })
      .returning();
    try {
      // The default-split rows now add up to 370,01: 185,01 to the smaller id, 185,00 to the other.
      expect(await expense(ana.token)).toBe(anaFirst ? 310.01 : 310);
      expect((await slices())[0]).toEqual({ name: "Mercado", total: anaFirst ? 185.01 : 185 });
      expect((await getMonthSummary(counted, ana.id, MARCH)).current.despesa).toBe(anaFirst ? 31_001 : 31_000);
      expect(await get(monthlyExpense, ana.token, "household")).toMatchObject({ currentMonthExpense: 470 });
      expect((await slices("household"))[0]).toEqual({ name: "Mercado", total: 370.01 });
    } finally {
      await db.delete(transactions).where(eq(transactions.id, feira!.id));
    }
    expect(await expense(ana.token)).toBe(anaFirst ? 300.01 : 300);
  });
});

describe("outside a household", () => {
  it("Eu is the person's rows at 100%, as before households, even a row still marked 'da casa'", async () => {
    const [pix] = await db.insert(paymentMethods).values({ userId: carla.id, name: "Conta", sharing: "shared" }).returning();
    const [type] = await db.select().from(transactionTypes).where(eq(transactionTypes.transactionType, "despesa"));
    await db.insert(transactions).values([
      { userId: carla.id, description: "A", valor: cents(1001), transactionDate: day("2026-03-02"), transactionTypeId: type!.id, household: true },
      { userId: carla.id, description: "B", valor: cents(2002), transactionDate: day("2026-03-03"), transactionTypeId: type!.id, paymentMethodId: pix!.id },
    ]);
    expect(await expense(carla.token)).toBe(30.03);
  });

  it("Casa is a 404 in Portuguese, on every call", async () => {
    for (const handler of [monthlyExpense, monthlyRevenue, monthlySavings, averageDailySpending, categoryExpenses, pendingPayments]) {
      const res = await call(handler, { query: { ...MARCH, scope: "household" }, token: carla.token });
      expect(res).toMatchObject({ status: 404, body: { message: "Você ainda não faz parte de uma casa." } });
    }
  });

  it("a member who leaves gets their own rows back whole: the shared account's included", async () => {
    await db.delete(householdMembers).where(eq(householdMembers.userId, bruno.id));
    await db.delete(householdMembers).where(eq(householdMembers.userId, ana.id));
    try {
      // 100,00 + 300,01 + 99,99 (both rows in her account), Bruno's "da casa" row is his.
      expect(await expense(ana.token)).toBe(500);
      expect(await expense(bruno.token)).toBe(90);
    } finally {
      await db.insert(householdMembers).values([
        { householdId, userId: ana.id, level: "owner" },
        { householdId, userId: bruno.id, level: "full" },
      ]);
    }
  });
});

it("refuses a scope it does not know, in Portuguese", async () => {
  const res = await call(monthlyExpense, { query: { ...MARCH, scope: "casa" }, token: ana.token });
  expect(res).toMatchObject({ status: 400, body: { message: 'O escopo deve ser "me" (Eu) ou "household" (Casa).' } });
});
