import * as z from "@/lib/schemas/zod";
import type { Cents } from "@/lib/format/money";
import { currentYearMonth } from "@/lib/domain/calendar";
import { declarationDocument } from "@/lib/domain/documents";
import { paymentCodeOf } from "@/lib/domain/tax/codes";
import { deductibleMessages } from "@/lib/schemas/deductible";
import type { DeductibleMarking } from "@/lib/schemas/deductible";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import { DEDUCTIBLE_KINDS } from "@/lib/domain/tax/deductible-kinds";
import type { DeductibleKind } from "@/lib/domain/tax/deductible-kinds";

/**
 * Imposto de Renda: the report GET /tax/{year} answers (one ano-calendário, every ficha Bolso can
 * fill), and what the person sends to mark categories, payees and rows. Money is integer centavos
 * (fields end in `Cents`), days are YYYY-MM-DD in São Paulo.
 */

export { DEDUCTIBLE_KINDS };
export type { DeductibleKind };

export const TAX_REPORT_SECTIONS = ["income", "exempt", "exclusive", "payments", "assets", "debts"] as const;
export type TaxReportSection = (typeof TAX_REPORT_SECTIONS)[number];

/** Printed on every page of the PDF and in every CSV. */
export const TAX_DISCLAIMER = "Bolso prepara, você declara. Este documento não é aconselhamento tributário.";

export const taxMessages = {
  yearInvalid: (max: number) => `Ano inválido: informe um ano-calendário de 2000 a ${max}.`,
  sectionInvalid: "Seção inválida: use income, exempt, exclusive, payments, assets ou debts.",
  deductibleCodeInvalid: deductibleMessages.codeInvalid,
  reimbursedInvalid: "Valor reembolsado inválido: use um número de 0 até o valor do lançamento, com até duas casas decimais.",
  reimbursedTooLarge: "O valor reembolsado não pode passar do valor do lançamento.",
  beneficiaryInvalid: "Identificador de dependente inválido.",
  beneficiaryNotFound: "Dependente não encontrado.",
  taxShape: "Informe tax como { beneficiaryId, reimbursedCents, deductible }.",
  bankCodeInvalid: "Código do banco inválido: use os 3 dígitos do banco (ex.: 341).",
  branchInvalid: "Agência inválida: use até 10 dígitos (com o dígito, se houver, após o hífen).",
  accountNumberInvalid: "Número da conta inválido: use até 20 dígitos (com o dígito após o hífen).",
  institutionDocumentInvalid: "CNPJ da instituição inválido: confira os dígitos.",
  jointInvalid: "Informe joint como verdadeiro ou falso.",
  bankDetailsNotAccount: "Só contas (que guardam dinheiro) têm banco, agência e conta.",
  nothingToChange: "Informe o que alterar: bankCode, branch, accountNumber, institutionDocument, joint ou taxCode.",
  accountTaxCodeInvalid: 'Código de bem inválido para uma conta: use "06-01" (conta corrente) ou "04-01" (poupança).',
  deductibleRowInvalid: "Informe deductible como verdadeiro, falso ou null.",
  deductibleCodeUnknown: "Código de Pagamentos efetuados desconhecido.",
  codeRequired: "Um lançamento marcado como dedutível precisa de um código quando nem a categoria nem o favorecido têm um.",
} as const;

const cents = z.custom<Cents>((value) => Number.isSafeInteger(value), { error: "Valor em centavos inválido." });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.string().regex(/^\d{4}-\d{2}$/);

/** Whom a payment was for: the titular (dependentId null) or one of their dependentes. */
export const taxBeneficiary = z.object({
  dependentId: z.uuid().nullable(),
  name: z.string(),
  cpf: z.string().nullable(),
});

/** Rendimentos tributáveis recebidos de pessoa jurídica: one payer (CNPJ). */
export const taxIncomeLine = z.object({
  payeeId: z.uuid().nullable(),
  payerName: z.string(),
  /** 14 digits; null while the payee has none (a pendência says so). */
  payerDocument: z.string().nullable(),
  totalCents: cents,
  months: z.array(z.object({ month, totalCents: cents })),
  transactionIds: z.array(z.uuid()),
});

/** A line of Rendimentos isentos e não tributáveis or of tributação exclusiva/definitiva. */
export const taxLineTotal = z.object({
  /** The line's number in the program's ficha ("12", "06"). */
  line: z.string(),
  description: z.string(),
  /** The paying institution or company, as the program asks per payer. */
  payerName: z.string().nullable(),
  payerDocument: z.string().nullable(),
  totalCents: cents,
  /** Investments and rows it came from. */
  investmentIds: z.array(z.uuid()),
  transactionIds: z.array(z.uuid()),
  /** How the figure was found, in pt-BR ("rendimento estimado pela variação do saldo"). */
  note: z.string().nullable(),
  /** Not confirmed from an official source, or estimated: the person should check it. */
  toCheck: z.boolean(),
});

