"use client";

import { LabelsScreen } from "@/components/labels/labels-screen";
import { paymentMethodScreenTexts } from "@/components/payment-methods/payment-method-screen-texts";
import { paymentMethodInput } from "@/lib/schemas/payment-methods";

export function PaymentMethodsScreen() {
  return <LabelsScreen schema={paymentMethodInput} texts={paymentMethodScreenTexts} />;
}
