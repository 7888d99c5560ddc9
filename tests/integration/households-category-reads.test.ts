import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as categoryTrend } from "@/app/api/v1/reports/category-trend/route";
import { GET as reportSummary } from "@/app/api/v1/reports/summary/route";
import { GET as taxReport } from "@/app/api/v1/tax/[year]/route";
import { PATCH as patchRowTax } from "@/app/api/v1/transaction/[id]/tax/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { GET as reviewRows } from "@/app/api/v1/open-finance/review/route";
import { GET as payeeOffer, POST as applyPayeeCategory } from "@/app/api/v1/payees/[id]/category/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { db, getPool } from "@/lib/server/db";
import { categories, householdMembers, transactions } from "@/db/schema";
import { payees } from "@/db/schema-payees";
import type { Day } from "@/lib/domain/calendar";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import type { CategoryTrendJson, ReportSummaryJson } from "@/lib/schemas/reports";
import type { TaxReport } from "@/lib/schemas/tax";
import { taxMessages } from "@/lib/schemas/tax";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { listReviewInbox } from "@/server/open-finance/list-review-inbox";
import { streamTransactionsCsv } from "@/server/reports/stream-transactions-csv";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createHouseholds } from "./households-items-fixtures";
import { fixtureBytes, uploadStatement } from "./import-fixtures";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";
import { insertTransaction } from "./record-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * Bruno files his own rows under categories "da casa" that Ana created: every read of his rows
 * names them. Davi, of another household, gets nothing of them, even through a forged id.
 */
type People = Awaited<ReturnType<typeof createHouseholds>>;
let people: People;
let bruno: Awaited<ReturnType<typeof connectedPerson>>;
let saude: string;
let mercado: string;
let clinica: string;

const november = { from: "2026-11", to: "2026-11" };

async function csvOf(userId: string): Promise<string> {
  let text = "";
  const month = { year: 2026, month: 11 };
  for await (const piece of streamTransactionsCsv(getPool(), userId, { from: month, to: month })) text += piece;
  return text;
}

beforeAll(async () => {
  people = await createHouseholds();
  bruno = await connectedPerson();
  await db.insert(householdMembers).values({ householdId: people.householdId, userId: bruno.user.id, level: "full" });
  const [saudeCasa, mercadoCasa] = await db
    .insert(categories)
    .values([
      { userId: people.ana.user.id, householdId: people.householdId, name: "Saúde da casa", type: "despesa", deductibleKind: "saude", deductibleCode: "10" },
      { userId: people.ana.user.id, householdId: people.householdId, name: "Mercado da casa", type: "despesa" },
    ])
    .returning();
  saude = saudeCasa!.id;
  mercado = mercadoCasa!.id;
  clinica = await syncedRow(bruno, { description: "CLINICA SORRISO", valor: cents(15000), date: day("2026-11-20") });
  await db.update(transactions).set({ categoryId: saude }).where(eq(transactions.id, clinica));
  await insertTransaction({ userId: bruno.user.id, description: "Mercado Extra", valor: cents(8000), transactionDate: day("2026-10-05"), categoryId: mercado });
});

