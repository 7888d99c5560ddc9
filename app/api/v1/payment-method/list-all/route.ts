// GET /api/v1/payment-method/list-all — the user's payment methods, alphabetically
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await listPaymentMethods(db, user.id)),
);
