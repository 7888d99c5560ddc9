import "server-only";
import { createLabelFor } from "@/server/labels/create-label";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/** POST /payment-method: a name the user already has (in any case) is a 409. */
export const createPaymentMethod = createLabelFor(paymentMethodKind);
