import type { Metadata } from "next";
import { PaymentSuccess } from "@/components/subscription/payment-success";
import { requirePageUser } from "@/server/auth/require-page-user";

export const metadata: Metadata = { title: "Pagamento Aprovado" };

export default async function SubscriptionSuccessPage() {
  // Stripe's webhook may not have activated the subscription yet when the browser lands here.
  const user = await requirePageUser({ subscription: false });
  return <PaymentSuccess confirmed={user.vipAccess || user.subscriptionStatus === "active"} />;
}
