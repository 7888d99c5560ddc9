import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categories, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import { POST as create } from "@/app/api/v1/transaction/route";
import { PATCH as update } from "@/app/api/v1/transaction/[id]/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { GET as listBudgets } from "@/app/api/v1/budget/route";
import type { TransactionJson } from "@/lib/schemas/transactions";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { getMonthlyRevenue } from "@/server/dashboard/get-monthly-revenue";
import { getMonthlyExpense } from "@/server/dashboard/get-monthly-expense";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { categorySpending } from "@/server/budgets/category-spending";
import { getCashFlow } from "@/server/reports/get-cash-flow";
import { getCategoryTrend } from "@/server/reports/get-category-trend";
import { getStatement } from "@/server/cards";
import { syncItem } from "@/server/open-finance/sync-item";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { day, month } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";
import { uploadStatement } from "./import-fixtures";
import { connect, daysAgo, rowsOf } from "./open-finance-sync-fixtures";
import { addCreditCard, syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

/** June/2026, past: the dashboard and the reports count it whole. */
const JUNE = { year: 2026, month: 6 };

async function person() {
  const { user, token } = await createTestUser();
  const [cartao] = await db
    .insert(paymentMethods)
    .values({ userId: user.id, name: "Cartão Visa", kind: "credit_card", closingDay: 5, dueDay: 12, creditLimit: cents(100000) })
    .returning();
  const [pix] = await db.insert(paymentMethods).values({ userId: user.id, name: "Pix", kind: "method" }).returning();
  const [mercado] = await db
    .insert(categories)
    .values({ userId: user.id, name: "Mercado", color: "#10B981", type: "despesa" })
    .returning();
  const [salario] = await db
    .insert(categories)
    .values({ userId: user.id, name: "Salário", color: "#22C55E", type: "receita" })
    .returning();
  return { user, token, cartao: cartao!, pix: pix!, mercado: mercado!, salario: salario!, types: await transactionTypeIds() };
}

const post = (token: string, body: Record<string, unknown>) =>
  call<TransactionJson & { message?: string }>(create, { method: "POST", path: "/api/v1/transaction", token, body });

describe("an estorno (refund) is a despesa below zero: it lowers spending, never counts as income", () => {
  it("R$ 5.000 of salary and a R$ 30 estorno typed on the card: 'Receitas do mês' R$ 5.000,00, spending 30 lower in the dashboard, budgets, reports and the fatura", async () => {
    const p = await person();
    const base = { isObjective: false, objectiveId: null };
    expect((await post(p.token, { ...base, description: "Salário", valor: 5000, transactionTypeId: p.types.receita, categoryId: p.salario.id, paymentMethodId: null, transactionDate: "2026-06-05" })).status).toBe(201);
    expect((await post(p.token, { ...base, description: "Supermercado Dia", valor: 200, transactionTypeId: p.types.despesa, categoryId: p.mercado.id, paymentMethodId: p.cartao.id, transactionDate: "2026-06-10" })).status).toBe(201);
    const refund = await post(p.token, { ...base, description: "Supermercado Dia", valor: 30, estorno: true, transactionTypeId: p.types.despesa, categoryId: p.mercado.id, paymentMethodId: p.cartao.id, transactionDate: "2026-06-15" });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ valor: -30, transactionTypeId: { transactionType: "despesa" } });

    // Dashboard.
    expect((await getMonthlyRevenue(db, p.user.id, JUNE)).currentMonthRevenue).toBe(5000);
    expect((await getMonthlyExpense(db, p.user.id, JUNE)).currentMonthExpense).toBe(170);
    const byCategory = await getCategoryExpenses(db, p.user.id, JUNE);
    expect(JSON.stringify(byCategory)).toContain("170");
    // Budgets.
    expect((await categorySpending(db, p.user.id, JUNE)).get(p.mercado.id)).toBe(17000);
    // Reports.
    const period = { from: JUNE, to: JUNE };
    expect(await getCashFlow(db, p.user.id, period)).toEqual([
      expect.objectContaining({ year: 2026, month: 6, revenue: 5000, expense: 170, balance: 4830 }),
    ]);
    const trend = await getCategoryTrend(db, p.user.id, period, "despesa");
    expect(JSON.stringify(trend)).toContain("170");
    expect(await getCategoryTrend(db, p.user.id, period, "receita")).toEqual([
      expect.objectContaining({ name: "Salário" }),
    ]);
    // The fatura (closing on the 5th: both fall in July's).
    const statement = await getStatement(db, p.user.id, { cardId: p.cartao.id, month: month("2026-07") });
    expect(statement.total).toBe(170);
    // The card's limit: 1.000 − 200 + 30.
    const methods = await listPaymentMethods(db, p.user.id);
    expect(methods.find((m) => m._id === p.cartao.id)?.availableLimit).toBe(830);
  });

  it("editing an estorno keeps it one unless the person says otherwise; it exists only as a card's despesa", async () => {
    const p = await person();
    const base = { isObjective: false, objectiveId: null, transactionTypeId: p.types.despesa, categoryId: p.mercado.id, transactionDate: "2026-06-15" };
    const created = await post(p.token, { ...base, description: "Estorno loja", valor: 30, estorno: true, paymentMethodId: p.cartao.id });
    const id = created.body._id;
    const patch = (body: Record<string, unknown>) =>
      call<TransactionJson & { message?: string }>(update, { method: "PATCH", path: `/api/v1/transaction/${id}`, params: { id }, token: p.token, body });
    const renamed = await patch({ ...base, description: "Estorno da loja", valor: 35, paymentMethodId: p.cartao.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body.valor).toBe(-35);
    const moved = await patch({ ...base, description: "Estorno da loja", valor: 35, paymentMethodId: p.pix.id });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe("Estorno só existe em despesa de cartão de crédito.");
    const undone = await patch({ ...base, description: "Compra da loja", valor: 35, estorno: false, paymentMethodId: p.cartao.id });
    expect(undone.body.valor).toBe(35);

    const onPix = await post(p.token, { ...base, description: "x", valor: 10, estorno: true, paymentMethodId: p.pix.id });
    expect(onPix.status).toBe(400);
    expect(onPix.body.message).toBe("Estorno só existe em despesa de cartão de crédito.");
    const asIncome = await post(p.token, { ...base, description: "x", valor: 10, estorno: true, transactionTypeId: p.types.receita, categoryId: null, paymentMethodId: p.cartao.id });
    expect(asIncome.status).toBe(400);
    const noMethod = await post(p.token, { ...base, description: "x", valor: 10, estorno: true, paymentMethodId: null });
    expect(noMethod.status).toBe(400);
    const notBoolean = await post(p.token, { ...base, description: "x", valor: 10, estorno: "sim", paymentMethodId: p.cartao.id });
    expect(notBoolean.status).toBe(400);

    // A parcela stays a purchase.
    const bought = await call<{ transactions: TransactionJson[] }>(createInstallments, {
      method: "POST",
      path: "/api/v1/transaction/installment",
      token: p.token,
      body: { ...base, description: "TV", valor: 300, installments: 3, paymentMethodId: p.cartao.id },
    });
    expect(bought.status).toBe(201);
    const installmentId = (await db.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.userId, p.user.id), eq(transactions.installmentIndex, 1))))[0]!.id;
    const asRefund = await call<{ message: string }>(update, { method: "PATCH", path: `/api/v1/transaction/${installmentId}`, params: { id: installmentId }, token: p.token, body: { ...base, description: "TV", valor: 100, estorno: true, paymentMethodId: p.cartao.id } });
    expect(asRefund.status).toBe(400);
    expect(asRefund.body.message).toBe("Uma parcela não pode ser um estorno.");
  });

  it("a card statement's credit line imports as an estorno, never income; the fatura's payment is left out", async () => {
    const p = await person();
    const file = new TextEncoder().encode(
      "Data;Descrição;Valor\n10/06/2026;Supermercado Dia;-100,00\n15/06/2026;Estorno Supermercado Dia;30,00\n20/06/2026;Pagamento recebido;500,00\n",
    );
    const preview = await uploadStatement<ImportPreviewJson>(p.token, "fatura.csv", file, { paymentMethodId: p.cartao.id });
    expect(preview.status).toBe(201);
    expect(preview.body.rows.map((r) => [r.description, r.valor, r.type, r.duplicate])).toEqual([
      ["Supermercado Dia", 100, "despesa", false],
      ["Estorno Supermercado Dia", -30, "despesa", false],
      ["Pagamento recebido", -500, "despesa", true],
    ]);
    const res = await call(commitImport, { method: "POST", path: `/api/v1/import/${preview.body._id}/commit`, params: { id: preview.body._id }, token: p.token, body: {} });
    expect(res.status).toBe(200);
    const rows = await db
      .select({ description: transactions.description, valor: transactions.valor, type: transactionTypes.transactionType })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .where(eq(transactions.userId, p.user.id))
      .orderBy(transactions.transactionDate);
    expect(rows).toEqual([
      { description: "Supermercado Dia", valor: cents(10000), type: "despesa" },
      { description: "Estorno Supermercado Dia", valor: cents(-3000), type: "despesa" },
    ]);
    expect((await getMonthlyRevenue(db, p.user.id, JUNE)).currentMonthRevenue).toBe(0);
    expect((await getMonthlyExpense(db, p.user.id, JUNE)).currentMonthExpense).toBe(70);
  });

  it("an account's statement keeps its credits as income", async () => {
    const p = await person();
    const [conta] = await db.insert(paymentMethods).values({ userId: p.user.id, name: "Conta", kind: "account" }).returning();
    const file = new TextEncoder().encode("Data;Descrição;Valor\n15/06/2026;Salário;5000,00\n");
    const preview = await uploadStatement<ImportPreviewJson>(p.token, "extrato.csv", file, { paymentMethodId: conta!.id });
    expect(preview.body.rows.map((r) => [r.valor, r.type])).toEqual([[5000, "receita"]]);
  });

  it("a bank estorno on a connected card arrives as a despesa below zero, in the category of the purchase it gives back", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const card = addCreditCard(standIn.fake, remote.id, { brand: "VISA", balance: 0 });
    const [restaurantes] = await db
      .insert(categories)
      .values({ userId: user.id, name: "Restaurantes", color: "#F97316", type: "despesa" })
      .returning();
    const { despesa } = await transactionTypeIds();
    // The purchase, typed and categorised by the person three weeks before.
    await db.insert(transactions).values({
      userId: user.id,
      description: "IFOOD",
      valor: cents(6290),
      transactionDate: day(daysAgo(21).slice(0, 10)),
      transactionTypeId: despesa,
      categoryId: restaurantes!.id,
      categorySource: "person",
    });
    standIn.fake.state.addTransaction(card.id, { amount: -45.5, date: daysAgo(3), description: "ESTORNO IFOOD" });
    standIn.fake.state.addTransaction(card.id, { amount: -12, date: daysAgo(2), description: "ESTORNO LOJA DESCONHECIDA" });
    await syncItem(db, standIn.client, item.id);
    const rows = (await rowsOf(user.id)).filter((r) => r.pluggyId);
    expect(rows.map((r) => [r.description, r.valor, r.type])).toEqual([
      ["ESTORNO IFOOD", cents(-4550), "despesa"],
      ["ESTORNO LOJA DESCONHECIDA", cents(-1200), "despesa"],
    ]);
    const [ifood] = await db
      .select({ categoryId: transactions.categoryId, source: transactions.categorySource })
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.description, "ESTORNO IFOOD")));
    expect(ifood).toEqual({ categoryId: restaurantes!.id, source: "history" });
  });

  it("the migration turns a card's stored receita into a despesa below zero (to the centavo), dropping a receita-only category; a conta's receita and an objective's stay", async () => {
    const p = await person();
    const [conta] = await db.insert(paymentMethods).values({ userId: p.user.id, name: "Conta", kind: "account" }).returning();
    const [geral] = await db.insert(categories).values({ userId: p.user.id, name: "Geral", color: "#64748B", type: "ambas" }).returning();
    const insert = async (description: string, valor: Cents, paymentMethodId: string, categoryId: string | null) => {
      const [row] = await db
        .insert(transactions)
        .values({ userId: p.user.id, description, valor, transactionDate: day("2026-06-15"), transactionTypeId: p.types.receita, categoryId, paymentMethodId })
        .returning({ id: transactions.id });
      return row!.id;
    };
    const refundA = await insert("Estorno A", cents(3001), p.cartao.id, p.salario.id);
    const refundB = await insert("Estorno B", cents(99), p.cartao.id, geral!.id);
    const income = await insert("Salário", cents(500000), conta!.id, p.salario.id);
    const migration = fs.readFileSync("db/migrations/0023_reconciliation.sql", "utf8");
    const statement = migration
      .split("--> statement-breakpoint")
      .map((part) => part.trim())
      .find((part) => part.includes('SET "valor" = -t."valor"'));
    expect(statement).toBeDefined();
    // Only this person's rows (the database is shared by the run's files).
    const scoped = statement!.replace(/;\s*$/, "").replace('AND NOT t."is_objective"', `AND NOT t."is_objective" AND t."user_id" = '${p.user.id}'`);
    await db.execute(sql.raw(scoped));
    const after = await db
      .select({ id: transactions.id, valor: transactions.valor, type: transactionTypes.transactionType, categoryId: transactions.categoryId })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .where(eq(transactions.userId, p.user.id));
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(refundA)).toMatchObject({ valor: cents(-3001), type: "despesa", categoryId: null });
    expect(byId.get(refundB)).toMatchObject({ valor: cents(-99), type: "despesa", categoryId: geral!.id });
    expect(byId.get(income)).toMatchObject({ valor: cents(500000), type: "receita" });
    expect((await getMonthlyRevenue(db, p.user.id, JUNE)).currentMonthRevenue).toBe(5000);
    expect((await getMonthlyExpense(db, p.user.id, JUNE)).currentMonthExpense).toBe(-31);
  });
});

