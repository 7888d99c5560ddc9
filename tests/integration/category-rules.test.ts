import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categories, paymentMethods, transactions } from "@/db/schema";
import { GET as listRules, POST as createRule } from "@/app/api/v1/category-rule/route";
import { DELETE as deleteRule, PATCH as patchRule } from "@/app/api/v1/category-rule/[id]/route";
import { GET as suggest } from "@/app/api/v1/transaction/suggest/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import type { CategoryRuleJson, SuggestionJson } from "@/lib/schemas/category-rules";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

async function userWithLabels(names: string[]) {
  const { user, token } = await createTestUser();
  const cats = await db
    .insert(categories)
    .values(names.map((name) => ({ userId: user.id, name })))
    .returning();
  const methods = await db
    .insert(paymentMethods)
    .values([{ userId: user.id, name: "Pix" }, { userId: user.id, name: "Crédito" }])
    .returning();
  const byName = Object.fromEntries(cats.map((c) => [c.name, c.id])) as Record<string, string>;
  return { user, token, cat: byName, pix: methods[0]!.id, credito: methods[1]!.id };
}

const postRule = (token: string, body: unknown) =>
  call<CategoryRuleJson & { message?: string }>(createRule, { method: "POST", path: "/api/v1/category-rule", token, body });

const askSuggestion = (token: string, description: string) =>
  call<SuggestionJson>(suggest, { path: "/api/v1/transaction/suggest", token, query: { description } });

async function history(userId: string, rows: Array<{ d: string; c: string | null | undefined; p?: string | null; day: Day }>) {
  const { despesa } = await transactionTypeIds();
  await db.insert(transactions).values(
    rows.map((row) => ({
      userId,
      description: row.d,
      valor: cents(1000),
      transactionDate: row.day,
      transactionTypeId: despesa,
      categoryId: row.c ?? null,
      paymentMethodId: row.p ?? null,
    })),
  );
}

