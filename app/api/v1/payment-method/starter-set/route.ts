// POST /api/v1/payment-method/starter-set — add the suggested payment methods (idempotent), answer the full list
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createStarterPaymentMethods } from "@/server/payment-methods/create-starter-payment-methods";

export const POST = route({ access: "subscriber" }, async ({ user }) =>
  ok(await createStarterPaymentMethods(db, user.id)),
);
