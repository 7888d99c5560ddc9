import "server-only";
import { paymentMethods } from "@/db/schema";
import type { LabelKind } from "@/server/labels/label-kind";
import { PAYMENT_METHOD_NOT_FOUND, PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";

export const paymentMethodKind: LabelKind = {
  table: paymentMethods,
  uniqueIndex: "payment_methods_user_name_key",
  duplicateMessage: "Já existe um meio de pagamento com esse nome.",
  notFoundMessage: PAYMENT_METHOD_NOT_FOUND,
  starterSet: PAYMENT_METHOD_STARTER_SET,
};
