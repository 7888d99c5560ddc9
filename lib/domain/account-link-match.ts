import { foldForSearch } from "@/lib/search";

/** Words that name no institution: "Banco", "Conta", "Cartão", a card brand… */
const GENERIC = new Set([
  "banco", "bank", "conta", "contas", "corrente", "poupanca", "cartao", "cartoes", "credito", "debito",
  "de", "do", "da", "dos", "das", "e", "sa", "s", "a", "pagamentos", "pagamento", "instituicao",
  "digital", "card", "mastercard", "master", "visa", "elo", "amex", "hipercard", "black", "platinum",
  "gold", "international", "internacional", "nacional", "meu", "minha", "principal", "final",
]);

const wordsOf = (text: string): string[] => foldForSearch(text).split(/[^a-z0-9]+/).filter(Boolean);

/** The words that tell an institution apart: "Nu Pagamentos S.A." → ["nu"], "Banco Inter" → ["inter"]. */
function institutionWords(institution: string): string[] {
  return wordsOf(institution).filter((word) => !GENERIC.has(word));
}

/** One word names the other: equal, or one starts the other ("Nu" and "Nubank"). */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 2 && (a.startsWith(b) || b.startsWith(a)));

/** Whether a payment method's name names this institution ("Cartão Nubank", "Nu" for "Nubank"). */
export function namesInstitution(methodName: string, institution: string): boolean {
  const wanted = institutionWords(institution);
  return wordsOf(methodName).some((word) => !GENERIC.has(word) && wanted.some((name) => sameWord(word, name)));
}

/** The kind of payment method a Pluggy account is in Bolso. */
export const methodKindOf = (type: "BANK" | "CREDIT"): "credit_card" | "account" =>
  type === "CREDIT" ? "credit_card" : "account";

export interface BankAccountFacts {
  institution: string;
  /** Pluggy's name and marketing name of the account or card. */
  names: string[];
  /** The account's number ("0001/12345-0") or the card's last digits ("1234"). */
  number: string | null;
  credit: boolean;
}

/**
 * How well a person's payment method of the right kind fits a connected account, 0 for not at all:
 * the institution in its name, and for a card the last four digits or a word of the card's name
 * ("Mastercard Black").
 */
export function linkScore(methodName: string, facts: BankAccountFacts): number {
  const institution = namesInstitution(methodName, facts.institution);
  const digits = facts.number?.replace(/\D/g, "").slice(-4) ?? "";
  const lastDigits = facts.credit && digits.length === 4 && methodName.replace(/\D/g, "").endsWith(digits);
  if (!institution && !lastDigits) return 0;
  const methodWords = new Set(wordsOf(methodName));
  const nameWord = facts.credit && facts.names.some((name) => wordsOf(name).some((word) => methodWords.has(word)));
  return (institution ? 2 : 0) + (lastDigits ? 2 : 0) + (nameWord ? 1 : 0);
}

/**
 * The Bolso name of a connected account made anew: its marketing name when that already names the
 * institution ("Nubank Mastercard"), else the institution and its name ("Nubank · Conta Corrente").
 */
export function connectedAccountName(institution: string, label: string): string {
  return namesInstitution(label, institution) ? label : `${institution} · ${label}`;
}
