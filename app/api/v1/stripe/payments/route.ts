// GET /api/v1/stripe/payments — the customer's invoices [{ id, date, status, amount, currency, pdf }]
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listPayments } from "@/server/billing/list-payments";

export const GET = route({ access: "user" }, async ({ user }) => ok(await listPayments(db, user.id)));
