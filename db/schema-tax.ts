import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, day, money, updatedAt } from "./columns";
import { transactions, users } from "./schema";

/** Imposto de Renda: the person's dependentes and what they said of single rows. */

/** A dependente for the declaration (name, CPF, birth date, relationship code of the program). */
export const dependents = pgTable(
  "dependents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    /** 11 digits, check digits valid. */
    cpf: varchar("cpf", { length: 11 }).notNull(),
    birthDate: day("birth_date").notNull(),
    /** The program's relationship code (e.g. 21 filho(a) até 21 anos). */
    relationship: varchar("relationship", { length: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("dependents_user_cpf_key").on(t.userId, t.cpf),
    check("dependents_cpf_check", sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check("dependents_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * What the person said of one row for the declaration, over its category's or payee's marking:
 * whom it was for (a dependente; null the titular), the part reimbursed, or not deductible at all.
 */
export const transactionTax = pgTable(
  "transaction_tax",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    beneficiaryId: uuid("beneficiary_id").references(() => dependents.id, { onDelete: "set null" }),
    reimbursed: money("reimbursed").notNull().default(sql`'0'`),
    /** null: as its category or payee says; false: never deductible; true: deductible (with `code`). */
    deductible: boolean("deductible"),
    /** The Pagamentos efetuados code when `deductible` is true and neither category nor payee has one. */
    code: varchar("code", { length: 2 }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("transaction_tax_user_idx").on(t.userId),
    check("transaction_tax_reimbursed_check", sql`${t.reimbursed} >= 0`),
    check("transaction_tax_code_check", sql`${t.code} is null or ${t.code} ~ '^[0-9]{2}$'`),
  ],
);
