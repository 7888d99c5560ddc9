import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, day, money, updatedAt } from "./columns";
import { paymentMethods, users } from "./schema";
import { openFinanceItems } from "./schema-open-finance";

/**
 * Patrimônio: what a person owns beyond accounts (investments) and owes beyond card faturas
 * (loans), from a connected bank (Pluggy) or typed by hand, and every balance recorded day by day.
 */

/** An investment: a CDB, a fund, shares, a previdência. A connected one is read-only but its `kind` and `taxCode`. */
export const investments = pgTable(
  "investments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The connection it came from; null when typed by hand. */
    itemId: uuid("item_id").references(() => openFinanceItems.id, { onDelete: "cascade" }),
    pluggyInvestmentId: varchar("pluggy_investment_id", { length: 64 }),
    name: varchar("name", { length: 120 }).notNull(),
    /** The split people read: renda_fixa, acoes, fundos, previdencia, cripto, poupanca, outros. */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** Pluggy's subtype (CDB, LCI, STOCK, REAL_ESTATE_FUND, RETIREMENT…), also picked for one typed by hand. */
    subtype: varchar("subtype", { length: 32 }),
    /** Bens e Direitos "grupo-código" (e.g. 04-02) when the person chose one; null: derived from the subtype. */
    taxCode: varchar("tax_code", { length: 5 }),
    institutionName: varchar("institution_name", { length: 120 }),
    /** CNPJ (14 digits) of the institution that holds it. */
    institutionDocument: varchar("institution_document", { length: 14 }),
    issuer: varchar("issuer", { length: 120 }),
    issuerDocument: varchar("issuer_document", { length: 14 }),
    /** What it is worth now (net), as the bank or the person last said. */
    balance: money("balance").notNull(),
    /** What was put in (the cost, for Bens e Direitos); null when unknown. */
    amountOriginal: money("amount_original"),
    /** The rate as people read it ("110% do CDI", "IPCA + 6%"), and Pluggy's figures behind it. */
    rateText: varchar("rate_text", { length: 60 }),
    rate: numeric("rate", { precision: 12, scale: 4 }),
    rateType: varchar("rate_type", { length: 16 }),
    quantity: numeric("quantity", { precision: 20, scale: 8 }),
    purchaseDate: day("purchase_date"),
    dueDate: day("due_date"),
    /** ACTIVE, PENDING or TOTAL_WITHDRAWAL (Pluggy's); one typed by hand is ACTIVE until closed. */
    status: varchar("status", { length: 16 }).notNull().default("ACTIVE"),
    balanceUpdatedAt: timestamp("balance_updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("investments_pluggy_key")
      .on(t.userId, t.pluggyInvestmentId)
      .where(sql`${t.pluggyInvestmentId} is not null`),
    index("investments_user_idx").on(t.userId),
    check(
      "investments_kind_check",
      sql`${t.kind} in ('renda_fixa', 'acoes', 'fundos', 'previdencia', 'cripto', 'poupanca', 'outros')`,
    ),
    check("investments_status_check", sql`${t.status} in ('ACTIVE', 'PENDING', 'TOTAL_WITHDRAWAL')`),
    check("investments_tax_code_check", sql`${t.taxCode} is null or ${t.taxCode} ~ '^[0-9]{2}-[0-9]{2}$'`),
    check("investments_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/** A movement of an investment as the bank reports it (aplicação, resgate, imposto, transferência). */
export const investmentMovements = pgTable(
  "investment_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    investmentId: uuid("investment_id")
      .notNull()
      .references(() => investments.id, { onDelete: "cascade" }),
    pluggyTransactionId: varchar("pluggy_transaction_id", { length: 64 }),
    day: day("day").notNull(),
    /** BUY, SELL, TAX or TRANSFER (Pluggy's). */
    type: varchar("type", { length: 16 }).notNull(),
    /** Always positive; the type says the direction. */
    amount: money("amount").notNull(),
    /** Income tax withheld on it (a resgate's IR), when the bank says. */
    incomeTax: money("income_tax"),
    quantity: numeric("quantity", { precision: 20, scale: 8 }),
    description: varchar("description", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("investment_movements_pluggy_key")
      .on(t.userId, t.pluggyTransactionId)
      .where(sql`${t.pluggyTransactionId} is not null`),
    index("investment_movements_investment_idx").on(t.investmentId, t.day),
    check("investment_movements_type_check", sql`${t.type} in ('BUY', 'SELL', 'TAX', 'TRANSFER')`),
  ],
);

/** A loan or financing (Dívidas e Ônus). A connected one is read-only but its `kind` and `taxCode`. */
export const loans = pgTable(
  "loans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => openFinanceItems.id, { onDelete: "cascade" }),
    pluggyLoanId: varchar("pluggy_loan_id", { length: 64 }),
    name: varchar("name", { length: 120 }).notNull(),
    /** financiamento_imobiliario, financiamento_veiculo, consignado, pessoal, cheque_especial, outro. */
    kind: varchar("kind", { length: 32 }).notNull(),
    contractNumber: varchar("contract_number", { length: 60 }),
    creditorName: varchar("creditor_name", { length: 120 }),
    /** CNPJ (14 digits) of the creditor. */
    creditorDocument: varchar("creditor_document", { length: 14 }),
    contractAmount: money("contract_amount"),
    contractDate: day("contract_date"),
    /** What is still owed, as the bank or the person last said. */
    balance: money("balance").notNull(),
    installmentAmount: money("installment_amount"),
    installmentsTotal: smallint("installments_total"),
    installmentsPaid: smallint("installments_paid"),
    /** Custo efetivo total, % a.a. */
    cet: numeric("cet", { precision: 10, scale: 4 }),
    dueDate: day("due_date"),
    /** Dívidas e Ônus code (e.g. 11) when the person chose one; null: derived from the kind. */
    taxCode: varchar("tax_code", { length: 2 }),
    balanceUpdatedAt: timestamp("balance_updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("loans_pluggy_key").on(t.userId, t.pluggyLoanId).where(sql`${t.pluggyLoanId} is not null`),
    index("loans_user_idx").on(t.userId),
    check(
      "loans_kind_check",
      sql`${t.kind} in ('financiamento_imobiliario', 'financiamento_veiculo', 'consignado', 'pessoal', 'cheque_especial', 'outro')`,
    ),
    check("loans_balance_check", sql`${t.balance} >= 0`),
    check("loans_tax_code_check", sql`${t.taxCode} is null or ${t.taxCode} ~ '^[0-9]{2}$'`),
    check("loans_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * A balance at the end of a São Paulo day: of an account (payment method kind account), a card (its
 * open faturas, owed), an investment or a loan. Recorded daily; 31/12 is kept for ever.
 */
export const balanceSnapshots = pgTable(
  "balance_snapshots",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** account, card, investment or loan. */
    subjectKind: varchar("subject_kind", { length: 12 }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    day: day("day").notNull(),
    balance: money("balance").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.day] }),
    index("balance_snapshots_user_day_idx").on(t.userId, t.day),
    check(
      "balance_snapshots_kind_check",
      sql`${t.subjectKind} in ('account', 'card', 'investment', 'loan')`,
    ),
  ],
);

/**
 * An account's registration at its bank, for Bens e Direitos: bank code (COMPE, 3 digits), branch,
 * number, the institution's CNPJ, whether it is joint; from Pluggy's identity or typed by the person.
 */
export const accountBankDetails = pgTable(
  "account_bank_details",
  {
    paymentMethodId: uuid("payment_method_id")
      .primaryKey()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bankCode: varchar("bank_code", { length: 3 }),
    branch: varchar("branch", { length: 10 }),
    accountNumber: varchar("account_number", { length: 20 }),
    institutionDocument: varchar("institution_document", { length: 14 }),
    joint: boolean("joint").notNull().default(false),
    /** Bens e Direitos "grupo-código" when not a conta corrente (06-01): e.g. 04-01 poupança. */
    taxCode: varchar("tax_code", { length: 5 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("account_bank_details_user_idx").on(t.userId),
    check("account_bank_details_bank_code_check", sql`${t.bankCode} is null or ${t.bankCode} ~ '^[0-9]{3}$'`),
    check("account_bank_details_tax_code_check", sql`${t.taxCode} is null or ${t.taxCode} ~ '^[0-9]{2}-[0-9]{2}$'`),
  ],
);
