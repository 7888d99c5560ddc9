// GET, PUT, DELETE /api/v1/recurring-payments/{id} — one recurring payment
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteRecurringPayment } from "@/server/recurring-payments/delete-recurring-payment";
import { getRecurringPayment } from "@/server/recurring-payments/get-recurring-payment";
import { updateRecurringPayment } from "@/server/recurring-payments/update-recurring-payment";
import {
  recurringPaymentIdParams,
  recurringPaymentInput,
} from "@/lib/schemas/recurring-payments";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", params: recurringPaymentIdParams },
  async ({ user, params }) => ok(await getRecurringPayment(db, user.id, params.id)),
);

export const PUT = route(
  { access: "subscriber", params: recurringPaymentIdParams, body: recurringPaymentInput },
  async ({ user, params, body }) => ok(await updateRecurringPayment(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: recurringPaymentIdParams },
  async ({ user, params }) => {
    await deleteRecurringPayment(db, user.id, params.id);
    return noContent();
  },
);

export const { POST, PATCH } = methodsNotAllowed({ GET, PUT, DELETE });
