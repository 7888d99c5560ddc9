import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { DELETE as remove, PATCH as patch } from "@/app/api/v1/transaction/[id]/route";
import { db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  createReferences,
  otherRefs,
  otherToken,
  refs,
  token,
  types,
  setupOwnerAndStranger,
} from "./transactions-fixtures";

type Message = { message: string };

setupOwnerAndStranger();

function body(overrides: Record<string, unknown> = {}) {
  return {
    description: "Geladeira",
    valor: 100.03,
    categoryId: refs.category.id,
    paymentMethodId: refs.paymentMethod.id,
    transactionTypeId: types.despesa,
    transactionDate: "2026-01-31",
    installments: 10,
    ...overrides,
  };
}

const post = (payload: unknown, as = token) =>
  call<TransactionJson[] & Message>(createInstallments, {
    method: "POST",
    path: "/api/v1/transaction/installment",
    body: payload,
    token: as,
  });

const path = "/api/v1/transaction/x";

describe("POST /transaction/installment", () => {
  it("splits R$ 100,03 bought on 31/01 into 10 monthly parcels, clamped to each month's end", async () => {
    const res = await post(body());
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(10);
    expect(res.body.map((t) => t.valor)).toEqual([10.03, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(res.body.map((t) => t.transactionDate)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
    ]);
    expect(res.body.map((t) => t.description)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Geladeira (${k + 1}/10)`),
    );
    const groups = new Set(res.body.map((t) => t.installmentGroupId));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.map((t) => t.installmentIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.every((t) => t.installmentCount === 10)).toBe(true);
    expect(res.body.every((t) => t.transactionTypeId.transactionType === "despesa")).toBe(true);
    expect(res.body.every((t) => t.isObjective === false && t.objectiveId === null)).toBe(true);
    expect(res.body[0]?.categoryId).toEqual({ _id: refs.category.id, name: "Mercado", color: "#10B981" });
    const totalCents = res.body.reduce((sum, t) => sum + Math.round(t.valor * 100), 0);
    expect(totalCents).toBe(10003);
  });

  it("crosses a year boundary, keeping the original day (leap February included)", async () => {
    const res = await post(body({ transactionDate: "2027-12-31", installments: 4 }));
    expect(res.status).toBe(201);
    expect(res.body.map((t) => t.transactionDate)).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
    ]);
    const november = await post(body({ transactionDate: "2026-11-30", installments: 4, valor: 100 }));
    expect(november.body.map((t) => t.transactionDate)).toEqual([
      "2026-11-30",
      "2026-12-30",
      "2027-01-30",
      "2027-02-28",
    ]);
  });

  it("shows each parcel in its own month's list", async () => {
    const { token: fresh, user } = await createTestUser();
    const own = await createReferences(user.id);
    await post(body({ transactionDate: "2026-12-31", categoryId: own.category.id, paymentMethodId: null }), fresh);
    const feb = await call<TransactionJson[]>(listAll, {
      path: "/api/v1/transaction/list-all",
      query: { month: 2, year: 2027 },
      token: fresh,
    });
    expect(feb.status).toBe(200);
    expect(feb.body).toHaveLength(1);
    expect(feb.body[0]).toMatchObject({ description: "Geladeira (3/10)", transactionDate: "2027-02-28", valor: 10 });
    const dec = await call<TransactionJson[]>(listAll, {
      path: "/api/v1/transaction/list-all",
      query: { month: 12, year: 2026 },
      token: fresh,
    });
    expect(dec.body.map((t) => t.valor)).toEqual([10.03]);
  });

  it("accepts 72 parcels and a total of one centavo per parcel", async () => {
    const res = await post(body({ valor: 0.72, installments: 72, transactionDate: "2026-01-15" }));
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(72);
    expect(res.body.every((t) => t.valor === 0.01)).toBe(true);
    expect(res.body.at(-1)?.transactionDate).toBe("2031-12-15");
  });

  it("rejects an income with 400 and writes nothing", async () => {
    const before = await db.$count(transactions);
    const res = await post(body({ transactionTypeId: types.receita }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Compras parceladas devem ser do tipo despesa.");
    expect(await db.$count(transactions)).toBe(before);
  });

  it.each([
    ["1 parcel", { installments: 1 }, "O número de parcelas deve ser um inteiro entre 2 e 72."],
    ["73 parcels", { installments: 73 }, "O número de parcelas deve ser um inteiro entre 2 e 72."],
    ["2.5 parcels", { installments: 2.5 }, "O número de parcelas deve ser um inteiro entre 2 e 72."],
    ["no parcels", { installments: undefined }, "O número de parcelas deve ser um inteiro entre 2 e 72."],
    ["parcels as text", { installments: "dez" }, "O número de parcelas deve ser um inteiro entre 2 e 72."],
    ["less than a centavo each", { valor: 0.09 }, "O valor total deve ser de pelo menos R$ 0,01 por parcela."],
    ["zero total", { valor: 0 }, "O valor deve ser maior que zero."],
    ["three decimals", { valor: 100.001 }, "Valor inválido: use um número positivo com até duas casas decimais."],
    ["a linked objective", { isObjective: true }, "Compras parceladas não podem ser vinculadas a um objetivo."],
    ["blank description", { description: " " }, "A descrição é obrigatória."],
    [
      "a description too long for the suffix",
      { description: "x".repeat(193) },
      "A descrição de uma compra parcelada deve ter no máximo 192 caracteres.",
    ],
    ["a bad date", { transactionDate: "31/01/2026" }, "Data inválida: use o formato AAAA-MM-DD."],
  ])("rejects %s with 400", async (_label, overrides, message) => {
    const res = await post(body(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for another user's category or payment method, writing nothing", async () => {
    const before = await db.$count(transactions);
    const category = await post(body({ categoryId: otherRefs.category.id }));
    expect(category.status).toBe(404);
    expect(category.body.message).toBe("Categoria não encontrada.");
    const method = await post(body({ paymentMethodId: otherRefs.paymentMethod.id }));
    expect(method.status).toBe(404);
    expect(await db.$count(transactions)).toBe(before);
  });
});

describe("editing and deleting parcels", () => {
  async function purchase(installments = 5) {
    const res = await post(body({ installments, valor: 50, transactionDate: "2026-10-31" }));
    expect(res.status).toBe(201);
    return res.body;
  }

  it("edits only that parcel and keeps its group", async () => {
    const installments = await purchase();
    const second = installments[1]!;
    const res = await call<TransactionJson>(patch, {
      method: "PATCH",
      path,
      params: { id: second._id },
      token,
      body: {
        description: "Geladeira (2/5) com frete",
        valor: 12.5,
        categoryId: null,
        paymentMethodId: refs.paymentMethod.id,
        transactionTypeId: types.despesa,
        transactionDate: "2026-12-05",
        isObjective: false,
        objectiveId: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: "Geladeira (2/5) com frete",
      valor: 12.5,
      transactionDate: "2026-12-05",
      installmentGroupId: second.installmentGroupId,
      installmentIndex: 2,
      installmentCount: 5,
    });
    const group = await db
      .select()
      .from(transactions)
      .where(eq(transactions.installmentGroupId, second.installmentGroupId!));
    const untouched = group
      .filter((t) => t.id !== second._id)
      .map((t) => [t.installmentIndex, t.valor, t.description, t.transactionDate])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(untouched).toEqual([
      [1, cents(1000), "Geladeira (1/5)", "2026-10-31"],
      [3, cents(1000), "Geladeira (3/5)", "2026-12-31"],
      [4, cents(1000), "Geladeira (4/5)", "2027-01-31"],
      [5, cents(1000), "Geladeira (5/5)", "2027-02-28"],
    ]);
  });

  it("keeps a parcel an expense without an objective", async () => {
    const [first] = await purchase();
    const base = {
      description: "Geladeira (1/5)",
      valor: 10,
      categoryId: null,
      paymentMethodId: null,
      transactionTypeId: types.despesa,
      transactionDate: "2026-10-31",
      isObjective: false,
      objectiveId: null,
    };
    const income = await call<Message>(patch, {
      method: "PATCH",
      path,
      params: { id: first!._id },
      token,
      body: { ...base, transactionTypeId: types.receita },
    });
    expect(income.status).toBe(400);
    expect(income.body.message).toBe("Uma parcela de compra parcelada deve continuar como despesa.");
    const objective = await call<Message>(patch, {
      method: "PATCH",
      path,
      params: { id: first!._id },
      token,
      body: { ...base, isObjective: true, objectiveId: refs.objective.id },
    });
    expect(objective.status).toBe(400);
    expect(objective.body.message).toBe("Compras parceladas não podem ser vinculadas a um objetivo.");
  });

  it("deletes only one parcel by default", async () => {
    const installments = await purchase();
    const res = await call<{ message: string; deletedIds: string[] }>(remove, {
      method: "DELETE",
      path,
      params: { id: installments[2]!._id },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.deletedIds).toEqual([installments[2]!._id]);
    expect(await db.$count(transactions, eq(transactions.installmentGroupId, installments[0]!.installmentGroupId!))).toBe(4);
  });

  it("deletes this parcel and the following ones with scope=following", async () => {
    const installments = await purchase();
    const res = await call<{ message: string; deletedIds: string[] }>(remove, {
      method: "DELETE",
      path,
      params: { id: installments[2]!._id },
      query: { scope: "following" },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("3 parcelas excluídas.");
    expect([...res.body.deletedIds].sort()).toEqual(installments.slice(2).map((t) => t._id).sort());
    const left = await db
      .select({ index: transactions.installmentIndex })
      .from(transactions)
      .where(eq(transactions.installmentGroupId, installments[0]!.installmentGroupId!));
    expect(left.map((t) => t.index).sort()).toEqual([1, 2]);
  });

  it("treats scope=following on a single transaction as deleting just it", async () => {
    const installments = await purchase(2);
    const last = await call<{ deletedIds: string[] }>(remove, {
      method: "DELETE",
      path,
      params: { id: installments[1]!._id },
      query: { scope: "following" },
      token,
    });
    expect(last.body.deletedIds).toEqual([installments[1]!._id]);
  });

  it("answers 404 when another user deletes a parcel with scope=following", async () => {
    const installments = await purchase();
    const res = await call<Message>(remove, {
      method: "DELETE",
      path,
      params: { id: installments[0]!._id },
      query: { scope: "following" },
      token: otherToken,
    });
    expect(res.status).toBe(404);
    expect(await db.$count(transactions, eq(transactions.installmentGroupId, installments[0]!.installmentGroupId!))).toBe(5);
  });
});
