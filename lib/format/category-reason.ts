import type { CategorySource } from "@/lib/domain/enums";

/** What the row's sheet needs to say why it has its category. */
export interface CategoryReasonInput {
  source: CategorySource | null;
  /** The rule's term ("Uber"), for source "rule". */
  ruleTerm?: string | null;
  /** The payee's name ("iFood"), for source "payee". */
  payeeName?: string | null;
  /** The bank's category as a path ("Transporte › Táxi e apps"), for source "bank". */
  bankCategory?: string | null;
}

/**
 * Why a row has its category, in the words of its sheet: "pela regra “Uber”", "pelo favorecido
 * “iFood”", "pelo seu histórico", "pela categoria do banco (Transporte › Táxi e apps)", "pelo tipo
 * de estabelecimento", "escolhida por você". Null without a source (no category, or one from before
 * sources were kept).
 */
export function categoryReason(input: CategoryReasonInput): string | null {
  switch (input.source) {
    case "rule":
      return input.ruleTerm ? `pela regra “${input.ruleTerm}”` : "por uma regra sua";
    case "payee":
      return input.payeeName ? `pelo favorecido “${input.payeeName}”` : "pelo favorecido";
    case "history":
      return "pelo seu histórico";
    case "bank":
      return input.bankCategory ? `pela categoria do banco (${input.bankCategory})` : "pela categoria do banco";
    case "mcc":
      return "pelo tipo de estabelecimento";
    case "person":
      return "escolhida por você";
    default:
      return null;
  }
}
