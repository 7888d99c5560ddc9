// GET, POST /api/v1/import — the user's imports; a statement file (OFX or CSV) becomes a preview
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { readImportUpload, IMPORT_BODY_LIMIT_BYTES } from "@/server/imports/read-import-upload";
import { createImportPreview } from "@/server/imports/create-import-preview";
import { listImports } from "@/server/imports/list-imports";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { clientIp } from "@/server/auth/client-ip";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listImports(db, user.id)));

export const POST = route({ access: "subscriber", maxBodyBytes: IMPORT_BODY_LIMIT_BYTES }, async ({ user, req }) =>
  created(await createImportPreview(db, user.id, await readImportUpload(req), { ip: clientIp(req) })),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
