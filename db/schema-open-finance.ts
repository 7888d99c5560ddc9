import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, day, money, updatedAt } from "./columns";
import { paymentMethods, transactions, users } from "./schema";
import { transfers } from "./schema-accounts-cards";


/** A bank connection: one Pluggy item, owned by one person. */
export const openFinanceItems = pgTable(
  "open_finance_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pluggyItemId: varchar("pluggy_item_id", { length: 64 }).notNull(),
    institutionName: varchar("institution_name", { length: 120 }).notNull(),
    /** Pluggy's item status (UPDATED, LOGIN_ERROR, OUTDATED, WAITING_USER_INPUT…). */
    status: varchar("status", { length: 32 }).notNull(),
    /** Pluggy's execution status or error code of the last update, for the pt-BR label. */
    statusDetail: varchar("status_detail", { length: 64 }),
    consentExpiresAt: timestamp("consent_expires_at", { withTimezone: true }),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    /** When the person last asked for an update (at most one per 5 minutes). */
    syncRequestedAt: timestamp("sync_requested_at", { withTimezone: true }),
    /** The account holder's CPF or CNPJ (digits), from Pluggy's identity of the item. */
    ownerDocument: varchar("owner_document", { length: 14 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("open_finance_items_pluggy_item_key").on(t.pluggyItemId),
    index("open_finance_items_user_idx").on(t.userId),
  ],
);

/** An account or card of a connection, and the payment method it maps to. */
export const openFinanceAccounts = pgTable(
  "open_finance_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => openFinanceItems.id, { onDelete: "cascade" }),
    pluggyAccountId: varchar("pluggy_account_id", { length: 64 }).notNull(),
    /** BANK or CREDIT, as Pluggy names them. */
    type: varchar("type", { length: 16 }).notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    /** Masked as Pluggy sends it. */
    number: varchar("number", { length: 40 }),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    /**
     * linked: its rows go to `paymentMethodId`. pending: the person is asked whether it is one of
     * their own accounts (`suggestedPaymentMethodId`) or a new one; no row is written until then.
     */
    linkState: varchar("link_state", { length: 16 }).notNull().default("linked"),
    suggestedPaymentMethodId: uuid("suggested_payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    /**
     * What linking to an account the person kept by hand changed its balance by ("Ajuste de saldo
     * ao conectar"): the bank's balance minus Bolso's at that moment. Shown until seen.
     */
    linkAdjustment: money("link_adjustment"),
    linkAdjustmentSeenAt: timestamp("link_adjustment_seen_at", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }),
    /** Where the next sync of this account's transactions starts (saved with each page). */
    transactionsCursor: text("transactions_cursor"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("open_finance_accounts_pluggy_account_key").on(t.pluggyAccountId),
    index("open_finance_accounts_item_idx").on(t.itemId),
    check("open_finance_accounts_type_check", sql`${t.type} in ('BANK', 'CREDIT')`),
    check("open_finance_accounts_link_state_check", sql`${t.linkState} in ('linked', 'pending')`),
  ],
);

/**
 * What a transaction brought by the bank carries beyond the transaction itself: Pluggy's id (the
 * key that makes every sync idempotent), its state, the raw text and the payee, and where it
 * stands with the person (waiting for review, reconciled with a row they typed, edited by them).
 */
export const openFinanceTransactions = pgTable(
  "open_finance_transactions",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").references(() => openFinanceAccounts.id, {
      onDelete: "set null",
    }),
    pluggyTransactionId: varchar("pluggy_transaction_id", { length: 64 }).notNull(),
    /** PENDING or POSTED. */
    status: varchar("status", { length: 16 }).notNull(),
    rawDescription: varchar("raw_description", { length: 500 }),
    /** Pix, TED or boleto payee: name and document as Pluggy masks it. */
    counterparty: varchar("counterparty", { length: 200 }),
    /** The counterparty's CPF or CNPJ as Pluggy gave it (maybe masked). */
    counterpartyDocument: varchar("counterparty_document", { length: 20 }),
    /** Pluggy's category: its 8-digit id and its (English) name. */
    pluggyCategoryId: varchar("pluggy_category_id", { length: 8 }),
    pluggyCategory: varchar("pluggy_category", { length: 120 }),
    /** A card purchase's merchant category code, and the merchant's CNPJ. */
    mcc: varchar("mcc", { length: 4 }),
    merchantDocument: varchar("merchant_document", { length: 20 }),
    /** The merchant's CNAE as Pluggy writes it ("5611-2/01"): the categoriser's step after the MCC. */
    merchantCnae: varchar("merchant_cnae", { length: 20 }),
    /** Arrived by sync and not yet reviewed ("A revisar"). */
    needsReview: boolean("needs_review").notNull().default(true),
    /** Linked to a row the person had typed by hand ("conciliado"). */
    reconciled: boolean("reconciled").notNull().default(false),
    /** The person changed the row: a later deletion at the bank leaves it, flagged. */
    editedByUser: boolean("edited_by_user").notNull().default(false),
    deletedAtBankAt: timestamp("deleted_at_bank_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("open_finance_transactions_pluggy_key").on(t.userId, t.pluggyTransactionId),
    index("open_finance_transactions_review_idx")
      .on(t.userId)
      .where(sql`${t.needsReview}`),
    check("open_finance_transactions_status_check", sql`${t.status} in ('PENDING', 'POSTED')`),
  ],
);

