import { formatCnpj, formatCpf } from "@brazilian-utils/brazilian-utils";

/** A CPF (11 digits) or CNPJ (14) as people read it; anything else (a masked one) as given. */
export function formatTaxDocument(document: string | null | undefined): string | null {
  if (!document) return null;
  if (/^\d{11}$/.test(document)) return formatCpf(document);
  if (/^\d{14}$/.test(document)) return formatCnpj(document);
  return document;
}
