import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { objectives, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { decimalToNumber } from "@/lib/money";
import type { ObjectiveJson } from "@/lib/schemas/objectives";

/**
 * The user's objectives matching `where`, with `actualValue` summed in SQL over the transactions
 * linked to each: one query, exact numeric arithmetic, nothing stored twice. Oldest first; the id
 * breaks ties, since objectives inserted together share `created_at`.
 */
export async function selectObjectives(
  db: DbOrTx,
  userId: string,
  where?: SQL,
): Promise<ObjectiveJson[]> {
  const rows = await db
    .select({
      id: objectives.id,
      name: objectives.name,
      targetValue: objectives.targetValue,
      actualValue: sql<string>`coalesce(sum(${transactions.valor}), 0)`,
    })
    .from(objectives)
    .leftJoin(
      transactions,
      and(
        eq(transactions.objectiveId, objectives.id),
        eq(transactions.isObjective, true),
        eq(transactions.userId, userId),
      ),
    )
    .where(and(eq(objectives.userId, userId), where))
    .groupBy(objectives.id)
    .orderBy(asc(objectives.createdAt), asc(objectives.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    targetValue: decimalToNumber(row.targetValue),
    actualValue: decimalToNumber(row.actualValue),
  }));
}
