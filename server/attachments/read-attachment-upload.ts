import "server-only";
import { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { ATTACHMENT_MAX_BYTES } from "@/lib/domain/attachment-limits";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { readFormData } from "@/server/http/read-form-data";
import { rateGuardedBody, type MinimumRate } from "@/server/attachments/rate-guarded-body";

/** The file's own limit, plus room for the multipart framing. */
export const ATTACHMENT_BODY_LIMIT_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;

/** An upload's body arrives at 16 KB/s at least, measured over 15 s: a stalled one is dropped within 30 s. */
const UPLOAD_MINIMUM_RATE: MinimumRate = { windowMs: 15_000, minBytesPerWindow: 15 * 16 * 1024 };

export interface AttachmentUpload {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The multipart field `file`. The body is read as it arrives and refused (413) as soon as it
 * passes the limit, whatever length it declared; nothing past 10 MB is held. A body that comes
 * slower than `rate` is dropped with a 408.
 */
export async function readAttachmentUpload(req: NextRequest, rate: MinimumRate = UPLOAD_MINIMUM_RATE): Promise<AttachmentUpload> {
  const guarded = req.body ? new NextRequest(req.url, withBody(req, rateGuardedBody(req.body, rate))) : req;
  const form = await readFormData(guarded, ATTACHMENT_BODY_LIMIT_BYTES, attachmentMessages.notMultipart);
  const file = form.get("file");
  if (!file || typeof file === "string") throw new AppError("bad_request", attachmentMessages.fileRequired);
  if (file.size > ATTACHMENT_MAX_BYTES) throw new AppError("payload_too_large", attachmentMessages.tooLarge);
  if (file.size === 0) throw new AppError("bad_request", attachmentMessages.empty);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The request's method and headers around another body (a streamed body needs `duplex`). */
function withBody(req: NextRequest, body: ReadableStream<Uint8Array>) {
  return { method: req.method, headers: req.headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1];
}