describe("a member's own rows in a household category", () => {
  it("are named in the reports, the CSV export and the dashboard", async () => {
    const trend = await call<CategoryTrendJson[]>(categoryTrend, { query: { ...november, type: "despesa" }, token: bruno.token });
    expect(trend.body.map((row) => [row.categoryId, row.name, row.total])).toEqual([[saude, "Saúde da casa", 150]]);
    const summary = await call<ReportSummaryJson>(reportSummary, { query: november, token: bruno.token });
    expect(summary.body.topCategories).toMatchObject([{ id: saude, name: "Saúde da casa", total: 150 }]);
    expect(await csvOf(bruno.user.id)).toContain("20/11/2026;CLINICA SORRISO;Saúde da casa;");
    const expenses = await getCategoryExpenses(db, bruno.user.id, { year: 2026, month: 11, scope: "me" }, "2026-11-30" as Day);
    expect(expenses.map((slice: CategoryExpenseJson) => [slice.id, slice.name])).toEqual([[saude, "Saúde da casa"]]);
  });

  it("are named in the bank review, both the inbox and its pages", async () => {
    const inbox = await listReviewInbox(db, bruno.user.id, { year: 2026, month: 11 });
    expect(inbox.rows.map((row) => [row.transactionId, row.categoryName])).toEqual([[clinica, "Saúde da casa"]]);
    const page = await call<{ rows: { transactionId: string; categoryName: string | null }[] }>(reviewRows, { token: bruno.token });
    expect(page.body.rows.map((row) => [row.transactionId, row.categoryName])).toEqual([[clinica, "Saúde da casa"]]);
  });

  it("count as deductible through the household category's kind and code", async () => {
    const report = await call<TaxReport>(taxReport, { params: { year: "2026" }, token: bruno.token });
    expect(report.body.pending).toContainEqual(expect.objectContaining({ kind: "payment_payee", targetId: clinica }));
    const marked = await call(patchRowTax, { method: "PATCH", params: { id: clinica }, body: { deductible: true }, token: bruno.token });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
  });

  it("take the household category from a payee's offer, and from the history of a new row", async () => {
    const [ifood] = await db.insert(payees).values({ userId: bruno.user.id, name: "iFood", nameKey: "ifood" }).returning();
    const row = await insertTransaction({ userId: bruno.user.id, description: "IFOOD", transactionDate: day("2026-11-12"), payeeId: ifood!.id });
    const params = { id: ifood!.id };
    const offer = await call<{ count: number }>(payeeOffer, { params, query: { categoryId: mercado, month: "2026-11" }, token: bruno.token });
    expect(offer).toMatchObject({ status: 200, body: { count: 1 } });
    const applied = await call(applyPayeeCategory, { method: "POST", params, body: { categoryId: mercado, month: "2026-11", always: true }, token: bruno.token });
    expect(applied).toMatchObject({ status: 200, body: { updated: 1, defaultCategoryId: mercado } });
    expect((await db.select().from(transactions).where(eq(transactions.id, row.id)))[0]?.categoryId).toBe(mercado);

    const types = await transactionTypeIds();
    const created = await call<{ categoryId: { _id: string; name: string } | null }>(createTransaction, {
      method: "POST",
      body: { description: "Mercado Extra", valor: 12, transactionTypeId: types.despesa, transactionDate: "2026-11-25", categoryId: null, paymentMethodId: null, isObjective: false, objectiveId: null },
      token: bruno.token,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.categoryId).toMatchObject({ _id: mercado, name: "Mercado da casa" });
  });

  it("are suggested by an import's preview and kept by its commit", async () => {
    const preview = await uploadStatement<ImportPreviewJson>(bruno.token, "ptbr-bom.csv", fixtureBytes("ptbr-bom.csv"));
    expect(preview.status).toBe(201);
    expect(preview.body.rows[0]).toMatchObject({ description: "Mercado Extra", suggestedCategoryId: mercado });
    const committed = await call(commitImport, { method: "POST", params: { id: preview.body._id }, body: { rows: [0] }, token: bruno.token });
    expect(committed).toMatchObject({ status: 200, body: { created: 1 } });
    const [imported] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, bruno.user.id), eq(transactions.transactionDate, day("2026-03-02"))));
    expect(imported?.categoryId).toBe(mercado);
  });
});

describe("another household's person with a forged household category id", () => {
  it("sees no name of it and is refused its use", async () => {
    const davi = people.davi;
    const forged = await insertTransaction({ userId: davi.user.id, description: "CLINICA", valor: cents(7000), transactionDate: day("2026-11-10"), categoryId: saude });
    const summary = await call<ReportSummaryJson>(reportSummary, { query: november, token: davi.token });
    expect(summary.body.topCategories).toMatchObject([{ id: null, name: "Sem categoria", total: 70 }]);
    const trend = await call<CategoryTrendJson[]>(categoryTrend, { query: { ...november, type: "despesa" }, token: davi.token });
    expect(trend.body.map((row) => row.name)).toEqual(["Sem categoria"]);
    expect(await csvOf(davi.user.id)).not.toContain("Saúde da casa");
    const marked = await call<{ message: string }>(patchRowTax, { method: "PATCH", params: { id: forged.id }, body: { deductible: true }, token: davi.token });
    expect(marked).toMatchObject({ status: 400, body: { message: taxMessages.codeRequired } });

    const [payee] = await db.insert(payees).values({ userId: davi.user.id, name: "Clínica", nameKey: "clinica" }).returning();
    const params = { id: payee!.id };
    expect((await call(payeeOffer, { params, query: { categoryId: saude, month: "2026-11" }, token: davi.token })).status).toBe(404);
    expect((await call(applyPayeeCategory, { method: "POST", params, body: { categoryId: saude, always: true }, token: davi.token })).status).toBe(404);
    const preview = await uploadStatement<ImportPreviewJson>(davi.token, "ptbr-bom.csv", fixtureBytes("ptbr-bom.csv"));
    const committed = await call(commitImport, { method: "POST", params: { id: preview.body._id }, body: { rows: [0], categories: { 0: saude } }, token: davi.token });
    expect(committed.status).toBe(404);
  });
});
