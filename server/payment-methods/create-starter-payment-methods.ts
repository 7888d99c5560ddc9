import "server-only";
import { createStarterLabelsFor } from "@/server/labels/create-starter-labels";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/** POST /payment-method/starter-set: Pix, cartões, Dinheiro, Boleto, skipping names that exist. */
export const createStarterPaymentMethods = createStarterLabelsFor(paymentMethodKind);
