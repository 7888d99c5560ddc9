import { check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./schema";

/**
 * A write sent with an `Idempotency-Key` header, per person: the request's fingerprint and, once
 * it succeeded, its answer, replayed to any copy. `status` is null while the first copy runs.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 255 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    status: smallint("status"),
    responseBody: text("response_body"),
    /** The answer's headers a copy must get too (Location, Content-Type), lower-cased names. */
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [t.userId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
    check("idempotency_keys_status_check", sql`${t.status} is null or ${t.status} between 200 and 299`),
  ],
);
