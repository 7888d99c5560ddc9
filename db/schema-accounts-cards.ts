import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, day, money } from "./columns";
import { paymentMethods, users } from "./schema";


/**
 * Money moved between two of the user's accounts. Its own table, never a transaction, so no
 * income or expense total can ever pick it up. A deleted account leaves the other side standing.
 */
export const transfers = pgTable(
  "transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromPaymentMethodId: uuid("from_payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    toPaymentMethodId: uuid("to_payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    amount: money("amount").notNull(),
    transferDate: day("transfer_date").notNull(),
    description: varchar("description", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("transfers_user_date_idx").on(t.userId, t.transferDate),
    check("transfers_amount_check", sql`${t.amount} > 0`),
    check("transfers_accounts_check", sql`${t.fromPaymentMethodId} <> ${t.toPaymentMethodId}`),
  ],
);

/** A payment against one fatura of a card: never an expense, it only lowers what is left to pay. */
export const cardPayments = pgTable(
  "card_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid("card_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    /** The fatura, as the first day of its due month. */
    statementMonth: day("statement_month").notNull(),
    amount: money("amount").notNull(),
    paidOn: day("paid_on").notNull(),
    fromPaymentMethodId: uuid("from_payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    /** Paid before the card was in Bolso: settles the fatura, moves no balance. */
    paidOutside: boolean("paid_outside").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("card_payments_card_month_idx").on(t.cardId, t.statementMonth),
    index("card_payments_from_idx").on(t.fromPaymentMethodId),
    check("card_payments_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * The closing and due days a card had before a change: they keep naming every fatura before
 * `untilMonth` that no earlier row covers, so a closed fatura keeps its dates.
 */
export const cardPastDays = pgTable(
  "card_past_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    untilMonth: day("until_month").notNull(),
    closingDay: smallint("closing_day").notNull(),
    dueDay: smallint("due_day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("card_past_days_card_idx").on(t.cardId, t.untilMonth)],
);
