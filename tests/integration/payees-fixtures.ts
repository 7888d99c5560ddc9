import { expect } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/payees/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/payees/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import type { PayeeJson } from "@/lib/schemas/payees";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createOwnerAndStranger, expenseBody } from "./transactions-fixtures";

type Answer<T> = T & { message?: string; code?: string };
export type People = Awaited<ReturnType<typeof createOwnerAndStranger>>;

export const people = createOwnerAndStranger;

export const createPayee = (token: string, body: Record<string, unknown>) =>
  call<Answer<PayeeJson>>(createRoute, { method: "POST", path: "/api/v1/payees", token, body });

export const listPayees = (token: string, query: Record<string, string> = {}) =>
  call<Answer<PayeeJson[]>>(listRoute, { path: "/api/v1/payees", token, query });

export const getPayee = (token: string, id: string) =>
  call<Answer<PayeeJson>>(getRoute, { params: { id }, token });

export const patchPayee = (token: string, id: string, body: Record<string, unknown>) =>
  call<Answer<PayeeJson>>(patchRoute, { method: "PATCH", params: { id }, token, body });

export const deletePayee = (token: string, id: string) =>
  call<Answer<object>>(deleteRoute, { method: "DELETE", params: { id }, token });

/** A payee of the owner, by name; fails the test when it cannot be created. */
export async function payeeOf(token: string, name: string, fields: Record<string, unknown> = {}): Promise<PayeeJson> {
  const res = await createPayee(token, { name, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** An expense of the owner through POST /transaction. */
export function postExpense(p: People, overrides: Record<string, unknown> = {}) {
  return call<Answer<TransactionJson>>(createTransaction, {
    method: "POST",
    path: "/api/v1/transaction",
    token: p.token,
    body: expenseBody(p.refs, p.types, overrides),
  });
}
