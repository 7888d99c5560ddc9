import { labelSchemas } from "@/lib/schemas/labels";
import type { StarterLabel } from "@/lib/schemas/labels";

export const PAYMENT_METHOD_NAME_REQUIRED = "O nome do pagamento é obrigatório.";

export const {
  params: paymentMethodIdParams,
  input: paymentMethodInput,
  patch: paymentMethodPatch,
} = labelSchemas({
  nameRequired: PAYMENT_METHOD_NAME_REQUIRED,
  idInvalid: "Identificador de meio de pagamento inválido.",
});

/** The one-click suggested set offered while the user has no payment methods. */
export const PAYMENT_METHOD_STARTER_SET: readonly StarterLabel[] = [
  { name: "Pix", description: "Transferências instantâneas", color: "#14B8A6" },
  { name: "Cartão de crédito", description: "Compras no crédito e parceladas", color: "#8B5CF6" },
  { name: "Cartão de débito", description: "Compras debitadas na conta", color: "#3B82F6" },
  { name: "Dinheiro", description: "Pagamentos em espécie", color: "#22C55E" },
  { name: "Boleto", description: "Contas e boletos bancários", color: "#F59E0B" },
];
