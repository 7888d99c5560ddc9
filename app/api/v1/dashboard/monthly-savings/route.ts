// GET /api/v1/dashboard/monthly-savings?month=1..12[&year=][&scope=me|household] — income − expense and the change from the month before
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import { getMonthlySavings } from "@/server/dashboard/get-monthly-savings";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: dashboardQuery(monthQuery) }, async ({ user, query }) =>
  ok(await getMonthlySavings(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
