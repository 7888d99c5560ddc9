import "server-only";
import { and, eq, getTableName, isNull, ne, notInArray, sql } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import type { HouseholdLevel, RecordAccess, SharingLevel } from "@/lib/domain/enums";
import { householdMembers, paymentMethods, transactions } from "@/db/schema";

/**
 * The one place that decides who may see and change a record (docs/decisions/households.md).
 * Every query and use case asks here; no route or screen decides it on its own.
 *
 * - A record is its owner's (`user_id`). Another person's record is visible only through the
 *   owner's household: a payment method shared ("shared" or "read_only"), the rows of such an
 *   account, a row marked "da casa", or a category, budget, objective or recurring payment of the
 *   household (`household_id`).
 * - Whatever is not visible is a 404, exactly as a record that does not exist.
 * - Visible but not writable is a 403 with a pt-BR message: a "Só ver" member writing anything of
 *   the household's, or anyone writing to a read-only shared account.
 */

export const householdAccessMessages = {
  readOnlyMember: "Seu acesso à casa é só para ver. Peça a quem é dono da casa para mudar o seu nível.",
  readOnlyRecord: "Este registro é compartilhado só para ver. Só quem é dono pode alterá-lo.",
  ownerOnly: "Só quem é dono deste registro pode fazer isso.",
} as const;

/** The ids of the people in `userId`'s household, `userId` included (just them outside one). */
export function householdMemberIdsSql(userId: string | AnyColumn | Placeholder): SQL {
  return sql`(select ${userId}::uuid union select fellow.user_id from household_members me
    join household_members fellow on fellow.household_id = me.household_id where me.user_id = ${userId})`;
}

/** `userId`'s household id (null outside one). */
export function householdIdSql(userId: string | AnyColumn | Placeholder): SQL {
  return sql`(select household_id from household_members where user_id = ${userId})`;
}

/** The payment methods `userId` sees: their own, and those their household's members share. */
export function visiblePaymentMethodSql(userId: string | Placeholder, table: { userId: AnyColumn; sharing: AnyColumn } = paymentMethods): SQL {
  return sql`(${table.userId} = ${userId} or (${table.sharing} <> 'private' and ${table.userId} in ${householdMemberIdsSql(userId)}))`;
}

/** The ids of the payment methods others of `userId`'s household share with them. */
function sharedWithSql(userId: string | Placeholder): SQL {
  return sql`(select pm.id from payment_methods pm where pm.sharing <> 'private' and pm.user_id <> ${userId}
    and pm.user_id in ${householdMemberIdsSql(userId)})`;
}

/**
 * The transactions `userId` sees: their own; the rows of an account a member shares with them;
 * a member's row marked "da casa".
 *
 * Every such row is owned by a member (a row's owner is its account's owner, the rule every write
 * keeps), so the rows are first narrowed to the members' ids as an array: PostgreSQL then reads
 * index (user_id, transaction_date) per member instead of the whole table, which the bare OR of
 * the three cases made it do (docs/decisions/household-reads-speed.md).
 */
export function visibleTransactionSql(userId: string | Placeholder): SQL {
  return sql`(${transactions.userId} = any(array${householdMemberIdsSql(userId)})
    and (${transactions.userId} = ${userId}
      or ${transactions.paymentMethodId} in ${sharedWithSql(userId)}
      or (${transactions.household} and ${transactions.userId} in ${householdMemberIdsSql(userId)})))`;
}

/**
 * `visibleTransactionSql` for a query about to run: outside a household it is exactly the
 * person's own rows, written as such so PostgreSQL plans them as it did before households (a
 * month's page read in order off index (user_id, transaction_date), a search walking it backwards).
 * A membership gained meanwhile shows its rows from the next query on; one lost shows none of them.
 */
export async function visibleTransactionSqlOf(db: DbOrTx, userId: string): Promise<SQL> {
  return (await membershipOf(db, userId)) ? visibleTransactionSql(userId) : eq(transactions.userId, userId);
}

const fellow = alias(householdMembers, "fellow");

/**
 * `visibleTransactionSql` cut into disjoint parts, each narrow enough for an index read in date
 * order: the person's own rows (exactly `user_id = me`); then, per other member, each account that
 * member shares (index (user_id, payment_method_id, transaction_date)), and their rows "da casa"
 * outside those accounts (the partial index on household rows). A query that wants a few rows newest
 * first (a search) reads each part with its limit and merges them, instead of reading every
 * member's matching rows to sort them (docs/decisions/household-reads-speed.md).
 *
 * The members and their shared accounts are read now; every part but the person's own still
 * carries `visibleTransactionSql`, so the query itself decides: a membership or a sharing lost
 * meanwhile shows nothing, one gained shows from the next query. The parts rest on the rule that a
 * row's owner is its account's owner. Outside a household, or alone in one, the one part is
 * `user_id = me`, as `visibleTransactionSqlOf` writes it.
 */