/** Pagamentos efetuados: one code + payee + beneficiary. */
export const taxPaymentLine = z.object({
  code: z.string(),
  codeDescription: z.string(),
  /** The code is not confirmed from an official source for this year ("a conferir"). */
  codeToCheck: z.boolean(),
  kind: z.enum(DEDUCTIBLE_KINDS),
  payeeId: z.uuid().nullable(),
  payeeName: z.string(),
  payeeDocument: z.string().nullable(),
  beneficiary: taxBeneficiary,
  /** Paid in the year, estornos already subtracted. */
  totalCents: cents,
  /** The part a plano or employer paid back (the person enters it per row). */
  reimbursedCents: cents,
  transactionIds: z.array(z.uuid()),
});

/** Educação is capped per person (titular and each dependente): what was paid and what counts. */
export const taxEducationCap = z.object({
  beneficiary: taxBeneficiary,
  paidCents: cents,
  capCents: cents,
  deductibleCents: cents,
  capped: z.boolean(),
});

/** Bens e Direitos: an account or an investment. */
export const taxAssetLine = z.object({
  source: z.object({ kind: z.enum(["account", "investment"]), id: z.uuid() }),
  group: z.string(),
  code: z.string(),
  /** The program's name of the group-code ("Depósito bancário em conta corrente no País"). */
  codeDescription: z.string(),
  /** The group-code is not confirmed from an official source for this year ("a conferir"). */
  codeToCheck: z.boolean(),
  /** The Discriminação, ready to paste. */
  description: z.string(),
  institutionDocument: z.string().nullable(),
  bank: z.string().nullable(),
  branch: z.string().nullable(),
  account: z.string().nullable(),
  joint: z.boolean(),
  /** Who else holds a joint account the person shares with their household: its other members, named in the discriminação. */
  coHolders: z.array(z.string()),
  balancePreviousCents: cents,
  balanceCents: cents,
  /** A balance reconstructed from rows, not recorded on the day. */
  estimated: z.boolean(),
  /** Both balances below the year's minimum (bens above R$ 140,00 are declared). */
  belowMinimum: z.boolean(),
});

/** Dívidas e Ônus Reais: a loan. */
export const taxDebtLine = z.object({
  loanId: z.uuid(),
  code: z.string(),
  codeDescription: z.string(),
  /** The code is not confirmed from an official source for this year ("a conferir"). */
  codeToCheck: z.boolean(),
  description: z.string(),
  creditorDocument: z.string().nullable(),
  balancePreviousCents: cents,
  balanceCents: cents,
  estimated: z.boolean(),
});

export const TAX_PENDING_KINDS = [
  "titular_cpf",
  "payee_document",
  "payment_payee",
  "account_bank_details",
  "investment_institution",
  "loan_creditor",
] as const;
export type TaxPendingKind = (typeof TAX_PENDING_KINDS)[number];

/** Something missing for the declaration, with what a one-tap fix changes (`targetId`). */
export const taxPending = z.object({
  kind: z.enum(TAX_PENDING_KINDS),
  message: z.string(),
  /** payee, transaction, payment method, investment or loan id; null for the titular. */
  targetId: z.uuid().nullable(),
});

/** A figure of the year's rules that the report shows, with its source. */
export const taxRuleFigure = z.object({
  valueCents: cents,
  source: z.string(),
  toCheck: z.boolean(),
});

export const taxReport = z.object({
  year: z.number().int(),
  generatedOn: day,
  titular: z.object({ name: z.string(), cpf: z.string().nullable() }),
  dependents: z.array(taxBeneficiary),
  rules: z.object({
    year: z.number().int(),
    educationCapPerPerson: taxRuleFigure,
    dependentDeduction: taxRuleFigure,
    assetMinimum: taxRuleFigure,
    /** pt-BR notes of the year (Lei 15.270/2025 for 2026…), each with its source. */
    notes: z.array(z.object({ text: z.string(), source: z.string(), toCheck: z.boolean() })),
  }),
  income: z.array(taxIncomeLine),
  exempt: z.array(taxLineTotal),
  exclusive: z.array(taxLineTotal),
  payments: z.array(taxPaymentLine),
  educationCaps: z.array(taxEducationCap),
  assets: z.array(taxAssetLine),
  debts: z.array(taxDebtLine),
  pending: z.array(taxPending),
  disclaimer: z.string(),
});

