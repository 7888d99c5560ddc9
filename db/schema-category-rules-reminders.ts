import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { day } from "./columns";
import { categories, paymentMethods, users } from "./schema";

/** A description containing `contains` (case and accents ignored) gets this category. */
export const categoryRules = pgTable(
  "category_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contains: varchar("contains", { length: 100 }).notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("category_rules_user_contains_key").on(t.userId, sql`search_fold(${t.contains})`),
    check("category_rules_contains_check", sql`length(btrim(${t.contains})) > 0`),
  ],
);

/** The day's digest already went to this user (São Paulo calendar day). */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "reminder_deliveries_pkey", columns: [t.userId, t.day] })],
);

/** A server-side key, by purpose, for links that must work without a session. */
export const signingKeys = pgTable("signing_keys", {
  purpose: varchar("purpose", { length: 32 }).primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per user and folded description, how often each category + payment method pair was used and
 * when last; kept by triggers on transactions (migration 0005), read by the suggestion.
 */
export const transactionDescriptionStats = pgTable(
  "transaction_description_stats",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    descriptionFold: text("description_fold").notNull(),
    categoryId: uuid("category_id"),
    paymentMethodId: uuid("payment_method_id"),
    uses: integer("uses").notNull(),
    lastDate: day("last_date").notNull(),
    lastCreatedAt: timestamp("last_created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("transaction_description_stats_key")
      .on(t.userId, t.descriptionFold, t.categoryId, t.paymentMethodId)
      .nullsNotDistinct(),
  ],
);