export async function visibleTransactionPartsOf(db: DbOrTx, userId: string): Promise<SQL[]> {
  const rows = await db
    .select({ memberId: fellow.userId, methodId: paymentMethods.id })
    .from(householdMembers)
    .innerJoin(fellow, and(eq(fellow.householdId, householdMembers.householdId), ne(fellow.userId, userId)))
    .leftJoin(paymentMethods, and(eq(paymentMethods.userId, fellow.userId), ne(paymentMethods.sharing, "private")))
    .where(eq(householdMembers.userId, userId));
  const sharedBy = new Map<string, string[]>();
  for (const { memberId, methodId } of rows) {
    const methods = sharedBy.get(memberId) ?? [];
    if (methodId) methods.push(methodId);
    sharedBy.set(memberId, methods);
  }
  const visible = visibleTransactionSql(userId);
  const parts: SQL[] = [eq(transactions.userId, userId)];
  for (const [memberId, methods] of sharedBy) {
    const ofMember = eq(transactions.userId, memberId);
    for (const methodId of methods) parts.push(sql`(${ofMember} and ${eq(transactions.paymentMethodId, methodId)} and ${visible})`);
    const outsideShared = methods.length
      ? sql` and (${isNull(transactions.paymentMethodId)} or ${notInArray(transactions.paymentMethodId, methods)})`
      : sql``;
    parts.push(sql`(${ofMember} and ${transactions.household}${outsideShared} and ${visible})`);
  }
  return parts;
}

/** Whether `userId` is a "Só ver" member of a household. */
function readOnlyMemberSql(userId: string | Placeholder): SQL {
  return sql`exists (select 1 from household_members where user_id = ${userId} and level = 'read')`;
}


/**
 * What `userId` may do with a payment method they see: "owner"; "write" when it is shared "Ver e
 * lançar" and they are not a "Só ver" member; else "read". Meant beside `visiblePaymentMethodSql`.
 */
export function paymentMethodAccessSql(userId: string | Placeholder): SQL<RecordAccess> {
  return sql<RecordAccess>`case when ${paymentMethods.userId} = ${userId} then 'owner'
    when ${paymentMethods.sharing} = 'shared' and not ${readOnlyMemberSql(userId)} then 'write' else 'read' end`;
}

/**
 * What `userId` may do with a transaction they see: "owner"; "write" through an account shared
 * "Ver e lançar", or on a row "da casa" outside a shared account, when they are not a "Só ver"
 * member; else "read". Meant beside `visibleTransactionSql`.
 */
export function transactionAccessSql(userId: string | Placeholder): SQL<RecordAccess> {
  const sharing = sql`(select pm.sharing from payment_methods pm where pm.id = ${transactions.paymentMethodId})`;
  return sql<RecordAccess>`case when ${transactions.userId} = ${userId} then 'owner'
    when ${readOnlyMemberSql(userId)} then 'read'
    when ${sharing} = 'shared' then 'write'
    when ${transactions.household} and coalesce(${sharing}, 'private') = 'private' then 'write' else 'read' end`;
}

/**
 * What `userId` may do with a household item they see (category, budget, objective, recurring
 * payment): "owner" for their own; another's item of the household: "read" for a "Só ver" member,
 * else "write". Meant beside `visibleHouseholdItemSql`.
 */
export function householdItemAccessSql(userId: string | Placeholder, table: { userId: AnyColumn }): SQL<RecordAccess> {
  return sql<RecordAccess>`case when ${table.userId} = ${userId} then 'owner'
    when ${readOnlyMemberSql(userId)} then 'read' else 'write' end`;
}

/** The household's rows: shared accounts' rows and rows "da casa", of every member. */
export function householdTransactionSql(userId: string): SQL {
  return sql`(${transactions.userId} in ${householdMemberIdsSql(userId)} and (${transactions.household}
    or ${transactions.paymentMethodId} in (select pm.id from payment_methods pm where pm.sharing <> 'private'
      and pm.user_id in ${householdMemberIdsSql(userId)})))`;
}

/** A record with `user_id` and `household_id` (categories, budgets, objectives, recurring payments). */
export function visibleHouseholdItemSql(userId: string | Placeholder, table: { userId: AnyColumn; householdId: AnyColumn }): SQL {
  return sql`(${table.userId} = ${userId} or ${table.householdId} = ${householdIdSql(userId)})`;
}

/**
 * `visibleHouseholdItemSql` as plain text, for a query written as fixed SQL text (the CSV export):
 * `alias` names the table, `userParam` the parameter holding the person (e.g. "$1").
 */
export function visibleHouseholdItemText(alias: string, userParam: string): string {
  return `(${alias}.user_id = ${userParam} or ${alias}.household_id = (select household_id from household_members where user_id = ${userParam}))`;
}

export interface Membership {
  householdId: string;
  level: HouseholdLevel;
}

/** `userId`'s household and level, or null outside one. */
export async function membershipOf(db: DbOrTx, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId, level: householdMembers.level })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  return row ?? null;
}

