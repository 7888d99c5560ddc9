import "server-only";
import { and, desc, eq, lt, notInArray } from "drizzle-orm";
import { imports } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { ImportFileError } from "@/lib/import/import-error";
import { parseStatementInTurns } from "@/lib/import/parse-statement";
import type { ImportMapping, ImportPreviewJson } from "@/lib/schemas/imports";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import { buildPreviewRows } from "@/server/imports/build-preview-rows";
import { packCells, packRows } from "@/server/imports/preview-packing";
import { toImportPreviewJson } from "@/server/imports/to-import-json";

/** A preview nobody confirmed is dropped after this long. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** Open previews kept per person: a new upload past it drops the oldest. */
const MAX_OPEN_PREVIEWS = 5;

export interface ImportUpload {
  fileName: string;
  bytes: Uint8Array;
  paymentMethodId: string | null;
  mapping?: ImportMapping;
}

/**
 * Parses a statement and stores its preview; no transaction is written. A file that cannot be read
 * is a pt-BR 400 naming the line, before anything is stored. Uploads are rate-limited per person,
 * and only their newest previews are kept, so one account cannot fill the database.
 */
export async function createImportPreview(
  db: Db,
  userId: string,
  upload: ImportUpload,
  client: { ip: string },
): Promise<ImportPreviewJson> {
  await consumeRateLimit("importUpload", { ip: client.ip, account: `user:${userId}` });
  let statement;
  try {
    statement = await parseStatementInTurns(upload.fileName, upload.bytes, upload.mapping);
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError("bad_request", error.message, { cause: error });
    throw error;
  }
  await assertOwnedReferences(db, userId, { paymentMethodId: upload.paymentMethodId });
  const rows = await buildPreviewRows(db, userId, upload.paymentMethodId, statement.rows);
  const csv = statement.csv;
  const [row] = await db
    .insert(imports)
    .values({
      userId,
      format: statement.format,
      fileName: upload.fileName.slice(0, 255),
      paymentMethodId: upload.paymentMethodId,
      columns: csv?.cells.header ?? null,
      mapping: csv?.mapping ?? null,
      cells: csv ? await packCells(csv.cells.rows) : null,
      rows: await packRows(rows),
      rowCount: rows.length,
      duplicateCount: rows.filter((r) => r.duplicate).length,
    })
    .returning({ id: imports.id, format: imports.format, columns: imports.columns, mapping: imports.mapping });
  if (!row) throw new Error("import insert returned no row");
  const open = and(eq(imports.userId, userId), eq(imports.status, "preview"));
  const newest = db.select({ id: imports.id }).from(imports).where(open).orderBy(desc(imports.createdAt), desc(imports.id)).limit(MAX_OPEN_PREVIEWS);
  await db.delete(imports).where(and(open, notInArray(imports.id, newest)));
  await db.delete(imports).where(and(open, lt(imports.createdAt, new Date(Date.now() - PREVIEW_TTL_MS))));
  return toImportPreviewJson({ ...row, rows });
}
