import "server-only";
import { listLabelsFor } from "@/server/labels/list-labels";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/** GET /payment-method/list-all and the Meios de pagamento screen: alphabetically. */
export const listPaymentMethods = listLabelsFor(paymentMethodKind);
