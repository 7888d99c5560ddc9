// POST /api/v1/payment-method/{id}/statements/{YYYY-MM}/payments — pay part or all of a fatura from an account
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { statementParams, statementPaymentInput } from "@/lib/schemas/cards";
import { payStatement } from "@/server/cards";

export const POST = route(
  { access: "subscriber", params: statementParams, body: statementPaymentInput },
  async ({ user, params, body }) =>
    created(await payStatement(db, user.id, { cardId: params.id, month: params.month }, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