describe("a month whose estornos outweigh a category's purchases", () => {
  it("shows no slice for that category in the dashboard's chart (the others share 100%) and an empty budget bar, with the net spent below zero", async () => {
    const p = await person();
    const [lazer] = await db.insert(categories).values({ userId: p.user.id, name: "Lazer", color: "#6366F1", type: "despesa" }).returning();
    const base = { isObjective: false, objectiveId: null, transactionTypeId: p.types.despesa, paymentMethodId: p.cartao.id };
    // July: only the estorno of June's groceries, and a cinema.
    await post(p.token, { ...base, description: "Estorno mercado", valor: 30, estorno: true, categoryId: p.mercado.id, transactionDate: "2026-07-03" });
    await post(p.token, { ...base, description: "Cinema", valor: 40, categoryId: lazer!.id, transactionDate: "2026-07-04" });
    const JULY = { year: 2026, month: 7 };
    expect(await getCategoryExpenses(db, p.user.id, JULY)).toEqual([
      expect.objectContaining({ name: "Lazer", total: 40, percentage: 100 }),
    ]);
    expect((await getMonthlyExpense(db, p.user.id, JULY)).currentMonthExpense).toBe(10);
    await call(setBudget, { method: "PUT", params: { id: p.mercado.id }, body: { limit: 500, month: 7, year: 2026 }, token: p.token });
    const budgets = await call<Array<{ categoryName: string; spent: number; remaining: number; percentage: number }>>(listBudgets, { path: "/api/v1/budget", query: { month: 7, year: 2026 }, token: p.token });
    expect(budgets.body.find((b) => b.categoryName === "Mercado")).toMatchObject({ spent: -30, remaining: 530, percentage: 0 });
  });
});
