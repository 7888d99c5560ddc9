import * as z from "@/lib/schemas/zod";
import { optionalRef } from "@/lib/schemas/optional-ref";
import { PAYEE_NAME_MAX, cleanPayeeName, readPayeeDocument } from "@/lib/domain/payee-document";
import type { PayeeDocument, PayeeKind } from "@/lib/domain/payee-document";
import { deductibleMarking } from "@/lib/schemas/deductible";
import type { DeductibleKind } from "@/lib/domain/tax/deductible-kinds";

/**
 * Favorecidos: the party on the other side of a row. Shared by the API and the transaction form's
 * payee field. One per full CPF/CNPJ, else one per name ignoring case, accents and spaces.
 */
export const PAYEES_DEFAULT_PAGE_SIZE = 50;
export const PAYEES_MAX_PAGE_SIZE = 200;
export const PAYEE_KINDS = ["pessoa", "empresa"] as const;

export const payeeMessages = {
  notFound: "Favorecido não encontrado.",
  idInvalid: "Identificador de favorecido inválido.",
  nameRequired: "O nome do favorecido é obrigatório.",
  nameTooLong: `O nome do favorecido deve ter no máximo ${PAYEE_NAME_MAX} caracteres.`,
  documentInvalid: "CPF ou CNPJ inválido: confira os dígitos.",
  kindInvalid: 'Tipo de favorecido inválido: use "pessoa" ou "empresa".',
  kindMismatch: "O tipo não combina com o documento: CPF é de pessoa, CNPJ de empresa.",
  sameName: "Já existe um favorecido com esse nome.",
  sameDocument: "Já existe um favorecido com esse CPF ou CNPJ.",
  mergeSelf: "Um favorecido não pode ser mesclado com ele mesmo.",
  mergeAlone: "Para mesclar, envie somente mergeInto.",
  nothingToChange: "Informe o que alterar: name, document, kind, defaultCategoryId, deductible ou mergeInto.",
  page: "Página inválida: informe um número inteiro a partir de 1.",
  pageSize: `Tamanho de página inválido: informe um número de 1 a ${PAYEES_MAX_PAGE_SIZE}.`,
  searchTooLong: "A busca deve ter no máximo 100 caracteres.",
} as const;

const nameSchema = z
  .string({ error: payeeMessages.nameRequired })
  .transform(cleanPayeeName)
  .pipe(z.string().min(1, payeeMessages.nameRequired))
  .refine((name) => name.length <= PAYEE_NAME_MAX, payeeMessages.nameTooLong);

/** A CPF or CNPJ whose check digits hold (or one masked as a bank gave it); "" or null for none. */
const documentSchema = z
  .union([z.string(), z.null()], { error: payeeMessages.documentInvalid })
  .transform((value, ctx): PayeeDocument => {
    const read = readPayeeDocument(value);
    if (value?.trim() && read.document === null) {
      ctx.addIssue({ code: "custom", message: payeeMessages.documentInvalid });
      return z.NEVER;
    }
    return read;
  });

const kindSchema = z.enum(PAYEE_KINDS, { error: payeeMessages.kindInvalid }).nullable();

const payeeFields = {
  name: nameSchema,
  document: documentSchema.optional(),
  kind: kindSchema.optional(),
  defaultCategoryId: optionalRef,
};

/** POST /payees. */
export const payeeInput = z.object(payeeFields);
export type PayeeInput = z.output<typeof payeeInput>;

/**
 * PATCH /payees/{id}: the fields sent change, the others stay; or `{ mergeInto }` alone, which
 * moves every row and bill of this payee to that one and removes this one.
 */
export const payeePatchInput = z
  .object({
    name: nameSchema.optional(),
    document: documentSchema.optional(),
    kind: kindSchema.optional(),
    defaultCategoryId: z.union([z.uuid(payeeMessages.idInvalid), z.null()]).optional(),
    /** Imposto de Renda: `{ kind, code }` marks it for Pagamentos efetuados, null unmarks it. */
    deductible: deductibleMarking.optional(),
    mergeInto: z.uuid({ error: payeeMessages.idInvalid }).optional(),
  })
  .superRefine((input, ctx) => {
    const fields = Object.entries(input).filter(([key, value]) => key !== "mergeInto" && value !== undefined);
    if (input.mergeInto && fields.length > 0) ctx.addIssue({ code: "custom", message: payeeMessages.mergeAlone });
    if (!input.mergeInto && fields.length === 0) {
      ctx.addIssue({ code: "custom", message: payeeMessages.nothingToChange });
    }
  });
export type PayeePatchInput = z.output<typeof payeePatchInput>;

export const payeeIdParams = z.object({ id: z.uuid({ error: payeeMessages.idInvalid }) });

const pageNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

/** GET /payees[?q=][&page=N][&pageSize=1..200]. */
export const payeeListQuery = z
  .object({
    q: z.string().trim().max(100, payeeMessages.searchTooLong).optional(),
    page: pageNumber(payeeMessages.page, 1_000_000).optional(),
    pageSize: pageNumber(payeeMessages.pageSize, PAYEES_MAX_PAGE_SIZE).optional(),
  })
  .transform((q) => ({ q: q.q ?? "", page: q.page ?? 1, pageSize: q.pageSize ?? PAYEES_DEFAULT_PAGE_SIZE }));
export type PayeeListQuery = z.output<typeof payeeListQuery>;

/** One payee as every endpoint answers it. */
export interface PayeeJson {
  id: string;
  name: string;
  /** CPF/CNPJ digits, or masked as the bank gave it; null when unknown. */
  document: string | null;
  documentMasked: boolean;
  kind: PayeeKind | null;
  defaultCategoryId: string | null;
  /** Imposto de Renda: its Pagamentos efetuados marking (over its rows' category's), or null. */
  deductible: { kind: DeductibleKind; code: string } | null;
  /** How many of the person's transactions name this payee. */
  transactionCount: number;
}
