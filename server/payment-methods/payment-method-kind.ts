import "server-only";
import { paymentMethods } from "@/db/schema";
import type { LabelKind } from "@/server/labels/label-kind";
import { PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";

export const paymentMethodKind: LabelKind = {
  table: paymentMethods,
  uniqueIndex: "payment_methods_user_name_key",
  duplicateMessage: "Já existe um meio de pagamento com esse nome.",
  notFoundMessage: "Meio de pagamento não encontrado.",
  starterSet: PAYMENT_METHOD_STARTER_SET,
};