describe("category rules API", () => {
  it("creates, lists, edits and deletes a rule, scoped to its owner", async () => {
    const owner = await userWithLabels(["Mercado", "Lazer"]);
    const stranger = await userWithLabels(["Outros"]);
    const created = await postRule(owner.token, { contains: "  Padaria ", categoryId: owner.cat.Mercado, paymentMethodId: owner.pix });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ contains: "Padaria", categoryName: "Mercado", paymentMethodId: owner.pix, paymentMethodName: "Pix" });
    const id = created.body._id;

    const list = await call<CategoryRuleJson[]>(listRules, { path: "/api/v1/category-rule", token: owner.token });
    expect(list.body.map((r) => r._id)).toEqual([id]);
    const strangerList = await call<CategoryRuleJson[]>(listRules, { path: "/api/v1/category-rule", token: stranger.token });
    expect(strangerList.body).toEqual([]);

    const patched = await call<CategoryRuleJson>(patchRule, {
      method: "PATCH", path: `/api/v1/category-rule/${id}`, params: { id }, token: owner.token,
      body: { categoryId: owner.cat.Lazer },
    });
    expect(patched.status).toBe(200);
    // A payment method left out of the patch is kept.
    expect(patched.body).toMatchObject({ categoryId: owner.cat.Lazer, paymentMethodId: owner.pix });
    const cleared = await call<CategoryRuleJson>(patchRule, {
      method: "PATCH", path: `/api/v1/category-rule/${id}`, params: { id }, token: owner.token, body: { paymentMethodId: null },
    });
    expect(cleared.body.paymentMethodId).toBeNull();

    // Another user's rule is not found, for every verb.
    const foreignPatch = await call(patchRule, {
      method: "PATCH", path: `/api/v1/category-rule/${id}`, params: { id }, token: stranger.token, body: { contains: "x" },
    });
    expect(foreignPatch.status).toBe(404);
    expect(foreignPatch.body).toMatchObject({ message: "Regra não encontrada." });
    const foreignDelete = await call(deleteRule, { method: "DELETE", path: `/api/v1/category-rule/${id}`, params: { id }, token: stranger.token });
    expect(foreignDelete.status).toBe(404);

    const removed = await call(deleteRule, { method: "DELETE", path: `/api/v1/category-rule/${id}`, params: { id }, token: owner.token });
    expect(removed.status).toBe(204);
    const again = await call(deleteRule, { method: "DELETE", path: `/api/v1/category-rule/${id}`, params: { id }, token: owner.token });
    expect(again.status).toBe(404);
  });

  it("refuses bad input, another user's category or payment method, and a duplicate term", async () => {
    const owner = await userWithLabels(["Mercado"]);
    const stranger = await userWithLabels(["Outros"]);
    expect((await postRule(owner.token, { contains: "   ", categoryId: owner.cat.Mercado })).body.message).toBe(
      "Informe o texto que a descrição deve conter.",
    );
    expect((await postRule(owner.token, { contains: "x".repeat(101), categoryId: owner.cat.Mercado })).status).toBe(400);
    const noCategory = await postRule(owner.token, { contains: "padaria" });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toBe("Selecione a categoria.");
    expect((await postRule(owner.token, { contains: "padaria", categoryId: "not-a-uuid" })).status).toBe(400);
    expect((await postRule(owner.token, { contains: "padaria", categoryId: stranger.cat.Outros })).status).toBe(404);
    expect(
      (await postRule(owner.token, { contains: "padaria", categoryId: owner.cat.Mercado, paymentMethodId: stranger.pix })).status,
    ).toBe(404);
    const badId = await call(patchRule, {
      method: "PATCH", path: "/api/v1/category-rule/x", params: { id: "x" }, token: owner.token, body: {},
    });
    expect(badId.status).toBe(400);
    expect((await postRule(owner.token, { contains: "Padaria", categoryId: owner.cat.Mercado })).status).toBe(201);
    const duplicate = await postRule(owner.token, { contains: "PADÁRIA", categoryId: owner.cat.Mercado });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("Já existe uma regra para esse texto.");
    expect((await postRule(stranger.token, { contains: "padaria", categoryId: stranger.cat.Outros })).status).toBe(201);
  });
});

