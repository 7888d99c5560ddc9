import { expect } from "vitest";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { GET as listTagsRoute } from "@/app/api/v1/tags/route";
import type { TagJson } from "@/lib/schemas/tags";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

type Answer = TransactionJson & { message?: string };

/** A signed-in person with no categories: enough to write transactions with tags. */
export async function tagUser() {
  const { user, token } = await createTestUser();
  return { userId: user.id, token, types: await transactionTypeIds() };
}
export type TagUser = Awaited<ReturnType<typeof tagUser>>;

/** A despesa (or the given fields) through POST /transaction. */
export function postExpense(who: TagUser, fields: Record<string, unknown> = {}) {
  return call<Answer>(createTransaction, {
    method: "POST",
    path: "/api/v1/transaction",
    token: who.token,
    body: {
      description: "Almoço",
      valor: 50,
      transactionTypeId: who.types.despesa,
      transactionDate: "2026-03-10",
      ...fields,
    },
  });
}

/** A 3× purchase through POST /transaction/installment; its parcelas in order. */
export async function postPurchase(who: TagUser, fields: Record<string, unknown> = {}) {
  const res = await call<TransactionJson[]>(createInstallments, {
    method: "POST",
    path: "/api/v1/transaction/installment",
    token: who.token,
    body: {
      description: "Passagem",
      valor: 900,
      installments: 3,
      transactionTypeId: who.types.despesa,
      transactionDate: "2026-03-05",
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** PATCH /transaction/{id} with the row's own fields and the changes on top. */
export function patchRow(who: TagUser, row: TransactionJson, changes: Record<string, unknown>) {
  return call<Answer>(patchTransaction, {
    method: "PATCH",
    params: { id: row._id },
    token: who.token,
    body: {
      description: row.description,
      valor: row.valor,
      transactionTypeId: row.transactionTypeId._id,
      transactionDate: row.transactionDate,
      categoryId: row.categoryId?._id ?? null,
      paymentMethodId: row.paymentMethodId?._id ?? null,
      ...changes,
    },
  });
}

/** GET /tags. */
export async function listTags(token: string): Promise<TagJson[]> {
  const res = await call<TagJson[]>(listTagsRoute, { path: "/api/v1/tags", token });
  expect(res.status).toBe(200);
  return res.body;
}
