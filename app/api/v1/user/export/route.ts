// GET /api/v1/user/export[?format=zip] — every record of the user as one JSON file (streamed); zip: that file plus every receipt
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { exportQuery } from "@/lib/schemas/users";
import { route } from "@/server/http/route";
import { exportFileName, exportResponse } from "@/server/account/export-response";
import { streamUserExport } from "@/server/account/stream-user-export";
import { streamUserExportZip } from "@/server/account/stream-user-export-zip";
import { takeExportSlot } from "@/server/account/export-slots";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "user", query: exportQuery }, async ({ user, query }) => {
  const zip = query.format === "zip";
  const chunks = zip ? streamUserExportZip(db, user.id) : streamUserExport(db, user.id);
  const onEnd = takeExportSlot(user.id);
  return exportResponse(chunks, exportFileName(todayInSaoPaulo(), zip ? "zip" : "json"), zip ? "application/zip" : undefined, {
    onEnd,
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
