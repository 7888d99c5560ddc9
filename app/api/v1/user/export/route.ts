// GET /api/v1/user/export — every record of the user as one JSON file (streamed)
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/server/http/route";
import { exportFileName, exportResponse } from "@/server/account/export-response";
import { streamUserExport } from "@/server/account/stream-user-export";
import { takeExportSlot } from "@/server/account/export-slots";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "user" }, async ({ user }) => {
  const onEnd = takeExportSlot(user.id);
  return exportResponse(
    streamUserExport(db, user.id),
    exportFileName(todayInSaoPaulo()),
    undefined,
    { onEnd },
  );
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
