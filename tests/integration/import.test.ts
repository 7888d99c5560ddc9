import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { and, eq, sql } from "drizzle-orm";
import { imports, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { GET as listImports } from "@/app/api/v1/import/route";
import { DELETE as undoImport } from "@/app/api/v1/import/[id]/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import type { ImportPreviewJson, ImportSummaryJson } from "@/lib/schemas/imports";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { fixtureBytes, uploadStatement } from "./import-fixtures";
import { createReferences, transactionTypeIds } from "./transactions-fixtures";

async function owner() {
  const { user, token } = await createTestUser();
  return { userId: user.id, token, refs: await createReferences(user.id) };
}

async function preview(token: string, name: string, fields: Record<string, string> = {}, bytes = fixtureBytes(name)) {
  const res = await uploadStatement<ImportPreviewJson>(token, name, bytes, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function commit(token: string, id: string, body: Record<string, unknown> = {}) {
  return call<{ created: number; skipped: number; message?: string }>(commitImport, {
    method: "POST",
    path: `/api/v1/import/${id}/commit`,
    params: { id },
    token,
    body,
  });
}

function undo(token: string, id: string) {
  return call<{ deleted?: number; message?: string }>(undoImport, { method: "DELETE", path: `/api/v1/import/${id}`, params: { id }, token });
}

async function userTransactions(userId: string) {
  const result = await db.execute<{ description: string; valor: string; date: string; type: string; category_id: string | null; payment_method_id: string | null }>(sql`
    select t.description, t.valor::text as valor, t.transaction_date::text as date, tt.transaction_type as type,
           t.category_id, t.payment_method_id
    from transactions t join transaction_types tt on tt.id = t.transaction_type_id
    where t.user_id = ${userId} order by t.transaction_date, t.description, t.valor`);
  return result.rows;
}

async function counts(userId: string) {
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.userId, userId));
  const [i] = await db.select({ n: sql<number>`count(*)::int` }).from(imports).where(eq(imports.userId, userId));
  return { transactions: t?.n ?? 0, imports: i?.n ?? 0 };
}

describe("POST /import (preview)", () => {
  it("reads an OFX 1.x SGML file in latin1 into the documented shape, writing no transaction", async () => {
    const { userId, token } = await owner();
    const body = await preview(token, "ofx1-latin1.ofx");
    expect(Object.keys(body).sort()).toEqual(["_id", "format", "rows", "status"]);
    expect(body).toMatchObject({ format: "ofx", status: "preview" });
    expect(body.rows).toEqual([
      { index: 0, date: "2026-03-02", description: "PÃO DE AÇÚCAR - SÃO PAULO", valor: 152.37, type: "despesa", duplicate: false, suggestedCategoryId: null },
      { index: 1, date: "2026-03-05", description: "SALÁRIO EMPRESA", valor: 4500, type: "receita", duplicate: false, suggestedCategoryId: null },
      { index: 2, date: "2026-03-08", description: "ALUGUEL MARÇO", valor: 1234.56, type: "despesa", duplicate: false, suggestedCategoryId: null },
      { index: 3, date: "2026-03-10", description: "FARMÁCIA DROGASIL", valor: 39.9, type: "despesa", duplicate: false, suggestedCategoryId: null },
    ]);
    expect(await counts(userId)).toEqual({ transactions: 0, imports: 1 });
  });

  it("reads an OFX 2 XML file, and a US-style CSV with its guessed mapping and header", async () => {
    const { token } = await owner();
    const xml = await preview(token, "ofx2.ofx");
    expect(xml.rows.map((r) => [r.description, r.valor, r.type])).toEqual([
      ["Padaria Pão Quente", 27.5, "despesa"],
      ["Transferência recebida - João & Maria", 800, "receita"],
      ["Uber", 64, "despesa"],
    ]);
    const us = await preview(token, "us.csv");
    expect(us).toMatchObject({ format: "csv", columns: ["Date", "Description", "Amount"], mapping: { date: 0, description: 1, amount: 2 } });
    expect(us.rows.map((r) => [r.date, r.description, r.valor, r.type])).toEqual([
      ["2026-06-01", "Coffee, large", 4.75, "despesa"],
      ["2026-06-02", "Paycheck", 2500, "receita"],
      ["2026-06-03", "Groceries", 1234.56, "despesa"],
    ]);
  });

  it("reads a pt-BR CSV with ';' and a BOM; an equal earlier row of the file is a duplicate", async () => {
    const { token } = await owner();
    const body = await preview(token, "ptbr-bom.csv");
    expect(body.columns).toEqual(["Data", "Descrição", "Valor"]);
    expect(body.rows.map((r) => [r.date, r.description, r.valor, r.type, r.duplicate])).toEqual([
      ["2026-03-02", "Mercado Extra", 1234.56, "despesa", false],
      ["2026-03-03", "Salário; março", 5000, "receita", false],
      ["2026-03-04", "Padaria", 12.5, "despesa", false],
      ["2026-03-04", "Padaria", 12.5, "despesa", true],
    ]);
  });

  it("marks rows matching the user's transactions (day, centavos, case and accents ignored) and suggests their category", async () => {
    const { userId, token, refs } = await owner();
    const types = await transactionTypeIds();
    const res = await call(createTransaction, {
      method: "POST",
      path: "/api/v1/transaction",
      token,
      body: { description: "mercado extra", valor: 1234.56, transactionTypeId: types.despesa, transactionDate: "2026-03-02", categoryId: refs.category.id, paymentMethodId: null, isObjective: false, objectiveId: null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = await preview(token, "ptbr-bom.csv");
    expect(body.rows[0]).toMatchObject({ description: "Mercado Extra", duplicate: true, suggestedCategoryId: refs.category.id });
    expect(body.rows[1]?.duplicate).toBe(false);
    expect((await counts(userId)).transactions).toBe(1);
  });

  it("suggests nothing past its time budget, and looks nothing up for someone without rules or categorised history", async () => {
    const { suggestImportCategories } = await import("@/server/imports/suggest-import-categories");
    const fresh = await owner();
    expect((await suggestImportCategories(db, fresh.userId, [{ description: "Mercado Extra", type: "despesa" }])).size).toBe(0);
    const { userId, token, refs } = await owner();
    const types = await transactionTypeIds();
    await call(createTransaction, {
      method: "POST",
      path: "/api/v1/transaction",
      token,
      body: { description: "Padaria", valor: 5, transactionTypeId: types.despesa, transactionDate: "2026-01-02", categoryId: refs.category.id, paymentMethodId: null, isObjective: false, objectiveId: null },
    });
    expect(await suggestImportCategories(db, userId, [{ description: "padaria", type: "despesa" }])).toEqual(new Map([["padaria", { categoryId: refs.category.id, source: "history" }]]));
    expect((await suggestImportCategories(db, userId, [{ description: "padaria", type: "despesa" }], 0)).size).toBe(0);
  });

  it.each([
    ["corrupt amount", "bad-amount.csv", fixtureBytes("bad-amount.csv"), 'Linha 4: o valor "abc" não é um número.'],
    ["no date column", "no-date.csv", fixtureBytes("no-date.csv"), "Linha 2: o CSV não tem uma coluna de data (dd/mm/aaaa ou aaaa-mm-dd)."],
    ["binary data", "binary.csv", fixtureBytes("binary.csv"), "Linha 5: o arquivo contém dados binários; envie o extrato em OFX ou CSV (texto)."],
    ["an empty file", "empty.csv", new Uint8Array(), "O arquivo está vazio."],
    ["a wrong extension", "extrato.xlsx", fixtureBytes("us.csv"), "Formato não suportado: envie um arquivo .ofx ou .csv."],
    ["an OFX without <OFX>", "extrato.ofx", new TextEncoder().encode("nada aqui\n"), "Linha 1: o arquivo não é um OFX válido (falta o bloco <OFX>)."],
  ])("%s: 400 in pt-BR naming the line, nothing written", async (_, name, bytes, message) => {
    const { userId, token } = await owner();
    const res = await uploadStatement<{ message: string }>(token, name, bytes);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await counts(userId)).toEqual({ transactions: 0, imports: 0 });
  });

  it("refuses a JSON body, a missing file, a foreign payment method and a file over 5 MB, writing nothing", async () => {
    const { userId, token } = await owner();
    const other = await owner();
    const { POST } = await import("@/app/api/v1/import/route");
    const json = await call<{ message: string }>(POST, { method: "POST", path: "/api/v1/import", token, body: { file: "x" } });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.set("paymentMethodId", "");
    const noFile = await POST(
      new NextRequest("http://localhost:3000/api/v1/import", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }),
      { params: Promise.resolve({}) },
    );
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { message: string }).message).toBe("Envie o arquivo do extrato no campo 'file'.");
    const foreign = await uploadStatement(token, "us.csv", fixtureBytes("us.csv"), { paymentMethodId: other.refs.paymentMethod.id });
    expect(foreign.status).toBe(404);
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41);
    const tooBig = await uploadStatement<{ message: string }>(token, "big.csv", big);
    expect(tooBig.status).toBe(413);
    expect(await counts(userId)).toEqual({ transactions: 0, imports: 0 });
  });
});

