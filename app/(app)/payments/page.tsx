import type { Metadata } from "next";
import { PaymentMethodsScreen } from "@/components/payment-methods/payment-methods-screen";

export const metadata: Metadata = { title: "Meios de pagamento" };

export default function PaymentMethodsPage() {
  return <PaymentMethodsScreen />;
}
