// GET /api/v1/tax/{year}/pdf — the declaration as an "informe auxiliar" PDF
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { getTaxPdf } from "@/server/tax/get-tax-pdf";
import { taxYearParams } from "@/lib/schemas/tax";

export const GET = route({ access: "subscriber", params: taxYearParams }, async ({ user, params }) => {
  const { bytes, fileName } = await getTaxPdf(db, user.id, params.year);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"` },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
