// GET /api/v1/reports/cash-flow?from=YYYY-MM&to=YYYY-MM[&regime=competencia|caixa] — revenue, expense, balance and saved, month by month
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { reportPeriodQuery } from "@/lib/schemas/reports";
import { cashFlowJson } from "@/server/reports/get-cash-flow";
import { reportResponse } from "@/server/reports/cached-report";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: reportPeriodQuery }, async ({ user, query }) =>
  reportResponse(await cashFlowJson(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
