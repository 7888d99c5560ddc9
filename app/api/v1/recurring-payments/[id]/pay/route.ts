// POST, DELETE /api/v1/recurring-payments/{id}/pay — mark one occurrence paid, or undo it
import { db } from "@/lib/server/db";
import { created, noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { payRecurringPayment } from "@/server/recurring-payments/pay-recurring-payment";
import { unpayRecurringPayment } from "@/server/recurring-payments/unpay-recurring-payment";
import {
  payRecurringPaymentInput,
  recurringPaymentIdParams,
  unpayRecurringPaymentQuery,
} from "@/lib/schemas/recurring-payments";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route(
  { access: "subscriber", params: recurringPaymentIdParams, body: payRecurringPaymentInput },
  async ({ user, params, body }) => {
    const result = await payRecurringPayment(db, user.id, {
      id: params.id,
      dueDate: body.dueDate,
      paidOn: body.paidOn,
      amountCents: body.amount,
    });
    return result.created ? created(result.occurrence) : ok(result.occurrence);
  },
);

export const DELETE = route(
  { access: "subscriber", params: recurringPaymentIdParams, query: unpayRecurringPaymentQuery },
  async ({ user, params, query }) => {
    await unpayRecurringPayment(db, user.id, { id: params.id, dueDate: query.dueDate });
    return noContent();
  },
);

export const { GET, PUT, PATCH } = methodsNotAllowed({ POST, DELETE });
