// GET /api/v1/reports/cash-flow?from=YYYY-MM&to=YYYY-MM[&regime=competencia|caixa] — revenue, expense, balance and saved, month by month
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { reportPeriodQuery } from "@/lib/schemas/reports";
import { getCashFlow } from "@/server/reports/get-cash-flow";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: reportPeriodQuery }, async ({ user, query }) =>
  ok(await getCashFlow(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
