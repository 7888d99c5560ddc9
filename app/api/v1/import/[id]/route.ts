// DELETE /api/v1/import/{id} — undo a committed import (or discard a preview)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { importIdParams } from "@/lib/schemas/imports";
import { undoImport } from "@/server/imports/undo-import";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const DELETE = route({ access: "subscriber", params: importIdParams }, async ({ user, params }) =>
  ok(await undoImport(db, user.id, params.id)),
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
