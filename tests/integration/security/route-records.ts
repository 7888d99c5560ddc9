// Which of a caller's records each API route with an id reaches, and the other path segments it
// takes: how the security suite fills a route's path for a caller.
import { STATEMENT_MONTH, type Caller, type Records } from "./caller";

/** Which of a caller's records each route with an id reaches (every one listed is tried). */
export const ID_ROUTE_RECORDS: Record<string, Array<keyof Records>> = {
  "/api/v1/category/[id]": ["categoryId"],
  "/api/v1/budget/[id]": ["categoryId"],
  "/api/v1/category-rule/[id]": ["categoryRuleId"],
  "/api/v1/objective/[id]": ["objectiveId"],
  "/api/v1/payment-method/[id]": ["paymentMethodId"],
  "/api/v1/recurring-payments/[id]": ["recurringPaymentId"],
  "/api/v1/recurring-payments/[id]/pay": ["recurringPaymentId"],
  "/api/v1/import/[id]": ["importId"],
  "/api/v1/import/[id]/commit": ["importId"],
  "/api/v1/transaction/[id]": ["transactionId", "installmentId"],
  "/api/v1/transaction/[id]/attachments": ["transactionId", "installmentId"],
  "/api/v1/attachments/[id]": ["attachmentId"],
  "/api/v1/transaction/installment/[id]/anticipate": ["installmentGroupId"],
  "/api/v1/transfer/[id]": ["transferId"],
  "/api/v1/tags/[id]": ["tagId"],
  "/api/v1/payees/[id]": ["payeeId"],
  "/api/v1/investments/[id]": ["investmentId"],
  "/api/v1/loans/[id]": ["loanId"],
  "/api/v1/user/dependents/[id]": ["dependentId"],
  "/api/v1/transaction/[id]/tax": ["transactionId", "installmentId"],
  "/api/v1/payment-method/[id]/bank-details": ["accountId"],
  // The year's report reads the session's own records: no id, nothing of another person's to reach.
  "/api/v1/tax/[year]": [],
  "/api/v1/tax/[year]/pdf": [],
  "/api/v1/tax/[year]/csv": [],
  "/api/v1/recurring-payments/suggestions/[id]/accept": ["payeeId"],
  "/api/v1/recurring-payments/suggestions/[id]/dismiss": ["payeeId"],
  "/api/v1/open-finance/items/[id]": ["bankConnectionId"],
  "/api/v1/open-finance/items/[id]/sync": ["bankConnectionId"],
  "/api/v1/open-finance/review/[id]": ["bankTransactionId"],
  "/api/v1/open-finance/accounts/[id]": ["bankAccountId"],
  "/api/v1/open-finance/accounts/[id]/adjustment-seen": ["bankAccountId"],
  "/api/v1/open-finance/ignored/[id]": ["ignoredBankRowId"],
  "/api/v1/payees/[id]/category": ["payeeId"],
  "/api/v1/payment-method/[id]/statements": ["cardId"],
  "/api/v1/payment-method/[id]/statements/[month]": ["cardId"],
  "/api/v1/payment-method/[id]/statements/[month]/payments": ["cardId"],
  "/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]": ["cardId"],
  "/api/v1/user/webhooks/[id]": ["webhookId"],
  "/api/v1/user/webhooks/[id]/deliveries": ["webhookId"],
  "/api/v1/user/webhooks/[id]/deliveries/[deliveryId]/redeliver": ["webhookId"],
  "/api/v1/user/api-tokens/[id]": ["apiTokenId"],
  // Household routes reach the caller's own household only; the household matrix covers them.
  "/api/v1/household/invitations/[id]": [],
  "/api/v1/household/members/[userId]": [],
  // A settlement is the household's: another household's member gets 404
  // (tests/integration/households-settlement.test.ts).
  "/api/v1/household/settlements/[id]": [],
  // Mapping needs a household category of the caller's household: tests/integration/households-items.test.ts
  // covers another person's category and a target outside the member's household (404 both).
  "/api/v1/category/[id]/map": [],
};

/** Path segments besides the id (a fatura's month, a payment's id), taken from the records' owner. */
export const EXTRA_PARAMS: Record<string, (owner: Caller) => Record<string, string>> = {
  "/api/v1/payment-method/[id]/statements/[month]": () => ({ month: STATEMENT_MONTH }),
  "/api/v1/payment-method/[id]/statements/[month]/payments": () => ({ month: STATEMENT_MONTH }),
  "/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]": (owner) => ({
    month: STATEMENT_MONTH,
    paymentId: owner.records.cardPaymentId,
  }),
  "/api/v1/user/webhooks/[id]/deliveries/[deliveryId]/redeliver": (owner) => ({ deliveryId: owner.records.webhookDeliveryId }),
  "/api/v1/tax/[year]": () => ({ year: "2025" }),
  "/api/v1/tax/[year]/pdf": () => ({ year: "2025" }),
  "/api/v1/tax/[year]/csv": () => ({ year: "2025" }),
  "/api/v1/household/members/[userId]": (owner) => ({ userId: owner.userId }),
};

/** Every path param of a route: the id, plus the other segments it has. */
export function routeParams(pattern: string, id: string, owner: Caller): Record<string, string> {
  return { ...(pattern.includes("[id]") && { id }), ...EXTRA_PARAMS[pattern]?.(owner) };
}
