// What every API endpoint is called with in the security suite: a valid body and query per
// endpoint, and the public routes (which records a route with an id reaches: ./route-records). The caller those
// bodies refer to is built in ./caller.
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import type { ApiRoute, RouteHandler, Verb } from "../../helpers/api-routes";
import { TEST_PASSWORD } from "../../helpers/users";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import { receiptForm } from "./caller-receipt";
import { PAID_DUE_DATE, UNPAID_DUE_DATE, type Caller } from "./caller";

export interface EndpointInput {
  /** A valid JSON body for this caller (references only the caller's own records). */
  body?: (caller: Caller) => Record<string, unknown>;
  /** A valid multipart body instead (an upload). */
  form?: () => FormData;
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
  payeeId: c.records.payeeId,
});
const newPassword = "nova-senha-123";
const pushDevice = createECDH("prime256v1");
pushDevice.generateKeys();
const PUSH_KEYS = { p256dh: pushDevice.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };

/**
 * A valid request for every endpoint. The security suite fails on an endpoint missing here, so a
 * new route gets an entry (an empty one for an endpoint that reads neither body nor query).
 */
export const ENDPOINT_INPUTS: Record<string, EndpointInput> = {
  "POST /api/v1/auth/confirmAccount": {
    body: (c) => ({ email: c.email, confirmationCode: "123456" }),
  },
  "POST /api/v1/auth/login": { body: (c) => ({ email: c.email, password: "senha-errada-123" }) },
  "POST /api/v1/auth/logout": {},
  "POST /api/v1/auth/resend-confirmation": { body: (c) => ({ email: c.email }) },
  "GET /api/v1/auth/status": {},
  // A Pix BR Code (the BCB's published example); the fuzz mutates it.
  "POST /api/v1/capture": {
    body: () => ({
      code: "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
    }),
  },
  "POST /api/v1/capture/bill": { body: () => ({ name: "Boleto", amount: 450.67, dueDate: "2026-03-10" }) },
  "GET /api/v1/category/[id]": {},
  "PATCH /api/v1/category/[id]": { body: labelBody },
  "DELETE /api/v1/category/[id]": {},
  "GET /api/v1/category/list-all": {},
  "POST /api/v1/category": { body: labelBody },
  "POST /api/v1/category/starter-set": {},
  // Household items: mapping a private category to one of the household's (a caller outside a
  // household has none, so this valid shape answers 404 and changes nothing).
  "POST /api/v1/category/[id]/map": { body: (c) => ({ householdCategoryId: c.records.categoryId }) },
  "GET /api/v1/category-rule": {},
  "POST /api/v1/category-rule": {
    body: (c) => ({
      contains: "Padaria",
      categoryId: c.records.categoryId,
      paymentMethodId: c.records.paymentMethodId,
    }),
  },
  "PATCH /api/v1/category-rule/[id]": {
    body: (c) => ({
      contains: "Feira",
      categoryId: c.records.categoryId,
      paymentMethodId: c.records.paymentMethodId,
    }),
  },
  "DELETE /api/v1/category-rule/[id]": {},
  // Not a session route: only the cron secret opens it, so every other caller gets the same 401.
  "POST /api/v1/cron/daily": {},
  "GET /api/v1/budget": { query: monthQuery },
  "PUT /api/v1/budget/[id]": { body: () => ({ limit: 500, month: 3, year: 2026 }) },
  "DELETE /api/v1/budget/[id]": { query: monthQuery },
  "GET /api/v1/dashboard/average-daily-spending": { query: monthQuery },
  "GET /api/v1/reports/cash-flow": { query: reportPeriod },
  "GET /api/v1/net-worth": { query: reportPeriod },
  "GET /api/v1/reports/category-trend": { query: () => ({ ...reportPeriod(), type: "despesa" }) },
  "GET /api/v1/reports/summary": { query: reportPeriod },
  "GET /api/v1/reports/transactions.csv": { query: reportPeriod },
  "GET /api/v1/dashboard/category-expenses": { query: monthQuery },
  "GET /api/v1/dashboard/monthly-expense": { query: monthQuery },
  "GET /api/v1/dashboard/monthly-revenue": { query: monthQuery },
  "GET /api/v1/dashboard/monthly-savings": { query: monthQuery },
  "GET /api/v1/dashboard/pending-payments": { query: monthQuery },
  "GET /api/v1/health": {},
  "GET /api/v1/openapi.json": {},
  "GET /api/v1/push/vapid-public-key": {},
  // A public address written as one, so saving it needs no DNS; the keys are a real browser's.
  "POST /api/v1/push/subscriptions": {
    body: () => ({ endpoint: "https://8.8.8.8/push/seguranca", expirationTime: null, keys: PUSH_KEYS }),
  },
  "DELETE /api/v1/push/subscriptions": { body: () => ({ endpoint: "https://8.8.8.8/push/seguranca" }) },
  "POST /api/v1/push/test": {},
  "GET /api/v1/user/webhooks": {},
  "POST /api/v1/user/webhooks": {
    body: () => ({ url: "https://8.8.8.8/bolso/outro", events: ["transaction.created", "budget.exceeded"] }),
  },
  "PATCH /api/v1/user/webhooks/[id]": { body: () => ({ events: ["transaction.deleted"], enabled: false }) },
  "DELETE /api/v1/user/webhooks/[id]": {},
  "GET /api/v1/user/webhooks/[id]/deliveries": {},
  "POST /api/v1/user/webhooks/[id]/deliveries/[deliveryId]/redeliver": {},
  "GET /api/v1/user/api-tokens": {},
  "POST /api/v1/user/api-tokens": { body: () => ({ name: "Script de casa", scopes: ["read", "write"], expiresInDays: 90 }) },
  "DELETE /api/v1/user/api-tokens/[id]": {},
  // Answers only a personal token (a session is a 401): a JSON-RPC list of the tools.
  "POST /api/mcp": { body: () => ({ jsonrpc: "2.0", id: 1, method: "tools/list" }) },
  "GET /api/v1/objective/[id]": {},
  "PATCH /api/v1/objective/[id]": {
    body: () => ({ name: "Viagem longa", targetValue: "7500.50" }),
  },
  "DELETE /api/v1/objective/[id]": {},
  "GET /api/v1/objective/list-all": {},
  "DELETE /api/v1/objective/sem-conta-notice": {},
  "POST /api/v1/objective": { body: () => ({ name: "Reserva", targetValue: 1000 }) },
  "GET /api/v1/payment-method/[id]": {},
  "PATCH /api/v1/payment-method/[id]": { body: labelBody },
  "DELETE /api/v1/payment-method/[id]": {},
  "GET /api/v1/payment-method/list-all": {},
  "GET /api/v1/payment-method/[id]/statements": { query: () => ({ year: "2030" }) },
  "GET /api/v1/payment-method/[id]/statements/[month]": {},
  "POST /api/v1/payment-method/[id]/statements/[month]/payments": {
    body: (c) => ({
      amount: 0.5,
      paidOn: "2026-03-05",
      fromPaymentMethodId: c.records.paymentMethodId,
    }),
  },
  "DELETE /api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]": {},
  "POST /api/v1/payment-method": { body: labelBody },
  "POST /api/v1/payment-method/starter-set": { body: () => ({ closingDay: 3, dueDay: 10 }) },
  "GET /api/v1/payment-method/review": {},
  "POST /api/v1/payment-method/review": { body: (c) => ({ accountIds: [c.records.paymentMethodId, c.records.accountId] }) },
  "POST /api/v1/recurring-payments/[id]/pay": { body: () => ({ dueDate: UNPAID_DUE_DATE }) },
  "DELETE /api/v1/recurring-payments/[id]/pay": { query: () => ({ dueDate: PAID_DUE_DATE }) },
  "GET /api/v1/recurring-payments/[id]": {},
  "PUT /api/v1/recurring-payments/[id]": { body: recurringBody },
  "DELETE /api/v1/recurring-payments/[id]": {},
  "GET /api/v1/recurring-payments": { query: () => ({ search: "inter" }) },
  "POST /api/v1/recurring-payments": { body: recurringBody },
  "POST /api/v1/support": {
    body: (c) => ({
      name: "Maria",
      email: c.email,
      subject: "Dúvida",
      message: "Como cancelo a assinatura?",
    }),
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
  "GET /api/v1/transaction/[id]/attachments": {},
  "POST /api/v1/transaction/[id]/attachments": { form: receiptForm },
  "GET /api/v1/attachments/[id]": {},
  "DELETE /api/v1/attachments/[id]": {},
  "PATCH /api/v1/transaction/[id]": { body: expenseBody },
  "DELETE /api/v1/transaction/[id]": { query: () => ({ scope: "following" }) },
  "POST /api/v1/transaction/installment/[id]/anticipate": {
    body: () => ({ count: 1, discount: 0.01 }),
  },
  "POST /api/v1/transaction/installment": {
    body: (c) => ({
      ...expenseBody(c),
      isObjective: undefined,
      objectiveId: undefined,
      installments: 4,
    }),
  },
  "GET /api/v1/transaction/list-all": { query: monthQuery },
  "GET /api/v1/transaction/search": { query: () => ({ q: "mercado" }) },
  "POST /api/v1/transaction": {
    body: (c) => ({ ...expenseBody(c), isObjective: true, objectiveId: c.records.objectiveId }),
  },
  "GET /api/v1/transaction/transaction-types": {},
  "GET /api/v1/payees": { query: () => ({ q: "net", page: "1", pageSize: "10" }) },
  "POST /api/v1/payees": {
    body: (c) => ({ name: "Padaria Pão Quente", document: "11.444.777/0001-61", defaultCategoryId: c.records.categoryId }),
  },
  "GET /api/v1/payees/[id]": {},
  "PATCH /api/v1/payees/[id]": { body: (c) => ({ name: "Netflix Brasil", defaultCategoryId: c.records.categoryId }) },
  "DELETE /api/v1/payees/[id]": {},
  "GET /api/v1/payees/[id]/category": {
    query: (c) => ({ categoryId: c.records.categoryId, month: addMonths(todayInSaoPaulo(), -1).slice(0, 7) }),
  },
  "POST /api/v1/payees/[id]/category": { body: (c) => ({ categoryId: c.records.categoryId, always: true }) },
  "GET /api/v1/recurring-payments/suggestions": {},
  "POST /api/v1/recurring-payments/suggestions/[id]/accept": {},
  "POST /api/v1/recurring-payments/suggestions/[id]/dismiss": {},
  "GET /api/v1/investments": {},
  "POST /api/v1/investments": { body: () => ({ name: "Tesouro Selic", kind: "renda_fixa", balanceCents: 250_000, dueDate: "2029-03-01" }) },
  "GET /api/v1/investments/[id]": {},
  "PATCH /api/v1/investments/[id]": { body: () => ({ balanceCents: 1_010_000, rateText: "110% do CDI" }) },
  "DELETE /api/v1/investments/[id]": {},
  "GET /api/v1/tax/[year]": {},
  "GET /api/v1/tax/[year]/pdf": {},
  "GET /api/v1/tax/[year]/csv": { query: () => ({ section: "payments" }) },
  "GET /api/v1/user/dependents": {},
  "POST /api/v1/user/dependents": { body: () => ({ name: "Bia", cpf: "92705642749", birthDate: "2015-01-02", relationship: "21" }) },
  "PATCH /api/v1/user/dependents/[id]": { body: () => ({ relationship: "22" }) },
  "DELETE /api/v1/user/dependents/[id]": {},
  "GET /api/v1/transaction/[id]/tax": {},
  "PATCH /api/v1/transaction/[id]/tax": { body: () => ({ reimbursedCents: 100 }) },
  "GET /api/v1/payment-method/[id]/bank-details": {},
  "PATCH /api/v1/payment-method/[id]/bank-details": { body: () => ({ bankCode: "341", branch: "1234", accountNumber: "12345-6" }) },
  "GET /api/v1/loans": {},
  "POST /api/v1/loans": { body: () => ({ name: "Financiamento carro", kind: "financiamento_veiculo", balanceCents: 3_000_000, installmentsTotal: 48, installmentsPaid: 6 }) },
  "GET /api/v1/loans/[id]": {},
  "PATCH /api/v1/loans/[id]": { body: () => ({ balanceCents: 480_000, installmentsPaid: 2 }) },
  "DELETE /api/v1/loans/[id]": {},
  "GET /api/v1/tags": {},
  "GET /api/v1/tags/[id]": {},
  "PATCH /api/v1/tags/[id]": { body: () => ({ name: "Férias" }) },
  "DELETE /api/v1/tags/[id]": {},
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
  "GET /api/v1/transaction/quick-entry": {},
  "POST /api/v1/open-finance/connect-token": { body: (c) => ({ connectionId: c.records.bankConnectionId }) },
  "GET /api/v1/open-finance/items": {},
  // An item Pluggy does not know: a 404 that writes nothing (the fuzz starts from it).
  "POST /api/v1/open-finance/items": { body: () => ({ itemId: "item-de-teste" }) },
  "DELETE /api/v1/open-finance/items/[id]": {},
  "POST /api/v1/open-finance/items/[id]/sync": {},
  "GET /api/v1/open-finance/status": {},
  "GET /api/v1/open-finance/review": {},
  "POST /api/v1/open-finance/review/[id]": { body: () => ({ action: "accept" }) },
  "POST /api/v1/open-finance/review/groups": {
    body: (c) => ({ action: "confirm", transactionIds: [c.records.bankTransactionId] }),
  },
  "PATCH /api/v1/open-finance/accounts/[id]": { body: (c) => ({ paymentMethodId: c.records.accountId }) },
  "POST /api/v1/open-finance/accounts/[id]/adjustment-seen": {},
  "GET /api/v1/open-finance/ignored": {},
  "DELETE /api/v1/open-finance/ignored/[id]": {},
  // Its proof is the token in the URL Pluggy was given; without it every body is a 401.
  "POST /api/v1/open-finance/webhook": {},
  "POST /api/v1/user/forgot-password": { body: (c) => ({ email: c.email }) },
  "GET /api/v1/user/me": {},
  "PUT /api/v1/user/dashboard-regime": { body: () => ({ regime: "caixa" }) },
  "PATCH /api/v1/user/email-reminders": { body: () => ({ enabled: false }) },
  "POST /api/v1/user/email-reminders/unsubscribe": {
    query: (c) => ({ token: c.unsubscribeToken }),
  },
  "PATCH /api/v1/user/me": { body: () => ({ name: "Maria Renomeada" }) },
  // Without an e-mailed code it is refused; a right code would end the shared caller.
  "DELETE /api/v1/user/me": {
    body: () => ({ password: TEST_PASSWORD, confirmationCode: "123456" }),
  },
  "POST /api/v1/user/change-password": {
    body: () => ({
      currentPassword: TEST_PASSWORD,
      newPassword,
      passwordConfirmation: newPassword,
    }),
  },
  "POST /api/v1/user/delete-request": {},
  "GET /api/v1/user/export": {},
  "GET /api/v1/import": {},
  // Multipart: a JSON body is refused (400); the fuzz checks that nothing answers 5xx or writes.
  "POST /api/v1/import": {},
  "POST /api/v1/import/[id]/commit": { body: () => ({}) },
  "DELETE /api/v1/import/[id]": {},
  "POST /api/v1/user/reset-password": {
    body: (c) => ({
      email: c.email,
      resetCode: "123456",
      newPassword,
      passwordConfirmation: newPassword,
    }),
  },
  // The household: the caller belongs to none, so these answer 404 (400 for a code no one sent); POST creates one.
  "GET /api/v1/household": {},
  "POST /api/v1/household": { body: () => ({ name: "Casa de teste" }) },
  "PATCH /api/v1/household": { body: () => ({ name: "Casa renomeada" }) },
  "POST /api/v1/household/transfer-ownership": { body: () => ({ userId: randomUUID() }) },
  "POST /api/v1/household/invitations": { body: () => ({ email: "convidado@exemplo.com.br", level: "full" }) },
  "DELETE /api/v1/household/invitations/[id]": {},
  "POST /api/v1/household/invitations/accept": { body: () => ({ code: "12345678" }) },
  "GET /api/v1/household/invitation": { query: () => ({ code: "12345678" }) },
  "PATCH /api/v1/household/members/me": { body: () => ({ notifyHouseholdBills: true }) },
  "PATCH /api/v1/household/members/[userId]": { body: () => ({ level: "read" }) },
  "DELETE /api/v1/household/members/[userId]": {},
  "POST /api/v1/household/leave": {},
  // Acerto de contas: the caller belongs to no household, so these answer 404.
  "GET /api/v1/household/settlement": { query: monthQuery },
  "GET /api/v1/household/settlements": { query: monthQuery },
  "POST /api/v1/household/settlements": {
    body: () => ({ from: randomUUID(), to: randomUUID(), amountCents: 31240, date: "2026-03-28" }),
  },
  "DELETE /api/v1/household/settlements/[id]": {},
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
  // The API's document: the same for everyone.
  "GET /api/v1/openapi.json",
  "POST /api/v1/stripe/webhook",
  "POST /api/v1/open-finance/webhook",
  // The e-mail's one-click link: its signed token names the user.
  "POST /api/v1/user/email-reminders/unsubscribe",
  "POST /api/v1/support",
  "POST /api/v1/user",
  "POST /api/v1/user/forgot-password",
  "POST /api/v1/user/reset-password",
];

/** The names of a route's endpoints that a table lacks, and the table's entries naming no endpoint. */
export function tableGaps(
  keys: string[],
  table: readonly string[],
): { missing: string[]; stale: string[] } {
  const known = new Set(keys);
  const listed = new Set(table);
  return {
    missing: keys.filter((key) => !listed.has(key)),
    stale: table.filter((key) => !known.has(key)),
  };
}

export type Endpoint = { key: string; route: ApiRoute; verb: Verb; handler: RouteHandler };