/**
 * A bank row the person deleted or ignored: its Pluggy id stays taken, so no later sync brings it
 * back ("Ignorados"). What it was is kept to list it and to bring it back on undo.
 */
export const openFinanceIgnored = pgTable(
  "open_finance_ignored",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pluggyTransactionId: varchar("pluggy_transaction_id", { length: 64 }).notNull(),
    accountId: uuid("account_id").references(() => openFinanceAccounts.id, { onDelete: "set null" }),
    /** deleted (the person deleted the row) or ignored (from review). */
    reason: varchar("reason", { length: 8 }).notNull(),
    description: varchar("description", { length: 200 }).notNull(),
    /** Positive; `type` says the direction. */
    valor: money("valor").notNull(),
    type: varchar("type", { length: 8 }).notNull(),
    day: day("day").notNull(),
    /** The bank row as mapped, to write it again if the person brings it back. */
    snapshot: jsonb("snapshot").notNull(),
    ignoredAt: timestamp("ignored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("open_finance_ignored_pluggy_key").on(t.userId, t.pluggyTransactionId),
    check("open_finance_ignored_reason_check", sql`${t.reason} in ('deleted', 'ignored')`),
  ],
);

/** Webhook events already taken, so a replay is ignored. */
export const openFinanceEvents = pgTable(
  "open_finance_events",
  {
    eventId: varchar("event_id", { length: 100 }).notNull(),
    event: varchar("event", { length: 64 }).notNull(),
    pluggyItemId: varchar("pluggy_item_id", { length: 64 }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId] })],
);

/**
 * A bank row that became a move between the person's own connected accounts (a transfer, or a
 * fatura paid from a connected account) instead of a transaction: its Pluggy id stays taken.
 */
export const openFinanceMoves = pgTable(
  "open_finance_moves",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pluggyTransactionId: varchar("pluggy_transaction_id", { length: 64 }).notNull(),
    transferId: uuid("transfer_id").references(() => transfers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pluggyTransactionId] })],
);

/**
 * The total a connected card's bill has at the bank, per fatura (its due month): where present it
 * is the fatura's total, the bank's figure winning over the sum of the items Bolso holds.
 */
export const openFinanceBills = pgTable(
  "open_finance_bills",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid("card_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    /** The fatura, as the first day of its due month (like transactions.statement_month). */
    statementMonth: day("statement_month").notNull(),
    pluggyBillId: varchar("pluggy_bill_id", { length: 64 }).notNull(),
    total: money("total").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.statementMonth] }),
    index("open_finance_bills_user_idx").on(t.userId),
  ],
);
