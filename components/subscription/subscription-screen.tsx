"use client";

import { useState } from "react";
import { LoadError } from "@/components/card-grid/load-error";
import { PaymentHistory } from "@/components/subscription/payment-history";
import { PlanCard } from "@/components/subscription/plan-card";
import { SubscriptionHeader } from "@/components/subscription/subscription-header";
import { SubscriptionNotice } from "@/components/subscription/subscription-notice";
import { SubscriptionSkeleton } from "@/components/subscription/subscription-skeleton";
import { SubscriptionStatusCard } from "@/components/subscription/subscription-status-card";
import { useSubscriptionStatus } from "@/components/subscription/use-subscription-status";
import { getStoredSubscriptionStatus } from "@/lib/client/local-user";
import { billingMessages, PLAN } from "@/lib/schemas/billing";

/** /subscription: the plan to subscribe to, or the running subscription and its invoices. */
export function SubscriptionScreen({ trialAvailable, vipAccess }: { trialAvailable: boolean; vipAccess: boolean }) {
  const { state, reload, apply } = useSubscriptionStatus();
  // The status stored at login, read once: it decides the notice before the fresh one replaces it.
  const [storedStatus] = useState(() => (typeof window === "undefined" ? null : getStoredSubscriptionStatus()));

  return (
    <div className="flex flex-col gap-6">
      <SubscriptionHeader description="Seu plano, a próxima cobrança e o histórico de pagamentos." />
      {state.kind === "loading" ? (
        <SubscriptionSkeleton />
      ) : state.kind === "failed" ? (
        <div className="max-w-2xl">
          <LoadError message={billingMessages.loadFailed} onRetry={reload} />
        </div>
      ) : state.status.status === "active" || state.status.status === "past_due" ? (
        <div className="flex flex-col gap-6">
          <SubscriptionStatusCard status={state.status} onUpdated={apply} />
          <PaymentHistory />
        </div>
      ) : vipAccess ? (
        <SubscriptionNotice tone="info">
          Sua conta tem acesso VIP: todos os recursos do Bolso estão liberados, sem assinatura.
        </SubscriptionNotice>
      ) : (
        <div className="flex flex-col gap-4">
          {storedStatus === "inactive" ? (
            <SubscriptionNotice tone="warning">
              {trialAvailable
                ? `Sua conta ainda não tem uma assinatura ativa. Assine o ${PLAN.name} e comece com ${PLAN.trialDays} dias grátis.`
                : "Seu período de teste terminou. Assine o Plano Mensal para continuar usando o Bolso."}
            </SubscriptionNotice>
          ) : state.status.status === "canceled" ? (
            <SubscriptionNotice tone="info">
              Sua assinatura foi encerrada. Assine novamente para voltar a usar todos os recursos.
            </SubscriptionNotice>
          ) : null}
          <PlanCard trialAvailable={trialAvailable} />
          {state.status.status === "canceled" ? <PaymentHistory /> : null}
        </div>
      )}
    </div>
  );
}
