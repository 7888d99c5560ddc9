import "server-only";
import { getLabelFor } from "@/server/labels/get-label";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/** GET /payment-method/{id}: another user's payment method is "not found". */
export const getPaymentMethod = getLabelFor(paymentMethodKind);
