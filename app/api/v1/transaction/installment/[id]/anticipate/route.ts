// POST /api/v1/transaction/installment/{groupId}/anticipate — bring the last parcelas into the open fatura
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { anticipateInput, installmentGroupParams } from "@/lib/schemas/cards";
import { anticipateInstallments } from "@/server/transactions/anticipate-installments";

export const POST = route(
  { access: "subscriber", params: installmentGroupParams, body: anticipateInput },
  async ({ user, params, body }) => ok(await anticipateInstallments(db, user.id, params.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
