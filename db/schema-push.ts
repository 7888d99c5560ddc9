import { index, pgTable, primaryKey, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { day } from "./columns";
import { users } from "./schema";

/** A browser's Web Push subscription: where the server POSTs a person's notifications. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: varchar("p256dh", { length: 100 }).notNull(),
    auth: varchar("auth", { length: 40 }).notNull(),
    /** When the push service says the subscription ends; null when it does not say. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Per person: a shared browser signed into two accounts holds one row for each.
  (t) => [unique("push_subscriptions_user_endpoint_key").on(t.userId, t.endpoint)],
);

/** One push about one subject (a bill, a fatura, a budget) went to this person on this São Paulo day. */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    subject: varchar("subject", { length: 160 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "push_deliveries_pkey", columns: [t.userId, t.day, t.subject] }),
    index("push_deliveries_day_idx").on(t.day),
  ],
);
