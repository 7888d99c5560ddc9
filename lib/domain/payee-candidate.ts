import type { BankRowFacts } from "@/lib/domain/bank-transaction-mapping";

/** Who a row was paid to or received from, as far as its source tells: a name and maybe a document. */
export interface PayeeCandidate {
  name: string;
  /** CPF or CNPJ: digits, or masked as the bank gave it ("***.456.789-**"); null when unknown. */
  document: string | null;
}

/**
 * The payee a bank row names: the Pix, TED or boleto counterparty, else the card purchase's
 * merchant; null when the bank named neither.
 */
export function payeeCandidateOfBankRow(facts: BankRowFacts): PayeeCandidate | null {
  if (facts.counterpartyName || facts.counterpartyDocument) {
    return {
      name: facts.counterpartyName ?? facts.counterpartyDocument ?? "",
      document: facts.counterpartyDocument,
    };
  }
  if (facts.merchantName) return { name: facts.merchantName, document: facts.merchantDocument };
  return null;
}
