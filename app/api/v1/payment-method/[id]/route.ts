// GET, PATCH, DELETE /api/v1/payment-method/{id} — one of the user's payment methods
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deletePaymentMethod } from "@/server/payment-methods/delete-payment-method";
import { getPaymentMethod } from "@/server/payment-methods/get-payment-method";
import { paymentMethodIdParams, paymentMethodPatch } from "@/lib/schemas/payment-methods";
import { updatePaymentMethod } from "@/server/payment-methods/update-payment-method";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", params: paymentMethodIdParams },
  async ({ user, params }) => ok(await getPaymentMethod(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: paymentMethodIdParams, body: paymentMethodPatch },
  async ({ user, params, body }) => ok(await updatePaymentMethod(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: paymentMethodIdParams },
  async ({ user, params }) => {
    await deletePaymentMethod(db, user.id, params.id);
    return noContent();
  },
);

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
