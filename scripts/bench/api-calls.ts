/**
 * Every read call of the API, found by walking app/api/v1 for route files that export GET, so a
 * new read route shows up in the benchmark (as "sem exemplo" until it gets a sample URL here).
 */
import fs from "node:fs";
import path from "node:path";

export interface SampleIds {
  categoryId: string;
  objectiveId: string;
  paymentMethodId: string;
  /** A credit card of the heavy account. */
  cardId: string;
  recurringPaymentId: string;
  transactionId: string;
  payeeId: string;
  tagId: string;
  investmentId: string;
  loanId: string;
  webhookId: string;
  attachmentId: string;
  /** The transaction the attachment belongs to. */
  attachmentTransactionId: string;
  month: number;
  year: number;
}

export interface ApiCall {
  /** The route as its folder names it, e.g. /api/v1/category/[id]. */
  route: string;
  /** The path and query measured, or null when no sample is known for the route. */
  url: string | null;
  /** Why this call is expected to answer other than 2xx, when it is. */
  note?: string;
  /** Why this call is not load-tested here (it is measured by its own script). */
  apart?: string;
}

const API_ROOT = path.join("app", "api", "v1");
const EXPORTS_GET = /export\s+(const\s+GET\b|(async\s+)?function\s+GET\b)/;

