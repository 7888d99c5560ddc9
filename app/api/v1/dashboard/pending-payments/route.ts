// GET /api/v1/dashboard/pending-payments?[month=1..12][&year=] — occurrences of active recurring payments in the month (default: current)
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { optionalMonthQuery } from "@/lib/month-query";
import { getPendingPayments } from "@/server/dashboard/get-pending-payments";

export const GET = route(
  { access: "subscriber", query: optionalMonthQuery },
  async ({ user, query }) => ok(await getPendingPayments(db, user.id, query)),
);
