import { sql } from "drizzle-orm";
import {
  categoryTypes,
  oneTimeCodePurposes,
  paymentMethodKinds,
  recurringFrequencies,
  subscriptionStatuses,
  transactionTypeNames,
  type CategoryType,
  type OneTimeCodePurpose,
  type PaymentMethodKindName,
  type RecurringFrequency,
  type SubscriptionStatus,
  type TransactionTypeName,
  type CategorySource,
  type SharingLevel,
} from "../lib/domain/enums";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, day, hexColor, id, money, updatedAt } from "./columns";
import { payees } from "./schema-payees";
import { householdId } from "./schema-households";

export const users = pgTable(
  "users",
  {
    id: id(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 16 }).notNull().default("user"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    vipAccess: boolean("vip_access").notNull().default(false),
    subscriptionStatus: varchar("subscription_status", { length: 16 })
      .$type<SubscriptionStatus>()
      .notNull()
      .default("inactive"),
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
    subscriptionPeriodEnd: timestamp("subscription_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    trialUsedAt: timestamp("trial_used_at", { withTimezone: true }),
    /** How the dashboard counts card purchases: on their date, or in their fatura's due month. */
    dashboardRegime: varchar("dashboard_regime", { length: 16 }).notNull().default("competencia"),
    /** The end of a free trial while the subscription is in it; null otherwise. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** The daily reminder digest; off through settings or the e-mail's unsubscribe link. */
    emailReminders: boolean("email_reminders").notNull().default(true),
    /** Set by migration 0010: the person still has to confirm which payment methods hold money. */
    paymentKindsReviewPending: boolean("payment_kinds_review_pending").notNull().default(false),
    /**
     * Set by migration 0029 for people whose objective deposits or withdrawals were recorded
     * without an account ("sem conta"): the objectives screen says so once, until dismissed.
     */
    objectiveMovesNoticePending: boolean("objective_moves_notice_pending").notNull().default(false),
    /** The titular's CPF (11 digits) for the Imposto de Renda report; from the profile or the bank's identity. */
    cpf: varchar("cpf", { length: 11 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_stripe_customer_key").on(t.stripeCustomerId),
    uniqueIndex("users_stripe_subscription_key").on(t.stripeSubscriptionId),
    check("users_role_check", sql`${t.role} = 'user'`),
    check("users_dashboard_regime_check", sql`${t.dashboardRegime} in ('competencia', 'caixa')`),
    check(
      "users_subscription_status_check",
      sql`${t.subscriptionStatus} in ('active', 'inactive', 'canceled', 'past_due')`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar("user_agent", { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** One live code per user and purpose: a new code replaces the old one. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 32 }).$type<OneTimeCodePurpose>().notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_codes_user_purpose_key").on(t.userId, t.purpose),
    check(
      "one_time_codes_purpose_check",
      sql`${t.purpose} in ('confirm_account', 'reset_password', 'delete_account')`,
    ),
    check("one_time_codes_attempts_check", sql`${t.failedAttempts} >= 0`),
  ],
);

/** Storage for rate-limiter-flexible (RateLimiterPostgres), shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export const categories = pgTable(
  "categories",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    description: varchar("description", { length: 200 }),
    color: hexColor("color"),
    /** Which transactions it fits: despesa, receita or ambas. */
    type: varchar("type", { length: 8 }).$type<CategoryType>().notNull().default("ambas"),
    /** Imposto de Renda: saude, educacao, previdencia or pensao, with its Pagamentos efetuados code. */
    deductibleKind: varchar("deductible_kind", { length: 12 }),
    deductibleCode: varchar("deductible_code", { length: 2 }),
    householdId: householdId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_user_name_key").on(t.userId, sql`lower(${t.name})`),
    // The household has one set of categories: a name once per household (a private one may repeat it).
    uniqueIndex("categories_household_name_key")
      .on(t.householdId, sql`lower(${t.name})`)
      .where(sql`${t.householdId} is not null`),
    check("categories_color_check", sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
    check("categories_name_check", sql`length(btrim(${t.name})) > 0`),
    check("categories_type_check", sql`${t.type} in ('despesa', 'receita', 'ambas')`),
    check(
      "categories_deductible_check",
      sql`(${t.deductibleKind} is null and ${t.deductibleCode} is null) or (${t.deductibleKind} in ('saude', 'educacao', 'previdencia', 'pensao') and ${t.deductibleCode} ~ '^[0-9]{2}$')`,
    ),
  ],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    description: varchar("description", { length: 200 }),
    color: hexColor("color"),
    /** "account" holds money (conta, carteira); "credit_card" has faturas; "method" (Pix, boleto) has no balance. */
    kind: varchar("kind", { length: 16 }).$type<PaymentMethodKindName>().notNull().default("method"),
    /** The account a method draws from: what is paid with it moves that account's balance. */
    accountId: uuid("account_id").references((): AnyPgColumn => paymentMethods.id, { onDelete: "set null" }),
    openingBalance: money("opening_balance").notNull().default(sql`'0'`),
    closingDay: smallint("closing_day"),
    dueDay: smallint("due_day"),
    creditLimit: money("credit_limit"),
    /** Shared with the owner's household: private (default), shared ("Ver e lançar"), read_only ("Só ver"). */
    sharing: varchar("sharing", { length: 10 }).$type<SharingLevel>().notNull().default("private"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_methods_user_name_key").on(t.userId, sql`lower(${t.name})`),
    check("payment_methods_color_check", sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
    check("payment_methods_name_check", sql`length(btrim(${t.name})) > 0`),
    check("payment_methods_kind_check", sql`${t.kind} in ('account', 'credit_card', 'method')`),
    check("payment_methods_account_check", sql`${t.accountId} is null or ${t.kind} = 'method'`),
    index("payment_methods_account_idx").on(t.accountId).where(sql`${t.accountId} is not null`),
    check(
      "payment_methods_card_days_check",
      sql`${t.kind} <> 'credit_card' or (${t.closingDay} between 1 and 31 and ${t.dueDay} between 1 and 31)`,
    ),
    check("payment_methods_credit_limit_check", sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
    check("payment_methods_sharing_check", sql`${t.sharing} in ('private', 'shared', 'read_only')`),
    index("payment_methods_shared_idx").on(t.userId).where(sql`${t.sharing} <> 'private'`),
  ],
);

export const transactionTypes = pgTable(
  "transaction_types",
  {
    id: id(),
    transactionType: varchar("transaction_type", { length: 16 }).$type<TransactionTypeName>().notNull(),
  },
  (t) => [
    uniqueIndex("transaction_types_name_key").on(t.transactionType),
    check("transaction_types_name_check", sql`${t.transactionType} in ('receita', 'despesa')`),
  ],
);

export const objectives = pgTable(
  "objectives",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    targetValue: money("target_value").notNull(),
    /** An optional day to reach the target by. */
    deadline: day("deadline"),
    /**
     * A caixinha: the account the objective's money is kept in. Its balance is the objective's;
     * money goes in and out by transfers to and from it. Null: the objective holds its linked moves.
     */
    accountId: uuid("account_id").references((): AnyPgColumn => paymentMethods.id, { onDelete: "set null" }),
    householdId: householdId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("objectives_user_idx").on(t.userId),
    uniqueIndex("objectives_account_key").on(t.accountId).where(sql`${t.accountId} is not null`),
    check("objectives_target_check", sql`${t.targetValue} > 0`),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: varchar("description", { length: 200 }).notNull(),
    valor: money("valor").notNull(),
    transactionDate: day("transaction_date").notNull(),
    transactionTypeId: uuid("transaction_type_id")
      .notNull()
      .references(() => transactionTypes.id, { onDelete: "restrict" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    isObjective: boolean("is_objective").notNull().default(false),
    objectiveId: uuid("objective_id").references(() => objectives.id, { onDelete: "set null" }),
    installmentGroupId: uuid("installment_group_id"),
    installmentIndex: smallint("installment_index"),
    installmentCount: smallint("installment_count"),
    /** A card item's fatura (first day of its due month), fixed once that fatura closes. */
    statementMonth: day("statement_month"),
    /** The favorecido (db/schema-payees.ts). */
    payeeId: uuid("payee_id").references((): AnyPgColumn => payees.id, { onDelete: "set null" }),
    /**
     * Where the category came from: rule, payee, history, bank (Pluggy's category), mcc (the card
     * purchase's merchant code) or person (typed or confirmed by them); null without a category.
     */
    categorySource: varchar("category_source", { length: 8 }).$type<CategorySource>(),
    /** "Da casa": a row with no shared account that the household shares all the same. */
    household: boolean("household").notNull().default(false),
    /** Who paid a shared expense (null: the owner of its account, else its author). */
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
    /** This row's split, basis points by user id summing to 10000 (null: the household's). */
    split: jsonb("split").$type<Record<string, number>>(),
    /** Who typed it (a trigger fills in the owner); null once that member deleted their account: "ex-membro". */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Who changed it last, when someone did. */
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Ends with the CSV report's keyset, so each of its pages is read straight off the index.
    index("transactions_user_date_idx").on(t.userId, t.transactionDate, t.createdAt, t.id),
    index("transactions_objective_idx").on(t.objectiveId),
    // INCLUDE (is_objective, transaction_type_id, valor) in migrations 0004 and 0009: balances read the index alone.
    index("transactions_user_objective_idx")
      .on(t.userId, t.objectiveId)
      .where(sql`${t.objectiveId} is not null`),
    index("transactions_installment_group_idx").on(t.installmentGroupId),
    index("transactions_household_idx").on(t.userId, t.transactionDate).where(sql`${t.household}`),
    index("transactions_card_statement_idx")
      .on(t.userId, t.paymentMethodId, t.statementMonth)
      .where(sql`${t.statementMonth} is not null`),
    index("transactions_user_statement_idx")
      .on(t.userId, t.statementMonth)
      .where(sql`${t.statementMonth} is not null`),
    // INCLUDE (valor, transaction_type_id, statement_month) in migrations 0006 and 0039: balances and cards' past faturas read the index alone.
    index("transactions_user_payment_method_idx")
      .on(t.userId, t.paymentMethodId, t.transactionDate)
      .where(sql`${t.paymentMethodId} is not null`),
    index("transactions_user_payee_idx")
      .on(t.userId, t.payeeId, t.transactionDate)
      .where(sql`${t.payeeId} is not null`),
    // A despesa below zero is an estorno (refund): it lowers its category's spending and the fatura.
    check("transactions_valor_check", sql`${t.valor} <> 0`),
    check(
      "transactions_category_source_check",
      sql`${t.categorySource} is null or ${t.categorySource} in ('rule', 'payee', 'history', 'bank', 'mcc', 'person')`,
    ),
    check(
      "transactions_installment_check",
      sql`(${t.installmentGroupId} is null and ${t.installmentIndex} is null and ${t.installmentCount} is null)
        or (${t.installmentGroupId} is not null and ${t.installmentCount} between 2 and 72
            and ${t.installmentIndex} between 1 and ${t.installmentCount})`,
    ),
  ],
);

export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 120 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// Tables of later features live in their own files and are re-exported here, so `@/db/schema`
// stays the one import for every table.
export * from "./schema-imports";
export * from "./schema-category-rules-reminders";
export * from "./schema-budgets";
export * from "./schema-accounts-cards";
export * from "./schema-open-finance";
export * from "./schema-push";
export * from "./schema-idempotency";
export * from "./schema-tags";
export * from "./schema-attachments";
export * from "./schema-payees";
export * from "./schema-wealth";
export * from "./schema-tax";
export * from "./schema-webhooks";
export * from "./schema-api-tokens";
export * from "./schema-households";
export * from "./schema-recurring-payments";

export {
  categoryTypes,
  oneTimeCodePurposes,
  paymentMethodKinds,
  recurringFrequencies,
  subscriptionStatuses,
  transactionTypeNames,
};
export type { CategoryType, OneTimeCodePurpose, PaymentMethodKindName, RecurringFrequency, SubscriptionStatus, TransactionTypeName };
