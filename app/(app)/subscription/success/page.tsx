import type { Metadata } from "next";
import { PaymentSuccess } from "@/components/subscription/payment-success";

export const metadata: Metadata = { title: "Pagamento Aprovado" };

export default function SubscriptionSuccessPage() {
  return <PaymentSuccess />;
}
