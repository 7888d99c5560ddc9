import "server-only";
import { desc, eq } from "drizzle-orm";
import { imports } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { ImportSummaryJson } from "@/lib/schemas/imports";
import { toImportSummaryJson } from "@/server/imports/to-import-json";

const HISTORY_LIMIT = 100;

/** The user's imports, newest first, with their counts (never their rows). */
export async function listImports(db: DbOrTx, userId: string): Promise<ImportSummaryJson[]> {
  const rows = await db
    .select({
      id: imports.id,
      format: imports.format,
      fileName: imports.fileName,
      status: imports.status,
      rowCount: imports.rowCount,
      duplicateCount: imports.duplicateCount,
      createdCount: imports.createdCount,
      skippedCount: imports.skippedCount,
      createdAt: imports.createdAt,
      committedAt: imports.committedAt,
      undoneAt: imports.undoneAt,
    })
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(HISTORY_LIMIT);
  const now = new Date();
  return rows.map((row) => toImportSummaryJson(row, now));
}
