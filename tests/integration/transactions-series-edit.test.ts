import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { PATCH as patch } from "@/app/api/v1/transaction/[id]/route";
import { POST as create } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import { categories, paymentMethods, transactions } from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { expenseBody, otherRefs, otherToken, refs, setupOwnerAndStranger, token, types } from "./transactions-fixtures";

type Message = { message: string };

setupOwnerAndStranger();

/** A 4× purchase of R$ 100,03 from 31/01/2026 on the owner's Pix and Mercado; its parcelas in order. */
async function purchase(description = "Sofá") {
  const res = await call<TransactionJson[]>(createInstallments, {
    method: "POST",
    token,
    body: {
      description,
      valor: 100.03,
      categoryId: refs.category.id,
      paymentMethodId: refs.paymentMethod.id,
      transactionTypeId: types.despesa,
      transactionDate: "2026-01-31",
      installments: 4,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const rowsOf = (groupId: string) =>
  db
    .select({
      description: transactions.description,
      valor: transactions.valor,
      date: transactions.transactionDate,
      categoryId: transactions.categoryId,
      paymentMethodId: transactions.paymentMethodId,
      statementMonth: transactions.statementMonth,
    })
    .from(transactions)
    .where(eq(transactions.installmentGroupId, groupId))
    .orderBy(asc(transactions.installmentIndex));

/** The body the dialog sends for a parcela: its own fields, with the changes on top. */
const edit = (installment: TransactionJson, changes: Record<string, unknown>, as = token) =>
  call<TransactionJson & Message>(patch, {
    method: "PATCH",
    params: { id: installment._id },
    token: as,
    body: {
      description: installment.description,
      valor: installment.valor,
      categoryId: installment.categoryId?._id ?? null,
      paymentMethodId: installment.paymentMethodId?._id ?? null,
      transactionTypeId: types.despesa,
      transactionDate: installment.transactionDate,
      isObjective: false,
      objectiveId: null,
      ...changes,
    },
  });

async function newCategory(name: string) {
  const [row] = await db.insert(categories).values({ userId: refs.category.userId, name }).returning();
  return row!.id;
}

describe("PATCH /transaction/{id} with a scope, on a parcela", () => {
  it('"all" renames, recategorises and moves every parcela, keeping each one\'s (k/n), valor and date', async () => {
    const installments = await purchase();
    const casa = await newCategory("Casa");
    const res = await edit(installments[2]!, {
      scope: "all",
      description: "Sofá da sala (3/4)",
      categoryId: casa,
      paymentMethodId: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: "Sofá da sala (3/4)", categoryId: { _id: casa } });
    expect(await rowsOf(installments[0]!.installmentGroupId!)).toEqual(
      [
        ["2026-01-31", cents(2503)],
        ["2026-02-28", cents(2500)],
        ["2026-03-31", cents(2500)],
        ["2026-04-30", cents(2500)],
      ].map(([date, valor], k) => ({
        description: `Sofá da sala (${k + 1}/4)`,
        valor,
        date,
        categoryId: casa,
        paymentMethodId: null,
        statementMonth: null,
      })),
    );
  });

  it('"future" reaches this parcela and the later ones; the earlier ones stay as they were', async () => {
    const installments = await purchase("Cadeira");
    const casa = await newCategory("Casa 2");
    // A description sent without the marker is the purchase's name too.
    const res = await edit(installments[2]!, { scope: "future", description: "Poltrona", categoryId: casa });
    expect(res.status).toBe(200);
    const rows = await rowsOf(installments[0]!.installmentGroupId!);
    expect(rows.map((r) => [r.description, r.categoryId])).toEqual([
      ["Cadeira (1/4)", refs.category.id],
      ["Cadeira (2/4)", refs.category.id],
      ["Poltrona (3/4)", casa],
      ["Poltrona (4/4)", casa],
    ]);
  });

  it('without a scope (or "this") only the parcela changes, valor and date included', async () => {
    const installments = await purchase("Mesa");
    const res = await edit(installments[1]!, { description: "Mesa nova (2/4)", valor: 30, transactionDate: "2026-02-20" });
    expect(res.status).toBe(200);
    expect((await edit(installments[3]!, { scope: "this", valor: 20 })).status).toBe(200);
    const rows = await rowsOf(installments[0]!.installmentGroupId!);
    expect(rows.map((r) => [r.description, r.valor, r.date])).toEqual([
      ["Mesa (1/4)", cents(2503), "2026-01-31"],
      ["Mesa nova (2/4)", cents(3000), "2026-02-20"],
      ["Mesa (3/4)", cents(2500), "2026-03-31"],
      ["Mesa (4/4)", cents(2000), "2026-04-30"],
    ]);
  });

  it("refuses a valor or date change across parcelas (400, pt-BR), and changes nothing", async () => {
    const installments = await purchase("Estante");
    const groupId = installments[0]!.installmentGroupId!;
    const before = await rowsOf(groupId);
    const valor = await edit(installments[1]!, { scope: "all", description: "Livreiro", valor: 50 });
    expect(valor).toMatchObject({
      status: 400,
      body: { message: "O valor muda em uma parcela por vez: para alterá-lo, edite somente esta parcela." },
    });
    const date = await edit(installments[1]!, { scope: "future", transactionDate: "2026-02-27" });
    expect(date).toMatchObject({
      status: 400,
      body: { message: "A data muda em uma parcela por vez: para alterá-la, edite somente esta parcela." },
    });
    const scope = await edit(installments[1]!, { scope: "following" });
    expect(scope).toMatchObject({ status: 400, body: { message: 'Escopo inválido: use "this", "future" ou "all".' } });
    const long = await edit(installments[1]!, { scope: "all", description: "x".repeat(193) });
    expect(long).toMatchObject({
      status: 400,
      body: { message: "A descrição de uma compra parcelada deve ter no máximo 192 caracteres." },
    });
    expect(await rowsOf(groupId)).toEqual(before);
  });

  it("another user's parcela is not found, and another user's category is refused for the series", async () => {
    const installments = await purchase("Tapete");
    expect(await edit(installments[0]!, { scope: "all" }, otherToken)).toMatchObject({
      status: 404,
      body: { message: "Transação não encontrada." },
    });
    const theirs = await edit(installments[0]!, { scope: "all", categoryId: otherRefs.category.id });
    expect(theirs.status).toBe(404);
    expect((await rowsOf(installments[0]!.installmentGroupId!)).every((r) => r.categoryId === refs.category.id)).toBe(true);
  });

  it("on a transaction that is not a parcela, a scope edits that one alone", async () => {
    const single = await call<TransactionJson>(create, { method: "POST", token, body: expenseBody(refs, types) });
    const res = await edit(single.body, { scope: "all", valor: 99, description: "Feira" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valor: 99, description: "Feira" });
  });

  it("parcelas moved onto a card join the faturas of their parcela 1's plan; moved off, they leave them", async () => {
    const installments = await purchase("Geladeira");
    const [card] = await db
      .insert(paymentMethods)
      .values({ userId: refs.category.userId, name: "Cartão Azul", kind: "credit_card", closingDay: 3, dueDay: 10 })
      .returning();
    const groupId = installments[0]!.installmentGroupId!;
    expect((await edit(installments[2]!, { scope: "future", paymentMethodId: card!.id })).status).toBe(200);
    // Bought 31/01 → parcela 1 would be in the fatura due 10/02; parcela k in the (k−1)th after it.
    expect((await rowsOf(groupId)).map((r) => [r.paymentMethodId, r.statementMonth])).toEqual([
      [refs.paymentMethod.id, null],
      [refs.paymentMethod.id, null],
      [card!.id, "2026-04-01"],
      [card!.id, "2026-05-01"],
    ]);
    expect((await edit(installments[0]!, { scope: "all", paymentMethodId: refs.paymentMethod.id })).status).toBe(200);
    expect((await rowsOf(groupId)).map((r) => [r.paymentMethodId, r.statementMonth])).toEqual(
      Array.from({ length: 4 }, () => [refs.paymentMethod.id, null]),
    );
  });
});
