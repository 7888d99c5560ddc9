import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, objectives, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";

export type TransactionOrder = "date-desc" | "installment";

/** Equal days and instants never swap between renders: the id is the last key. */
const orders: Record<TransactionOrder, SQL[]> = {
  "date-desc": [desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id)],
  installment: [asc(transactions.installmentIndex), asc(transactions.transactionDate), asc(transactions.id)],
};

/** `{ _id, name, … }` of a joined reference, or JSON null when the row has none. */
const reference = (id: AnyColumn, fields: SQL) =>
  sql`case when ${id} is null then null else json_build_object('_id', ${id}, ${fields}) end`;

/**
 * One transaction in the API's shape, built by PostgreSQL: Node neither maps nor re-serialises
 * rows, which is what made a month of ~900 rows slow under load.
 */
const transactionJson = sql`json_build_object(
  '_id', ${transactions.id},
  'description', ${transactions.description},
  'valor', ${transactions.valor},
  'transactionDate', ${transactions.transactionDate},
  'categoryId', ${reference(categories.id, sql`'name', ${categories.name}, 'color', ${categories.color}`)},
  'paymentMethodId', ${reference(paymentMethods.id, sql`'name', ${paymentMethods.name}, 'color', ${paymentMethods.color}`)},
  'transactionTypeId', json_build_object('_id', ${transactionTypes.id}, 'transactionType', ${transactionTypes.transactionType}),
  'isObjective', ${transactions.isObjective},
  'objectiveId', ${reference(objectives.id, sql`'name', ${objectives.name}`)},
  'installmentGroupId', ${transactions.installmentGroupId},
  'installmentIndex', ${transactions.installmentIndex},
  'installmentCount', ${transactions.installmentCount}
)`;

/** The user's transactions with their type, category, payment method and objective joined. */
function selectJoined(db: DbOrTx, userId: string, fields: Record<string, SQL>, where?: SQL) {
  return db
    .select(fields)
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(categories, and(eq(categories.id, transactions.categoryId), eq(categories.userId, userId)))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, transactions.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .leftJoin(objectives, and(eq(objectives.id, transactions.objectiveId), eq(objectives.userId, userId)))
    .where(and(eq(transactions.userId, userId), where));
}

/**
 * The user's transactions matching `where` (which may test the joined type), populated, in
 * one query. `limit`/`offset` page through them.
 */
export async function findTransactions(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  { order = "date-desc", limit, offset = 0 }: { order?: TransactionOrder; limit?: number; offset?: number } = {},
): Promise<TransactionJson[]> {
  const query = selectJoined(db, userId, { json: transactionJson }, where)
    .orderBy(...orders[order])
    .offset(offset);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => row.json as TransactionJson);
}

/** The same list as one JSON array text, aggregated by PostgreSQL; "[]" when empty. */
export async function findTransactionsJsonText(db: DbOrTx, userId: string, where: SQL | undefined): Promise<string> {
  const ordered = sql.join(orders["date-desc"], sql`, `);
  const [row] = await selectJoined(
    db,
    userId,
    { body: sql`coalesce(json_agg(${transactionJson} order by ${ordered}), '[]')::text` },
    where,
  );
  return typeof row?.body === "string" ? row.body : "[]";
}
