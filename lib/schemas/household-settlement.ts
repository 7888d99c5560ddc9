import * as z from "@/lib/schemas/zod";
import { jsonCentsSchema, type AmountMessages } from "@/lib/schemas/amount";
import { monthField, yearField } from "@/lib/schemas/month-query";
import { transactionDateSchema } from "@/lib/schemas/transactions";
import type { HouseholdSplitMode } from "@/lib/domain/enums";
import type { SplitFallback } from "@/lib/domain/household-split";
import type { YearMonth } from "@/lib/domain/month-params";
import type { Cents } from "@/lib/format/money";

/** "Acerto de contas": who paid the household's expenses, each one's share, who owes whom. */
export const settlementMessages = {
  periodIncomplete: "Informe o mês e o ano juntos, ou nenhum dos dois para o acerto desde o começo da casa.",
  fromInvalid: "Informe quem enviou o acerto (o id de uma pessoa da casa).",
  toInvalid: "Informe quem recebeu o acerto (o id de uma pessoa da casa).",
  samePerson: "Quem envia e quem recebe o acerto devem ser pessoas diferentes.",
  notFound: "Acerto não encontrado.",
  idInvalid: "Identificador de acerto inválido.",
  deleteNotAllowed: "Só quem registrou o acerto ou quem é dono da casa pode apagá-lo.",
} as const;

const amountMessages = {
  required: "O valor do acerto é obrigatório.",
  invalid: "Valor inválido: informe amountCents em centavos, um número inteiro (R$ 312,40 = 31240).",
  positive: "O valor do acerto deve ser maior que zero.",
  tooLarge: "O valor máximo é R$ 999.999.999,99.",
} as const satisfies AmountMessages;

/**
 * `?month=&year=`: both for one month, neither for everything since the household began (up to
 * today); one without the other is a 400. Leaves as the month, or null.
 */
export const settlementPeriodQuery = z
  .object({ month: monthField.optional(), year: yearField.optional() })
  .refine((q) => (q.month === undefined) === (q.year === undefined), { message: settlementMessages.periodIncomplete })
  .transform((q): YearMonth | null => (q.month !== undefined && q.year !== undefined ? { month: q.month, year: q.year } : null));

/** POST /household/settlements ("registrar acerto"): the Pix `from` sent `to`. */
export const settlementInput = z
  .object({
    from: z.uuid({ error: settlementMessages.fromInvalid }),
    to: z.uuid({ error: settlementMessages.toInvalid }),
    amountCents: jsonCentsSchema(amountMessages),
    date: transactionDateSchema,
  })
  .refine((s) => s.from !== s.to, { message: settlementMessages.samePerson, path: ["to"] });
export type SettlementInput = z.output<typeof settlementInput>;

export const settlementIdParams = z.object({ id: z.uuid({ error: settlementMessages.idInvalid }) });

/** GET /household/settlement. */
export interface SettlementJson {
  /** The month asked for; null: since the household began, up to today. */
  period: YearMonth | null;
  /** Each current member: above zero the household owes them, below zero they owe. */
  members: SettlementMemberJson[];
  /** The Pix that would bring every balance to zero. */
  transfers: SettlementTransferJson[];
  /** The household's default split; `fallback` when it fell back to equal parts. */
  split: { mode: HouseholdSplitMode; fallback?: SplitFallback };
}

export interface SettlementMemberJson {
  userId: string;
  name: string;
  paidCents: Cents;
  shareCents: Cents;
  balanceCents: Cents;
}

export interface SettlementTransferJson {
  from: string;
  to: string;
  amountCents: Cents;
}

/** A recorded settlement; `from`, `to` and `createdBy` are null once that person deleted their account. */
export interface RecordedSettlementJson {
  id: string;
  from: string | null;
  to: string | null;
  amountCents: Cents;
  date: string;
  createdBy: string | null;
  createdAt: string;
}
