import * as z from "@/lib/schemas/zod";
import type { StatementStatus } from "@/lib/domain/card-statement";
import type { Day, Month } from "@/lib/domain/calendar";
import { jsonAmountSchema } from "@/lib/schemas/amount";
import { transactionDateSchema } from "@/lib/schemas/transactions";
import { ZERO_CENTS } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";

export const cardSchemaMessages = {
  cardIdInvalid: "Identificador de cartão inválido.",
  monthInvalid: "Fatura inválida: use o formato AAAA-MM.",
  paymentIdInvalid: "Identificador de pagamento inválido.",
  groupIdInvalid: "Identificador de compra parcelada inválido.",
  accountRequired: "Informe a conta de onde sai o pagamento.",
  yearInvalid: "Ano inválido: use um ano entre 2000 e 2100.",
  countInvalid: "Informe quantas parcelas antecipar (um inteiro a partir de 1).",
  discountInvalid: "O desconto deve ser um número maior ou igual a zero, com até duas casas decimais.",
  overRemaining: "O pagamento é maior que o valor restante da fatura.",
  notAnAccount: "O pagamento deve sair de uma conta, não de um cartão ou de um meio de pagamento.",
} as const;

const amountMessages = {
  required: "O valor é obrigatório.",
  invalid: "Valor inválido: use um número positivo com até duas casas decimais.",
  positive: "O valor deve ser maior que zero.",
  tooLarge: "O valor máximo é R$ 999.999.999,99.",
} as const;

export const paymentAmountSchema = jsonAmountSchema(amountMessages);

const month = z
  .month(cardSchemaMessages.monthInvalid)
  .refine((value) => value >= "2000-01" && value <= "2100-12", { message: cardSchemaMessages.monthInvalid });

const cardId = z.uuid({ error: cardSchemaMessages.cardIdInvalid });

export const cardParams = z.object({ id: cardId });
export const statementParams = z.object({ id: cardId, month });
export const statementPaymentParams = z.object({
  id: cardId,
  month,
  paymentId: z.uuid({ error: cardSchemaMessages.paymentIdInvalid }),
});
export const installmentGroupParams = z.object({ id: z.uuid({ error: cardSchemaMessages.groupIdInvalid }) });

/** `?year=YYYY`, the current year in São Paulo when absent (filled in by the caller). */
export const statementYearQuery = z.object({
  year: z.coerce
    .number({ error: cardSchemaMessages.yearInvalid })
    .int(cardSchemaMessages.yearInvalid)
    .min(2000, cardSchemaMessages.yearInvalid)
    .max(2100, cardSchemaMessages.yearInvalid)
    .optional(),
});

/** POST /payment-method/{id}/statements/{month}/payments. */
export const statementPaymentInput = z
  .object({
    amount: paymentAmountSchema,
    paidOn: transactionDateSchema,
    fromPaymentMethodId: z.uuid({ error: cardSchemaMessages.accountRequired }),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));
export type StatementPaymentInput = z.output<typeof statementPaymentInput>;

/** POST /transaction/installment/{groupId}/anticipate. */
export const anticipateInput = z
  .object({
    count: z
      .number({ error: cardSchemaMessages.countInvalid })
      .int(cardSchemaMessages.countInvalid)
      .min(1, cardSchemaMessages.countInvalid)
      .max(72, cardSchemaMessages.countInvalid),
    discount: z
      .union([z.literal(0).transform(() => ZERO_CENTS), paymentAmountSchema], {
        error: cardSchemaMessages.discountInvalid,
      })
      .optional()
      .default(ZERO_CENTS),
  })
  .transform(({ discount, ...rest }) => ({ ...rest, discountCents: discount }));
export type AnticipateInput = z.output<typeof anticipateInput>;

export interface StatementSummaryJson {
  /** The fatura's due month: on the wire, the `YYYY-MM` text. */
  month: Month;
  closingDate: Day;
  dueDate: Day;
  total: Reais;
  paid: Reais;
  remaining: Reais;
  status: StatementStatus;
  /** The sum of the fatura's items in Bolso. */
  itemsTotal: Reais;
  /** The bill's total at the bank (a connected card); where present it is `total`. */
  bankTotal: Reais | null;
}

export interface StatementItemJson {
  _id: string;
  description: string;
  /** Reais: positive for a purchase; a credit (estorno, a receita on the card) is negative. */
  valor: Reais;
  transactionDate: Day;
  category: { _id: string; name: string; color: string } | null;
  installment: { number: number; of: number } | null;
}

export interface StatementPaymentJson {
  _id: string;
  amount: Reais;
  paidOn: Day;
  fromPaymentMethodId: string | null;
  /** Settled before the card was in Bolso: no account paid it here. */
  paidOutside: boolean;
}

export interface StatementJson extends StatementSummaryJson {
  items: StatementItemJson[];
  payments: StatementPaymentJson[];
}

/** A fatura the bell shows (fechada and due within 48 hours, or vencida). */
export interface StatementAlertJson extends StatementSummaryJson {
  cardId: string;
  cardName: string;
}