/** The routes under app/api/v1 whose route.ts exports GET, sorted. */
export function readRoutes(root = API_ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts" && EXPORTS_GET.test(fs.readFileSync(full, "utf8"))) {
        found.push(`/${path.relative("app", dir).split(path.sep).join("/")}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

function samples(ids: SampleIds): Record<string, { url: string; note?: string; apart?: string }> {
  const month = `month=${ids.month}&year=${ids.year}`;
  // The twelve months up to the sample month, as the reports take them (YYYY-MM, inclusive).
  const yearMonth = (year: number, m: number) => `${year}-${String(m).padStart(2, "0")}`;
  const period = `from=${yearMonth(ids.month === 12 ? ids.year : ids.year - 1, (ids.month % 12) + 1)}&to=${yearMonth(ids.year, ids.month)}`;
  return {
    "/api/v1/health": { url: "/api/v1/health" },
    "/api/v1/auth/status": { url: "/api/v1/auth/status" },
    "/api/v1/user/me": { url: "/api/v1/user/me" },
    "/api/v1/import": { url: "/api/v1/import" },
    "/api/v1/user/export": {
      url: "/api/v1/user/export",
      apart: "download da conta inteira: tempo e pico de memória em npm run bench:export",
    },
    "/api/v1/category/list-all": { url: "/api/v1/category/list-all" },
    "/api/v1/category/[id]": { url: `/api/v1/category/${ids.categoryId}` },
    "/api/v1/payment-method/list-all": { url: "/api/v1/payment-method/list-all" },
    "/api/v1/payment-method/[id]": { url: `/api/v1/payment-method/${ids.paymentMethodId}` },
    "/api/v1/payment-method/[id]/statements": {
      url: `/api/v1/payment-method/${ids.cardId}/statements?year=${ids.year}`,
    },
    "/api/v1/payment-method/[id]/statements/[month]": {
      url: `/api/v1/payment-method/${ids.cardId}/statements/${ids.year}-${String(ids.month).padStart(2, "0")}`,
    },
    "/api/v1/transfer": { url: `/api/v1/transfer?${month}` },
    "/api/v1/objective/list-all": { url: "/api/v1/objective/list-all" },
    "/api/v1/objective/[id]": { url: `/api/v1/objective/${ids.objectiveId}` },
    "/api/v1/recurring-payments": { url: "/api/v1/recurring-payments" },
    "/api/v1/recurring-payments/[id]": {
      url: `/api/v1/recurring-payments/${ids.recurringPaymentId}`,
    },
    "/api/v1/transaction/list-all": { url: `/api/v1/transaction/list-all?${month}` },
    "/api/v1/transaction/[id]": { url: `/api/v1/transaction/${ids.transactionId}` },
    "/api/v1/transaction/transaction-types": { url: "/api/v1/transaction/transaction-types" },
    // Not a description of the account's own: no rule, no exact match, so the trigram path runs.
    "/api/v1/transaction/suggest": { url: "/api/v1/transaction/suggest?description=padaria%20pao%20quentinho" },
    "/api/v1/category-rule": { url: "/api/v1/category-rule" },
    // A word of the seeded history's descriptions: matches many months, answers the newest 20.
    "/api/v1/transaction/search": { url: "/api/v1/transaction/search?q=mercado" },
    "/api/v1/dashboard/monthly-revenue": { url: `/api/v1/dashboard/monthly-revenue?${month}` },
    "/api/v1/dashboard/monthly-expense": { url: `/api/v1/dashboard/monthly-expense?${month}` },
    "/api/v1/dashboard/monthly-savings": { url: `/api/v1/dashboard/monthly-savings?${month}` },
    "/api/v1/dashboard/average-daily-spending": {
      url: `/api/v1/dashboard/average-daily-spending?${month}`,
    },
    "/api/v1/dashboard/category-expenses": { url: `/api/v1/dashboard/category-expenses?${month}` },
    "/api/v1/dashboard/pending-payments": { url: `/api/v1/dashboard/pending-payments?${month}` },
    "/api/v1/budget": { url: `/api/v1/budget?${month}` },
    "/api/v1/reports/cash-flow": { url: `/api/v1/reports/cash-flow?${period}` },
    "/api/v1/reports/category-trend": { url: `/api/v1/reports/category-trend?${period}&type=despesa` },
    "/api/v1/reports/summary": { url: `/api/v1/reports/summary?${period}` },
    "/api/v1/reports/transactions.csv": {
      url: `/api/v1/reports/transactions.csv?${period}`,
      apart: "download de um ano de transações, em partes: o teste de integração de streaming prova o cursor",
    },
    "/api/v1/transaction/[id]/tax": { url: `/api/v1/transaction/${ids.transactionId}/tax` },
    "/api/v1/transaction/[id]/attachments": {
      url: `/api/v1/transaction/${ids.attachmentTransactionId}/attachments`,
      note: "sem armazenamento de arquivos (S3) no ambiente os anexos ficam desligados: responde 503",
    },
    "/api/v1/attachments/[id]": {
      url: `/api/v1/attachments/${ids.attachmentId}`,
      apart: "download de um comprovante: tempo e leitores parados em npm run bench:receipts",
    },
    "/api/v1/transaction/quick-entry": { url: "/api/v1/transaction/quick-entry" },
    "/api/v1/payees": { url: "/api/v1/payees" },
    "/api/v1/payees/[id]": { url: `/api/v1/payees/${ids.payeeId}` },
    "/api/v1/payees/[id]/category": {
      url: `/api/v1/payees/${ids.payeeId}/category?categoryId=${ids.categoryId}&month=${yearMonth(ids.year, ids.month)}`,
    },
    "/api/v1/tags": { url: "/api/v1/tags" },
    "/api/v1/tags/[id]": { url: `/api/v1/tags/${ids.tagId}` },
    "/api/v1/investments": { url: "/api/v1/investments" },
    "/api/v1/investments/[id]": { url: `/api/v1/investments/${ids.investmentId}` },
    "/api/v1/loans": { url: "/api/v1/loans" },
    "/api/v1/loans/[id]": { url: `/api/v1/loans/${ids.loanId}` },
    "/api/v1/net-worth": { url: `/api/v1/net-worth?${period}` },
    "/api/v1/tax/[year]": { url: `/api/v1/tax/${ids.year - 1}` },
    "/api/v1/tax/[year]/csv": { url: `/api/v1/tax/${ids.year - 1}/csv?section=payments` },
    "/api/v1/tax/[year]/pdf": {
      url: `/api/v1/tax/${ids.year - 1}/pdf`,
      apart: "download do PDF do ano: o mesmo relatório que /tax/[year] mede, desenhado em PDF",
    },
    "/api/v1/household": { url: "/api/v1/household" },
    "/api/v1/household/settlement": { url: `/api/v1/household/settlement?${month}` },
    "/api/v1/household/settlements": { url: `/api/v1/household/settlements?${month}` },
    "/api/v1/household/invitation": {
      url: "/api/v1/household/invitation?code=00000000",
      apart: "prévia de um convite por quem o recebeu: poucas tentativas por pessoa e por IP (429 sob carga); coberta pelos testes de integração dos convites",
    },
    "/api/v1/open-finance/status": { url: "/api/v1/open-finance/status" },
    "/api/v1/open-finance/items": { url: "/api/v1/open-finance/items" },
    "/api/v1/open-finance/ignored": { url: "/api/v1/open-finance/ignored" },
    "/api/v1/open-finance/review": { url: "/api/v1/open-finance/review" },
    "/api/v1/payment-method/[id]/bank-details": {
      url: `/api/v1/payment-method/${ids.paymentMethodId}/bank-details`,
    },
    "/api/v1/payment-method/review": { url: "/api/v1/payment-method/review" },
    "/api/v1/recurring-payments/suggestions": { url: "/api/v1/recurring-payments/suggestions" },
    "/api/v1/user/api-tokens": { url: "/api/v1/user/api-tokens" },
    "/api/v1/user/dependents": { url: "/api/v1/user/dependents" },
    "/api/v1/user/webhooks": { url: "/api/v1/user/webhooks" },
    "/api/v1/user/webhooks/[id]/deliveries": { url: `/api/v1/user/webhooks/${ids.webhookId}/deliveries` },
    "/api/v1/openapi.json": { url: "/api/v1/openapi.json" },
    "/api/v1/push/vapid-public-key": {
      url: "/api/v1/push/vapid-public-key",
      note: "sem VAPID_* no ambiente as notificações ficam desligadas: responde 503",
    },
    "/api/v1/stripe/subscription-status": {
      url: "/api/v1/stripe/subscription-status",
      note: "cobrança desligada: responde o erro da cobrança",
    },
    "/api/v1/stripe/payments": {
      url: "/api/v1/stripe/payments",
      note: "cobrança desligada: responde o erro da cobrança",
    },
  };
}

/** Every GET route, health first, each with its sample URL (null when none is known). */
export function apiCalls(ids: SampleIds): ApiCall[] {
  const known = samples(ids);
  const routes = readRoutes();
  const ordered = ["/api/v1/health", ...routes.filter((r) => r !== "/api/v1/health")];
  return ordered.map((route) => {
    const sample = known[route];
    return sample ? { route, url: sample.url, note: sample.note, apart: sample.apart } : { route, url: null };
  });
}

/**
 * `BENCH_ONLY=suggest,objective`: the words a measured name must contain (any of them, ignoring
 * case). Empty or unset: everything is measured.
 */
export function parseOnly(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length > 0);
}

/** Whether `name` (a route, a page path, or "sql") is measured under the `only` filter. */
export function isSelected(name: string, only: readonly string[]): boolean {
  if (only.length === 0) return true;
  const lower = name.toLowerCase();
  return only.some((word) => lower.includes(word));
}
