import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { POST as starterSet } from "@/app/api/v1/category/starter-set/route";
import { POST as createRule } from "@/app/api/v1/category-rule/route";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { PUT as updateRecurring } from "@/app/api/v1/recurring-payments/[id]/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import type { CategoryJson } from "@/lib/schemas/categories";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { fixtureBytes, uploadStatement } from "./import-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

type Answer = { message?: string };

let token: string;
let types: { receita: string; despesa: string };
const cat: Record<"despesa" | "receita" | "ambas", string> = { despesa: "", receita: "", ambas: "" };

const newCategory = (body: Record<string, unknown>) =>
  call<CategoryJson & Answer>(createCategory, { method: "POST", token, body });
const transaction = (type: "despesa" | "receita", categoryId: string | null, extra: Record<string, unknown> = {}) =>
  call<TransactionJson & Answer>(createTransaction, {
    method: "POST",
    token,
    body: {
      description: "Lançamento",
      valor: 10,
      categoryId,
      paymentMethodId: null,
      transactionTypeId: types[type],
      transactionDate: "2026-03-10",
      ...extra,
    },
  });

const onlyReceitas = 'A categoria "Renda" é só de receitas: escolha uma categoria de despesas ou de ambas.';
const onlyDespesas = 'A categoria "Feira" é só de despesas: escolha uma categoria de receitas ou de ambas.';

beforeAll(async () => {
  ({ token } = await createTestUser());
  types = await transactionTypeIds();
  cat.despesa = (await newCategory({ name: "Feira", type: "despesa" })).body._id;
  cat.receita = (await newCategory({ name: "Renda", type: "receita" })).body._id;
  cat.ambas = (await newCategory({ name: "Diversos" })).body._id;
});

describe("a category's type", () => {
  it("is answered, defaults to ambas, and refuses anything else with a pt-BR message", async () => {
    const made = await newCategory({ name: "Bolsa", type: "receita", color: "#10B981" });
    expect(made).toMatchObject({ status: 201, body: { name: "Bolsa", type: "receita" } });
    expect((await newCategory({ name: "Sem tipo" })).body.type).toBe("ambas");
    expect(await newCategory({ name: "Errada", type: "entrada" })).toMatchObject({
      status: 400,
      body: { message: 'Tipo de categoria inválido: use "despesa", "receita" ou "ambas".' },
    });
    const patched = await call<CategoryJson>(patchCategory, {
      method: "PATCH",
      params: { id: made.body._id },
      token,
      body: { type: "ambas" },
    });
    expect(patched).toMatchObject({ status: 200, body: { name: "Bolsa", type: "ambas", color: "#10B981" } });
  });

  it("is set on the suggested categories", async () => {
    const fresh = await createTestUser();
    const res = await call<CategoryJson[]>(starterSet, { method: "POST", token: fresh.token });
    const typeOf = Object.fromEntries(res.body.map((c) => [c.name, c.type]));
    expect(typeOf).toMatchObject({ Salário: "receita", Mercado: "despesa", Moradia: "despesa", Outros: "ambas" });
  });
});

