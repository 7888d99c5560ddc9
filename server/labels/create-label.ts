import "server-only";
import { AppError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import type { LabelKind } from "@/server/labels/label-kind";
import type { LabelInput } from "@/lib/schemas/labels";
import { toLabelJson } from "@/server/labels/to-label-json";

/** Creates a label; a name the user already has (in any case) is a 409. */
export function createLabelFor(kind: LabelKind) {
  return async (db: DbOrTx, userId: string, input: LabelInput) => {
    const [row] = await db
      .insert(kind.table)
      .values({
        userId,
        name: input.name,
        description: input.description || null,
        color: input.color,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("conflict", kind.duplicateMessage);
    return toLabelJson(row);
  };
}
