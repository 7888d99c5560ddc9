// GET /api/v1/payment-method/{id}/statements?year= — a card's faturas of that year, plus the open one
import { db } from "@/lib/server/db";
import { currentYearMonth } from "@/lib/domain/calendar";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { cardParams, statementYearQuery } from "@/lib/schemas/cards";
import { listStatements } from "@/server/cards";

export const dynamic = "force-dynamic";

export const GET = route(
  { access: "subscriber", params: cardParams, query: statementYearQuery },
  async ({ user, params, query }) =>
    ok(await listStatements(db, user.id, params.id, query.year ?? currentYearMonth().year)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
