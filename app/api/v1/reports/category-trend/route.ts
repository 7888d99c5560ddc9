// GET /api/v1/reports/category-trend?from&to&type=despesa|receita[&regime=] — each category month by month
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { categoryTrendQuery } from "@/lib/schemas/reports";
import { getCategoryTrend } from "@/server/reports/get-category-trend";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: categoryTrendQuery }, async ({ user, query }) =>
  ok(await getCategoryTrend(db, user.id, query, query.type)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
