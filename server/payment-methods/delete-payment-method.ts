import "server-only";
import { deleteLabelFor } from "@/server/labels/delete-label";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/** DELETE /payment-method/{id}: its transactions and recurring payments stay, without it. */
export const deletePaymentMethod = deleteLabelFor(paymentMethodKind);
