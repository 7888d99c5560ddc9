import type { Metadata } from "next";
import { BillingDisabled } from "@/components/subscription/billing-disabled";
import { SubscriptionHeader } from "@/components/subscription/subscription-header";
import { SubscriptionScreen } from "@/components/subscription/subscription-screen";
import { db } from "@/lib/server/db";
import { billingEnabled } from "@/lib/env";
import { getShellUser } from "@/server/auth/get-shell-user";
import { findBillingUser } from "@/server/billing/find-billing-user";
import { isTrialAvailable } from "@/server/billing/is-trial-available";

export const metadata: Metadata = { title: "Assinatura" };

export default async function SubscriptionPage() {
  if (!billingEnabled) {
    return (
      <div className="flex flex-col gap-6">
        <SubscriptionHeader />
        <BillingDisabled />
      </div>
    );
  }
  const user = await getShellUser();
  const trialAvailable = isTrialAvailable(await findBillingUser(db, user._id));
  return <SubscriptionScreen trialAvailable={trialAvailable} vipAccess={user.vipAccess} />;
}
