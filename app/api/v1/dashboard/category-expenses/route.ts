// GET /api/v1/dashboard/category-expenses?month=1..12[&year=][&scope=me|household] — the month's expense by category, largest first
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: dashboardQuery(monthQuery) }, async ({ user, query }) =>
  ok(await getCategoryExpenses(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
