// GET /api/v1/dashboard/pending-payments?[month=1..12][&year=][&scope=me|household] — occurrences of active recurring payments in the month (default: current); Casa: the household's
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { optionalMonthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import { getScopedPendingPayments } from "@/server/dashboard/get-scoped-pending-payments";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", query: dashboardQuery(optionalMonthQuery) },
  async ({ user, query }) => ok(await getScopedPendingPayments(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