export type TaxBeneficiary = z.output<typeof taxBeneficiary>;
export type TaxIncomeLine = z.output<typeof taxIncomeLine>;
export type TaxLineTotal = z.output<typeof taxLineTotal>;
export type TaxPaymentLine = z.output<typeof taxPaymentLine>;
export type TaxEducationCap = z.output<typeof taxEducationCap>;
export type TaxAssetLine = z.output<typeof taxAssetLine>;
export type TaxDebtLine = z.output<typeof taxDebtLine>;
export type TaxPending = z.output<typeof taxPending>;
export type TaxReport = z.output<typeof taxReport>;

/** GET /tax/{year}[/pdf|/csv]: an ano-calendário from 2000 to the current year (São Paulo), read when asked. */
export const taxYearParams = z.object({
  year: z.string().transform((value, ctx) => {
    const max = currentYearMonth().year;
    const year = /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
    if (!(year >= 2000 && year <= max)) {
      ctx.addIssue({ code: "custom", message: taxMessages.yearInvalid(max) });
      return z.NEVER;
    }
    return year;
  }),
});

/** GET /tax/{year}/csv?section=… */
export const taxCsvQuery = z.object({
  section: z.enum(TAX_REPORT_SECTIONS, { error: taxMessages.sectionInvalid }),
});

export type { DeductibleMarking };

/**
 * A row's own word for the declaration (PATCH /transaction/{id} `{ tax }`, PATCH /transaction/{id}/tax):
 * whom it was for (a dependente's id; null the titular), the part reimbursed (centavos, up to the
 * row's amount), deductible (null as its category or payee says; false never; true with `code`).
 * Fields left out stay as they were.
 */
export const transactionTaxInput = z
  .object(
    {
      beneficiaryId: z.union([z.uuid({ error: taxMessages.beneficiaryInvalid }), z.null()], {
        error: taxMessages.beneficiaryInvalid,
      }).optional(),
      reimbursedCents: z
        .number({ error: taxMessages.reimbursedInvalid })
        .int(taxMessages.reimbursedInvalid)
        .min(0, taxMessages.reimbursedInvalid)
        .max(99_999_999_999, taxMessages.reimbursedInvalid)
        .transform((value) => value as Cents)
        .optional(),
      deductible: z.boolean({ error: taxMessages.deductibleRowInvalid }).nullable().optional(),
      code: z
        .string({ error: taxMessages.deductibleCodeInvalid })
        .regex(/^\d{2}$/, taxMessages.deductibleCodeInvalid)
        .refine((code) => paymentCodeOf(LATEST_TAX_RULES, code) !== null, taxMessages.deductibleCodeUnknown)
        .nullable()
        .optional(),
    },
    { error: taxMessages.taxShape },
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), taxMessages.taxShape);
export type TransactionTaxInput = z.output<typeof transactionTaxInput>;

/** A row's marking as answered. */
export interface TransactionTaxJson {
  transactionId: string;
  beneficiaryId: string | null;
  reimbursedCents: Cents;
  deductible: boolean | null;
  code: string | null;
}

const digitsWithCheck = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^[0-9]{1,${max}}(-[0-9Xx])?$`), message)
    .max(max, message)
    .nullable()
    .optional();

/**
 * PATCH /payment-method/{id}/bank-details: an account's registration at its bank for Bens e
 * Direitos; the fields sent change (null clears one). taxCode: the group-code when the account is
 * not a conta corrente (04-01 poupança).
 */
export const bankDetailsInput = z
  .object({
    bankCode: z.string({ error: taxMessages.bankCodeInvalid }).regex(/^\d{3}$/, taxMessages.bankCodeInvalid).nullable().optional(),
    branch: digitsWithCheck(10, taxMessages.branchInvalid),
    accountNumber: digitsWithCheck(20, taxMessages.accountNumberInvalid),
    institutionDocument: z
      .string({ error: taxMessages.institutionDocumentInvalid })
      .transform((value, ctx) => {
        const read = declarationDocument(value);
        if (read?.kind !== "cnpj") {
          ctx.addIssue({ code: "custom", message: taxMessages.institutionDocumentInvalid });
          return z.NEVER;
        }
        return read.digits;
      })
      .nullable()
      .optional(),
    joint: z.boolean({ error: taxMessages.jointInvalid }).optional(),
    taxCode: z
      .string({ error: taxMessages.accountTaxCodeInvalid })
      .refine((code) => ["06-01", "04-01"].includes(code), taxMessages.accountTaxCodeInvalid)
      .nullable()
      .optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), taxMessages.nothingToChange);
export type BankDetailsInput = z.output<typeof bankDetailsInput>;

export interface BankDetailsJson {
  paymentMethodId: string;
  bankCode: string | null;
  branch: string | null;
  accountNumber: string | null;
  institutionDocument: string | null;
  joint: boolean;
  taxCode: string | null;
}
