// GET, POST /api/v1/recurring-payments[?search=] — list (filtered by name, any case or accent) and create
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createRecurringPayment } from "@/server/recurring-payments/create-recurring-payment";
import { listRecurringPayments } from "@/server/recurring-payments/list-recurring-payments";
import {
  recurringPaymentInput,
  recurringPaymentListQuery,
} from "@/lib/schemas/recurring-payments";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", query: recurringPaymentListQuery },
  async ({ user, query }) => ok(await listRecurringPayments(db, user.id, query.search)),
);

export const POST = route(
  { access: "subscriber", body: recurringPaymentInput },
  async ({ user, body }) => created(await createRecurringPayment(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
