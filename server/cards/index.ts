import "server-only";

/**
 * Faturas (card statements): the module's public surface. Code outside server/cards imports only
 * `@/server/cards` (ESLint refuses its inner files); the pure rules are in lib/domain/card-statement.ts.
 */

// Placing a purchase: a card item's fatura month, set on every write of a card row.
export { assignStatementMonths, refreshCardStatement } from "@/server/cards/assign-statement-months";
// A payment method becoming a card, changing its days or leaving the card kind.
export { applyCardChange } from "@/server/cards/apply-card-change";

// A card and its faturas: items, totals, status, alerts.
export { loadCard } from "@/server/cards/load-card";
export { loadCards } from "@/server/cards/load-cards";
export { getStatement, getStatementJson } from "@/server/cards/get-statement";
export { listStatements } from "@/server/cards/list-statements";
export { currentStatements } from "@/server/cards/current-statements";
export { findStatementAlerts } from "@/server/cards/find-statement-alerts";

// Paying a fatura, and undoing a payment.
export { payStatement } from "@/server/cards/pay-statement";
export { deleteStatementPayment } from "@/server/cards/delete-statement-payment";

// The bank's side: a card's "pagamento recebido", the paying account's debit, Pluggy's bills.
export { writeCardPayment } from "@/server/cards/write-card-payment";
export { payCardFromDebit } from "@/server/cards/match-card-payment";
export { storeCardBills, type BillDifference } from "@/server/cards/store-card-bills";
