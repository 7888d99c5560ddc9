import { readPayeeDocument } from "@/lib/domain/payee-document";

/**
 * A CPF or CNPJ as the declaration needs it: full digits whose check digits hold. A masked one
 * ("***.456.789-**", as banks send a payee's) is never valid for the declaration.
 */
export interface DeclarationDocument {
  kind: "cpf" | "cnpj";
  digits: string;
}

export function declarationDocument(raw: string | null | undefined): DeclarationDocument | null {
  const read = readPayeeDocument(raw);
  if (read.document === null || read.masked) return null;
  return { kind: read.kind === "pessoa" ? "cpf" : "cnpj", digits: read.document };
}

export function isValidCpf(raw: string | null | undefined): boolean {
  return declarationDocument(raw)?.kind === "cpf";
}

export function isValidCnpj(raw: string | null | undefined): boolean {
  return declarationDocument(raw)?.kind === "cnpj";
}

/** 123.456.789-09 or 12.345.678/0001-95, as the program shows them. */
export function formatDocument(digits: string | null): string {
  if (digits?.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (digits?.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
  return digits ?? "";
}
