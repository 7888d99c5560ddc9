import * as z from "@/lib/schemas/zod";
import { INVESTMENT_KINDS } from "@/lib/domain/wealth-kinds";
import type { InvestmentKind } from "@/lib/domain/wealth-kinds";
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
 * An investment typed by hand (POST/PATCH /investments) and the JSON every investment answers
 * with, connected or not. Money in and out in integer centavos (`…Cents`); days YYYY-MM-DD.
 */
export const investmentMessages = {
  notFound: "Investimento não encontrado.",
  idInvalid: "Identificador de investimento inválido.",
  kindInvalid: "Tipo inválido: use renda_fixa, acoes, fundos, previdencia, cripto, poupanca ou outros.",
  taxCodeInvalid: "Código de Bens e Direitos inválido: use grupo-código, como 04-02.",
  subtypeInvalid: "Subtipo inválido: use letras maiúsculas e _ (até 32), como CDB ou LCI.",
  connectedReadOnly:
    "Este investimento vem de uma conexão bancária e é atualizado pelo banco: só o tipo e o código da declaração podem ser alterados.",
  connectedDelete:
    "Este investimento vem de uma conexão bancária: para removê-lo, desconecte o banco em Conexões bancárias.",
  nothingToChange: "Informe o que alterar.",
} as const;

export const investmentKind = z.enum(INVESTMENT_KINDS, { error: investmentMessages.kindInvalid });

const taxCode = z
  .union([z.string(), z.null()], { error: investmentMessages.taxCodeInvalid })
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (!text) return null;
    if (!/^\d{2}-\d{2}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: investmentMessages.taxCodeInvalid });
      return z.NEVER;
    }
    return text;
  });

const subtype = z
  .union([z.string(), z.null()], { error: investmentMessages.subtypeInvalid })
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (!text) return null;
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: investmentMessages.subtypeInvalid });
      return z.NEVER;
    }
    return text;
  });

/** Every field of one typed by hand; PATCH takes any of them. */
const investmentFields = {
  name: wealthName,
  kind: investmentKind,
  subtype: subtype.optional(),
  taxCode: taxCode.optional(),
  institutionName: optionalText("A instituição", 120).optional(),
  institutionDocument: optionalCnpj("O CNPJ da instituição").optional(),
  issuer: optionalText("O emissor", 120).optional(),
  issuerDocument: optionalCnpj("O CNPJ do emissor").optional(),
  balanceCents: wealthCents("O saldo"),
  amountOriginalCents: optionalWealthCents("O valor aplicado").optional(),
  rateText: optionalText("A rentabilidade", 60).optional(),
  purchaseDate: optionalDay("A data da aplicação").optional(),
  dueDate: optionalDay("A data de vencimento").optional(),
};

export const investmentIdParams = z.object({ id: z.uuid({ error: investmentMessages.idInvalid }) });

export const investmentInput = z.object(investmentFields);

export const investmentPatch = z
  .object({
    ...investmentFields,
    name: investmentFields.name.optional(),
    kind: investmentFields.kind.optional(),
    balanceCents: investmentFields.balanceCents.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), investmentMessages.nothingToChange);

export type InvestmentInput = z.output<typeof investmentInput>;
export type InvestmentPatch = z.output<typeof investmentPatch>;

/** The fields a connected investment lets the person change. */
export const INVESTMENT_CONNECTED_EDITABLE = ["kind", "taxCode"] as const;

export interface InvestmentJson {
  id: string;
  name: string;
  kind: InvestmentKind;
  subtype: string | null;
  taxCode: string | null;
  institutionName: string | null;
  institutionDocument: string | null;
  issuer: string | null;
  issuerDocument: string | null;
  balanceCents: Cents;
  amountOriginalCents: Cents | null;
  rateText: string | null;
  purchaseDate: Day | null;
  dueDate: Day | null;
  status: "ACTIVE" | "PENDING" | "TOTAL_WITHDRAWAL";
  /** From a bank connection (read-only but its kind and taxCode). */
  connected: boolean;
  /** The connection's bank, when connected. */
  bankName: string | null;
  /** When the balance was last set (ISO instant). */
  balanceUpdatedAt: string;
}

/** The "Adicionar investimento" dialog: amounts typed as "1.234,56"; empty optional fields are null. */
export const investmentFormSchema = z.object({
  name: wealthName,
  kind: investmentKind,
  institutionName: formText("A instituição", 120),
  balanceText: typedWealthCents("O saldo atual", { optional: false }),
  amountOriginalText: typedWealthCents("O valor aplicado", { optional: true }),
  rateText: formText("A rentabilidade", 60),
  dueDate: formDay("A data de vencimento"),
});
export type InvestmentFormValues = z.input<typeof investmentFormSchema>;
export type InvestmentFormOutput = z.output<typeof investmentFormSchema>;

/** The edit dialog: the balance (not shown for a connected one, which sends only its kind) and the kind. */
export const investmentEditFormSchema = z.object({
  kind: investmentKind,
  balanceText: typedWealthCents("O saldo atual", { optional: false }),
});
