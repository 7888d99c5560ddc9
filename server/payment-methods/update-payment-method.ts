import "server-only";
import { updateLabelFor } from "@/server/labels/update-label";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/** PATCH /payment-method/{id}: changes the fields sent; a clashing name is a 409. */
export const updatePaymentMethod = updateLabelFor(paymentMethodKind);
