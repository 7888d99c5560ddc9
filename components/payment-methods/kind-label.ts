import type { PaymentMethodKind } from "@/lib/schemas/payment-methods";

/** What each kind is called on a payment method's card. */
export const PAYMENT_METHOD_KIND_LABELS: Record<PaymentMethodKind, string> = {
  account: "Conta",
  credit_card: "Cartão de crédito",
  method: "Meio de pagamento",
};

/** The kind of a label that is a payment method (categories have none). */
export function paymentMethodKindLabel(label: object): string | null {
  const kind = (label as { kind?: unknown }).kind;
  return typeof kind === "string" && kind in PAYMENT_METHOD_KIND_LABELS
    ? PAYMENT_METHOD_KIND_LABELS[kind as PaymentMethodKind]
    : null;
}
