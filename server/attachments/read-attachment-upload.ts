import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { ATTACHMENT_MAX_BYTES } from "@/lib/domain/attachment-limits";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { readFormData } from "@/server/http/read-form-data";

/** The file's own limit, plus room for the multipart framing. */
export const ATTACHMENT_BODY_LIMIT_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;

export interface AttachmentUpload {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The multipart field `file`. The body is read as it arrives and refused (413) as soon as it
 * passes the limit, whatever length it declared; nothing past 10 MB is held.
 */
export async function readAttachmentUpload(req: NextRequest): Promise<AttachmentUpload> {
  const form = await readFormData(req, ATTACHMENT_BODY_LIMIT_BYTES, attachmentMessages.notMultipart);
  const file = form.get("file");
  if (!file || typeof file === "string") throw new AppError("bad_request", attachmentMessages.fileRequired);
  if (file.size > ATTACHMENT_MAX_BYTES) throw new AppError("payload_too_large", attachmentMessages.tooLarge);
  if (file.size === 0) throw new AppError("bad_request", attachmentMessages.empty);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
