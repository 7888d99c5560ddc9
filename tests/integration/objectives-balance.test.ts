import { beforeEach, describe, expect, it } from "vitest";
import { GET as listObjectives } from "@/app/api/v1/objective/list-all/route";
import { DELETE as deleteTransaction, PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import { objectives, transactions } from "@/db/schema";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * An objective holds its deposits (linked despesas) minus its withdrawals (linked receitas), and
 * never less than zero: a deposit that withdrawals already used cannot be deleted, lowered, turned
 * into a receita, unlinked or moved to another objective.
 */
const NBSP = "\u00a0";
let token: string;
let userId: string;
let types: { receita: string; despesa: string };
let reserva: string;
let viagem: string;

type Answer = { _id: string; message: string };

const body = (valor: number, type: "receita" | "despesa", objectiveId: string | null) => ({
  description: type === "despesa" ? "Depósito" : "Retirada",
  valor,
  transactionDate: "2026-05-10",
  transactionTypeId: types[type],
  categoryId: null,
  paymentMethodId: null,
  isObjective: objectiveId !== null,
  objectiveId,
});
const create = (valor: number, type: "receita" | "despesa", objectiveId: string = reserva) =>
  call<Answer>(createTransaction, { method: "POST", body: body(valor, type, objectiveId), token });
const patch = (id: string, payload: unknown) =>
  call<Answer>(patchTransaction, { method: "PATCH", params: { id }, body: payload, token });
const remove = (id: string) => call<Answer>(deleteTransaction, { method: "DELETE", params: { id }, token });

async function created(valor: number, type: "receita" | "despesa", objectiveId: string = reserva): Promise<string> {
  const res = await create(valor, type, objectiveId);
  expect(res.status, res.body.message).toBe(201);
  return res.body._id;
}

async function held(objectiveId: string): Promise<number | undefined> {
  const res = await call<ObjectiveJson[]>(listObjectives, { token });
  return res.body.find((o) => o._id === objectiveId)?.actualValue;
}

const inUse = (change: "excluir esta transação" | "salvar a alteração", name: string, shortfall: string) =>
  `Não é possível ${change}: o objetivo "${name}" ficaria negativo em R$${NBSP}${shortfall}, pois já houve retiradas dele. Exclua ou diminua essas retiradas antes.`;

beforeEach(async () => {
  const me = await createTestUser();
  token = me.token;
  userId = me.user.id;
  types = await transactionTypeIds();
  const rows = await db
    .insert(objectives)
    .values([
      { userId, name: "Reserva", targetValue: cents(100000) },
      { userId, name: "Viagem", targetValue: cents(100000) },
    ])
    .returning();
  reserva = rows[0]!.id;
  viagem = rows[1]!.id;
});

describe("deleting a transaction linked to an objective", () => {
  it("refuses to delete a deposit that withdrawals used, naming the objective; the objective keeps its money", async () => {
    const deposit = await created(100, "despesa");
    const withdrawal = await created(80, "receita");
    const refused = await remove(deposit);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(inUse("excluir esta transação", "Reserva", "80,00"));
    expect(await held(reserva)).toBe(20);
    // Once the withdrawal is gone, the deposit can go too.
    expect((await remove(withdrawal)).status).toBe(200);
    expect(await held(reserva)).toBe(100);
    expect((await remove(deposit)).status).toBe(200);
    expect(await held(reserva)).toBe(0);
  });

  it("deletes a deposit the withdrawals did not need, down to exactly zero", async () => {
    const first = await created(100, "despesa");
    await created(50.01, "despesa");
    await created(50.01, "receita");
    expect((await remove(first)).status).toBe(200);
    expect(await held(reserva)).toBe(0);
  });

  it("two deletions at once cannot both pass: the second sees the first", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await created(100, "despesa", viagem);
      const b = await created(100, "despesa", viagem);
      const w = await created(100, "receita", viagem);
      // Either deposit alone may go (100 − 100 = 0), not both.
      const answers = await Promise.all([remove(a), remove(b)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(await held(viagem)).toBe(0);
      await remove(w);
      for (const id of [a, b]) await remove(id);
      expect(await held(viagem)).toBe(0);
    }
  });

  it("a deletion racing a withdrawal: only one of them passes", async () => {
    for (let round = 0; round < 4; round++) {
      const deposit = await created(100, "despesa");
      const [deleted, withdrawn] = await Promise.all([remove(deposit), create(100, "receita")]);
      // Exactly one wins (the deletion answers 200, the withdrawal 201); the other is refused.
      const won = [deleted.status === 200, withdrawn.status === 201].filter(Boolean);
      expect(won).toHaveLength(1);
      expect([deleted.status, withdrawn.status]).toContain(400);
      expect(await held(reserva)).toBe(0);
      if (withdrawn.status === 201) {
        await remove(withdrawn.body._id);
        await remove(deposit);
      }
    }
  });

  it("a balance already below zero (older data) can be mended, never lowered further", async () => {
    const [old] = await db
      .insert(transactions)
      .values({
        userId,
        description: "Retirada antiga",
        valor: cents(3000),
        transactionDate: day("2024-01-10"),
        transactionTypeId: types.receita,
        isObjective: true,
        objectiveId: reserva,
      })
      .returning({ id: transactions.id });
    const deposit = await created(0.01, "despesa");
    expect(await held(reserva)).toBe(-29.99);
    expect((await remove(deposit)).status).toBe(400);
    expect((await patch(old!.id, { ...body(10, "receita", reserva), transactionDate: "2024-01-10" })).status).toBe(200);
    expect(await held(reserva)).toBe(-9.99);
    expect((await remove(old!.id)).status).toBe(200);
    expect(await held(reserva)).toBe(0.01);
  });
});

describe("editing a transaction linked to an objective", () => {
  let deposit: string;

  beforeEach(async () => {
    deposit = await created(100, "despesa");
    await created(80, "receita");
  });

  it("refuses to lower a used deposit below the withdrawals, and allows down to exactly zero", async () => {
    const lowered = await patch(deposit, body(50, "despesa", reserva));
    expect(lowered.status).toBe(400);
    expect(lowered.body.message).toBe(inUse("salvar a alteração", "Reserva", "30,00"));
    expect(await held(reserva)).toBe(20);
    expect((await patch(deposit, body(80, "despesa", reserva))).status).toBe(200);
    expect(await held(reserva)).toBe(0);
    expect((await patch(deposit, body(120.5, "despesa", reserva))).status).toBe(200);
    expect(await held(reserva)).toBe(40.5);
  });

  it("refuses to turn a used deposit into a receita, unlink it or move it to another objective", async () => {
    const asIncome = await patch(deposit, body(100, "receita", reserva));
    expect(asIncome.status).toBe(400);
    expect(asIncome.body.message).toBe(inUse("salvar a alteração", "Reserva", "180,00"));
    const unlinked = await patch(deposit, body(100, "despesa", null));
    expect(unlinked.body.message).toBe(inUse("salvar a alteração", "Reserva", "80,00"));
    const moved = await patch(deposit, body(100, "despesa", viagem));
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(inUse("salvar a alteração", "Reserva", "80,00"));
    expect(await held(reserva)).toBe(20);
    expect(await held(viagem)).toBe(0);
  });

  it("a withdrawal still reads the withdrawal rule", async () => {
    const res = await create(20.01, "receita");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Saldo insuficiente no objetivo: só é possível retirar até R$${NBSP}20,00.`);
  });
});
