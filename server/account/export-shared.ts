import "server-only";
import { getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { categories, objectives, paymentMethods, users } from "@/db/schema";
import { visibleHouseholdItemSql, visiblePaymentMethodSql } from "@/server/shared/household-access";

/**
 * The rows of others a person's export holds: what their household shares with them, as the
 * access module decides it (docs/decisions/household-access-matrix-and-lgpd.md). Each is
 * marked `"shared": true` with its owner's name. A reference to a record the person does not see
 * (the owner's private category, account or objective) is left empty, and what is always the
 * owner's alone (their favorecidos) is left out: the file never holds another's private records.
 */
export interface SharedExport {
  /** The rows of others this person sees (their own are read apart). */
  visible: (userId: string) => SQL;
  /** Columns pointing at a category, payment method or objective, kept only when it is visible too. */
  references?: Record<string, keyof typeof REFERENCED>;
  /** Columns that are the owner's own business (a favorecido of theirs), never shown to others. */
  hidden?: string[];
}

const referencedCategory = alias(categories, "referenced_category");
const referencedMethod = alias(paymentMethods, "referenced_method");
const referencedObjective = alias(objectives, "referenced_objective");

/** `<table> "<alias>"`: sql`${alias}` names only the alias, so a subquery's FROM spells both. */
function fromAlias(table: PgTable, name: string): SQL {
  return sql`${table} ${sql.identifier(name)}`;
}

const REFERENCED = {
  category: (userId: string, column: AnyPgColumn) =>
    sql`exists (select 1 from ${fromAlias(categories, "referenced_category")} where ${referencedCategory.id} = ${column}
      and ${visibleHouseholdItemSql(userId, referencedCategory)})`,
  paymentMethod: (userId: string, column: AnyPgColumn) =>
    sql`exists (select 1 from ${fromAlias(paymentMethods, "referenced_method")} where ${referencedMethod.id} = ${column}
      and ${visiblePaymentMethodSql(userId, referencedMethod)})`,
  objective: (userId: string, column: AnyPgColumn) =>
    sql`exists (select 1 from ${fromAlias(objectives, "referenced_objective")} where ${referencedObjective.id} = ${column}
      and ${visibleHouseholdItemSql(userId, referencedObjective)})`,
} as const;

/** What of an export section (export-sections.ts) its shared rows need. */
interface SharedSection {
  key: string;
  table: PgTable & { userId: AnyPgColumn };
  shared: SharedExport;
}

/** The columns of a shared row: the section's, with references checked, plus the mark and the owner. */
export function sharedColumns(
  section: SharedSection,
  columns: Record<string, AnyPgColumn>,
  userId: string,
): Record<string, AnyPgColumn | SQL.Aliased> {
  const picked: Record<string, AnyPgColumn | SQL.Aliased> = { ...columns };
  for (const name of section.shared.hidden ?? []) delete picked[name];
  for (const [name, kind] of Object.entries(section.shared.references ?? {})) {
    const column = columns[name];
    if (!column) throw new Error(`export: ${section.key} não tem a coluna ${name}`);
    picked[name] = sql`case when ${REFERENCED[kind](userId, column)} then ${column} end`.as(column.name);
  }
  const owner = getTableColumns(section.table).userId as AnyPgColumn;
  picked.shared = sql<boolean>`true`.as("shared");
  picked.ownerName = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${owner})`.as("owner_name");
  return picked;
}

/** Which rows of the section are others', shared with `userId`. */
export function sharedRowsSql(section: SharedSection, userId: string): SQL {
  return sql`${ne(section.table.userId, userId)} and ${section.shared.visible(userId)}`;
}
