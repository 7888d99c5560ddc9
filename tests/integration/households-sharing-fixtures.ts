import { eq } from "drizzle-orm";
import { GET as listAllTransactions } from "@/app/api/v1/transaction/list-all/route";
import { POST as postTransaction } from "@/app/api/v1/transaction/route";
import { DELETE as deleteTransaction, GET as getTransaction, PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { GET as searchTransactions } from "@/app/api/v1/transaction/search/route";
import { GET as csvReport } from "@/app/api/v1/reports/transactions.csv/route";
import { GET as listPaymentMethods } from "@/app/api/v1/payment-method/list-all/route";
import {
  DELETE as deletePaymentMethod,
  GET as getPaymentMethod,
  PATCH as patchPaymentMethod,
} from "@/app/api/v1/payment-method/[id]/route";
import { db } from "@/lib/server/db";
import { categories, payees, paymentMethods } from "@/db/schema";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createHouseholds } from "./households-items-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

export type { Person } from "./households-items-fixtures";
type Answer<T> = T & { message?: string; code?: string };

/** The month every row of these tests is dated in. */
export const MONTH = { year: 2026, month: 3 } as const;

async function account(userId: string, name: string) {
  const [row] = await db.insert(paymentMethods).values({ userId, name, color: "#0EA5E9", kind: "account" }).returning();
  if (!row) throw new Error("account not created");
  return row.id;
}

async function category(userId: string, name: string, householdId: string | null = null) {
  const [row] = await db.insert(categories).values({ userId, name, color: "#10B981", householdId }).returning();
  if (!row) throw new Error("category not created");
  return row.id;
}

async function payee(userId: string, name: string) {
  const [row] = await db.insert(payees).values({ userId, name, nameKey: name.toLowerCase() }).returning();
  if (!row) throw new Error("payee not created");
  return row.id;
}

/**
 * The households of `createHouseholds`: Ana owns "Casa da Ana" with Bruno ("Ver e lançar") and
 * Carla ("Só ver"); Davi owns another household; Eva belongs to none. Ana has three accounts:
 * private, shared and read-only (still private here: the tests share them through the API); each
 * other person one of their own.
 */
export async function createSharingWorld() {
  const people = await createHouseholds();
  const { ana, bruno, carla, davi, eva, householdId } = people;
  return {
    ...people,
    types: await transactionTypeIds(),
    accounts: {
      anaPrivate: await account(ana.user.id, "Ana Reserva"),
      anaShared: await account(ana.user.id, "Conta Conjunta"),
      anaReadOnly: await account(ana.user.id, "Ana Salário"),
      bruno: await account(bruno.user.id, "Bruno Conta"),
      carla: await account(carla.user.id, "Carla Conta"),
      davi: await account(davi.user.id, "Davi Conta"),
      eva: await account(eva.user.id, "Eva Conta"),
    },
    categories: {
      anaPrivate: await category(ana.user.id, "Presentes da Ana"),
      household: await category(ana.user.id, "Supermercado", householdId),
      bruno: await category(bruno.user.id, "Bruno Lazer"),
    },
    payees: { ana: await payee(ana.user.id, "Padaria da Ana"), bruno: await payee(bruno.user.id, "Bar do Bruno") },
  };
}

export type SharingWorld = Awaited<ReturnType<typeof createSharingWorld>>;

/** Sets a payment method's sharing straight in the database (the API's PATCH is tested apart). */
export async function setSharing(id: string, sharing: "private" | "shared" | "read_only") {
  await db.update(paymentMethods).set({ sharing }).where(eq(paymentMethods.id, id));
}

/** The routes, called as a signed-in person. */
export const api = {
  create: (token: string, body: unknown) =>
    call<Answer<TransactionJson>>(postTransaction, { method: "POST", path: "/api/v1/transaction", token, body }),
  get: (token: string, id: string) =>
    call<Answer<TransactionJson>>(getTransaction, { path: `/api/v1/transaction/${id}`, token, params: { id } }),
  patch: (token: string, id: string, body: unknown) =>
    call<Answer<TransactionJson>>(patchTransaction, { method: "PATCH", path: `/api/v1/transaction/${id}`, token, params: { id }, body }),
  remove: (token: string, id: string) =>
    call<Answer<{ deletedIds: string[] }>>(deleteTransaction, { method: "DELETE", path: `/api/v1/transaction/${id}`, token, params: { id } }),
  month: (token: string, query: Record<string, string> = {}) =>
    call<Answer<TransactionJson[]>>(listAllTransactions, { path: "/api/v1/transaction/list-all", token, query: { ...MONTH, ...query } }),
  search: (token: string, q: string) =>
    call<Answer<TransactionJson[]>>(searchTransactions, { path: "/api/v1/transaction/search", token, query: { q } }),
  csv: (token: string) =>
    call<string>(csvReport, { path: "/api/v1/reports/transactions.csv", token, query: { from: "2026-03", to: "2026-03" } }),
  methods: (token: string) =>
    call<Answer<PaymentMethodJson[]>>(listPaymentMethods, { path: "/api/v1/payment-method/list-all", token }),
  method: (token: string, id: string) =>
    call<Answer<PaymentMethodJson>>(getPaymentMethod, { path: `/api/v1/payment-method/${id}`, token, params: { id } }),
  patchMethod: (token: string, id: string, body: unknown) =>
    call<Answer<PaymentMethodJson>>(patchPaymentMethod, {
      method: "PATCH",
      path: `/api/v1/payment-method/${id}`,
      token,
      params: { id },
      body,
    }),
  deleteMethod: (token: string, id: string) =>
    call<Answer<object>>(deletePaymentMethod, { method: "DELETE", path: `/api/v1/payment-method/${id}`, token, params: { id } }),
};

/** An expense in March 2026, as POST /transaction takes it. */
export function expense(world: SharingWorld, fields: Record<string, unknown>) {
  return {
    description: "Compra",
    valor: 100,
    transactionTypeId: world.types.despesa,
    transactionDate: "2026-03-10",
    categoryId: null,
    paymentMethodId: null,
    ...fields,
  };
}
