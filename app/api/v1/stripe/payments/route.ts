// GET /api/v1/stripe/payments — the customer's invoices [{ id, date, status, amount, currency, pdf }]
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listPayments } from "@/server/billing/list-payments";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "user" }, async ({ user }) => ok(await listPayments(db, user.id)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
