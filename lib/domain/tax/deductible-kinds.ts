/** What a category or payee can be marked for Pagamentos efetuados. */
export const DEDUCTIBLE_KINDS = ["saude", "educacao", "previdencia", "pensao"] as const;
export type DeductibleKind = (typeof DEDUCTIBLE_KINDS)[number];
