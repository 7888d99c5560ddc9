import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { GET as listTypes } from "@/app/api/v1/transaction/transaction-types/route";
import { currentYearMonth } from "@/lib/domain/calendar";
import { reaisToCents, sumCents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import type { TransactionJson, TransactionTypeJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  body,
  createReferences,
  otherRefs,
  otherToken,
  post,
  refs,
  token,
  types,
  setupOwnerAndStranger,
  ownRowFields,
} from "./transactions-fixtures";

type Message = { message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

setupOwnerAndStranger();

const list = (query: Record<string, string | number | undefined>, as = token) =>
  call<TransactionJson[] & Message>(listAll, { path: "/api/v1/transaction/list-all", query, token: as });

describe("GET /transaction/transaction-types", () => {
  it("lists receita and despesa", async () => {
    const res = await call<TransactionTypeJson[]>(listTypes, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.transactionType).sort()).toEqual(["despesa", "receita"]);
    expect(res.body.find((t) => t.transactionType === "receita")?._id).toBe(types.receita);
  });

  it("requires a session", async () => {
    const res = await call(listTypes, {});
    expect(res.status).toBe(401);
  });
});

describe("POST /transaction", () => {
  it("creates an expense and answers 201 with every reference populated", async () => {
    const res = await post(body());
    expect(res.status).toBe(201);
    const { _id, ...rest } = res.body;
    expect(_id).toMatch(UUID);
    expect(rest).toEqual({
      description: "Supermercado",
      valor: 123.45,
      transactionDate: "2026-03-10",
      categoryId: { _id: refs.category.id, name: "Mercado", color: "#10B981" },
      paymentMethodId: { _id: refs.paymentMethod.id, name: "Pix", color: "#6366F1" },
      transactionTypeId: { _id: types.despesa, transactionType: "despesa" },
      isObjective: false,
      objectiveId: null,
      installmentGroupId: null,
      installmentIndex: null,
      installmentCount: null,
      tags: [],
      payeeId: null,
      categorySource: "person",
      categoryBasis: null,
      ...ownRowFields,
    });
  });

  it("creates an income linked to an objective (a withdrawal of what a deposit put there)", async () => {
    const deposit = await post(body({ isObjective: true, objectiveId: refs.objective.id }));
    expect(deposit.status).toBe(201);
    const res = await post(
      body({ transactionTypeId: types.receita, isObjective: true, objectiveId: refs.objective.id }),
    );
    expect(res.status).toBe(201);
    expect(res.body.transactionTypeId.transactionType).toBe("receita");
    expect(res.body.isObjective).toBe(true);
    expect(res.body.objectiveId).toEqual({ _id: refs.objective.id, name: "Viagem" });
  });

  it("accepts no category, payment method or objective (null, empty or absent)", async () => {
    // A description never used before: a known one would take its usual category (suggestion).
    const res = await post(
      body({ description: "Compra sem histórico", categoryId: null, paymentMethodId: "", objectiveId: undefined }),
    );
    expect(res.status).toBe(201);
    expect(res.body.categoryId).toBeNull();
    expect(res.body.paymentMethodId).toBeNull();
    expect(res.body.objectiveId).toBeNull();
  });

  it("drops an objective sent with isObjective false", async () => {
    const res = await post(body({ isObjective: false, objectiveId: refs.objective.id }));
    expect(res.status).toBe(201);
    expect(res.body.objectiveId).toBeNull();
  });

  it("reads an ISO instant as its day in São Paulo", async () => {
    // 02:30 UTC on the 5th is still 23:30 on the 4th in São Paulo.
    const res = await post(body({ transactionDate: "2026-03-05T02:30:00.000Z" }));
    expect(res.status).toBe(201);
    expect(res.body.transactionDate).toBe("2026-03-04");
    const noon = await post(body({ transactionDate: "2026-03-05T15:00:00.000Z" }));
    expect(noon.body.transactionDate).toBe("2026-03-05");
  });

  it("keeps amounts exact: valor as a number or a numeric string", async () => {
    const max = await post(body({ valor: 999_999_999.99 }));
    expect(max.status).toBe(201);
    expect(max.body.valor).toBe(999_999_999.99);
    const cent = await post(body({ valor: 0.01 }));
    expect(cent.body.valor).toBe(0.01);
    const text = await post(body({ valor: "10.5" }));
    expect(text.status).toBe(201);
    expect(text.body.valor).toBe(10.5);
    // Binary noise is still whole centavos: 0.1 + 0.2 is 30 centavos (lib/amount-schema).
    const noise = await post(body({ valor: 0.1 + 0.2 }));
    expect(noise.status).toBe(201);
    expect(noise.body.valor).toBe(0.3);
  });

  it.each([
    ["zero", 0, "O valor deve ser maior que zero."],
    ["negative", -10, "O valor deve ser maior que zero."],
    ["three decimals", 0.001, "Valor inválido: use um número positivo com até duas casas decimais."],
    ["a third decimal string", "10.005", "Valor inválido: use um número positivo com até duas casas decimais."],
    ["above the maximum", 1_000_000_000, "O valor máximo é R$ 999.999.999,99."],
    ["not a number", "dez reais", "Valor inválido: use um número positivo com até duas casas decimais."],
    ["a Brazilian string", "10,50", "Valor inválido: use um número positivo com até duas casas decimais."],
    ["missing", undefined, "O valor é obrigatório."],
    ["infinite", "Infinity", "Valor inválido: use um número positivo com até duas casas decimais."],
  ])("rejects valor %s with 400", async (_label, valor, message) => {
    const res = await post(body({ valor }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ["blank description", { description: "   " }, "A descrição é obrigatória."],
    ["missing description", { description: undefined }, "A descrição é obrigatória."],
    ["long description", { description: "x".repeat(201) }, "A descrição deve ter no máximo 200 caracteres."],
    ["missing date", { transactionDate: undefined }, "A data é obrigatória."],
    ["bad date", { transactionDate: "10/03/2026" }, "Data inválida: use o formato AAAA-MM-DD."],
    ["impossible date", { transactionDate: "2026-02-30" }, "Data inválida: use o formato AAAA-MM-DD."],
    ["date before 2000", { transactionDate: "1999-12-31" }, "A data deve estar entre 01/01/2000 e 31/12/2100."],
    ["missing type", { transactionTypeId: undefined }, "O tipo de transação é obrigatório."],
    ["bad category id", { categoryId: "abc" }, "Identificador inválido."],
    ["objective without id", { isObjective: true, objectiveId: null }, "Selecione o objetivo vinculado."],
    ["isObjective not boolean", { isObjective: "sim" }, "isObjective deve ser verdadeiro ou falso."],
  ])("rejects %s with 400", async (_label, overrides, message) => {
    const res = await post(body(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("rejects an unknown transaction type with 400", async () => {
    const res = await post(body({ transactionTypeId: "00000000-0000-4000-8000-000000000000" }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Tipo de transação não encontrado.");
  });

  it.each([
    ["category", "categoryId", "Categoria não encontrada."],
    ["payment method", "paymentMethodId", "Meio de pagamento não encontrado."],
    ["objective", "objectiveId", "Objetivo não encontrado."],
  ] as const)("answers 404 for another user's %s", async (_label, field, message) => {
    const foreign = {
      categoryId: otherRefs.category.id,
      paymentMethodId: otherRefs.paymentMethod.id,
      objectiveId: otherRefs.objective.id,
    }[field];
    const res = await post(body({ [field]: foreign, isObjective: field === "objectiveId" }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await post("{não é json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("O corpo da requisição não é um JSON válido.");
  });
});

describe("GET /transaction/list-all", () => {
  let user: string;
  beforeAll(async () => {
    const fresh = await createTestUser();
    user = fresh.token;
    const own = await createReferences(fresh.user.id, "Meu ");
    const add = (payload: Record<string, unknown>) =>
      post(
        {
          description: "x",
          valor: 1,
          transactionTypeId: types.despesa,
          categoryId: own.category.id,
          transactionDate: "2026-05-15",
          ...payload,
        },
        user,
      );
    await add({ description: "Salário", valor: 0.1, transactionTypeId: types.receita, transactionDate: "2026-05-01" });
    await add({ description: "Bônus", valor: 0.2, transactionTypeId: types.receita, transactionDate: "2026-05-31" });
    const cafe = await add({ description: "Café", valor: 0.05, transactionDate: "2026-05-20", categoryId: null });
    await add({ description: "Almoço", valor: 0.15, transactionDate: "2026-05-20" });
    // Same day, back to back: created_at may tie on the embedded DB's ms clock; Café is made older.
    await db.execute(
      sql`update transactions set created_at = created_at - interval '1 minute' where id = ${cafe.body._id}`,
    );
    await add({ description: "Abril", valor: 9, transactionDate: "2026-04-30" });
    await add({ description: "Junho", valor: 9, transactionDate: "2026-06-01" });
    await add({ description: "Maio do ano passado", valor: 9, transactionDate: "2025-05-10" });
  });

  it("answers the month's transactions, newest date first then newest created", async () => {
    const res = await list({ month: 5, year: 2026 }, user);
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.description)).toEqual(["Bônus", "Almoço", "Café", "Salário"]);
    expect(res.body.map((t) => t.transactionDate)).toEqual([
      "2026-05-31",
      "2026-05-20",
      "2026-05-20",
      "2026-05-01",
    ]);
  });

  it("populates category, payment method, type and objective", async () => {
    const res = await list({ month: 5, year: 2026 }, user);
    const lunch = res.body.find((t) => t.description === "Almoço");
    expect(lunch?.categoryId).toMatchObject({ name: "Meu Mercado", color: "#10B981" });
    expect(lunch?.categoryId?._id).toMatch(UUID);
    expect(lunch?.transactionTypeId.transactionType).toBe("despesa");
    expect(res.body.find((t) => t.description === "Café")?.categoryId).toBeNull();
  });

  it("answers valor as exact JSON numbers: 0.10 + 0.20 = 0.30 in centavos", async () => {
    const res = await list({ month: 5, year: 2026 }, user);
    const cents = (type: string) =>
      res.body
        .filter((t) => t.transactionTypeId.transactionType === type)
        .map((t) => reaisToCents(t.valor));
    expect(res.body.map((t) => t.valor)).toEqual([0.2, 0.15, 0.05, 0.1]);
    expect([sumCents(cents("receita")), sumCents(cents("despesa"))]).toEqual([30, 20]);
  });

  it("defaults the year to the current one in São Paulo", async () => {
    const { year, month } = currentYearMonth();
    const day = `${year}-${String(month).padStart(2, "0")}-01`;
    const made = await post(
      body({ description: "Este mês", transactionDate: day, categoryId: null, paymentMethodId: null }),
      user,
    );
    expect(made.status).toBe(201);
    const res = await list({ month }, user);
    expect(res.status).toBe(200);
    expect(res.body.some((t) => t._id === made.body._id)).toBe(true);
    expect(res.body.every((t) => t.transactionDate.startsWith(`${year}-`))).toBe(true);
  });

  it("only lists the signed-in user's transactions", async () => {
    const res = await list({ month: 5, year: 2026 }, otherToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    [{ month: 0 }, "Mês inválido: informe um número de 1 a 12."],
    [{ month: 13 }, "Mês inválido: informe um número de 1 a 12."],
    [{ month: "abc" }, "Mês inválido: informe um número de 1 a 12."],
    [{ month: 1.5 }, "Mês inválido: informe um número de 1 a 12."],
    [{}, "Mês inválido: informe um número de 1 a 12."],
    [{ month: 5, year: 1999 }, "Ano inválido: use um ano entre 2000 e 2100."],
    [{ month: 5, year: "abc" }, "Ano inválido."],
  ])("rejects %o with 400", async (query, message) => {
    const res = await list(query, user);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
