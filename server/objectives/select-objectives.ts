import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Placeholder, SQL } from "drizzle-orm";
import { objectives, paymentMethods, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais, type Cents } from "@/lib/format/money";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { objectiveBalanceSql } from "@/server/objectives/objective-balance";
import { balanceSql } from "@/server/payment-methods/select-payment-methods";
import { householdItemAccessSql, visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * The objectives the user sees (their own and their household's) matching `where`, with `actualValue` (deposits − withdrawals) summed in
 * SQL: each objective's linked transactions summed by a subquery, exact numeric arithmetic,
 * nothing stored twice. Oldest first; the id breaks ties, since objectives inserted together share
 * `created_at`. One kept in an account (a caixinha) holds that account's balance as of the
 * placeholder `today`. Built for callers that prepare it once, with the values as placeholders.
 */
export function objectivesQuery(
  db: DbOrTx,
  userId: Placeholder,
  where?: SQL,
) {
  return db
    .select({
      id: objectives.id,
      name: objectives.name,
      targetValue: objectives.targetValue,
      deadline: objectives.deadline,
      accountId: paymentMethods.id,
      accountName: paymentMethods.name,
      ownerId: objectives.userId,
      householdId: objectives.householdId,
      access: householdItemAccessSql(userId, objectives),
      actualValue: sql<Cents>`case when ${paymentMethods.id} is null then ${objectiveBalanceSql(userId, objectives.id)}
        else ${balanceSql(userId, sql.placeholder("today"))} end`.mapWith(transactions.valor),
    })
    .from(objectives)
    .leftJoin(paymentMethods, and(eq(paymentMethods.id, objectives.accountId), eq(paymentMethods.userId, userId)))
    .where(and(visibleHouseholdItemSql(userId, objectives), where))
    .orderBy(asc(objectives.createdAt), asc(objectives.id));
}

type ObjectiveRow = Awaited<ReturnType<typeof objectivesQuery>>[number];

export function toObjectiveJson(row: ObjectiveRow): ObjectiveJson {
  return {
    _id: row.id,
    name: row.name,
    targetValue: centsToReais(row.targetValue),
    actualValue: centsToReais(row.actualValue),
    deadline: row.deadline,
    accountId: row.accountId,
    accountName: row.accountName,
    household: row.householdId !== null,
    ownerId: row.ownerId,
    access: row.access,
  };
}
