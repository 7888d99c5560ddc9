import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import type { LabelKind } from "@/server/labels/label-kind";

/**
 * Deletes a label. Transactions and recurring payments that used it stay: their foreign key is
 * ON DELETE SET NULL, so they simply lose the reference.
 */
export function deleteLabelFor(kind: LabelKind) {
  return async (db: DbOrTx, userId: string, id: string) => {
    const { table } = kind;
    const [row] = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .returning({ id: table.id });
    if (!row) throw notFound(kind.notFoundMessage);
  };
}
