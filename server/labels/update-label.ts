import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import type { LabelKind } from "@/server/labels/label-kind";
import type { LabelPatch } from "@/lib/schemas/labels";
import { toLabelJson } from "@/server/labels/to-label-json";

/** Changes the fields sent; renaming onto another of the user's names is a 409. */
export function updateLabelFor(kind: LabelKind) {
  return async (db: DbOrTx, userId: string, id: string, patch: LabelPatch) => {
    const { table } = kind;
    const changes = {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description || null }),
      ...(patch.color !== undefined && { color: patch.color }),
      updatedAt: new Date(),
    };
    const rows = await db
      .update(table)
      .set(changes)
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, kind.uniqueIndex)) {
          throw new AppError("conflict", kind.duplicateMessage, { cause: error });
        }
        throw error;
      });
    const row = rows[0];
    if (!row) throw notFound(kind.notFoundMessage);
    return toLabelJson(row);
  };
}
