import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./schema";

/**
 * A person's outgoing webhook: an https URL, the events it wants, and the secret that signs each
 * delivery, kept encrypted (AES-256-GCM, key from WEBHOOKS_SECRET_KEY; docs/decisions/outgoing-webhooks.md).
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    /** base64url(iv ‖ tag ‖ ciphertext) of the signing secret; the secret is shown only at creation. */
    secretCiphertext: text("secret_ciphertext").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** The first failed delivery since the last success; three days of it disable the webhook. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    /** Set when the failures disabled it (the owner was e-mailed); cleared when it is enabled again. */
    disabledForFailuresAt: timestamp("disabled_for_failures_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhooks_user_idx").on(t.userId),
    check("webhooks_events_check", sql`cardinality(${t.events}) between 1 and 6`),
  ],
);

/** One event sent (or to send) to one webhook; the screen shows the last 50. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The event's id, the same in every delivery of it (a redelivery too): receivers deduplicate on it. */
    eventId: uuid("event_id").notNull(),
    event: varchar("event", { length: 40 }).notNull(),
    payload: jsonb("payload").notNull(),
    /** pending (waiting for an attempt), delivered (a 2xx), failed (no 2xx within 24 h, or the webhook went away). */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: varchar("last_error", { length: 300 }),
    /** When the next attempt is due (pending only); an attempt in progress pushes it a lease ahead. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** One event of a kind per subject (a budget exceeded in a month), so it is not sent twice. */
    dedupeKey: varchar("dedupe_key", { length: 120 }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhook_deliveries_webhook_created_idx").on(t.webhookId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("webhook_deliveries_dedupe_key").on(t.webhookId, t.dedupeKey),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
