// GET /api/v1/reports/transactions.csv?from&to[&regime=] — the period's transactions as a CSV for Excel in Brazil (streamed)
import { getPool } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { csvFileName, reportPeriodQuery } from "@/lib/schemas/reports";
import { exportResponse } from "@/server/account/export-response";
import { streamTransactionsCsv } from "@/server/reports/stream-transactions-csv";
import { takeExportSlot } from "@/server/account/export-slots";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", query: reportPeriodQuery }, async ({ user, query }) => {
  const onEnd = takeExportSlot(user.id);
  return exportResponse(streamTransactionsCsv(getPool(), user.id, query), csvFileName(query), "text/csv; charset=utf-8", {
    onEnd,
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
