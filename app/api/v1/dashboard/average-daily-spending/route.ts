// GET /api/v1/dashboard/average-daily-spending?[month=1..12][&year=][&scope=me|household] — the month's expense per day (default: current month)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { optionalMonthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import { getAverageDailySpending } from "@/server/dashboard/get-average-daily-spending";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", query: dashboardQuery(optionalMonthQuery) },
  async ({ user, query }) => ok(await getAverageDailySpending(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
