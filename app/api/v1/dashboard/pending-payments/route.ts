// GET /api/v1/dashboard/pending-payments?[month=1..12][&year=][&scope=me|household] — occurrences of active recurring payments in the month (default: current)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { optionalMonthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", query: dashboardQuery(optionalMonthQuery) },
  async ({ user, query }) => ok(await getPendingPayments(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
