import "server-only";
import { and, eq } from "drizzle-orm";
import { attachments } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { describeError, logger } from "@/lib/server/logger";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { requireAttachmentStore, type AttachmentStore } from "@/server/attachments/attachment-store";
import { idleLimitedBody, type IdleLimit } from "@/server/attachments/idle-limited-body";
import { receiptDownloads } from "@/server/attachments/receipt-slots";
import { onVisibleRow } from "@/server/attachments/on-visible-row";

/**
 * What a receipt is served with: nothing in it may run (a PDF is never read as HTML, an SVG or
 * script never executes), it may not be framed by another site, and only the person's browser
 * may keep it. `sandbox` is left out for PDFs: Chromium's viewer refuses to open in a sandbox.
 */
const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const PDF_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** A download whose client has not asked for more in this long is ended. */
const DOWNLOAD_IDLE_MS = 30_000;

/**
 * One receipt's bytes, handed to the client as it reads; another person's id is a 404. It holds
 * one of the person's two download slots until the client has it all, leaves, or stops reading
 * for `idleMs`. `signal` is the request's: a download waiting for a slot stops if its client leaves.
 */
export async function openAttachment(
  db: DbOrTx,
  userId: string,
  attachmentId: string,
  { idleMs = DOWNLOAD_IDLE_MS, signal }: { idleMs?: number; signal?: AbortSignal } = {},
): Promise<Response> {
  const store = requireAttachmentStore();
  const release = await receiptDownloads.take(userId, signal);
  try {
    return await serve(db, store, userId, attachmentId, { idleMs, onEnd: release });
  } catch (error) {
    release();
    throw error;
  }
}

async function serve(db: DbOrTx, store: AttachmentStore, userId: string, attachmentId: string, limit: IdleLimit): Promise<Response> {
  const [row] = await db
    .select({ storageKey: attachments.storageKey, contentType: attachments.contentType, fileName: attachments.fileName, size: attachments.size })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), onVisibleRow(userId)));
  if (!row) throw notFound(attachmentMessages.notFound);
  const body = await store.get(row.storageKey);
  if (!body) {
    logger.error({ err: describeError(new Error("arquivo ausente")), attachmentId }, "anexo sem arquivo no armazenamento");
    throw notFound(attachmentMessages.notFound);
  }
  const pdf = row.contentType === "application/pdf";
  return new Response(idleLimitedBody(body, limit), {
    status: 200,
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(row.size),
      "Content-Disposition": inlineDisposition(row.fileName),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": pdf ? PDF_CSP : IMAGE_CSP,
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

/** `inline`, with the name in ASCII for old readers and in UTF-8 (RFC 6266) for the rest. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "anexo";
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
