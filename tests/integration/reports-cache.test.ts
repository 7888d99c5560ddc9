import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { PATCH as patchMethod } from "@/app/api/v1/payment-method/[id]/route";
import { GET as cashFlow } from "@/app/api/v1/reports/cash-flow/route";
import { GET as categoryTrend } from "@/app/api/v1/reports/category-trend/route";
import { GET as summary } from "@/app/api/v1/reports/summary/route";
import { DELETE as remove, PATCH as update } from "@/app/api/v1/transaction/[id]/route";
import { POST as create } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import type { CashFlowMonthJson, CategoryTrendJson, ReportSummaryJson } from "@/lib/schemas/reports";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, expenseBody, transactionTypeIds, type TransactionRefs } from "./transactions-fixtures";

// A report read twice without a change in between is answered from memory; these prove that every
// kind of change it depends on is seen at once all the same.

let token: string;
let userId: string;
let types: { receita: string; despesa: string };
let refs: TransactionRefs;
let feira: string;
const march = { from: "2026-03", to: "2026-03" };

const read = async <T,>(handler: typeof summary, query: Record<string, string> = march, as = token) => {
  const res = await call<T>(handler, { path: "/api/v1/reports", query, token: as });
  expect(res.status).toBe(200);
  return res.body;
};
const expense = async () => (await read<ReportSummaryJson>(summary)).totals.expense;

beforeAll(async () => {
  const owner = await createTestUser();
  token = owner.token;
  userId = owner.user.id;
  types = await transactionTypeIds();
  refs = await createReferences(userId);
  const made = await call<TransactionJson>(create, {
    method: "POST",
    token,
    body: expenseBody(refs, types, { description: "Feira", valor: 10 }),
  });
  feira = made.body._id;
});

describe("reports answered from memory", () => {
  it("serves a report read again from memory while nothing changed", async () => {
    expect(await expense()).toBe(10);
    const flow = await read<CashFlowMonthJson[]>(cashFlow);
    const trend = await read<CategoryTrendJson[]>(categoryTrend, { ...march, type: "despesa" });
    // A change with the triggers switched off (as no real writer can) stays invisible: the
    // second answers did not come from the database.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update transactions set valor = 99 where id = ${feira}`);
    });
    expect(await expense()).toBe(10);
    expect(await read(cashFlow)).toEqual(flow);
    expect(await read(categoryTrend, { ...march, type: "despesa" })).toEqual(trend);
    await db.execute(sql`update transactions set valor = 10 where id = ${feira}`);
    expect(await expense()).toBe(10);
  });

  it("keeps each period, regime and type apart, and each user's own", async () => {
    expect((await read<ReportSummaryJson>(summary, { ...march, regime: "caixa" })).totals.expense).toBe(10);
    expect((await read<ReportSummaryJson>(summary, { from: "2026-04", to: "2026-04" })).totals.expense).toBe(0);
    expect(await read(categoryTrend, { ...march, type: "receita" })).toEqual([]);
    const stranger = await createTestUser();
    expect((await read<ReportSummaryJson>(summary, march, stranger.token)).totals.expense).toBe(0);
  });

  it("sees a new transaction, an edit and a delete through the API", async () => {
    const made = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: expenseBody(refs, types, { description: "Padaria", valor: 2.5, transactionDate: "2026-03-11" }),
    });
    expect(await expense()).toBe(12.5);
    await call(update, {
      method: "PATCH",
      params: { id: made.body._id },
      token,
      body: expenseBody(refs, types, { description: "Padaria", valor: 3.25, transactionDate: "2026-03-11" }),
    });
    expect(await expense()).toBe(13.25);
    expect((await call(remove, { method: "DELETE", params: { id: made.body._id }, token })).status).toBe(200);
    expect(await expense()).toBe(10);
  });

  it("sees a row written straight into the database", async () => {
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${userId}, 'Importada', 1.00, '2026-03-01', ${types.receita})`);
    expect((await read<ReportSummaryJson>(summary)).totals.revenue).toBe(1);
  });

  it("sees a renamed category and a renamed payment method", async () => {
    const renamed = await call(patchCategory, {
      method: "PATCH",
      params: { id: refs.category.id },
      token,
      body: { name: "Supermercado", color: "#10B981" },
    });
    expect(renamed.status).toBe(200);
    const method = await call(patchMethod, {
      method: "PATCH",
      params: { id: refs.paymentMethod.id },
      token,
      body: { name: "Pix do banco", color: "#6366F1" },
    });
    expect(method.status).toBe(200);
    const now = await read<ReportSummaryJson>(summary);
    expect(now.topCategories.map((c) => c.name)).toEqual(["Supermercado"]);
    expect(now.paymentMethods.map((m) => m.name)).toEqual(["Pix do banco"]);
    const trend = await read<CategoryTrendJson[]>(categoryTrend, { ...march, type: "despesa" });
    expect(trend.map((c) => c.name)).toEqual(["Supermercado"]);
  });
});
