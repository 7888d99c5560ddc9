// POST /api/v1/import/{id}/commit — create the chosen rows of a preview, in one transaction
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { commitImportInput, importIdParams } from "@/lib/schemas/imports";
import { commitImport } from "@/server/imports/commit-import";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route(
  { access: "subscriber", params: importIdParams, body: commitImportInput },
  async ({ user, params, body }) => ok(await commitImport(db, user.id, params.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
