import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import {
  categories,
  categoryRules,
  objectives,
  openFinanceTransactions,
  payees,
  paymentMethods,
  transactions,
  transactionTypes,
  users,
} from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { tagNamesJson } from "@/server/shared/transaction-tag-sql";
import { matchingRuleSql } from "@/server/category-rules/find-matching-rule";
import {
  transactionAccessSql,
  visibleHouseholdItemSql,
  visiblePaymentMethodSql,
  visibleTransactionPartsOf,
  visibleTransactionSql,
  visibleTransactionSqlOf,
} from "@/server/shared/household-access";

export type TransactionOrder = "date-desc" | "installment";

/** Equal days and instants never swap between renders: the id is the last key. */
const orders: Record<TransactionOrder, SQL[]> = {
  "date-desc": [
    desc(transactions.transactionDate),
    desc(transactions.createdAt),
    desc(transactions.id),
  ],
  installment: [
    asc(transactions.installmentIndex),
    asc(transactions.transactionDate),
    asc(transactions.id),
  ],
};

/** A JSON value written as text: strings escaped by PostgreSQL, SQL null as JSON null. */
const value = (column: AnyColumn) => sql`coalesce(to_json(${column})::text, 'null')`;

/** `{"_id":…,"name":…}` of a joined reference, or `null` when the row has none. */
const reference = (id: AnyColumn, fields: Record<string, AnyColumn>) => {
  const members = Object.entries(fields).map(([key, column]) =>
    sql.raw(`',"${key}":' || `).append(sql`${value(column)}`),
  );
  return sql`case when ${id} is null then 'null' else '{"_id":' || to_json(${id})::text || ${sql.join(members, sql` || `)} || '}' end`;
};

/**
 * What `categorySource` points at, for the row's sheet to say why: the matching rule's term (rule),
 * the payee's name (payee), Pluggy's 8-digit category (bank); null for the other sources. Only rows
 * with those sources run their subquery.
 */
const categoryBasis = sql`case ${transactions.categorySource}
    when 'rule' then (select ${categoryRules.contains} from ${categoryRules} where ${categoryRules.id} = (select m.id from (${matchingRuleSql(sql`${transactions.userId}`, sql`search_fold(${transactions.description})`)}) m))
    when 'payee' then (select ${payees.name} from ${payees} where ${payees.id} = ${transactions.payeeId})
    when 'bank' then (select ${openFinanceTransactions.pluggyCategoryId} from ${openFinanceTransactions} where ${openFinanceTransactions.transactionId} = ${transactions.id})
  end`;

/** `{"id":…,"name":…}` of the person in `column`, or `null` (an author whose account is gone: "ex-membro"). */
const person = (column: AnyColumn) =>
  sql`coalesce((select json_build_object('id', ${users.id}, 'name', ${users.name})::text from ${users} where ${users.id} = ${column}), 'null')`;

/** The row's own split in percent by user id (stored in basis points), or `null` for the household's. */
const splitPercent = sql`coalesce((select json_object_agg(share.key, round(share.value::text::numeric / 100, 2))::text
    from jsonb_each(${transactions.split}) share), 'null')`;

/**
 * One transaction in the API's shape, as `viewer` sees it, written by PostgreSQL as compact JSON
 * text: Node neither maps nor re-serialises rows, which is what made a month of ~900 rows slow
 * under load.
 */
const transactionJson = (viewer: string | Placeholder) =>
  sql.join(
    [
      sql`'{"_id":' || ${value(transactions.id)}`,
      sql`',"description":' || ${value(transactions.description)}`,
      sql`',"valor":' || ${transactions.valor}::text`,
      sql`',"transactionDate":' || ${value(transactions.transactionDate)}`,
      sql`',"categoryId":' || ${reference(categories.id, { name: categories.name, color: categories.color })}`,
      sql`',"paymentMethodId":' || ${reference(paymentMethods.id, { name: paymentMethods.name, color: paymentMethods.color })}`,
      sql`',"transactionTypeId":' || ${reference(transactionTypes.id, { transactionType: transactionTypes.transactionType })}`,
      sql`',"isObjective":' || ${value(transactions.isObjective)}`,
      sql`',"objectiveId":' || ${reference(objectives.id, { name: objectives.name })}`,
      sql`',"installmentGroupId":' || ${value(transactions.installmentGroupId)}`,
      sql`',"installmentIndex":' || ${value(transactions.installmentIndex)}`,
      sql`',"installmentCount":' || ${value(transactions.installmentCount)}`,
      sql`',"tags":' || ${tagNamesJson(viewer)}`,
      sql`',"payeeId":' || ${value(transactions.payeeId)}`,
      sql`',"categorySource":' || ${value(transactions.categorySource)}`,
      // The owner's rule term or payee name: another member's private names, never shown to them.
      sql`',"categoryBasis":' || coalesce(to_json(case when ${transactions.userId} = ${viewer} then ${categoryBasis} end)::text, 'null')`,
      sql`',"ownerId":' || ${value(transactions.userId)}`,
      sql`',"household":' || ${value(transactions.household)}`,
      sql`',"paidBy":' || to_json(coalesce(${transactions.paidBy}, ${transactions.userId}))::text`,
      sql`',"split":' || ${splitPercent}`,
      sql`',"createdBy":' || ${person(transactions.createdBy)}`,
      sql`',"updatedBy":' || ${person(transactions.updatedBy)}`,
      sql`',"updatedAt":' || ${value(transactions.updatedAt)}`,
      sql`',"access":' || to_json(${transactionAccessSql(viewer)})::text || '}'`,
    ],
    sql` || `,
  );