describe("GET /transaction/suggest", () => {
  it("matches a rule without regard to case or accents, the longest term winning", async () => {
    const owner = await userWithLabels(["Mercado", "Café", "Lazer"]);
    await postRule(owner.token, { contains: "padaria", categoryId: owner.cat.Mercado });
    await postRule(owner.token, { contains: "padaria são joão", categoryId: owner.cat["Café"], paymentMethodId: owner.pix });
    await postRule(owner.token, { contains: "joão", categoryId: owner.cat.Lazer });
    expect((await askSuggestion(owner.token, "PADARIA SAO JOAO centro")).body).toEqual({
      categoryId: owner.cat["Café"], paymentMethodId: owner.pix, source: "rule",
    });
    expect((await askSuggestion(owner.token, "Padária Central")).body).toEqual({
      categoryId: owner.cat.Mercado, paymentMethodId: null, source: "rule",
    });
    // A rule wins over history.
    await history(owner.user.id, [{ d: "Padaria Central", c: owner.cat.Lazer, day: day("2026-01-02") }]);
    expect((await askSuggestion(owner.token, "padaria central")).body.source).toBe("rule");
    // Another user's rules never apply.
    const stranger = await userWithLabels(["Outros"]);
    expect((await askSuggestion(stranger.token, "padaria são joão")).body).toEqual({ categoryId: null, paymentMethodId: null, source: null });
  });

  it("falls back to the most used pair for the same description, ties to the most recent", async () => {
    const owner = await userWithLabels(["Mercado", "Lazer", "Transporte"]);
    await history(owner.user.id, [
      { d: "Uber", c: owner.cat.Transporte, p: owner.credito, day: day("2026-01-01") },
      { d: "UBER", c: owner.cat.Transporte, p: owner.credito, day: day("2026-01-03") },
      { d: "uber", c: owner.cat.Lazer, p: owner.pix, day: day("2026-02-01") },
      { d: "Cinema", c: owner.cat.Lazer, day: day("2026-01-01") },
      { d: "cinema", c: owner.cat.Mercado, day: day("2026-03-01") },
      { d: "Sem nada", c: null, day: day("2026-03-01") },
    ]);
    expect((await askSuggestion(owner.token, "úber")).body).toEqual({
      categoryId: owner.cat.Transporte, paymentMethodId: owner.credito, source: "history",
    });
    // One use each: the most recent wins.
    expect((await askSuggestion(owner.token, "CINEMA")).body).toEqual({
      categoryId: owner.cat.Mercado, paymentMethodId: null, source: "history",
    });
    expect((await askSuggestion(owner.token, "sem nada")).body.source).toBeNull();
    expect((await askSuggestion(owner.token, "")).body.source).toBeNull();
  });

  it("history follows edits and deletes of transactions, categories and payment methods", async () => {
    const owner = await userWithLabels(["Mercado", "Lazer", "Transporte"]);
    await history(owner.user.id, [
      { d: "Uber", c: owner.cat.Transporte, p: owner.pix, day: day("2026-01-01") },
      { d: "Uber", c: owner.cat.Transporte, p: owner.pix, day: day("2026-01-02") },
      { d: "Uber", c: owner.cat.Lazer, day: day("2026-01-03") },
    ]);
    const ask = async () => (await askSuggestion(owner.token, "uber")).body;
    expect(await ask()).toMatchObject({ categoryId: owner.cat.Transporte, paymentMethodId: owner.pix });
    // Moving one away leaves a tie (one each): the most recent wins.
    const [first] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, owner.user.id), eq(transactions.transactionDate, day("2026-01-01"))));
    await db.update(transactions).set({ description: "Táxi" }).where(eq(transactions.id, first!.id));
    expect(await ask()).toMatchObject({ categoryId: owner.cat.Lazer, paymentMethodId: null });
    expect((await askSuggestion(owner.token, "taxi")).body.categoryId).toBe(owner.cat.Transporte);
    await db.delete(transactions).where(and(eq(transactions.userId, owner.user.id), eq(transactions.transactionDate, day("2026-01-03"))));
    expect(await ask()).toMatchObject({ categoryId: owner.cat.Transporte, paymentMethodId: owner.pix });
    // A deleted category leaves its transactions without one; the payment method still counts.
    await db.delete(categories).where(eq(categories.id, owner.cat.Transporte!));
    expect(await ask()).toEqual({ categoryId: null, paymentMethodId: owner.pix, source: "history" });
    await db.delete(paymentMethods).where(eq(paymentMethods.id, owner.pix));
    expect((await ask()).source).toBeNull();
  });

  it("a rule made, changed or removed after a description was asked about answers the next ask", async () => {
    const owner = await userWithLabels(["Mercado", "Lazer"]);
    await history(owner.user.id, [{ d: "Padaria Central", c: owner.cat.Lazer, day: day("2026-01-02") }]);
    const ask = async () => (await askSuggestion(owner.token, "padaria central")).body;
    expect(await ask()).toEqual({ categoryId: owner.cat.Lazer, paymentMethodId: null, source: "history" });
    const rule = await postRule(owner.token, { contains: "padaria", categoryId: owner.cat.Mercado });
    expect(await ask()).toEqual({ categoryId: owner.cat.Mercado, paymentMethodId: null, source: "rule" });
    await call(patchRule, { method: "PATCH", path: `/api/v1/category-rule/${rule.body._id}`, token: owner.token, params: { id: rule.body._id }, body: { paymentMethodId: owner.pix } });
    expect(await ask()).toEqual({ categoryId: owner.cat.Mercado, paymentMethodId: owner.pix, source: "rule" });
    await call(deleteRule, { method: "DELETE", path: `/api/v1/category-rule/${rule.body._id}`, token: owner.token, params: { id: rule.body._id } });
    expect(await ask()).toEqual({ categoryId: owner.cat.Lazer, paymentMethodId: null, source: "history" });
  });

  it("uses the most similar description (trigram similarity of at least 0.5)", async () => {
    const owner = await userWithLabels(["Mercado", "Saúde"]);
    await history(owner.user.id, [
      { d: "Supermercado Extra", c: owner.cat.Mercado, day: day("2026-01-01") },
      { d: "Farmácia Drogasil", c: owner.cat["Saúde"], day: day("2026-01-02") },
    ]);
    expect((await askSuggestion(owner.token, "supermercado extra 123")).body).toEqual({
      categoryId: owner.cat.Mercado, paymentMethodId: null, source: "history",
    });
    expect((await askSuggestion(owner.token, "farmacia drogasill")).body.categoryId).toBe(owner.cat["Saúde"]);
    expect((await askSuggestion(owner.token, "Posto Ipiranga")).body.source).toBeNull();
  });

  it("refuses a description over 200 characters and needs a session", async () => {
    const owner = await userWithLabels(["Mercado"]);
    expect((await askSuggestion(owner.token, "a".repeat(201))).status).toBe(400);
    expect((await call(suggest, { path: "/api/v1/transaction/suggest", query: { description: "x" } })).status).toBe(401);
  });
});

