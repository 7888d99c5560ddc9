import * as z from "@/lib/schemas/zod";
import { reviewMessages } from "@/lib/schemas/open-finance-review";

/** Rows decided together in one request: a group of the inbox, or "Confirmar tudo". */
export const REVIEW_GROUP_MAX_ROWS = 500;

export const reviewGroupMessages = {
  rowsRequired: "Escolha ao menos uma transação.",
  tooManyRows: `Decida no máximo ${REVIEW_GROUP_MAX_ROWS} transações de uma vez.`,
  notFound: "Alguma das transações não está mais a revisar. Atualize a página e tente de novo.",
} as const;

const transactionIds = z
  .array(z.uuid({ error: reviewMessages.idInvalid }))
  .min(1, reviewGroupMessages.rowsRequired)
  .max(REVIEW_GROUP_MAX_ROWS, reviewGroupMessages.tooManyRows)
  .transform((ids) => [...new Set(ids)]);

/**
 * POST /open-finance/review/groups: confirm what Bolso suggested for the rows, give them all one
 * category, or turn them all into transfers to one of the person's accounts.
 */
export const reviewGroupInput = z.discriminatedUnion("action", [
  z.object({ action: z.literal("confirm"), transactionIds }),
  z.object({
    action: z.literal("categorise"),
    transactionIds,
    categoryId: z.uuid({ error: reviewMessages.categoryRequired }),
  }),
  z.object({
    action: z.literal("transfer"),
    transactionIds,
    toPaymentMethodId: z.uuid({ error: reviewMessages.counterpartRequired }),
  }),
]);
export type ReviewGroupInput = z.output<typeof reviewGroupInput>;

export interface ReviewGroupResult {
  action: ReviewGroupInput["action"];
  /** How many rows left the inbox. */
  count: number;
}
