import { beforeAll, expect } from "vitest";
import { POST as create } from "@/app/api/v1/transaction/route";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { db } from "@/lib/server/db";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { categories, objectives, paymentMethods, transactionTypes } from "@/db/schema";
import { cents } from "@/lib/format/money";

/** The ids of the two fixed transaction types. */
export async function transactionTypeIds() {
  const rows = await db.select().from(transactionTypes);
  const receita = rows.find((r) => r.transactionType === "receita")?.id;
  const despesa = rows.find((r) => r.transactionType === "despesa")?.id;
  if (!receita || !despesa) throw new Error("transaction types missing");
  return { receita, despesa };
}

/** A category, a payment method and an objective owned by `userId`. */
export async function createReferences(userId: string, prefix = "") {
  const [category] = await db
    .insert(categories)
    .values({ userId, name: `${prefix}Mercado`, color: "#10B981" })
    .returning();
  const [paymentMethod] = await db
    .insert(paymentMethods)
    .values({ userId, name: `${prefix}Pix`, color: "#6366F1" })
    .returning();
  const [objective] = await db
    .insert(objectives)
    .values({ userId, name: `${prefix}Viagem`, targetValue: cents(500000) })
    .returning();
  if (!category || !paymentMethod || !objective) throw new Error("fixtures not created");
  return { category, paymentMethod, objective };
}

export type TransactionRefs = Awaited<ReturnType<typeof createReferences>>;

/** Two signed-in users, each with a category, a payment method and an objective of their own. */
export async function createOwnerAndStranger() {
  const owner = await createTestUser();
  const other = await createTestUser();
  return {
    token: owner.token,
    otherToken: other.token,
    types: await transactionTypeIds(),
    refs: await createReferences(owner.user.id),
    otherRefs: await createReferences(other.user.id, "Outro "),
  };
}

/** A plain expense of the owner, as the API's POST /transaction takes it. */
export function expenseBody(
  refs: TransactionRefs,
  types: { despesa: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    description: "Supermercado",
    valor: 123.45,
    categoryId: refs.category.id,
    paymentMethodId: refs.paymentMethod.id,
    transactionTypeId: types.despesa,
    transactionDate: "2026-03-10",
    isObjective: false,
    objectiveId: null,
    ...overrides,
  };
}

/** The owner and the stranger of a file that calls `setupOwnerAndStranger()`, filled before its first test. */
export let token: string;
export let otherToken: string;
export let types: { receita: string; despesa: string };
export let refs: TransactionRefs;
export let otherRefs: TransactionRefs;

export function setupOwnerAndStranger() {
  beforeAll(async () => {
    ({ token, otherToken, types, refs, otherRefs } = await createOwnerAndStranger());
  });
}

/** The owner's plain expense (see `expenseBody`), with `overrides`. */
export const body = (overrides: Record<string, unknown> = {}) => expenseBody(refs, types, overrides);

/** POST /transaction, as the owner unless told otherwise. */
export const post = (payload: unknown, as = token) =>
  call<TransactionJson & { message: string }>(create, {
    method: "POST",
    path: "/api/v1/transaction",
    body: payload,
    token: as,
  });

const anyText = expect.any(String) as unknown as string;

/** What a row answers of who owns and who wrote it, for a row its owner typed and never changed. */
export const ownRowFields = {
  ownerId: anyText,
  household: false,
  paidBy: anyText,
  split: null,
  createdBy: { id: anyText, name: anyText },
  updatedBy: null,
  updatedAt: anyText,
  access: "owner",
};
