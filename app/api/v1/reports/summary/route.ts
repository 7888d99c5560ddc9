// GET /api/v1/reports/summary?from&to[&regime=] — totals, top categories and top payment methods of the period
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { reportPeriodQuery } from "@/lib/schemas/reports";
import { reportSummaryJson } from "@/server/reports/get-report-summary";
import { reportResponse } from "@/server/reports/cached-report";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: reportPeriodQuery }, async ({ user, query }) =>
  reportResponse(await reportSummaryJson(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
