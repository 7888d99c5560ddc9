// GET /api/v1/reports/summary?from&to[&regime=] — totals, top categories and top payment methods of the period
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { reportPeriodQuery } from "@/lib/schemas/reports";
import { getReportSummary } from "@/server/reports/get-report-summary";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: reportPeriodQuery }, async ({ user, query }) =>
  ok(await getReportSummary(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
