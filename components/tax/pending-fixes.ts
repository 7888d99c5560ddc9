import type { TaxPendingKind } from "@/lib/schemas/tax";

/** What a pendência's dialog asks for. */
export type PendingFixForm = "document" | "cpf" | "cnpj" | "bank-details";

export interface PendingFix {
  form: PendingFixForm;
  /** The button's words. */
  action: string;
  title: string;
  /** Where the fix is saved (PATCH) and the field the document goes in. */
  path: (targetId: string | null) => string;
  field: string;
}

/** The pendências Bolso fixes in place, by the report's `kind`: a favorecido's, the titular's, an institution's or a creditor's document, or an account's bank details. */
const FIXES: Partial<Record<TaxPendingKind, PendingFix>> = {
  payee_document: {
    form: "document",
    action: "Adicionar CPF/CNPJ",
    title: "CPF ou CNPJ do favorecido",
    path: (id) => `/payees/${id}`,
    field: "document",
  },
  titular_cpf: { form: "cpf", action: "Adicionar CPF", title: "Seu CPF", path: () => "/user/me", field: "cpf" },
  account_bank_details: {
    form: "bank-details",
    action: "Adicionar dados da conta",
    title: "Banco, agência e conta",
    path: (id) => `/payment-method/${id}/bank-details`,
    field: "",
  },
  investment_institution: {
    form: "cnpj",
    action: "Adicionar CNPJ",
    title: "CNPJ da instituição",
    path: (id) => `/investments/${id}`,
    field: "institutionDocument",
  },
  loan_creditor: {
    form: "cnpj",
    action: "Adicionar CNPJ",
    title: "CNPJ do credor",
    path: (id) => `/loans/${id}`,
    field: "creditorDocument",
  },
};

export function pendingFixOf(kind: string): PendingFix | null {
  return FIXES[kind as TaxPendingKind] ?? null;
}
