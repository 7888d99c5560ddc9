import "server-only";
import { and, asc, eq, inArray, not, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { ZERO_CENTS, addCents, formatMoney, negateCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { objectives, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { objectiveMessages } from "@/lib/schemas/objectives";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";
import { householdMemberIdsSql, visibleHouseholdItemSql } from "@/server/shared/household-access";

export interface ObjectiveMove {
  objectiveId: string | null;
  type: TransactionTypeName;
  amountCents: Cents;
}

interface Change {
  /** The user's transactions the change removes or replaces (already locked by the caller). */
  removing?: SQL;
  /** The linked transaction it writes. */
  adding?: ObjectiveMove;
  kind: "create" | "update" | "delete" | "undoImport";
}

const signed = sql`case when ${transactionTypes.transactionType} = 'despesa' then ${transactions.valor} else -${transactions.valor} end`;

/**
 * An objective never holds less than zero. Before a change to linked transactions is written, the
 * objectives it touches are locked FOR UPDATE (in id order), so two changes to one objective run
 * one after the other and the second reads what the first committed. Each one's balance after the
 * change (without `removing`, plus `adding`) is then compared with zero. A change that leaves it
 * below zero is refused, unless it raises the balance (older data already negative can be mended).
 */
async function assertObjectivesStayPositive(tx: DbOrTx, userId: string, { removing, adding, kind }: Change) {
  const mine = and(eq(transactions.userId, userId), linkedToObjective);
  const removed = removing
    ? await tx.selectDistinct({ id: transactions.objectiveId }).from(transactions).where(and(mine, removing))
    : [];
  const target = adding?.objectiveId ?? null;
  const ids = [...new Set([target, ...removed.map((row) => row.id)].filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  const locked = await tx
    .select({ id: objectives.id, name: objectives.name, accountId: objectives.accountId })
    .from(objectives)
    .where(and(visibleHouseholdItemSql(userId, objectives), inArray(objectives.id, ids)))
    .orderBy(asc(objectives.id))
    .for("update");
  // A caixinha's money is its account's: it moves by transfers, never by linked rows.
  const kept = locked.find((objective) => objective.id === target && objective.accountId);
  if (adding && kept?.accountId) {
    const [account] = await tx
      .select({ name: paymentMethods.name })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, kept.accountId), eq(paymentMethods.userId, userId)));
    throw new AppError("bad_request", objectiveMessages.keptInAccount(kept.name, account?.name ?? ""));
  }
  const rows = await tx
    .select({
      id: transactions.objectiveId,
      now: sql<Cents>`coalesce(sum(${signed}), 0)`.mapWith(transactions.valor),
      kept: sql<Cents>`coalesce(sum(${signed}) filter (where ${removing ? not(removing) : sql`true`}), 0)`.mapWith(
        transactions.valor,
      ),
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    // A household objective holds every member's moves.
    .where(and(sql`${transactions.userId} in ${householdMemberIdsSql(userId)}`, linkedToObjective, inArray(transactions.objectiveId, ids)))
    .groupBy(transactions.objectiveId);
  const balances = new Map(rows.map((row) => [row.id, { now: row.now, kept: row.kept }]));
  for (const { id, name } of locked) {
    const { now, kept } = balances.get(id) ?? { now: ZERO_CENTS, kept: ZERO_CENTS };
    const move =
      id === target && adding ? (adding.type === "despesa" ? adding.amountCents : negateCents(adding.amountCents)) : ZERO_CENTS;
    const after = addCents(kept, move);
    if (after >= 0 || after >= now) continue;
    if (move < 0 && kept >= 0) {
      throw new AppError("bad_request", objectiveMessages.insufficientBalance(formatMoney(kept)));
    }
    const change = kind === "create" ? "update" : kind;
    throw new AppError("bad_request", objectiveMessages.depositInUse(change, name, formatMoney(negateCents(after))));
  }
}

/**
 * Before a linked transaction is written (created, or `replacingId` edited): a withdrawal takes
 * at most what the objective holds without it, and an edit may not take away a deposit that
 * withdrawals already used (lowering it, making it a receita, or moving it to another objective).
 */
export async function assertObjectiveBalance(
  tx: DbOrTx,
  userId: string,
  next: ObjectiveMove,
  replacingId?: string,
): Promise<void> {
  const removing = replacingId ? eq(transactions.id, replacingId) : undefined;
  await assertObjectivesStayPositive(tx, userId, { removing, adding: next, kind: replacingId ? "update" : "create" });
}

/**
 * Before transactions are deleted (one, or an import's when it is undone): a deposit that
 * withdrawals already used stays.
 */
export async function assertRemovalKeepsObjectives(
  tx: DbOrTx,
  userId: string,
  removing: SQL,
  kind: "delete" | "undoImport" = "delete",
): Promise<void> {
  await assertObjectivesStayPositive(tx, userId, { removing, kind });
}
