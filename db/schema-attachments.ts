import { index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { transactions, users } from "./schema";

/** A receipt (photo or PDF) kept with a transaction; its bytes live in the attachment store. */
export const attachments = pgTable(
  "attachments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    /** Where the bytes are in the store: `<userId>/<transactionId>/<id>`. */
    storageKey: text("storage_key").notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 64 }).notNull(),
    /** Bytes as stored (after an image is re-encoded). */
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("attachments_transaction_idx").on(t.transactionId, t.createdAt, t.id),
    index("attachments_user_idx").on(t.userId),
  ],
);

/**
 * Files whose row is gone (deleted with its transaction, import or account) and whose bytes are
 * still to be removed from the store. A trigger on `attachments` fills it in the deleting
 * transaction itself, so no way of deleting a row can leave a file behind unnoticed.
 */
export const attachmentPurges = pgTable("attachment_purges", {
  storageKey: text("storage_key").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