describe("server-side default category", () => {
  it("POST /transaction and /transaction/installment without a category take the suggestion", async () => {
    const owner = await userWithLabels(["Mercado", "Casa"]);
    const { despesa } = await transactionTypeIds();
    await postRule(owner.token, { contains: "padaria", categoryId: owner.cat.Mercado, paymentMethodId: owner.pix });
    const base = { valor: 12.5, transactionTypeId: despesa, transactionDate: "2026-03-10" };
    const one = await call<TransactionJson>(createTransaction, {
      method: "POST", path: "/api/v1/transaction", token: owner.token, body: { ...base, description: "Padaria São João" },
    });
    expect(one.status).toBe(201);
    expect(one.body.categoryId?._id).toBe(owner.cat.Mercado);
    expect(one.body.paymentMethodId?._id).toBe(owner.pix);

    // A payment method sent is kept; a category sent is never replaced.
    const kept = await call<TransactionJson>(createTransaction, {
      method: "POST", path: "/api/v1/transaction", token: owner.token,
      body: { ...base, description: "Padaria", categoryId: null, paymentMethodId: owner.credito },
    });
    expect(kept.body.categoryId?._id).toBe(owner.cat.Mercado);
    expect(kept.body.paymentMethodId?._id).toBe(owner.credito);
    const chosen = await call<TransactionJson>(createTransaction, {
      method: "POST", path: "/api/v1/transaction", token: owner.token,
      body: { ...base, description: "Padaria", categoryId: owner.cat.Casa },
    });
    expect(chosen.body.categoryId?._id).toBe(owner.cat.Casa);

    const installments = await call<TransactionJson[]>(createInstallments, {
      method: "POST", path: "/api/v1/transaction/installment", token: owner.token,
      body: { ...base, valor: 90, installments: 3, description: "Padaria nova" },
    });
    expect(installments.status).toBe(201);
    expect(installments.body.map((t) => t.categoryId?._id)).toEqual([owner.cat.Mercado, owner.cat.Mercado, owner.cat.Mercado]);

    const none = await call<TransactionJson>(createTransaction, {
      method: "POST", path: "/api/v1/transaction", token: owner.token, body: { ...base, description: "Algo inédito" },
    });
    expect(none.body.categoryId).toBeNull();
    const [stored] = await db.select().from(transactions).where(eq(transactions.id, one.body._id));
    expect(stored?.categoryId).toBe(owner.cat.Mercado);
  });
});