/**
 * Holds `userId`'s membership row (KEY SHARE) until the transaction ends, before a write checks what
 * the household lets them reach: a removal or a leave racing the write (which lock that row FOR
 * UPDATE) then lands wholly before it (the write sees them outside: 404) or after it.
 */
export async function holdMembership(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ userId: householdMembers.userId }).from(householdMembers).where(eq(householdMembers.userId, userId)).for("key share");
}

/** 403 for a "Só ver" member; anyone else may write what the household shares with them. */
export function assertMayWriteShared(membership: Membership | null): void {
  if (membership?.level === "read") throw new AppError("forbidden", householdAccessMessages.readOnlyMember);
}

export interface PaymentMethodAccess {
  id: string;
  ownerId: string;
  sharing: SharingLevel;
  /** Whether `userId` owns it. */
  own: boolean;
}

/**
 * A payment method `userId` may use: read (visible) or write (own, or shared "Ver e lançar" to a
 * member who is not "Só ver"). Invisible: 404 with `notFoundMessage`; visible only: 403.
 * Locks the row (KEY SHARE) when `lock`, so it cannot vanish before a write in the same transaction,
 * and first the person's membership (`holdMembership`).
 */
export async function accessPaymentMethod(
  db: DbOrTx,
  { userId, id, mode, notFoundMessage, lock = false }: {
    userId: string;
    id: string;
    mode: "read" | "write";
    notFoundMessage: string;
    lock?: boolean;
  },
): Promise<PaymentMethodAccess> {
  if (lock) await holdMembership(db, userId);
  const query = db
    .select({
      id: paymentMethods.id,
      ownerId: paymentMethods.userId,
      sharing: paymentMethods.sharing,
      access: paymentMethodAccessSql(userId),
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), visiblePaymentMethodSql(userId)));
  const [row] = lock ? await query.for("key share") : await query;
  if (!row) throw notFound(notFoundMessage);
  if (mode === "write") await assertMayWrite(db, userId, row.access);
  return { id: row.id, ownerId: row.ownerId, sharing: row.sharing, own: row.access === "owner" };
}

/** 403 unless `access` allows writing: "Só ver" members hear why, anyone else that the record is read-only. */
async function assertMayWrite(db: DbOrTx, userId: string, access: RecordAccess): Promise<void> {
  if (access !== "read") return;
  assertMayWriteShared(await membershipOf(db, userId));
  throw new AppError("forbidden", householdAccessMessages.readOnlyRecord);
}

/**
 * A payment method only its owner may change (rename, delete, its balance, its sharing): invisible
 * is a 404, another member's shared one a 403.
 */
export async function ownPaymentMethod(
  db: DbOrTx,
  { userId, id, notFoundMessage }: { userId: string; id: string; notFoundMessage: string },
): Promise<PaymentMethodAccess> {
  const method = await accessPaymentMethod(db, { userId, id, mode: "read", notFoundMessage });
  if (!method.own) throw new AppError("forbidden", householdAccessMessages.ownerOnly);
  return method;
}

export interface TransactionAccess {
  id: string;
  ownerId: string;
  own: boolean;
}

/**
 * A transaction `userId` may read, or write: their own; a row of an account shared "Ver e lançar"
 * with them, or a row "da casa", when they are not a "Só ver" member. Invisible: 404; visible
 * only: 403.
 */
export async function accessTransaction(
  db: DbOrTx,
  { userId, id, mode, notFoundMessage }: { userId: string; id: string; mode: "read" | "write"; notFoundMessage: string },
): Promise<TransactionAccess> {
  const [row] = await db
    .select({ id: transactions.id, ownerId: transactions.userId, access: transactionAccessSql(userId) })
    .from(transactions)
    .where(and(eq(transactions.id, id), visibleTransactionSql(userId)));
  if (!row) throw notFound(notFoundMessage);
  if (mode === "write") await assertMayWrite(db, userId, row.access);
  return { id: row.id, ownerId: row.ownerId, own: row.access === "owner" };
}

/**
 * A household item (category, budget, objective, recurring payment) `userId` may read, or write:
 * their own; the household's, when they are not a "Só ver" member.
 */
export async function accessHouseholdItem(
  db: DbOrTx,
  {
    userId,
    id,
    mode,
    table,
    notFoundMessage,
  }: {
    userId: string;
    id: string;
    mode: "read" | "write";
    table: PgTable & { id: AnyColumn; userId: AnyColumn; householdId: AnyColumn };
    notFoundMessage: string;
  },
): Promise<{ id: string; ownerId: string; householdId: string | null; own: boolean }> {
  const rows = await db
    .select({ id: sql<string>`${table.id}`, ownerId: sql<string>`${table.userId}`, householdId: sql<string | null>`${table.householdId}` })
    .from(sql`${sql.identifier(getTableName(table))}`)
    .where(and(sql`${table.id} = ${id}`, visibleHouseholdItemSql(userId, table)));
  const row = rows[0];
  if (!row) throw notFound(notFoundMessage);
  const own = row.ownerId === userId;
  if (mode === "write" && !own) assertMayWriteShared(await membershipOf(db, userId));
  return { ...row, own };
}
