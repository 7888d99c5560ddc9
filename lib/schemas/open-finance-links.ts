import type { Cents } from "@/lib/format/money";
import * as z from "@/lib/schemas/zod";

export const linkMessages = {
  accountNotFound: "Conta conectada não encontrada.",
  accountIdInvalid: "Identificador de conta conectada inválido.",
  methodNotFound: "Conta ou cartão não encontrado.",
  methodIdInvalid: "Identificador de conta ou cartão inválido.",
  wrongKind: "Escolha uma conta para uma conta do banco, e um cartão para um cartão.",
  linkedElsewhere: "Esta conta já está vinculada a outra conta conectada.",
  ignoredNotFound: "Lançamento ignorado não encontrado.",
} as const;

export const connectedAccountParams = z.object({ id: z.uuid({ error: linkMessages.accountIdInvalid }) });

/** PATCH /open-finance/accounts/{id}: link to one of the person's accounts, or `null` for a new one. */
export const linkAccountBody = z.object({
  paymentMethodId: z.uuid({ error: linkMessages.methodIdInvalid }).nullable(),
});
export type LinkAccountBody = z.output<typeof linkAccountBody>;

export const ignoredParams = z.object({ id: z.uuid({ error: linkMessages.ignoredNotFound }) });

/** A bank row the person deleted or ignored ("Ignorados"). */
export interface IgnoredBankRowJson {
  id: string;
  reason: "deleted" | "ignored";
  description: string;
  /** Centavos, positive; `type` says the direction. */
  amountCents: Cents;
  type: "receita" | "despesa";
  date: string;
  ignoredAt: string;
}
