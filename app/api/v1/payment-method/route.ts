// POST /api/v1/payment-method — create a payment method
import { db } from "@/lib/db";
import { created } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createPaymentMethod } from "@/server/payment-methods/create-payment-method";
import { paymentMethodInput } from "@/server/payment-methods/schemas";

export const POST = route(
  { access: "subscriber", body: paymentMethodInput },
  async ({ user, body }) => created(await createPaymentMethod(db, user.id, body)),
);
