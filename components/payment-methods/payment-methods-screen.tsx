"use client";

import { LabelsScreen } from "@/components/labels/labels-screen";
import { paymentMethodScreenTexts } from "@/components/payment-methods/payment-method-screen-texts";
import { paymentMethodInput } from "@/server/payment-methods/schemas";

export function PaymentMethodsScreen() {
  return <LabelsScreen schema={paymentMethodInput} texts={paymentMethodScreenTexts} />;
}
