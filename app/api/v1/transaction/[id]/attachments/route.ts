// GET, POST /api/v1/transaction/{id}/attachments — a transaction's receipts; POST takes one file (multipart `file`)
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { transactionIdParams } from "@/lib/schemas/transactions";
import { listAttachments } from "@/server/attachments/list-attachments";
import { ATTACHMENT_BODY_LIMIT_BYTES, readAttachmentUpload } from "@/server/attachments/read-attachment-upload";
import { uploadAttachment } from "@/server/attachments/upload-attachment";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", params: transactionIdParams }, async ({ user, params }) =>
  ok(await listAttachments(db, user.id, params.id)),
);

export const POST = route(
  { access: "subscriber", params: transactionIdParams, maxBodyBytes: ATTACHMENT_BODY_LIMIT_BYTES },
  async ({ user, params, req }) => created(await uploadAttachment(db, user.id, params.id, () => readAttachmentUpload(req), req.signal)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
