// GET /api/v1/payment-method/list-all — the user's payment methods, alphabetically
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await listPaymentMethods(db, user.id)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
