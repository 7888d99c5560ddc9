// GET /api/v1/budget?month=1..12[&year=][&regime=competencia|caixa] — each category's budget in force that month, with what it spent
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/schemas/month-query";
import { withRegime } from "@/lib/schemas/dashboard-regime";
import { listBudgets } from "@/server/budgets/list-budgets";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: withRegime(monthQuery) }, async ({ user, query }) =>
  ok(await listBudgets(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
