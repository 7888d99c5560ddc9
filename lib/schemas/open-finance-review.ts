import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import * as z from "@/lib/schemas/zod";
import { RULE_CONTAINS_MAX } from "@/lib/schemas/category-rules";

export const reviewMessages = {
  notFound: "Transação a revisar não encontrada.",
  idInvalid: "Identificador de transação inválido.",
  categoryRequired: "Escolha uma categoria.",
  counterpartRequired: "Escolha a outra conta da transferência.",
  notAnAccount: "Só uma conta pode ser ponta de uma transferência.",
  sameAccount: "Escolha uma conta diferente da conta desta transação.",
  noAccount: "Esta transação não está numa conta: marque-a como transferência pela tela de Contas.",
  duplicateRequired: "Escolha o lançamento que esta transação repete.",
  duplicateNotFound: "Lançamento não encontrado.",
  duplicateOfItself: "Escolha outro lançamento: esta transação não repete a si mesma.",
  duplicateLinked: "Este lançamento já está ligado a outra transação do banco.",
  duplicateOtherType: "Escolha um lançamento do mesmo tipo (receita ou despesa).",
  ruleTooLong: `O texto da regra deve ter no máximo ${RULE_CONTAINS_MAX} caracteres.`,
} as const;

export const reviewParams = z.object({ id: z.uuid({ error: reviewMessages.idInvalid }) });

/** POST /open-finance/review/{transactionId}: what the person decided about a row the bank brought. */
export const reviewInput = z.discriminatedUnion("action", [
  z.object({ action: z.literal("accept") }),
  z.object({
    action: z.literal("categorize"),
    categoryId: z.uuid({ error: reviewMessages.categoryRequired }),
    /** When given, also creates the rule "description contains → category". */
    ruleContains: z.string().trim().min(1).max(RULE_CONTAINS_MAX, reviewMessages.ruleTooLong).optional(),
  }),
  z.object({
    action: z.literal("transfer"),
    /** The other account: money went to it (a despesa) or came from it (a receita). */
    counterpartPaymentMethodId: z.uuid({ error: reviewMessages.counterpartRequired }),
  }),
  /** "Já lancei isso": the row is the person's `transactionId`; the two become one. */
  z.object({ action: z.literal("duplicate"), transactionId: z.uuid({ error: reviewMessages.duplicateRequired }) }),
  /** The row is removed and its Pluggy id remembered ("Ignorados"): no sync brings it back. */
  z.object({ action: z.literal("ignore") }),
]);
export type ReviewInput = z.output<typeof reviewInput>;

export const reviewPageQuery = z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) });

/** A row waiting for review, as the screen and the API show it. */
export interface ReviewRowJson {
  transactionId: string;
  description: string;
  rawDescription: string | null;
  counterparty: string | null;
  date: Day;
  /** Centavos, positive. */
  amountCents: Cents;
  type: "receita" | "despesa";
  categoryId: string | null;
  categoryName: string | null;
  paymentMethodId: string | null;
  paymentMethodName: string | null;
  pending: boolean;
  reconciled: boolean;
  /** "Possível duplicata de …": a row of the person's that may be this one, or null. */
  possibleDuplicateOf: ReviewDuplicateJson | null;
}

/** The person's row a bank row may repeat, shown beside it. */
export interface ReviewDuplicateJson {
  transactionId: string;
  description: string;
  date: Day;
  /** Centavos, positive. */
  amountCents: Cents;
  paymentMethodName: string | null;
}
