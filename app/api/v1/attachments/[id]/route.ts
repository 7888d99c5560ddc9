// GET, DELETE /api/v1/attachments/{id} — one receipt's bytes (inline, nothing in them runs); deleting it
import { db } from "@/lib/server/db";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { attachmentIdParams } from "@/lib/schemas/attachments";
import { deleteAttachment } from "@/server/attachments/delete-attachment";
import { openAttachment } from "@/server/attachments/open-attachment";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", params: attachmentIdParams }, async ({ user, params, req }) =>
  openAttachment(db, user.id, params.id, { signal: req.signal }),
);

export const DELETE = route({ access: "subscriber", params: attachmentIdParams }, async ({ user, params }) => {
  await deleteAttachment(db, user.id, params.id);
  return noContent();
});

export const { POST, PUT, PATCH } = methodsNotAllowed({ GET, DELETE });
