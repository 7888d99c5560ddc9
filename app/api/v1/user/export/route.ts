// GET /api/v1/user/export — every record of the user as one JSON file (streamed)
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/server/http/route";
import { exportFileName, exportResponse } from "@/server/account/export-response";
import { streamUserExport } from "@/server/account/stream-user-export";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "user" }, async ({ user }) =>
  exportResponse(streamUserExport(db, user.id), exportFileName(todayInSaoPaulo())),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
