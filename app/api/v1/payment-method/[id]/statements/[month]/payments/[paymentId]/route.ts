// DELETE /api/v1/payment-method/{id}/statements/{YYYY-MM}/payments/{paymentId} — undo a fatura payment
import { db } from "@/lib/server/db";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { statementPaymentParams } from "@/lib/schemas/cards";
import { deleteStatementPayment } from "@/server/cards";

export const DELETE = route({ access: "subscriber", params: statementPaymentParams }, async ({ user, params }) => {
  await deleteStatementPayment(db, user.id, {
    cardId: params.id,
    month: params.month,
    paymentId: params.paymentId,
  });
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
