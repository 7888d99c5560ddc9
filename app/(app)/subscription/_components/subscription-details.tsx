import { Suspense } from "react";
import { ListLoadError } from "@/components/shell/list-load-error";
import { PaymentHistorySkeleton } from "@/components/subscription/payment-history";
import { PlanPanel } from "@/components/subscription/plan-panel";
import { SubscriptionNotice } from "@/components/subscription/subscription-notice";
import { SubscriptionStatusPanel } from "@/components/subscription/subscription-status-panel";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { AppError } from "@/lib/errors";
import { billingMessages, PLAN } from "@/lib/format/billing-texts";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";
import type { SessionUser } from "@/server/auth/resolve-session";
import { getSubscriptionStatus } from "@/server/billing/get-subscription-status";
import { isTrialAvailable } from "@/server/billing/is-trial-available";
import { PaymentHistorySection } from "./payment-history-section";

const NEVER_SUBSCRIBED: SubscriptionStatusJson = { status: "inactive", nextInvoice: null, cancelAtPeriodEnd: false };

/** The status as Stripe has it; no subscription record there means "inactive", not an error. */
const loadStatus = (userId: string) =>
  loadPart("assinatura: status", () =>
    getSubscriptionStatus(db, userId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "no_subscription") return NEVER_SUBSCRIBED;
      throw error;
    }),
  );

function History({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<PaymentHistorySkeleton />}>
      <PaymentHistorySection userId={userId} />
    </Suspense>
  );
}

/** /subscription below its header: the plan to subscribe to, or the running subscription and its invoices. */
export async function SubscriptionDetails({ user }: { user: SessionUser }) {
  const loaded = await loadStatus(user.id);
  if (!loaded.ok) {
    return (
      <div className="max-w-2xl">
        <ListLoadError message={billingMessages.loadFailed} toastTitle="Erro" />
      </div>
    );
  }
  const status = loaded.data;
  if (status.status === "active" || status.status === "past_due" || status.paymentPending) {
    return (
      <div className="flex flex-col gap-6">
        <SubscriptionStatusPanel status={status} />
        <History userId={user.id} />
      </div>
    );
  }
  if (user.vipAccess) {
    return (
      <SubscriptionNotice tone="info">
        Sua conta tem acesso VIP: todos os recursos do Bolso estão liberados, sem assinatura.
      </SubscriptionNotice>
    );
  }
  const trialAvailable = isTrialAvailable(user);
  return (
    <div className="flex flex-col gap-4">
      {/* The status the account had when this request began, as the browser stored it at login. */}
      {user.subscriptionStatus === "inactive" ? (
        <SubscriptionNotice tone="warning">
          {trialAvailable
            ? `Sua conta ainda não tem uma assinatura ativa. Assine o ${PLAN.name} e comece com ${PLAN.trialDays} dias grátis.`
            : "Seu período de teste terminou. Assine o Plano Mensal para continuar usando o Bolso."}
        </SubscriptionNotice>
      ) : status.status === "canceled" ? (
        <SubscriptionNotice tone="info">
          Sua assinatura foi encerrada. Assine novamente para voltar a usar todos os recursos.
        </SubscriptionNotice>
      ) : null}
      <PlanPanel trialAvailable={trialAvailable} />
      {status.status === "canceled" ? <History userId={user.id} /> : null}
    </div>
  );
}
