import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import type { RecurringFrequency } from "../lib/domain/enums";
import { createdAt, day, id, money, updatedAt } from "./columns";
import { categories, paymentMethods, transactions, users } from "./schema";
import { householdId } from "./schema-households";
import { payees } from "./schema-payees";

/** A bill ("conta a pagar"): monthly, weekly, yearly or once, paid occurrence by occurrence. */
export const recurringPayments = pgTable(
  "recurring_payments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    amount: money("amount").notNull(),
    dueDay: smallint("due_day").notNull(),
    frequency: varchar("frequency", { length: 16 }).$type<RecurringFrequency>().notNull().default("monthly"),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    description: varchar("description", { length: 200 }),
    isActive: boolean("is_active").notNull().default(true),
    /** The favorecido whose bank rows pay this bill's occurrences (a subscription found by itself). */
    payeeId: uuid("payee_id").references((): AnyPgColumn => payees.id, { onDelete: "set null" }),
    householdId: householdId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_payments_user_idx").on(t.userId),
    check("recurring_payments_amount_check", sql`${t.amount} > 0`),
    check("recurring_payments_frequency_check", sql`${t.frequency} in ('monthly', 'weekly', 'yearly', 'once')`),
    check(
      "recurring_payments_due_day_check",
      sql`(${t.frequency} = 'monthly' and ${t.dueDay} between 1 and 31)
        or (${t.frequency} = 'weekly' and ${t.dueDay} between 1 and 7)
        or (${t.frequency} = 'yearly' and ${t.dueDay} between 1 and 366)
        or (${t.frequency} = 'once' and ${t.dueDay} between 1 and 32767)`,
    ),
  ],
);

/** An occurrence of a recurring payment that was paid, with the expense it recorded. */
export const recurringPaymentOccurrences = pgTable(
  "recurring_payment_occurrences",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recurringPaymentId: uuid("recurring_payment_id")
      .notNull()
      .references(() => recurringPayments.id, { onDelete: "cascade" }),
    dueDate: day("due_date").notNull(),
    transactionId: uuid("transaction_id").references(() => transactions.id, { onDelete: "cascade" }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recurring_occurrences_payment_due_key").on(t.recurringPaymentId, t.dueDate),
    index("recurring_occurrences_user_due_idx").on(t.userId, t.dueDate),
  ],
);
