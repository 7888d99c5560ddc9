// GET, PATCH /api/v1/payment-method/{id}/bank-details — an account's bank, branch, number, CNPJ and joint flag (Bens e Direitos)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { getBankDetails } from "@/server/tax/get-bank-details";
import { setBankDetails } from "@/server/tax/set-bank-details";
import { bankDetailsInput } from "@/lib/schemas/tax";
import { paymentMethodIdParams } from "@/lib/schemas/payment-methods";

export const GET = route({ access: "subscriber", params: paymentMethodIdParams }, async ({ user, params }) =>
  ok(await getBankDetails(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: paymentMethodIdParams, body: bankDetailsInput },
  async ({ user, params, body }) => ok(await setBankDetails(db, user.id, params.id, body)),
);

export const { POST, PUT, DELETE } = methodsNotAllowed({ GET, PATCH });
