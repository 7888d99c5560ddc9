import type { Metadata } from "next";
import { Suspense } from "react";
import { BillingDisabled } from "@/components/subscription/billing-disabled";
import { SubscriptionHeader } from "@/components/subscription/subscription-header";
import { SubscriptionSkeleton } from "@/components/subscription/subscription-skeleton";
import { SupportHint } from "@/components/subscription/support-hint";
import { billingEnabled } from "@/lib/env";
import { requirePageUser } from "@/server/auth/require-page-user";
import { SubscriptionDetails } from "./_components/subscription-details";

export const metadata: Metadata = { title: "Assinatura" };

export default async function SubscriptionPage() {
  // Open without an active subscription: this is where one is taken out or fixed.
  const user = await requirePageUser({ subscription: false });
  if (!billingEnabled) {
    return (
      <div className="flex flex-col gap-6">
        <SubscriptionHeader />
        <BillingDisabled />
        <SupportHint />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SubscriptionHeader description="Seu plano, a próxima cobrança e o histórico de pagamentos." />
      <Suspense fallback={<SubscriptionSkeleton />}>
        <SubscriptionDetails user={user} />
      </Suspense>
      <SupportHint />
    </div>
  );
}
