import * as z from "@/lib/schemas/zod";
import type { Reais } from "@/lib/format/money";

/** Subscriptions found by themselves: a payee charged every month on the same day and amount. */
export const recurringSuggestionMessages = {
  notFound: "Sugestão de assinatura não encontrada.",
  idInvalid: "Identificador de sugestão inválido.",
} as const;

/** The suggestion's id is its payee's. */
export const recurringSuggestionParams = z.object({
  id: z.uuid({ error: recurringSuggestionMessages.idInvalid }),
});

/** GET /recurring-payments/suggestions: one per payee that looks like a subscription. */
export interface RecurringSuggestionJson {
  /** The payee's id. */
  id: string;
  payeeName: string;
  /** Reais: the latest charge. */
  amount: Reais;
  /** Day of the month of the latest charge. */
  dueDay: number;
  message: string;
}
