import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { centsToNumber, decimalToCents, formatBRL } from "@/lib/money";
import { objectives, transactions } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { objectiveMessages } from "@/lib/schemas/objectives";
import { objectiveBalances } from "@/server/objectives/objective-balance";

export interface ObjectiveMove {
  objectiveId: string | null;
  type: TransactionTypeName;
  cents: number;
}

/**
 * Before a linked transaction is written: an objective can never hold less than zero. The
 * objectives involved (the one it will point to and the one it pointed to) are locked FOR UPDATE,
 * so two withdrawals at once are checked one after the other; each balance is read without the
 * transaction being replaced (`replacingId`), then the new movement is applied.
 */
export async function assertObjectiveBalance(
  tx: DbOrTx,
  userId: string,
  next: ObjectiveMove,
  previousObjectiveId: string | null = null,
  replacingId?: string,
): Promise<void> {
  const ids = [...new Set([next.objectiveId, previousObjectiveId].filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  await tx
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.userId, userId), inArray(objectives.id, ids)))
    .orderBy(objectives.id)
    .for("update");
  const balances = objectiveBalances(tx, userId, replacingId ? ne(transactions.id, replacingId) : undefined);
  const rows = await tx.select().from(balances);
  const held = new Map(rows.map((row) => [row.objectiveId, decimalToCents(row.balance)]));
  for (const id of ids) {
    const before = held.get(id) ?? 0;
    const move = id === next.objectiveId ? (next.type === "despesa" ? next.cents : -next.cents) : 0;
    if (before + move < 0) {
      throw new AppError("bad_request", objectiveMessages.insufficientBalance(formatBRL(centsToNumber(Math.max(before, 0)))));
    }
  }
}
