// GET /api/v1/tax/{year}/csv?section=income|exempt|exclusive|payments|assets|debts — one ficha as CSV
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { getTaxCsv } from "@/server/tax/get-tax-csv";
import { taxCsvQuery, taxYearParams } from "@/lib/schemas/tax";

export const GET = route(
  { access: "subscriber", params: taxYearParams, query: taxCsvQuery },
  async ({ user, params, query }) => {
    const { text, fileName } = await getTaxCsv(db, user.id, params.year, query.section);
    return new Response(text, {
      status: 200,
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
