import { isValidCNPJ, isValidCPF } from "@brazilian-utils/brazilian-utils";
import type { PayeeKind } from "@/lib/domain/enums";
import { foldForSearch } from "@/lib/search";

/** A favorecido is a person (CPF) or a company (CNPJ): one name, kept in lib/domain/enums. */
export type { PayeeKind };

/** A payee's document as Bolso keeps it: full digits, masked as given, or none. */
export type PayeeDocument =
  | { document: string; masked: false; kind: PayeeKind }
  | { document: string; masked: true; kind: PayeeKind | null }
  | { document: null; masked: false; kind: null };

const NONE: PayeeDocument = { document: null, masked: false, kind: null };
/** What a masked document may hold: digits, the mask's stars and the usual punctuation. */
const MASKED = /^[\d*.\-/\s]+$/;

function checks(digits: string): boolean {
  try {
    return digits.length === 11 ? isValidCPF(digits) : digits.length === 14 && isValidCNPJ(digits);
  } catch {
    return false;
  }
}

/** pessoa for a CPF's 11 digits, empresa for a CNPJ's 14, null otherwise. */
export function kindOfLength(length: number): PayeeKind | null {
  return length === 11 ? "pessoa" : length === 14 ? "empresa" : null;
}

/**
 * Reads a CPF or CNPJ as a bank or a person wrote it. A full one counts only when its check digits
 * hold; one with the bank's stars ("***.456.789-**") is kept as given and marked masked (it is never
 * completed); anything else is no document.
 */
export function readPayeeDocument(raw: string | null | undefined): PayeeDocument {
  const text = raw?.trim() ?? "";
  if (!text || text.length > 20 || !MASKED.test(text)) return NONE;
  if (text.includes("*")) {
    if (!/\d/.test(text)) return NONE;
    return { document: text, masked: true, kind: kindOfLength(text.replace(/[.\-/\s]/g, "").length) };
  }
  const digits = text.replace(/\D/g, "");
  const kind = kindOfLength(digits.length);
  if (!kind || !checks(digits)) return NONE;
  return { document: digits, masked: false, kind };
}

export const PAYEE_NAME_MAX = 120;

/** A payee's name as kept: trimmed, runs of spaces as one, at most 120 characters. */
export function cleanPayeeName(name: string): string {
  return name.trim().replace(/\s+/g, " ").slice(0, PAYEE_NAME_MAX).trim();
}

/** The key two spellings of one payee's name share: folded (case, accents), trimmed, one space. */
export function payeeNameKey(name: string): string {
  return foldForSearch(cleanPayeeName(name));
}
