// GET, PATCH /api/v1/transaction/{id}/tax — the row's marking for the Imposto de Renda (beneficiary, reimbursed, deductible)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { getTransactionTax } from "@/server/tax/get-transaction-tax";
import { setTransactionTax } from "@/server/tax/set-transaction-tax";
import { transactionTaxInput } from "@/lib/schemas/tax";
import { transactionIdParams } from "@/lib/schemas/transactions";

export const GET = route({ access: "subscriber", params: transactionIdParams }, async ({ user, params }) =>
  ok(await getTransactionTax(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: transactionIdParams, body: transactionTaxInput },
  async ({ user, params, body }) => ok(await setTransactionTax(db, user.id, params.id, body)),
);

export const { POST, PUT, DELETE } = methodsNotAllowed({ GET, PATCH });
