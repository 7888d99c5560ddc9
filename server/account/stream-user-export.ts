import "server-only";
import { and, eq, getTableColumns, getTableName, gt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumeric, type Cents } from "@/lib/format/money";
import { EXPORT_SECTIONS, type ExportSection } from "@/server/account/export-sections";
import { sharedColumns, sharedRowsSql } from "@/server/account/export-shared";

/** Rows read per query: big enough to keep round trips few, small enough to keep memory flat. */
const PAGE_SIZE = 2000;

/** The SQL type of a money column (db/columns.ts `money`). */
const MONEY_SQL_TYPE = "numeric(14, 2)";

export const EXPORT_FORMAT = "bolso-export";
export const EXPORT_VERSION = 1;

/** Every column of the user but the password hash: a column added later is exported too. */
const { passwordHash: _secret, ...profileColumns } = getTableColumns(users);

/** Columns of the user that describe the subscription; the file shows them apart from the profile. */
const SUBSCRIPTION_FIELDS = [
  "subscriptionStatus",
  "vipAccess",
  "subscriptionPeriodEnd",
  "cancelAtPeriodEnd",
  "trialUsedAt",
  "trialEndsAt",
  "stripeCustomerId",
  "stripeSubscriptionId",
];

/**
 * The user's whole account as JSON text, piece by piece: the profile (never the password hash)
 * and the subscription, then one array per section: their own rows, then the rows others of their
 * household share with them, each marked `"shared": true` with its owner's name. Ids are the database ids, so a program can
 * follow every reference inside the file.
 */
export async function* streamUserExport(db: DbOrTx, userId: string, now: Date = new Date()): AsyncGenerator<string> {
  const [user] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const profile: Record<string, unknown> = { ...user };
  const subscription: Record<string, unknown> = {};
  for (const key of SUBSCRIPTION_FIELDS) {
    if (!(key in profile)) continue;
    subscription[key === "subscriptionStatus" ? "status" : key] = profile[key];
    delete profile[key];
  }
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(now.toISOString())}`;
  yield `,"profile":${JSON.stringify(profile)},"subscription":${JSON.stringify(subscription)}`;
  for (const section of EXPORT_SECTIONS) {
    yield `,${JSON.stringify(section.key)}:[`;
    let first = true;
    for (const whose of ["own", "shared"] as const) {
      for await (const page of readPages(db, userId, section, whose)) {
        const text = page.map((row) => JSON.stringify(row)).join(",");
        yield first ? text : `,${text}`;
        first = false;
      }
    }
    yield "]";
  }
  yield "}\n";
}

/** The person's own rows of a section ("own"), or the rows of others their household shares ("shared"). */
async function* readPages(db: DbOrTx, userId: string, section: ExportSection, whose: "own" | "shared"): AsyncGenerator<object[]> {
  const { userId: _owner, ...columns } = getTableColumns(section.table) as Record<string, AnyPgColumn>;
  for (const name of section.omit ?? []) delete columns[name];
  const keyNames = section.keyset.map((column) => propertyOf(columns, column, section));
  const { shared } = section;
  if (whose === "shared" && !shared) return;
  const picked = shared && whose === "shared" ? sharedColumns({ ...section, shared }, columns, userId) : columns;
  // The file keeps money as PostgreSQL writes it ("12.30"), not as the centavos the columns read.
  const moneyKeys = Object.keys(columns).filter((name) => {
    const column = columns[name]!;
    return column.columnType === "PgCustomColumn" && column.getSQLType() === MONEY_SQL_TYPE;
  });
  const rowsOf = shared && whose === "shared" ? sharedRowsSql({ ...section, shared }, userId) : eq(section.table.userId, userId);
  let after: unknown[] | null = null;
  for (;;) {
    const condition: SQL | undefined = after ? keysetAfter(section.keyset, after) : undefined;
    const rows: Array<Record<string, unknown>> = await db
      .select(picked)
      .from(section.table)
      .where(and(rowsOf, condition))
      .orderBy(...section.keyset)
      .limit(PAGE_SIZE);
    if (rows.length === 0) return;
    for (const row of rows) {
      for (const name of moneyKeys) if (typeof row[name] === "number") row[name] = centsToNumeric(row[name] as Cents);
    }
    yield rows;
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    after = keyNames.map((name) => last[name]);
  }
}

function keysetAfter(keyset: AnyPgColumn[], values: unknown[]): SQL {
  if (keyset.length === 1) return gt(keyset[0] as AnyPgColumn, values[0]);
  const left = sql.join(keyset.map((column) => sql`${column}`), sql`, `);
  const right = sql.join(values.map((value) => sql`${value}`), sql`, `);
  return sql`(${left}) > (${right})`;
}

function propertyOf(columns: Record<string, AnyPgColumn>, column: AnyPgColumn, section: ExportSection): string {
  const entry = Object.entries(columns).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`export: ${getTableName(section.table)} não tem a coluna de ordem ${column.name}`);
  return entry[0];
}