describe("POST /import/{id}/commit", () => {
  it("creates every non-duplicate row in one go, with the payment method; re-importing the same file creates 0", async () => {
    const { userId, token, refs } = await owner();
    const first = await preview(token, "ofx1-latin1.ofx", { paymentMethodId: refs.paymentMethod.id });
    const res = await commit(token, first._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ created: 4, skipped: 0 });
    expect(await userTransactions(userId)).toEqual([
      { description: "PÃO DE AÇÚCAR - SÃO PAULO", valor: "152.37", date: "2026-03-02", type: "despesa", category_id: null, payment_method_id: refs.paymentMethod.id },
      { description: "SALÁRIO EMPRESA", valor: "4500.00", date: "2026-03-05", type: "receita", category_id: null, payment_method_id: refs.paymentMethod.id },
      { description: "ALUGUEL MARÇO", valor: "1234.56", date: "2026-03-08", type: "despesa", category_id: null, payment_method_id: refs.paymentMethod.id },
      { description: "FARMÁCIA DROGASIL", valor: "39.90", date: "2026-03-10", type: "despesa", category_id: null, payment_method_id: refs.paymentMethod.id },
    ]);
    expect((await commit(token, first._id)).status).toBe(409);

    const again = await preview(token, "ofx1-latin1.ofx");
    expect(again.rows.every((r) => r.duplicate)).toBe(true);
    expect((await commit(token, again._id)).body).toEqual({ created: 0, skipped: 4 });
    expect((await counts(userId)).transactions).toBe(4);
  });

  it("keeps both rows that share a FITID, and both equal rows with their own FITIDs; a second import of it creates 0", async () => {
    const { userId, token } = await owner();
    const body = await preview(token, "fitid-reused.ofx");
    expect(body.rows.map((r) => r.duplicate)).toEqual([false, false, false, false]);
    expect((await commit(token, body._id)).body).toEqual({ created: 4, skipped: 0 });
    const rows = await userTransactions(userId);
    expect(rows.map((r) => [r.date, r.description])).toEqual([
      ["2026-05-10", "ESTACIONAMENTO"],
      ["2026-05-11", "POSTO SHELL"],
      ["2026-05-12", "CAFÉ DO PONTO"],
      ["2026-05-12", "CAFÉ DO PONTO"],
    ]);
    const again = await preview(token, "fitid-reused.ofx");
    expect((await commit(token, again._id)).body).toEqual({ created: 0, skipped: 4 });
  });

  it("takes the chosen rows and categories (none included), and refuses a foreign category or an unknown row with nothing written", async () => {
    const { userId, token, refs } = await owner();
    const other = await owner();
    const body = await preview(token, "ptbr-bom.csv");
    const foreign = await commit(token, body._id, { rows: [0, 1], categories: { 0: other.refs.category.id } });
    expect(foreign.status).toBe(404);
    const unknown = await commit(token, body._id, { rows: [0, 9] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("A linha 9 não existe nesta importação.");
    expect((await counts(userId)).transactions).toBe(0);
    const res = await commit(token, body._id, { rows: [0, 3], categories: { 0: refs.category.id, 3: null } });
    expect(res.body).toEqual({ created: 2, skipped: 2 });
    const rows = await userTransactions(userId);
    expect(rows.map((r) => [r.description, r.category_id])).toEqual([
      ["Mercado Extra", refs.category.id],
      ["Padaria", null],
    ]);
  });

  it("applies a different column mapping to a CSV at commit; a mapping on an OFX is a 400", async () => {
    const { userId, token } = await owner();
    const csv = await preview(token, "ptbr-bom.csv");
    const res = await commit(token, csv._id, { mapping: { date: 0, description: 2, amount: 2 } });
    // The amount as description: "-12,5" and "-12,50" no longer read as the same row.
    expect(res.body).toEqual({ created: 4, skipped: 0 });
    expect((await userTransactions(userId)).map((r) => r.description)).toContain("-1.234,56");
    const ofx = await preview(token, "ofx2.ofx");
    expect((await commit(token, ofx._id, { mapping: { date: 0, description: 1, amount: 2 } })).status).toBe(400);
  });

  it("another user's import is a 404 for commit and undo", async () => {
    const { token } = await owner();
    const other = await owner();
    const body = await preview(token, "us.csv");
    expect((await commit(other.token, body._id)).status).toBe(404);
    expect((await undo(other.token, body._id)).status).toBe(404);
    expect((await commit(token, body._id)).status).toBe(200);
  });
});

describe("GET /import and DELETE /import/{id}", () => {
  it("undoes an import: only the transactions it created go; a second undo is a 409", async () => {
    const { userId, token } = await owner();
    const kept = await preview(token, "ofx2.ofx");
    await commit(token, kept._id);
    const body = await preview(token, "us.csv");
    await commit(token, body._id);
    // Back to back: created_at may tie on the embedded DB's ms clock; the first import is older.
    await db
      .update(imports)
      .set({ createdAt: sql`${imports.createdAt} - interval '1 minute'` })
      .where(eq(imports.id, kept._id));
    const before = await userTransactions(userId);
    expect(before).toHaveLength(6);

    const res = await undo(token, body._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 3 });
    const after = await userTransactions(userId);
    expect(after.map((r) => r.description).sort()).toEqual(["Padaria Pão Quente", "Transferência recebida - João & Maria", "Uber"]);
    expect((await undo(token, body._id)).status).toBe(409);

    const list = await call<ImportSummaryJson[]>(listImports, { path: "/api/v1/import", token });
    expect(list.status).toBe(200);
    expect(list.body.map((i) => [i.fileName, i.status, i.rowCount, i.createdCount, i.canUndo])).toEqual([
      ["us.csv", "undone", 3, 3, false],
      ["ofx2.ofx", "committed", 3, 3, true],
    ]);
  });

  it("refuses an undo after 30 days; a preview is simply discarded", async () => {
    const { userId, token } = await owner();
    const body = await preview(token, "us.csv");
    await commit(token, body._id);
    await db
      .update(imports)
      .set({ committedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(and(eq(imports.id, body._id), eq(imports.userId, userId)));
    const late = await undo(token, body._id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Só é possível desfazer uma importação nos primeiros 30 dias.");
    expect((await counts(userId)).transactions).toBe(3);

    const draft = await preview(token, "ofx2.ofx");
    expect((await undo(token, draft._id)).status).toBe(200);
    expect(await counts(userId)).toEqual({ transactions: 3, imports: 1 });
  });

  it("previews and commits 2,000 rows (how fast: npm run bench)", async () => {
    const { userId, token } = await owner();
    const lines = ["Data;Descrição;Valor"];
    for (let i = 0; i < 2000; i += 1) lines.push(`${String((i % 28) + 1).padStart(2, "0")}/0${(i % 9) + 1}/2025;Loja ${i % 150};-${(i % 97) + 1},${String(i % 100).padStart(2, "0")}`);
    const body = await preview(token, "grande.csv", {}, new TextEncoder().encode(lines.join("\n")));
    expect(body.rows).toHaveLength(2000);
    const res = await commit(token, body._id);
    expect(res.body.created + res.body.skipped).toBe(2000);
    expect((await counts(userId)).transactions).toBe(res.body.created);
  });
});
