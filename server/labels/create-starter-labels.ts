import "server-only";
import type { Db } from "@/lib/server/db";
import type { LabelKind } from "@/server/labels/label-kind";
import { listLabelsFor } from "@/server/labels/list-labels";

/**
 * Adds the kind's suggested pt-BR set in one transaction, skipping names the user already has
 * (the unique index is case-insensitive), and answers the full list. Running it twice is harmless.
 */
export function createStarterLabelsFor(kind: LabelKind) {
  const listLabels = listLabelsFor(kind);
  return async (db: Db, userId: string) =>
    db.transaction(async (tx) => {
      await tx
        .insert(kind.table)
        .values(kind.starterSet.map((label) => ({ ...label, userId })))
        .onConflictDoNothing();
      return listLabels(tx, userId);
    });
}
