// GET /api/v1/reports/category-trend?from&to&type=despesa|receita[&regime=] — each category month by month
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { categoryTrendQuery } from "@/lib/schemas/reports";
import { categoryTrendJson } from "@/server/reports/get-category-trend";
import { reportResponse } from "@/server/reports/cached-report";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: categoryTrendQuery }, async ({ user, query }) =>
  reportResponse(await categoryTrendJson(db, user.id, query, query.type)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
