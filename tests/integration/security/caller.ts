// A signed-in user owning one record of every entity: the owner, the stranger and the target of
// every call in the security suite (and of the account export and deletion tests).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { openFinanceItems } from "@/db/schema-open-finance";
import { bankConnectionEnabled } from "@/lib/env";
import { POST as connectToken } from "@/app/api/v1/open-finance/connect-token/route";
import { POST as addBankItem } from "@/app/api/v1/open-finance/items/route";
import { recurringPayments, tags } from "@/db/schema";
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
import { POST as createPayee } from "@/app/api/v1/payees/route";
import { POST as createInvestment } from "@/app/api/v1/investments/route";
import { POST as createLoan } from "@/app/api/v1/loans/route";
import { POST as createDependent } from "@/app/api/v1/user/dependents/route";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import { POST as payStatement } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/route";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import { call } from "../../helpers/api";
import { createBankAccountAndIgnoredRow, createBankTransaction } from "./caller-bank";
import { createAttachment } from "./caller-receipt";
import { createWebhookAndDelivery } from "./caller-webhook";
import { fixtureBytes, uploadStatement } from "../import-fixtures";
import type { RouteHandler } from "../../helpers/api-routes";
import { createTestUser } from "../../helpers/users";
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
  /** A bank connection ("Pluggy Bank"). */
  bankConnectionId: string;
  /** A transaction the bank brought, waiting in "A revisar". */
  bankTransactionId: string;
  /** The tag "Viagem", on the transaction. */
  tagId: string;
  /** A receipt (a small PDF) kept with `transactionId`. */
  attachmentId: string;
  /** The payee "Netflix", charged each of the last three months: a subscription suggestion. */
  payeeId: string;
  /** A CDB and a consignado typed by hand (Patrimônio). */
  investmentId: string;
  loanId: string;
  /** A dependente of the declaration (Imposto de Renda). */
  dependentId: string;
  /** An account of the bank connection waiting for the person to say which of theirs it is. */
  bankAccountId: string;
  /** A bank row the person ignored ("Ignorados"). */
  ignoredBankRowId: string;
  /** An outgoing webhook and one of its deliveries. */
  webhookId: string;
  webhookDeliveryId: string;
  /** A personal access token (Acesso por API). */
  apiTokenId: string;
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
): Promise<T>;
async function created(
  handler: RouteHandler,
  path: string,
  token: string,
  body: unknown,
  params: Record<string, string> | undefined,
  idField: "id",
): Promise<string>;
async function created(
  handler: RouteHandler,
  path: string,
  token: string,
  body: unknown,
  params?: Record<string, string>,
  idField?: "id",
): Promise<unknown> {
  const res = await call<Record<string, string>>(handler, { method: "POST", path, token, body, params });
  if (res.status !== 201)
    throw new Error(`fixture POST ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return idField ? res.body[idField] : res.body;
}

/** A signed-in user with one record of every entity, made through the API as a person would. */
export async function createCaller(): Promise<Caller> {
  const { user, token } = await createTestUser();
  const types = await transactionTypeIds();
  const category = await created(createCategory, "/api/v1/category", token, {
    name: "Mercado",
    color: "#10B981",
  });
  // An account, so it can also be a transfer end and a fatura payment's source.
  const method = await created(createPaymentMethod, "/api/v1/payment-method", token, {
    name: "Pix",
    kind: "account",
  });
  const objective = await created(createObjective, "/api/v1/objective", token, {
    name: "Viagem",
    targetValue: 5000,
  });
  const transaction = await created(createTransaction, "/api/v1/transaction", token, {
    description: "Supermercado",
    valor: 123.45,
    categoryId: category._id,
    paymentMethodId: method._id,
    transactionTypeId: types.despesa,
    transactionDate: "2026-03-10",
    isObjective: true,
    objectiveId: objective._id,
    tags: ["Viagem"],
  });
  const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.userId, user.id));
  if (!tag) throw new Error("fixture tag missing");
  const installments = await call<Array<{ _id: string }>>(createInstallments, {
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
  const installmentId = installments.body[1]?._id;
  if (installments.status !== 201 || !installmentId)
    throw new Error(`fixture installments → ${installments.status}`);
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
  if (paid.status !== 201)
    throw new Error(`fixture pay → ${paid.status} ${JSON.stringify(paid.body)}`);
  const rule = await created(createCategoryRule, "/api/v1/category-rule", token, {
    contains: "supermercado",
    categoryId: category._id,
    paymentMethodId: method._id,
    tags: ["Casa"],
  });
  const card = await created(createPaymentMethod, "/api/v1/payment-method", token, {
    name: "Cartão Roxo",
    kind: "credit_card",
    closingDay: 3,
    dueDay: 10,
    creditLimit: 5000,
  });
  const cardInstallments = await call<Array<{ installmentGroupId: string }>>(createInstallments, {
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
  const installmentGroupId = cardInstallments.body[0]?.installmentGroupId;
  if (cardInstallments.status !== 201 || !installmentGroupId)
    throw new Error(`fixture card parcels → ${cardInstallments.status}`);
  const cardPayment = await created(
    payStatement,
    `/api/v1/payment-method/${card._id}/statements/${STATEMENT_MONTH}/payments`,
    token,
    { amount: 40, paidOn: "2026-03-01", fromPaymentMethodId: method._id },
    { id: card._id, month: STATEMENT_MONTH },
  );
  const account = await created(createPaymentMethod, "/api/v1/payment-method", token, {
    name: "Poupança",
    kind: "account",
  });
  const transfer = await created(createTransfer, "/api/v1/transfer", token, {
    fromPaymentMethodId: method._id,
    toPaymentMethodId: account._id,
    amount: 50,
    date: "2026-03-02",
  });
  const statement = await uploadStatement<{ _id: string }>(
    token,
    "extrato.csv",
    fixtureBytes("ptbr-bom.csv"),
  );
  if (statement.status !== 201)
    throw new Error(`fixture import → ${statement.status} ${JSON.stringify(statement.body)}`);
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
      bankConnectionId: await createBankConnection(user.id, token),
      bankTransactionId: await createBankTransaction(user.id, types.despesa),
      tagId: tag.id,
      attachmentId: await createAttachment(token, transaction._id),
      payeeId: await createSubscriptionPayee(token, types.despesa),
      investmentId: await created(createInvestment, "/api/v1/investments", token, { name: "CDB Banco X", kind: "renda_fixa", balanceCents: 1_000_000 }, undefined, "id"),
      loanId: await created(createLoan, "/api/v1/loans", token, { name: "Consignado", kind: "consignado", balanceCents: 500_000 }, undefined, "id"),
      dependentId: await created(createDependent, "/api/v1/user/dependents", token, { name: "Lucas", cpf: "08573049332", birthDate: "2012-05-20", relationship: "21" }, undefined, "id"),
      ...(await createBankAccountAndIgnoredRow(user.id)),
      ...(await createWebhookAndDelivery(user.id, token)),
      apiTokenId: (await createApiToken(db, user.id, { name: "Planilha", scopes: ["read"], expiresInDays: 30 })).id,
    },
  };
}

/** The payee "Netflix" and a R$ 55,90 charge on each of the last three months: a suggestion. */
async function createSubscriptionPayee(token: string, despesaTypeId: string): Promise<string> {
  const payeeId = await created(createPayee, "/api/v1/payees", token, { name: "Netflix" }, undefined, "id");
  for (const back of [3, 2, 1]) {
    await created(createTransaction, "/api/v1/transaction", token, {
      description: "NETFLIX.COM",
      valor: 55.9,
      transactionTypeId: despesaTypeId,
      transactionDate: addMonths(todayInSaoPaulo(), -back),
      payeeId,
    });
  }
  return payeeId;
}

/**
 * A bank connection made as a person makes it (a token, the widget's stand-in, POST /items) when
 * the file runs with the Pluggy stand-in; otherwise the row alone, as a server that had Pluggy
 * once would hold it.
 */
async function createBankConnection(userId: string, token: string): Promise<string> {
  if (!bankConnectionEnabled) {
    const [row] = await db
      .insert(openFinanceItems)
      .values({ userId, pluggyItemId: randomUUID(), institutionName: "Pluggy Bank", status: "UPDATED" })
      .returning({ id: openFinanceItems.id });
    return row!.id;
  }
  const issued = await call<{ accessToken: string }>(connectToken, { method: "POST", path: "/api/v1/open-finance/connect-token", token, body: {} });
  const widget = await fetch(`${process.env.PLUGGY_API_URL}/__control/connect`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accessToken: issued.body.accessToken, sample: false }),
  });
  const { item } = (await widget.json()) as { item: { id: string } };
  const connection = await created(addBankItem, "/api/v1/open-finance/items", token, { itemId: item.id }, undefined, "id");
  return connection;
}

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
    tagId: "tg",
    cardPaymentId: "cp",
    accountId: "a",
    transferId: "tr",
    bankConnectionId: "bc",
    bankTransactionId: "bt",
    attachmentId: "at",
    payeeId: "py",
    investmentId: "inv",
    loanId: "ln",
    dependentId: "dp",
    bankAccountId: "ba",
    ignoredBankRowId: "ig",
    webhookId: "wh",
    webhookDeliveryId: "whd",
    apiTokenId: "tk",
  },
};
