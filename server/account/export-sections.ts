import "server-only";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  accountBankDetails,
  attachments,
  balanceSnapshots,
  budgets,
  cardPayments,
  categories,
  categoryRules,
  categoryRuleTags,
  dependents,
  householdMembers,
  imports,
  investmentMovements,
  investments,
  loans,
  objectives,
  openFinanceAccounts,
  openFinanceBills,
  openFinanceIgnored,
  openFinanceItems,
  openFinanceTransactions,
  bankCategoryMappings,
  payeeMerges,
  payees,
  paymentMethods,
  pushDeliveries,
  pushSubscriptions,
  recurringPaymentOccurrences,
  recurringPayments,
  recurringSuggestionDismissals,
  transactionTax,
  reminderDeliveries,
  tags,
  transactions,
  transactionTags,
  transfers,
  webhooks,
} from "@/db/schema";
import { visibleHouseholdItemSql, visiblePaymentMethodSql, visibleTransactionSql } from "@/server/shared/household-access";
import type { SharedExport } from "@/server/account/export-shared";

/**
 * One array of the export file: every row of `table` that belongs to the user, read in pages
 * ordered by `keyset` (unique, ending with the id) so memory stays flat however many rows there are.
 */
export interface ExportSection {
  key: string;
  table: PgTable & { userId: AnyPgColumn };
  keyset: AnyPgColumn[];
  /** Columns left out of the file (a copy of something the file already holds, or of the upload). */
  omit?: string[];
  /** The rows of others the household shares with the person, after their own (marked "shared"). */
  shared?: SharedExport;
}

const byId = <T extends ExportSection["table"] & { id: AnyPgColumn }>(
  key: string,
  table: T,
  omit?: string[],
): ExportSection => ({
  key,
  table,
  keyset: [table.id],
  omit,
});

/** The user's tables in the file; a new feature's table is one more line here. */
export const EXPORT_SECTIONS: ExportSection[] = [
  { ...byId("categories", categories), shared: { visible: (userId) => visibleHouseholdItemSql(userId, categories) } },
  {
    ...byId("paymentMethods", paymentMethods),
    shared: { visible: (userId) => visiblePaymentMethodSql(userId), references: { accountId: "paymentMethod" } },
  },
  {
    ...byId("objectives", objectives),
    shared: { visible: (userId) => visibleHouseholdItemSql(userId, objectives), references: { accountId: "paymentMethod" } },
  },
  // Date first: the index the transaction list already uses serves the pages in order.
  {
    key: "transactions",
    table: transactions,
    keyset: [transactions.transactionDate, transactions.id],
    shared: {
      visible: (userId) => visibleTransactionSql(userId),
      references: { categoryId: "category", paymentMethodId: "paymentMethod", objectiveId: "objective" },
      hidden: ["payeeId"],
    },
  },
  {
    ...byId("recurringPayments", recurringPayments),
    shared: {
      visible: (userId) => visibleHouseholdItemSql(userId, recurringPayments),
      references: { categoryId: "category", paymentMethodId: "paymentMethod" },
      hidden: ["payeeId"],
    },
  },
  byId("recurringPaymentOccurrences", recurringPaymentOccurrences),
  byId("imports", imports, ["cells"]),
  {
    ...byId("budgets", budgets),
    shared: { visible: (userId) => visibleHouseholdItemSql(userId, budgets), references: { categoryId: "category" } },
  },
  byId("categoryRules", categoryRules),
  byId("tags", tags),
  { key: "transactionTags", table: transactionTags, keyset: [transactionTags.transactionId, transactionTags.tagId] },
  { key: "categoryRuleTags", table: categoryRuleTags, keyset: [categoryRuleTags.ruleId, categoryRuleTags.tagId] },
  byId("transfers", transfers),
  byId("cardPayments", cardPayments),
  { key: "reminderDeliveries", table: reminderDeliveries, keyset: [reminderDeliveries.day] },
  // Bank connections: what Bolso knows of them, never a credential (Pluggy holds those).
  byId("bankConnections", openFinanceItems),
  byId("bankAccounts", openFinanceAccounts, ["transactionsCursor"]),
  { key: "bankTransactions", table: openFinanceTransactions, keyset: [openFinanceTransactions.transactionId] },
  { key: "bankBills", table: openFinanceBills, keyset: [openFinanceBills.cardId, openFinanceBills.statementMonth] },
  // Bank rows the person deleted or ignored ("Ignorados"), with what they were.
  byId("bankIgnoredRows", openFinanceIgnored),
  // Favorecidos, the merges that joined them, and what the person taught the categoriser.
  byId("payees", payees),
  byId("payeeMerges", payeeMerges),
  { key: "bankCategoryMappings", table: bankCategoryMappings, keyset: [bankCategoryMappings.pluggyCategoryId] },
  {
    key: "subscriptionSuggestionsDismissed",
    table: recurringSuggestionDismissals,
    keyset: [recurringSuggestionDismissals.payeeId],
  },
  // The devices, without the keys that encrypt their pushes: those are secrets, like a session's.
  byId("pushSubscriptions", pushSubscriptions, ["p256dh", "auth"]),
  // Receipts: what they are and which transaction holds them; the files are in the zip's anexos/.
  byId("attachments", attachments, ["storageKey"]),
  { key: "pushDeliveries", table: pushDeliveries, keyset: [pushDeliveries.day, pushDeliveries.subject] },
  // Patrimônio: investments and their movements, loans, each day's balances, accounts' bank registration.
  byId("investments", investments),
  byId("investmentMovements", investmentMovements),
  byId("loans", loans),
  {
    key: "balanceSnapshots",
    table: balanceSnapshots,
    keyset: [balanceSnapshots.subjectKind, balanceSnapshots.subjectId, balanceSnapshots.day],
  },
  { key: "accountBankDetails", table: accountBankDetails, keyset: [accountBankDetails.paymentMethodId] },
  // Outgoing webhooks: where they send and what, never the signing secret.
  byId("webhooks", webhooks, ["secretCiphertext"]),
  // Imposto de Renda: the dependentes, and what the person said of single rows.
  byId("dependents", dependents),
  { key: "transactionTax", table: transactionTax, keyset: [transactionTax.transactionId] },
  // The household the person is in: their level, declared income and bill notices (one row: a
  // person is in one household at most, so its id orders the page; the user_id is left out).
  { key: "householdMembership", table: householdMembers, keyset: [householdMembers.householdId] },
];

/**
 * Tables holding a user_id that are deliberately not in the file: secrets (session and code
 * hashes), counters and summaries that triggers derive from the transactions, and the
 * idempotency keys (copies of answers already in the file, gone after 24 h).
 */
export const NOT_EXPORTED_TABLES = [
  "sessions",
  "one_time_codes",
  "transaction_list_versions",
  "transaction_description_stats",
  "idempotency_keys",
  // Which bank rows became transfers or fatura payments: sync bookkeeping, the moves are exported.
  "open_finance_moves",
  // What was sent to the person's webhooks: copies of records already in the file, kept 30 days.
  "webhook_deliveries",
  // Personal access tokens are credentials (their hashes), and their calls a short log of them.
  "api_tokens",
  "api_token_calls",
];
