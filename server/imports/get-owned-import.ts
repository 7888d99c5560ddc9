import "server-only";
import { and, eq } from "drizzle-orm";
import { imports } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { importApiMessages } from "@/lib/schemas/imports";

/** One of the user's imports, locked for the write that follows; another user's is a 404. */
export async function getOwnedImportForUpdate(tx: DbOrTx, userId: string, importId: string) {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.userId, userId)))
    .for("update");
  if (!row) throw notFound(importApiMessages.notFound);
  return row;
}
