import "server-only";
import { paymentMethods } from "@/db/schema";
import type { LabelKind } from "@/server/labels/label-kind";

export const paymentMethodKind: LabelKind = {
  table: paymentMethods,
  uniqueIndex: "payment_methods_user_name_key",
  duplicateMessage: "Já existe um meio de pagamento com esse nome.",
  notFoundMessage: "Meio de pagamento não encontrado.",
  starterSet: [
    { name: "Pix", description: "Transferências instantâneas", color: "#14B8A6" },
    { name: "Cartão de crédito", description: "Compras no crédito e parceladas", color: "#8B5CF6" },
    { name: "Cartão de débito", description: "Compras debitadas na conta", color: "#3B82F6" },
    { name: "Dinheiro", description: "Pagamentos em espécie", color: "#22C55E" },
    { name: "Boleto", description: "Contas e boletos bancários", color: "#F59E0B" },
  ],
};
