import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { asc, eq } from "drizzle-orm";
import { ZipFile } from "yazl";
import { attachments } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { requireAttachmentStore, type AttachmentStore } from "@/server/attachments/attachment-store";
import { streamUserExport } from "@/server/account/stream-user-export";

/** The folder of the zip that holds the receipts, each as `<attachment id>-<file name>`. */
export const ZIP_ATTACHMENTS_FOLDER = "anexos";

/**
 * The LGPD export with the files: `dados.json` (the JSON export, whose `attachments` list ties
 * each file to its transaction) and `anexos/`. Built as it is read: each file is fetched from the
 * store only when the zip reaches it, so memory holds one piece at a time. Photos and PDFs are
 * compressed already: stored as they are; only the JSON is deflated.
 * A server with attachments off answers 503 at once (the JSON export still works).
 */
export function streamUserExportZip(db: Db, userId: string, now: Date = new Date()): AsyncGenerator<Uint8Array> {
  return zipPieces(db, requireAttachmentStore(), userId, now);
}

async function* zipPieces(db: Db, store: AttachmentStore, userId: string, now: Date): AsyncGenerator<Uint8Array> {
  const files = await db
    .select({ id: attachments.id, fileName: attachments.fileName, storageKey: attachments.storageKey, createdAt: attachments.createdAt })
    .from(attachments)
    .where(eq(attachments.userId, userId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  const zip = new ZipFile();
  zip.addReadStreamLazy("dados.json", { mtime: now }, (done) => done(null, Readable.from(jsonBytes(streamUserExport(db, userId, now)))));
  for (const file of files) {
    zip.addReadStreamLazy(`${ZIP_ATTACHMENTS_FOLDER}/${file.id}-${file.fileName}`, { compress: false, mtime: file.createdAt }, (done) => {
      store.get(file.storageKey).then(
        (body) => {
          if (!body) logger.error({ attachmentId: file.id }, "exportação: anexo sem arquivo no armazenamento");
          done(null, body ? Readable.fromWeb(body as WebReadableStream) : Readable.from([]));
        },
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  try {
    for await (const chunk of output) yield chunk as Uint8Array;
  } catch (error) {
    logger.error({ err: describeError(error) }, "exportação zip interrompida");
    throw error;
  } finally {
    output.destroy();
  }
}

async function* jsonBytes(chunks: AsyncGenerator<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk);
}
