import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { recurringPayments } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { POST as createCategoryRule } from "@/app/api/v1/category-rule/route";
import { createUnsubscribeToken } from "@/server/reminders/unsubscribe-token";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { POST as createPaymentMethod } from "@/app/api/v1/payment-method/route";
import { POST as payRecurring } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { POST as createTransfer } from "@/app/api/v1/transfer/route";
import { POST as payStatement } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/route";
import { call } from "../../helpers/api";
import { fixtureBytes, uploadStatement } from "../import-fixtures";
import type { ApiRoute, RouteHandler, Verb } from "../../helpers/api-routes";
import { createTestUser, TEST_PASSWORD } from "../../helpers/users";
import { transactionTypeIds } from "../transactions-fixtures";

/** One record of each entity a user owns, by the name of the id that reaches it. */
export interface Records {
  categoryId: string;
  paymentMethodId: string;
  objectiveId: string;
  transactionId: string;
  /** The middle parcel of a 3-parcel series. */
  installmentId: string;
  recurringPaymentId: string;
  /** A statement import still in preview. */
  importId: string;
  categoryRuleId: string;
  /** A credit card with a 3-parcela purchase and a payment on its first fatura. */
  cardId: string;
  installmentGroupId: string;
  cardPaymentId: string;
  /** A second account, and a transfer from the first one into it. */
  accountId: string;
  transferId: string;
}

export interface Caller {
  userId: string;
  email: string;
  token: string;
  /** The signed token of the caller's reminder e-mails' unsubscribe link. */
  unsubscribeToken: string;
  records: Records;
  types: { receita: string; despesa: string };
}

/** The card's first fatura in every fixture (closing on the 3rd, due on the 10th, bought 05/01/2030). */
export const STATEMENT_MONTH = "2030-02";

/** The recurring payment in every fixture is due on day 10 from January 2026. */
export const PAID_DUE_DATE = "2026-02-10";
export const UNPAID_DUE_DATE = "2026-03-10";

