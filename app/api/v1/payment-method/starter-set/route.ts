// POST /api/v1/payment-method/starter-set — add the suggested payment methods (idempotent), answer the full list
import { db } from "@/lib/server/db";
import { starterSetInput } from "@/lib/schemas/payment-methods";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createStarterPaymentMethods } from "@/server/payment-methods/create-starter-payment-methods";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "subscriber", body: starterSetInput }, async ({ user, body }) =>
  ok(await createStarterPaymentMethods(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
