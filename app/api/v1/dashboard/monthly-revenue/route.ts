// GET /api/v1/dashboard/monthly-revenue?month=1..12[&year=][&scope=me|household] — the month's income and the change from the month before
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import { getMonthlyRevenue } from "@/server/dashboard/get-monthly-revenue";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: dashboardQuery(monthQuery) }, async ({ user, query }) =>
  ok(await getMonthlyRevenue(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
