// GET /api/v1/tax/{year} — the ano-calendário's declaration as Bolso prepares it (every ficha, pendências)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { getTaxReport } from "@/server/tax/get-tax-report";
import { taxYearParams } from "@/lib/schemas/tax";

export const GET = route({ access: "subscriber", params: taxYearParams }, async ({ user, params }) =>
  ok(await getTaxReport(db, user.id, params.year)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
