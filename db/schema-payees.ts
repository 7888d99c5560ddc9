import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { categories, users } from "./schema";

/**
 * A favorecido: the real-world party on the other side of a row (a shop, a person, a company).
 * One per document where there is a full one; one per folded name where there is none.
 */
export const payees = pgTable(
  "payees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    /** search_fold(name), trimmed and with runs of spaces as one: what "the same name" means. */
    nameKey: varchar("name_key", { length: 120 }).notNull(),
    /** CPF (11 digits) or CNPJ (14 digits); a masked one ("***.456.789-**") as the bank gave it. */
    document: varchar("document", { length: 20 }),
    documentMasked: boolean("document_masked").notNull().default(false),
    /** pessoa or empresa; null while unknown. */
    kind: varchar("kind", { length: 8 }),
    defaultCategoryId: uuid("default_category_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    /** Imposto de Renda: saude, educacao, previdencia or pensao, with its Pagamentos efetuados code. */
    deductibleKind: varchar("deductible_kind", { length: 12 }),
    deductibleCode: varchar("deductible_code", { length: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payees_user_document_key")
      .on(t.userId, t.document)
      .where(sql`${t.document} is not null and not ${t.documentMasked}`),
    uniqueIndex("payees_user_name_key")
      .on(t.userId, t.nameKey)
      .where(sql`${t.document} is null or ${t.documentMasked}`),
    index("payees_user_idx").on(t.userId),
    check("payees_kind_check", sql`${t.kind} is null or ${t.kind} in ('pessoa', 'empresa')`),
    check("payees_name_check", sql`length(btrim(${t.name})) > 0`),
    check(
      "payees_deductible_check",
      sql`(${t.deductibleKind} is null and ${t.deductibleCode} is null) or (${t.deductibleKind} in ('saude', 'educacao', 'previdencia', 'pensao') and ${t.deductibleCode} ~ '^[0-9]{2}$')`,
    ),
  ],
);

/** A payee merged into another: who it was, kept so the merge can be read back. */
export const payeeMerges = pgTable(
  "payee_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    intoPayeeId: uuid("into_payee_id")
      .notNull()
      .references(() => payees.id, { onDelete: "cascade" }),
    fromPayeeId: uuid("from_payee_id").notNull(),
    fromName: varchar("from_name", { length: 120 }).notNull(),
    fromDocument: varchar("from_document", { length: 20 }),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payee_merges_into_idx").on(t.intoPayeeId)],
);

/**
 * What the person taught: rows that came with this Pluggy category (8-digit id) belong in this
 * category of theirs. Wins over the built-in mapping of Pluggy's taxonomy.
 */
export const bankCategoryMappings = pgTable(
  "bank_category_mappings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pluggyCategoryId: varchar("pluggy_category_id", { length: 8 }).notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pluggyCategoryId] })],
);

/** A subscription suggestion ("Netflix parece uma assinatura") the person turned down. */
export const recurringSuggestionDismissals = pgTable(
  "recurring_suggestion_dismissals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    payeeId: uuid("payee_id")
      .notNull()
      .references(() => payees.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.payeeId] })],
);