/**
 * The transactions `viewer` sees (`visible`, from household-access.ts) with their type, and the
 * category, payment method and objective joined only when `viewer` sees those too: another
 * member's private category on a shared row shows as none, its name never leaves.
 */
function selectJoined(
  db: DbOrTx,
  viewer: string | Placeholder,
  visible: SQL,
  fields: Record<string, SQL>,
  where?: SQL,
) {
  return db
    .select(fields)
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(
      categories,
      and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(viewer, categories)),
    )
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, transactions.paymentMethodId), visiblePaymentMethodSql(viewer)),
    )
    .leftJoin(
      objectives,
      and(eq(objectives.id, transactions.objectiveId), visibleHouseholdItemSql(viewer, objectives)),
    )
    .where(and(visible, where));
}

interface Page {
  order?: TransactionOrder;
  limit?: number;
  offset?: number;
  /**
   * Read the visible rows part by part (`visibleTransactionPartsOf`), each newest first with the
   * page's limit, and join only the page's rows: a search of a common word in a household then
   * walks each part's index instead of sorting every member's matching rows. Needs a limit and
   * "date-desc".
   */
  inParts?: boolean;
}

/**
 * The rows `userId` sees matching `where`, as the ids of the first `count` newest first: each
 * visible part read in order with that limit, then merged. Outside a household (one part), its
 * condition as it is.
 */
async function visibleInParts(db: DbOrTx, userId: string, where: SQL | undefined, count: number): Promise<SQL> {
  const parts = await visibleTransactionPartsOf(db, userId);
  if (parts.length === 1) return parts[0]!;
  const branches = parts.map(
    (part) =>
      sql`${db
        .select({ id: transactions.id, transactionDate: transactions.transactionDate, createdAt: transactions.createdAt })
        .from(transactions)
        .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
        .where(and(part, where))
        .orderBy(...orders["date-desc"])
        .limit(count)}`,
  );
  return sql`${transactions.id} in (select part.id from (${sql.join(branches, sql` union all `)}) part
    order by part.transaction_date desc, part.created_at desc, part.id desc limit ${count})`;
}

/** One `json` value per matching transaction, in the page's order. */
async function readRows<T>(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  json: SQL<T>,
  { order = "date-desc", limit, offset = 0, inParts = false }: Page,
): Promise<T[]> {
  const visible =
    inParts && limit !== undefined && order === "date-desc"
      ? await visibleInParts(db, userId, where, offset + limit)
      : await visibleTransactionSqlOf(db, userId);
  const query = selectJoined(db, userId, visible, { json }, where)
    .orderBy(...orders[order])
    .offset(offset);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => row.json as T);
}

/**
 * The transactions the user sees matching `where` (which may test the joined type), populated, in
 * one query. `limit`/`offset` page through them.
 */
export function findTransactions(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  page: Page = {},
): Promise<TransactionJson[]> {
  return readRows(db, userId, where, sql<TransactionJson>`(${transactionJson(userId)})::json`, page);
}

/** One transaction as `{ json }`, for a caller that prepares the query once (values as placeholders). */
export function transactionJsonQuery(db: DbOrTx, userId: Placeholder, where: SQL) {
  return selectJoined(
    db,
    userId,
    visibleTransactionSql(userId),
    { json: sql<TransactionJson>`(${transactionJson(userId)})::json` },
    where,
  );
}

/** The same rows as one JSON array text, each written by PostgreSQL and sent as it is ("[]" when empty). */
export async function findTransactionsJsonText(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  page: Page,
): Promise<string> {
  return `[${(await readRows(db, userId, where, sql<string>`${transactionJson(userId)}`, page)).join(",")}]`;
}
