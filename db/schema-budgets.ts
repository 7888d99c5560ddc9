import { sql } from "drizzle-orm";
import { check, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { day, money } from "./columns";
import { categories, users } from "./schema";
import { households } from "./schema-households";

/**
 * A category's monthly limit from `startMonth` (a month's first day) on, until the next row of the
 * same category; a null `limit` ends the budget from that month on.
 */
export const budgets = pgTable(
  "budgets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    startMonth: day("start_month").notNull(),
    limit: money("limit"),
    /** A household budget ("da casa"): it counts the household's shared rows. */
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("budgets_user_category_month_key").on(t.userId, t.categoryId, t.startMonth),
    check("budgets_limit_check", sql`${t.limit} is null or ${t.limit} > 0`),
    check("budgets_start_month_check", sql`extract(day from ${t.startMonth}) = 1`),
  ],
);
