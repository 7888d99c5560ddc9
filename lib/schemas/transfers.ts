import * as z from "@/lib/schemas/zod";
import { paymentAmountSchema } from "@/lib/schemas/cards";
import { transactionDateSchema } from "@/lib/schemas/transactions";
import type { Reais } from "@/lib/format/money";

export const transferMessages = {
  fromRequired: "Informe a conta de origem.",
  toRequired: "Informe a conta de destino.",
  sameAccount: "A conta de origem e a de destino devem ser diferentes.",
  notAnAccount: "Transferências só acontecem entre contas, não entre cartões ou meios de pagamento.",
  notFound: "Transferência não encontrada.",
  descriptionTooLong: "A descrição deve ter no máximo 200 caracteres.",
  idInvalid: "Identificador de transferência inválido.",
} as const;

/** POST /transfer: money moved between two of the user's accounts. */
export const transferInput = z
  .object({
    fromPaymentMethodId: z.uuid({ error: transferMessages.fromRequired }),
    toPaymentMethodId: z.uuid({ error: transferMessages.toRequired }),
    amount: paymentAmountSchema,
    date: transactionDateSchema,
    description: z
      .string({ error: transferMessages.descriptionTooLong })
      .trim()
      .max(200, transferMessages.descriptionTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((t) => t.fromPaymentMethodId !== t.toPaymentMethodId, {
    message: transferMessages.sameAccount,
    path: ["toPaymentMethodId"],
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));
export type TransferInput = z.output<typeof transferInput>;

export const transferIdParams = z.object({ id: z.uuid({ error: transferMessages.idInvalid }) });

export interface TransferJson {
  _id: string;
  fromPaymentMethodId: { _id: string; name: string; color: string } | null;
  toPaymentMethodId: { _id: string; name: string; color: string } | null;
  amount: Reais;
  date: string;
  description: string | null;
}
