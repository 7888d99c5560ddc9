import * as z from "@/lib/schemas/zod";
import { DEDUCTIBLE_KINDS } from "@/lib/domain/tax/deductible-kinds";
import type { DeductibleKind } from "@/lib/domain/tax/deductible-kinds";

/**
 * A category's or payee's marking for the declaration's Pagamentos efetuados, light enough for the
 * forms that edit categories and payees: the shape here, whether the code is one of the kind's in
 * the year's rules on the server (`deductibleMismatch`, lib/domain/tax/codes.ts).
 */
export const deductibleMessages = {
  kindInvalid: 'Tipo de dedução inválido: use "saude", "educacao", "previdencia" ou "pensao".',
  codeInvalid: "Código inválido: informe os dois dígitos do código de Pagamentos efetuados.",
  codeMismatch: (kind: string, codes: string) => `O código não é de ${kind} na declaração: use ${codes}.`,
  shape: "Informe deductible como { kind, code } ou null.",
} as const;

export const DEDUCTIBLE_KIND_NAMES: Record<DeductibleKind, string> = {
  saude: "saúde",
  educacao: "educação",
  previdencia: "previdência",
  pensao: "pensão alimentícia",
};

/** `{ kind, code }` or null (not deductible). */
export const deductibleMarking = z
  .object(
    {
      kind: z.enum(DEDUCTIBLE_KINDS, { error: deductibleMessages.kindInvalid }),
      code: z.string({ error: deductibleMessages.codeInvalid }).regex(/^\d{2}$/, deductibleMessages.codeInvalid),
    },
    { error: deductibleMessages.shape },
  )
  .nullable();
export type DeductibleMarking = z.output<typeof deductibleMarking>;

/** How a marking travels in a category's or payee's JSON. */
export function deductibleJson(kind: string | null, code: string | null): { kind: DeductibleKind; code: string } | null {
  return kind && code && (DEDUCTIBLE_KINDS as readonly string[]).includes(kind)
    ? { kind: kind as DeductibleKind, code }
    : null;
}
