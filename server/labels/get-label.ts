import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import type { LabelKind } from "@/server/labels/label-kind";
import { toLabelJson } from "@/server/labels/to-label-json";

/** One of the user's labels; another user's id is "not found". */
export function getLabelFor(kind: LabelKind) {
  return async (db: DbOrTx, userId: string, id: string) => {
    const { table } = kind;
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.userId, userId)));
    if (!row) throw notFound(kind.notFoundMessage);
    return toLabelJson(row);
  };
}
