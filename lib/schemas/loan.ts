import * as z from "@/lib/schemas/zod";
import { LOAN_KINDS } from "@/lib/domain/wealth-kinds";
import type { LoanKind } from "@/lib/domain/wealth-kinds";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import {
  formDay,
  formText,
  typedWealthCents,
  optionalCnpj,
  optionalDay,
  optionalText,
  optionalWealthCents,
  wealthCents,
  wealthName,
} from "@/lib/schemas/wealth-fields";

/**
 * A loan typed by hand (POST/PATCH /loans) and the JSON every loan answers with, connected or not.
 * Money in and out in integer centavos (`…Cents`); days YYYY-MM-DD; the CET in % a.a.
 */
export const LOAN_INSTALLMENTS_MAX = 600;

export const loanMessages = {
  notFound: "Empréstimo não encontrado.",
  idInvalid: "Identificador de empréstimo inválido.",
  kindInvalid:
    "Tipo inválido: use financiamento_imobiliario, financiamento_veiculo, consignado, pessoal, cheque_especial ou outro.",
  taxCodeInvalid: "Código de Dívidas e Ônus inválido: use dois dígitos, como 11.",
  installmentsInvalid: `O número de parcelas deve ser um inteiro de 1 a ${LOAN_INSTALLMENTS_MAX}.`,
  installmentsPaidInvalid: `As parcelas pagas devem ser um inteiro de 0 a ${LOAN_INSTALLMENTS_MAX}.`,
  installmentsPaidOver: "As parcelas pagas não podem passar do total de parcelas.",
  cetInvalid: "CET inválido: informe a taxa anual em %, de 0 a 1000, com até 4 casas decimais.",
  connectedReadOnly:
    "Este empréstimo vem de uma conexão bancária e é atualizado pelo banco: só o tipo e o código da declaração podem ser alterados.",
  connectedDelete:
    "Este empréstimo vem de uma conexão bancária: para removê-lo, desconecte o banco em Conexões bancárias.",
  nothingToChange: "Informe o que alterar.",
} as const;

export const loanKind = z.enum(LOAN_KINDS, { error: loanMessages.kindInvalid });

const taxCode = z
  .union([z.string(), z.null()], { error: loanMessages.taxCodeInvalid })
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (!text) return null;
    if (!/^\d{2}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: loanMessages.taxCodeInvalid });
      return z.NEVER;
    }
    return text;
  });

const installments = (message: string, min: number) =>
  z
    .union([z.number(), z.null()], { error: message })
    .refine((value) => value === null || (Number.isInteger(value) && value >= min && value <= LOAN_INSTALLMENTS_MAX), message);

/** CET in % a.a., kept as numeric(10,4). */
const cet = z
  .union([z.number(), z.null()], { error: loanMessages.cetInvalid })
  .refine(
    (value) => value === null || (value >= 0 && value <= 1000 && Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6),
    loanMessages.cetInvalid,
  );

const loanFields = {
  name: wealthName,
  kind: loanKind,
  taxCode: taxCode.optional(),
  contractNumber: optionalText("O número do contrato", 60).optional(),
  creditorName: optionalText("O credor", 120).optional(),
  creditorDocument: optionalCnpj("O CNPJ do credor").optional(),
  contractAmountCents: optionalWealthCents("O valor contratado").optional(),
  contractDate: optionalDay("A data do contrato").optional(),
  balanceCents: wealthCents("O saldo devedor"),
  installmentAmountCents: optionalWealthCents("O valor da parcela").optional(),
  installmentsTotal: installments(loanMessages.installmentsInvalid, 1).optional(),
  installmentsPaid: installments(loanMessages.installmentsPaidInvalid, 0).optional(),
  cet: cet.optional(),
  dueDate: optionalDay("A data de vencimento").optional(),
};

const paidWithinTotal = (loan: { installmentsTotal?: number | null; installmentsPaid?: number | null }) =>
  loan.installmentsTotal == null || loan.installmentsPaid == null || loan.installmentsPaid <= loan.installmentsTotal;

export const loanIdParams = z.object({ id: z.uuid({ error: loanMessages.idInvalid }) });

export const loanInput = z
  .object(loanFields)
  .refine(paidWithinTotal, { message: loanMessages.installmentsPaidOver, path: ["installmentsPaid"] });

export const loanPatch = z
  .object({
    ...loanFields,
    name: loanFields.name.optional(),
    kind: loanFields.kind.optional(),
    balanceCents: loanFields.balanceCents.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), loanMessages.nothingToChange)
  .refine(paidWithinTotal, { message: loanMessages.installmentsPaidOver, path: ["installmentsPaid"] });

export type LoanInput = z.output<typeof loanInput>;
export type LoanPatch = z.output<typeof loanPatch>;

/** The fields a connected loan lets the person change. */
export const LOAN_CONNECTED_EDITABLE = ["kind", "taxCode"] as const;

export interface LoanJson {
  id: string;
  name: string;
  kind: LoanKind;
  taxCode: string | null;
  contractNumber: string | null;
  creditorName: string | null;
  creditorDocument: string | null;
  contractAmountCents: Cents | null;
  contractDate: Day | null;
  /** What is still owed. */
  balanceCents: Cents;
  installmentAmountCents: Cents | null;
  installmentsTotal: number | null;
  installmentsPaid: number | null;
  /** Custo efetivo total, % a.a. */
  cet: number | null;
  dueDate: Day | null;
  connected: boolean;
  bankName: string | null;
  balanceUpdatedAt: string;
}

/** A dialog's count of installments: "" (none) or a whole number from `min` to 600. */
const formInstallments = (message: string, min: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= LOAN_INSTALLMENTS_MAX), message)
    .transform((value) => (value === "" ? null : Number(value)));

/** The "Adicionar empréstimo" dialog: amounts typed as "1.234,56", the CET as "23,5". */
export const loanFormSchema = z
  .object({
    name: wealthName,
    kind: loanKind,
    creditorName: formText("O credor", 120),
    balanceText: typedWealthCents("O saldo devedor", { optional: false }),
    installmentAmountText: typedWealthCents("O valor da parcela", { optional: true }),
    installmentsTotal: formInstallments(loanMessages.installmentsInvalid, 1),
    installmentsPaid: formInstallments(loanMessages.installmentsPaidInvalid, 0),
    cetText: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{1,4}([.,]\d{1,4})?$/.test(value), loanMessages.cetInvalid)
      .transform((value) => (value === "" ? null : Number(value.replace(",", "."))))
      .refine((value) => value === null || value <= 1000, loanMessages.cetInvalid),
    dueDate: formDay("A data de vencimento"),
  })
  .refine(paidWithinTotal, { message: loanMessages.installmentsPaidOver, path: ["installmentsPaid"] });
export type LoanFormValues = z.input<typeof loanFormSchema>;
export type LoanFormOutput = z.output<typeof loanFormSchema>;

/** The edit dialog: what is still owed (not shown for a connected one, which sends only its kind) and the kind. */
export const loanEditFormSchema = z.object({
  kind: loanKind,
  balanceText: typedWealthCents("O saldo devedor", { optional: false }),
});
