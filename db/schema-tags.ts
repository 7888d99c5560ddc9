import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { categoryRules } from "./schema-category-rules-reminders";
import { households } from "./schema-households";
import { transactions, users } from "./schema";

/**
 * A person's tag ("Viagem Nordeste", "reforma"): named as first typed, one per `key` (the name
 * folded by search_fold: case and accents ignored), so "Viagem" and "viagem" are one tag.
 * `household_id` makes it the household's ("da casa"): one per key in the household too.
 */
export const tags = pgTable(
  "tags",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    name: varchar("name", { length: 30 }).notNull(),
    key: text("key")
      .notNull()
      .generatedAlwaysAs(sql`search_fold(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tags_user_key_key").on(t.userId, t.key),
    uniqueIndex("tags_household_key_key").on(t.householdId, t.key).where(sql`${t.householdId} is not null`),
    check("tags_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/** Which tags a transaction carries; gone with the transaction or the tag. */
export const transactionTags = pgTable(
  "transaction_tags",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "transaction_tags_pkey", columns: [t.transactionId, t.tagId] }),
    index("transaction_tags_tag_idx").on(t.tagId, t.transactionId),
    index("transaction_tags_user_idx").on(t.userId),
  ],
);

/** Tags a categorisation rule adds to the transactions it matches. */
export const categoryRuleTags = pgTable(
  "category_rule_tags",
  {
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => categoryRules.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "category_rule_tags_pkey", columns: [t.ruleId, t.tagId] }),
    index("category_rule_tags_tag_idx").on(t.tagId),
  ],
);