describe("a transaction on a category of the other type is a 400", () => {
  it("on create, for either type; a category of both fits both", async () => {
    expect(await transaction("despesa", cat.receita)).toMatchObject({ status: 400, body: { message: onlyReceitas } });
    expect(await transaction("receita", cat.despesa)).toMatchObject({ status: 400, body: { message: onlyDespesas } });
    expect((await transaction("despesa", cat.despesa)).status).toBe(201);
    expect((await transaction("receita", cat.receita)).status).toBe(201);
    expect((await transaction("despesa", cat.ambas)).status).toBe(201);
    expect((await transaction("receita", cat.ambas)).status).toBe(201);
  });

  it("on edit, on an instalment purchase and on a series edit", async () => {
    const created = await transaction("despesa", cat.despesa);
    const body = {
      description: "Lançamento",
      valor: 10,
      categoryId: cat.despesa,
      paymentMethodId: null,
      transactionTypeId: types.receita,
      transactionDate: "2026-03-10",
    };
    const patched = await call<Answer>(patchTransaction, { method: "PATCH", params: { id: created.body._id }, token, body });
    expect(patched).toMatchObject({ status: 400, body: { message: onlyDespesas } });

    const installments = await call<TransactionJson[] & Answer>(createInstallments, {
      method: "POST",
      token,
      body: { ...body, transactionTypeId: types.despesa, categoryId: cat.receita, installments: 3 },
    });
    expect(installments).toMatchObject({ status: 400, body: { message: onlyReceitas } });
    const good = await call<TransactionJson[]>(createInstallments, {
      method: "POST",
      token,
      body: { ...body, transactionTypeId: types.despesa, installments: 3 },
    });
    const first = good.body[0]!;
    const series = await call<Answer>(patchTransaction, {
      method: "PATCH",
      params: { id: first._id },
      token,
      body: { ...body, description: first.description, transactionTypeId: types.despesa, categoryId: cat.receita, valor: first.valor, scope: "all" },
    });
    expect(series).toMatchObject({ status: 400, body: { message: onlyReceitas } });
  });

  it("on a recurring payment (its payments are expenses), create and update", async () => {
    const bill = (categoryId: string) => ({ name: "Luz", amount: 100, dueDay: 5, categoryId, paymentMethodId: null });
    expect(await call<Answer>(createRecurring, { method: "POST", token, body: bill(cat.receita) })).toMatchObject({
      status: 400,
      body: { message: onlyReceitas },
    });
    const made = await call<{ _id: string }>(createRecurring, { method: "POST", token, body: bill(cat.ambas) });
    expect(made.status).toBe(201);
    const updated = await call<Answer>(updateRecurring, {
      method: "PUT",
      params: { id: made.body._id },
      token,
      body: bill(cat.receita),
    });
    expect(updated).toMatchObject({ status: 400, body: { message: onlyReceitas } });
  });

  it("on a budget, which limits spending", async () => {
    const res = await call<Answer>(setBudget, {
      method: "PUT",
      params: { id: cat.receita },
      token,
      body: { limit: 500, month: 3, year: 2026 },
    });
    expect(res).toMatchObject({ status: 400, body: { message: onlyReceitas } });
  });

  it("on an import commit that names one; a suggestion of the other type is none", async () => {
    const rule = await call(createRule, { method: "POST", token, body: { contains: "Mercado Extra", categoryId: cat.receita } });
    expect(rule.status).toBe(201);
    const upload = await uploadStatement<ImportPreviewJson>(token, "ptbr-bom.csv", fixtureBytes("ptbr-bom.csv"));
    expect(upload.status).toBe(201);
    const mercado = upload.body.rows.find((row) => row.description === "Mercado Extra")!;
    expect(mercado).toMatchObject({ type: "despesa", suggestedCategoryId: null });
    const commit = (body: Record<string, unknown>) =>
      call<Answer>(commitImport, { method: "POST", params: { id: upload.body._id }, token, body });
    expect(await commit({ categories: { [mercado.index]: cat.receita } })).toMatchObject({
      status: 400,
      body: { message: onlyReceitas },
    });
    expect((await commit({ categories: { [mercado.index]: cat.despesa } })).status).toBe(200);
  });

  it("leaves out a suggested category of the other type when the API gets none", async () => {
    await call(createRule, { method: "POST", token, body: { contains: "Pensão", categoryId: cat.receita } });
    const res = await transaction("despesa", null, { description: "Pensão alimentícia" });
    expect(res.status).toBe(201);
    expect(res.body.categoryId).toBeNull();
    const income = await transaction("receita", null, { description: "Pensão recebida" });
    expect(income.body.categoryId).toMatchObject({ _id: cat.receita });
  });
});

describe("narrowing a category's type", () => {
  it("is a 409 while it holds records of the other type; widening to ambas always works", async () => {
    const { body: used } = await newCategory({ name: "Usada" });
    await transaction("receita", used._id);
    const narrow = (type: string) =>
      call<CategoryJson & Answer>(patchCategory, { method: "PATCH", params: { id: used._id }, token, body: { type } });
    expect(await narrow("despesa")).toMatchObject({
      status: 409,
      body: { message: "Esta categoria já tem receitas: ela só pode ser de receitas ou de ambas." },
    });
    expect((await narrow("receita")).status).toBe(200);
    expect((await narrow("ambas")).status).toBe(200);

    const { body: billed } = await newCategory({ name: "Contas" });
    await call(createRecurring, {
      method: "POST",
      token,
      body: { name: "Água", amount: 50, dueDay: 5, categoryId: billed._id, paymentMethodId: null },
    });
    const toIncome = await call<Answer>(patchCategory, { method: "PATCH", params: { id: billed._id }, token, body: { type: "receita" } });
    expect(toIncome).toMatchObject({
      status: 409,
      body: { message: "Esta categoria já tem despesas: ela só pode ser de despesas ou de ambas." },
    });
  });
});
