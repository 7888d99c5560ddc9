// POST /api/v1/payment-method — create a payment method
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createPaymentMethod } from "@/server/payment-methods/create-payment-method";
import { paymentMethodInput } from "@/lib/schemas/payment-methods";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route(
  { access: "subscriber", body: paymentMethodInput },
  async ({ user, body }) => created(await createPaymentMethod(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