async function created<T extends { _id: string }>(
  handler: RouteHandler,
  path: string,
  token: string,
  body: unknown,
  params?: Record<string, string>,
): Promise<T> {
  const res = await call<T>(handler, { method: "POST", path, token, body, params });
  if (res.status !== 201) throw new Error(`fixture POST ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A signed-in user with one record of every entity, made through the API as a person would. */
export async function createCaller(): Promise<Caller> {
  const { user, token } = await createTestUser();
  const types = await transactionTypeIds();
  const category = await created(createCategory, "/api/v1/category", token, { name: "Mercado", color: "#10B981" });
  const method = await created(createPaymentMethod, "/api/v1/payment-method", token, { name: "Pix" });
  const objective = await created(createObjective, "/api/v1/objective", token, { name: "Viagem", targetValue: 5000 });
  const transaction = await created(createTransaction, "/api/v1/transaction", token, {
    description: "Supermercado",
    valor: 123.45,
    categoryId: category._id,
    paymentMethodId: method._id,
    transactionTypeId: types.despesa,
    transactionDate: "2026-03-10",
    isObjective: true,
    objectiveId: objective._id,
  });
  const parcels = await call<Array<{ _id: string }>>(createInstallments, {
    method: "POST",
    path: "/api/v1/transaction/installment",
    token,
    body: {
      description: "Geladeira",
      valor: 300,
      installments: 3,
      categoryId: category._id,
      paymentMethodId: method._id,
      transactionTypeId: types.despesa,
      transactionDate: "2026-02-05",
    },
  });
  const installmentId = parcels.body[1]?._id;
  if (parcels.status !== 201 || !installmentId) throw new Error(`fixture installments → ${parcels.status}`);
  const recurring = await created(createRecurring, "/api/v1/recurring-payments", token, {
    name: "Internet",
    amount: 99.9,
    dueDay: 10,
    categoryId: category._id,
    paymentMethodId: method._id,
  });
  // A bill falls due from the day it was created: dated back so 2026's dates can be paid.
  await db
    .update(recurringPayments)
    .set({ createdAt: new Date("2026-01-01T03:00:00.000Z") })
    .where(eq(recurringPayments.id, recurring._id));
  const paid = await call(payRecurring, {
    method: "POST",
    path: `/api/v1/recurring-payments/${recurring._id}/pay`,
    params: { id: recurring._id },
    token,
    body: { dueDate: PAID_DUE_DATE },
  });
  if (paid.status !== 201) throw new Error(`fixture pay → ${paid.status} ${JSON.stringify(paid.body)}`);
  const rule = await created(createCategoryRule, "/api/v1/category-rule", token, {
    contains: "supermercado",
    categoryId: category._id,
    paymentMethodId: method._id,
  });
  const card = await created(createPaymentMethod, "/api/v1/payment-method", token, {
    name: "Cartão Roxo",
    kind: "credit_card",
    closingDay: 3,
    dueDay: 10,
    creditLimit: 5000,
  });
  const cardParcels = await call<Array<{ installmentGroupId: string }>>(createInstallments, {
    method: "POST",
    path: "/api/v1/transaction/installment",
    token,
    body: {
      description: "Notebook",
      valor: 300,
      installments: 3,
      paymentMethodId: card._id,
      transactionTypeId: types.despesa,
      transactionDate: "2030-01-05",
    },
  });
  const installmentGroupId = cardParcels.body[0]?.installmentGroupId;
  if (cardParcels.status !== 201 || !installmentGroupId) throw new Error(`fixture card parcels → ${cardParcels.status}`);
  const cardPayment = await created(
    payStatement,
    `/api/v1/payment-method/${card._id}/statements/${STATEMENT_MONTH}/payments`,
    token,
    { amount: 40, paidOn: "2026-03-01", fromPaymentMethodId: method._id },
    { id: card._id, month: STATEMENT_MONTH },
  );
  const account = await created(createPaymentMethod, "/api/v1/payment-method", token, { name: "Poupança" });
  const transfer = await created(createTransfer, "/api/v1/transfer", token, {
    fromPaymentMethodId: method._id,
    toPaymentMethodId: account._id,
    amount: 50,
    date: "2026-03-02",
  });
  const statement = await uploadStatement<{ _id: string }>(token, "extrato.csv", fixtureBytes("ptbr-bom.csv"));
  if (statement.status !== 201) throw new Error(`fixture import → ${statement.status} ${JSON.stringify(statement.body)}`);
  return {
    userId: user.id,
    email: user.email,
    token,
    unsubscribeToken: await createUnsubscribeToken(db, user.id),
    types,
    records: {
      categoryId: category._id,
      paymentMethodId: method._id,
      objectiveId: objective._id,
      transactionId: transaction._id,
      installmentId,
      recurringPaymentId: recurring._id,
      importId: statement.body._id,
      categoryRuleId: rule._id,
      cardId: card._id,
      installmentGroupId,
      cardPaymentId: cardPayment._id,
      accountId: account._id,
      transferId: transfer._id,
    },
  };
}

export interface EndpointInput {
  /** A valid JSON body for this caller (references only the caller's own records). */
  body?: (caller: Caller) => Record<string, unknown>;
  /** A valid query string. */
  query?: (caller: Caller) => Record<string, string>;
}

const labelBody = () => ({ name: "Renomeado", description: "Outro texto", color: "#123ABC" });
const monthQuery = () => ({ month: "3", year: "2026" });
const reportPeriod = () => ({ from: "2025-04", to: "2026-03" });
const recurringBody = (c: Caller) => ({
  name: "Internet fibra",
  amount: 120.5,
  dueDay: 10,
  frequency: "monthly",
  categoryId: c.records.categoryId,
  paymentMethodId: c.records.paymentMethodId,
  description: "Plano novo",
  isActive: true,
});
const expenseBody = (c: Caller) => ({
  description: "Farmácia",
  valor: 45.9,
  categoryId: c.records.categoryId,
  paymentMethodId: c.records.paymentMethodId,
  transactionTypeId: c.types.despesa,
  transactionDate: "2026-03-12",
  isObjective: false,
  objectiveId: null,
});
const newPassword = "nova-senha-123";

/**
 * A valid request for every endpoint. The security suite fails on an endpoint missing here, so a
 * new route gets an entry (an empty one for an endpoint that reads neither body nor query).
 */
export const ENDPOINT_INPUTS: Record<string, EndpointInput> = {
  "POST /api/v1/auth/confirmAccount": { body: (c) => ({ email: c.email, confirmationCode: "123456" }) },
  "POST /api/v1/auth/login": { body: (c) => ({ email: c.email, password: "senha-errada-123" }) },
  "POST /api/v1/auth/logout": {},
  "POST /api/v1/auth/resend-confirmation": { body: (c) => ({ email: c.email }) },
  "GET /api/v1/auth/status": {},
  "GET /api/v1/category/[id]": {},
  "PATCH /api/v1/category/[id]": { body: labelBody },
  "DELETE /api/v1/category/[id]": {},
  "GET /api/v1/category/list-all": {},
  "POST /api/v1/category": { body: labelBody },
  "POST /api/v1/category/starter-set": {},
  "GET /api/v1/category-rule": {},
  "POST /api/v1/category-rule": {
    body: (c) => ({ contains: "Padaria", categoryId: c.records.categoryId, paymentMethodId: c.records.paymentMethodId }),
  },
  "PATCH /api/v1/category-rule/[id]": {
    body: (c) => ({ contains: "Feira", categoryId: c.records.categoryId, paymentMethodId: c.records.paymentMethodId }),
  },
  "DELETE /api/v1/category-rule/[id]": {},
  // Not a session route: only the cron secret opens it, so every other caller gets the same 401.
  "POST /api/v1/cron/daily": {},
  "GET /api/v1/budget": { query: monthQuery },
  "PUT /api/v1/budget/[id]": { body: () => ({ limit: 500, month: 3, year: 2026 }) },
  "DELETE /api/v1/budget/[id]": { query: monthQuery },
  "GET /api/v1/dashboard/average-daily-spending": { query: monthQuery },
  "GET /api/v1/reports/cash-flow": { query: reportPeriod },
  "GET /api/v1/reports/category-trend": { query: () => ({ ...reportPeriod(), type: "despesa" }) },
  "GET /api/v1/reports/summary": { query: reportPeriod },
  "GET /api/v1/reports/transactions.csv": { query: reportPeriod },
  "GET /api/v1/dashboard/category-expenses": { query: monthQuery },
  "GET /api/v1/dashboard/monthly-expense": { query: monthQuery },
  "GET /api/v1/dashboard/monthly-revenue": { query: monthQuery },
  "GET /api/v1/dashboard/monthly-savings": { query: monthQuery },
  "GET /api/v1/dashboard/pending-payments": { query: monthQuery },
  "GET /api/v1/health": {},
  "GET /api/v1/objective/[id]": {},
  "PATCH /api/v1/objective/[id]": { body: () => ({ name: "Viagem longa", targetValue: "7500.50" }) },
  "DELETE /api/v1/objective/[id]": {},
  "GET /api/v1/objective/list-all": {},
  "POST /api/v1/objective": { body: () => ({ name: "Reserva", targetValue: 1000 }) },
  "GET /api/v1/payment-method/[id]": {},
  "PATCH /api/v1/payment-method/[id]": { body: labelBody },
  "DELETE /api/v1/payment-method/[id]": {},
  "GET /api/v1/payment-method/list-all": {},
  "GET /api/v1/payment-method/[id]/statements": { query: () => ({ year: "2030" }) },
  "GET /api/v1/payment-method/[id]/statements/[month]": {},
  "POST /api/v1/payment-method/[id]/statements/[month]/payments": {
    body: (c) => ({ amount: 0.5, paidOn: "2026-03-05", fromPaymentMethodId: c.records.paymentMethodId }),
  },
  "DELETE /api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]": {},
  "POST /api/v1/payment-method": { body: labelBody },
  "POST /api/v1/payment-method/starter-set": {},
  "POST /api/v1/recurring-payments/[id]/pay": { body: () => ({ dueDate: UNPAID_DUE_DATE }) },
  "DELETE /api/v1/recurring-payments/[id]/pay": { query: () => ({ dueDate: PAID_DUE_DATE }) },
  "GET /api/v1/recurring-payments/[id]": {},
  "PUT /api/v1/recurring-payments/[id]": { body: recurringBody },
  "DELETE /api/v1/recurring-payments/[id]": {},
  "GET /api/v1/recurring-payments": { query: () => ({ search: "inter" }) },
  "POST /api/v1/recurring-payments": { body: recurringBody },
  "POST /api/v1/support": {
    body: (c) => ({ name: "Maria", email: c.email, subject: "Dúvida", message: "Como cancelo a assinatura?" }),
  },
  "POST /api/v1/stripe/cancel-subscription": {},
  "POST /api/v1/stripe/create-checkout-session": { body: () => ({}) },
  "POST /api/v1/stripe/create-customer-portal-session": {},
  "GET /api/v1/stripe/payments": {},
  "POST /api/v1/stripe/resume-subscription": {},
  "GET /api/v1/stripe/subscription-status": {},
  // Its body is a signed Stripe event; the fuzz builds those itself.
  "POST /api/v1/stripe/webhook": {},
  "GET /api/v1/transaction/[id]": {},
  "PATCH /api/v1/transaction/[id]": { body: expenseBody },
  "DELETE /api/v1/transaction/[id]": { query: () => ({ scope: "following" }) },
  "POST /api/v1/transaction/installment/[id]/anticipate": { body: () => ({ count: 1, discount: 0.01 }) },
  "POST /api/v1/transaction/installment": {
    body: (c) => ({ ...expenseBody(c), isObjective: undefined, objectiveId: undefined, installments: 4 }),
  },
  "GET /api/v1/transaction/list-all": { query: monthQuery },
  "GET /api/v1/transaction/search": { query: () => ({ q: "mercado" }) },
  "POST /api/v1/transaction": {
    body: (c) => ({ ...expenseBody(c), isObjective: true, objectiveId: c.records.objectiveId }),
  },
  "GET /api/v1/transaction/transaction-types": {},
  "POST /api/v1/transfer": {
    body: (c) => ({
      fromPaymentMethodId: c.records.accountId,
      toPaymentMethodId: c.records.paymentMethodId,
      amount: 12.5,
      date: "2026-03-03",
      description: "Resgate",
    }),
  },
  "GET /api/v1/transfer": { query: monthQuery },
  "DELETE /api/v1/transfer/[id]": {},
  "GET /api/v1/transaction/suggest": { query: () => ({ description: "supermercado extra" }) },
  "POST /api/v1/user/forgot-password": { body: (c) => ({ email: c.email }) },
  "GET /api/v1/user/me": {},
  "PUT /api/v1/user/dashboard-regime": { body: () => ({ regime: "caixa" }) },
  "PATCH /api/v1/user/email-reminders": { body: () => ({ enabled: false }) },
  "POST /api/v1/user/email-reminders/unsubscribe": { query: (c) => ({ token: c.unsubscribeToken }) },
  "PATCH /api/v1/user/me": { body: () => ({ name: "Maria Renomeada" }) },
  // Without an e-mailed code it is refused; a right code would end the shared caller.
  "DELETE /api/v1/user/me": { body: () => ({ password: TEST_PASSWORD, confirmationCode: "123456" }) },
  "POST /api/v1/user/change-password": {
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword, passwordConfirmation: newPassword }),
  },
  "POST /api/v1/user/delete-request": {},
  "GET /api/v1/user/export": {},
  "GET /api/v1/import": {},
  // Multipart: a JSON body is refused (400); the fuzz checks that nothing answers 5xx or writes.
  "POST /api/v1/import": {},
  "POST /api/v1/import/[id]/commit": { body: () => ({}) },
  "DELETE /api/v1/import/[id]": {},
  "POST /api/v1/user/reset-password": {
    body: (c) => ({ email: c.email, resetCode: "123456", newPassword, passwordConfirmation: newPassword }),
  },
  "POST /api/v1/user": {
    body: () => ({
      name: "Nova Pessoa",
      email: `nova-${randomUUID()}@exemplo.com.br`,
      password: newPassword,
      passwordConfirmation: newPassword,
      role: "user",
    }),
  },
};

/** Which of a caller's records each route with an id reaches (every one listed is tried). */
export const ID_ROUTE_RECORDS: Record<string, Array<keyof Records>> = {
  "/api/v1/category/[id]": ["categoryId"],
  "/api/v1/budget/[id]": ["categoryId"],
  "/api/v1/category-rule/[id]": ["categoryRuleId"],
  "/api/v1/objective/[id]": ["objectiveId"],
  "/api/v1/payment-method/[id]": ["paymentMethodId"],
  "/api/v1/recurring-payments/[id]": ["recurringPaymentId"],
  "/api/v1/recurring-payments/[id]/pay": ["recurringPaymentId"],
  "/api/v1/import/[id]": ["importId"],
  "/api/v1/import/[id]/commit": ["importId"],
  "/api/v1/transaction/[id]": ["transactionId", "installmentId"],
  "/api/v1/transaction/installment/[id]/anticipate": ["installmentGroupId"],
  "/api/v1/transfer/[id]": ["transferId"],
  "/api/v1/payment-method/[id]/statements": ["cardId"],
  "/api/v1/payment-method/[id]/statements/[month]": ["cardId"],
  "/api/v1/payment-method/[id]/statements/[month]/payments": ["cardId"],
  "/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]": ["cardId"],
};

/** Path segments besides the id (a fatura's month, a payment's id), taken from the records' owner. */
export const EXTRA_PARAMS: Record<string, (owner: Caller) => Record<string, string>> = {
  "/api/v1/payment-method/[id]/statements/[month]": () => ({ month: STATEMENT_MONTH }),
  "/api/v1/payment-method/[id]/statements/[month]/payments": () => ({ month: STATEMENT_MONTH }),
  "/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]": (owner) => ({
    month: STATEMENT_MONTH,
    paymentId: owner.records.cardPaymentId,
  }),
};

/** Every path param of a route: the id, plus the other segments it has. */
export function routeParams(pattern: string, id: string, owner: Caller): Record<string, string> {
  return { id, ...EXTRA_PARAMS[pattern]?.(owner) };
}

/**
 * Endpoints that answer without a session. Every other one must answer 401 without it, including
 * POST /stripe/create-checkout-session, which takes a token-less call only when it names an e-mail.
 */
export const PUBLIC_ENDPOINTS = [
  "POST /api/v1/auth/confirmAccount",
  "POST /api/v1/auth/login",
  // Public so an expired session still gets its cookie cleared.
  "POST /api/v1/auth/logout",
  "POST /api/v1/auth/resend-confirmation",
  "GET /api/v1/auth/status",
  "GET /api/v1/health",
  "POST /api/v1/stripe/webhook",
  // The e-mail's one-click link: its signed token names the user.
  "POST /api/v1/user/email-reminders/unsubscribe",
  "POST /api/v1/support",
  "POST /api/v1/user",
  "POST /api/v1/user/forgot-password",
  "POST /api/v1/user/reset-password",
];

/** The names of a route's endpoints that a table lacks, and the table's entries naming no endpoint. */
export function tableGaps(keys: string[], table: readonly string[]): { missing: string[]; stale: string[] } {
  const known = new Set(keys);
  const listed = new Set(table);
  return {
    missing: keys.filter((key) => !listed.has(key)),
    stale: table.filter((key) => !known.has(key)),
  };
}

export type Endpoint = { key: string; route: ApiRoute; verb: Verb; handler: RouteHandler };

/** Stands in for a caller when only the shape of a body matters. */
export const SHAPE_ONLY_CALLER: Caller = {
  userId: "u",
  email: "u@exemplo.com.br",
  token: "t",
  unsubscribeToken: "u",
  types: { receita: "r", despesa: "d" },
  records: {
    categoryId: "c",
    paymentMethodId: "p",
    objectiveId: "o",
    transactionId: "t",
    installmentId: "i",
    recurringPaymentId: "r",
    importId: "im",
    categoryRuleId: "cr",
    cardId: "cc",
    installmentGroupId: "g",
    cardPaymentId: "cp",
    accountId: "a",
    transferId: "tr",
  },
};
