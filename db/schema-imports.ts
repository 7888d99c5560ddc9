import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { paymentMethods, transactions, users } from "./schema";
import { bytea } from "./columns";

import { importFormats, importStatuses, type CategorySource, type ImportFormat, type ImportStatus } from "../lib/domain/enums";
import type { Cents } from "../lib/format/money";

export { importFormats, importStatuses };
export type { ImportFormat, ImportStatus };

/** One row of a preview as stored (amount in centavos, the sign already turned into a type). */
export interface StoredImportRow {
  index: number;
  date: string;
  description: string;
  cents: Cents;
  type: "receita" | "despesa";
  duplicate: boolean;
  suggestedCategoryId: string | null;
  /** Where the suggestion came from (rule, payee, history), kept as the row's category source. */
  suggestedSource?: CategorySource;
  fitid?: string;
  /** The payee the file names (OFX NAME); found or created on commit. */
  payee?: string;
}

/** A CSV's data line as kept for a remapping: its line number in the file and its cells. */
export interface StoredImportCell {
  line: number;
  values: string[];
}

export interface StoredImportMapping {
  date: number;
  description: number;
  amount: number;
  type?: number;
}

/** A bank statement brought in; its rows wait as a preview until committed. */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    format: varchar("format", { length: 8 }).$type<ImportFormat>().notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    status: varchar("status", { length: 16 }).$type<ImportStatus>().notNull().default("preview"),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    columns: jsonb("columns").$type<string[]>(),
    mapping: jsonb("mapping").$type<StoredImportMapping>(),
    /**
     * A CSV's data cells with their line numbers, kept so a different column mapping can be
     * applied; packed (server/imports/preview-packing.ts).
     */
    cells: bytea("packed_cells"),
    /** The preview's rows (`StoredImportRow`), packed. */
    rows: bytea("packed_rows").notNull(),
    rowCount: integer("row_count").notNull(),
    duplicateCount: integer("duplicate_count").notNull(),
    createdCount: integer("created_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    committedAt: timestamp("committed_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("imports_user_created_idx").on(t.userId, t.createdAt),
    check("imports_format_check", sql`${t.format} in ('ofx', 'csv')`),
    check("imports_status_check", sql`${t.status} in ('preview', 'committed', 'undone')`),
  ],
);

/** Which transactions an import created: undoing it deletes exactly these. */
export const importTransactions = pgTable(
  "import_transactions",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    importId: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
  },
  (t) => [index("import_transactions_import_idx").on(t.importId)],
);
