import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  DELETE as remove,
  GET as getOne,
  PATCH as patch,
} from "@/app/api/v1/transaction/[id]/route";
import { db } from "@/lib/server/db";
import { categories, transactions } from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import {
  body,
  otherRefs,
  otherToken,
  post,
  refs,
  token,
  types,
  setupOwnerAndStranger,
} from "./transactions-fixtures";

type Message = { message: string };

setupOwnerAndStranger();

describe("GET, PATCH, DELETE /transaction/{id}", () => {
  const path = "/api/v1/transaction/x";

  it("reads one transaction; another user's id is 404", async () => {
    const { body: tx } = await post(body());
    const mine = await call<TransactionJson>(getOne, { path, params: { id: tx._id }, token });
    expect(mine.status).toBe(200);
    expect(mine.body._id).toBe(tx._id);
    const theirs = await call<Message>(getOne, { path, params: { id: tx._id }, token: otherToken });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Transação não encontrada.");
  });

  it("edits every field and answers the populated transaction", async () => {
    const { body: tx } = await post(body());
    // A receita linked to an objective withdraws from it, so the objective needs the money first.
    expect((await post(body({ valor: 5000, isObjective: true, objectiveId: refs.objective.id }))).status).toBe(201);
    const res = await call<TransactionJson>(patch, {
      method: "PATCH",
      path,
      params: { id: tx._id },
      token,
      body: body({
        description: "Salário de março",
        valor: 5000,
        transactionTypeId: types.receita,
        categoryId: null,
        transactionDate: "2026-03-31",
        isObjective: true,
        objectiveId: refs.objective.id,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: tx._id,
      description: "Salário de março",
      valor: 5000,
      transactionDate: "2026-03-31",
      categoryId: null,
      transactionTypeId: { transactionType: "receita" },
      isObjective: true,
      objectiveId: { _id: refs.objective.id },
    });
  });

  it("validates a PATCH body like a create", async () => {
    const { body: tx } = await post(body());
    const res = await call<Message>(patch, {
      method: "PATCH",
      path,
      params: { id: tx._id },
      token,
      body: body({ valor: 0 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("O valor deve ser maior que zero.");
  });

  it("answers 404 on PATCH of another user's transaction and leaves it untouched", async () => {
    const { body: tx } = await post(body());
    const res = await call<Message>(patch, {
      method: "PATCH",
      path,
      params: { id: tx._id },
      token: otherToken,
      body: body({ description: "Invadido", categoryId: null, paymentMethodId: null }),
    });
    expect(res.status).toBe(404);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, tx._id));
    expect(row?.description).toBe("Supermercado");
  });

  it("answers 404 on PATCH pointing at another user's category or objective", async () => {
    const { body: tx } = await post(body());
    const category = await call<Message>(patch, {
      method: "PATCH",
      path,
      params: { id: tx._id },
      token,
      body: body({ categoryId: otherRefs.category.id }),
    });
    expect(category.status).toBe(404);
    expect(category.body.message).toBe("Categoria não encontrada.");
    const objective = await call<Message>(patch, {
      method: "PATCH",
      path,
      params: { id: tx._id },
      token,
      body: body({ isObjective: true, objectiveId: otherRefs.objective.id }),
    });
    expect(objective.status).toBe(404);
    expect(objective.body.message).toBe("Objetivo não encontrado.");
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const res = await call<Message>(getOne, { path, params: { id: "123" }, token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Identificador de transação inválido.");
  });

  it("deletes one transaction; another user's id is 404", async () => {
    const { body: tx } = await post(body());
    const theirs = await call<Message>(remove, {
      method: "DELETE",
      path,
      params: { id: tx._id },
      token: otherToken,
    });
    expect(theirs.status).toBe(404);
    const res = await call<{ message: string; deletedIds: string[] }>(remove, {
      method: "DELETE",
      path,
      params: { id: tx._id },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Transação excluída.", deletedIds: [tx._id] });
    const again = await call<Message>(remove, {
      method: "DELETE",
      path,
      params: { id: tx._id },
      token,
    });
    expect(again.status).toBe(404);
  });

  it("rejects an unknown delete scope", async () => {
    const { body: tx } = await post(body());
    const res = await call<Message>(remove, {
      method: "DELETE",
      path,
      params: { id: tx._id },
      query: { scope: "all" },
      token,
    });
    expect(res.status).toBe(400);
  });

  it("keeps the transaction when its category is deleted (shown without category)", async () => {
    const { body: tx } = await post(body());
    await db.delete(categories).where(eq(categories.id, refs.category.id));
    const res = await call<TransactionJson>(getOne, { path, params: { id: tx._id }, token });
    expect(res.status).toBe(200);
    expect(res.body.categoryId).toBeNull();
  });
});
