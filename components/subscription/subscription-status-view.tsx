"use client";

import { CalendarClock, CircleAlert, Clock, ExternalLink, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Panel, PanelContent, PanelFooter, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { CancelSubscriptionButton } from "@/components/subscription/cancel-subscription-button";
import { formatInstantBR } from "@/components/subscription/format-instant";
import { redirectTo } from "@/components/subscription/redirect-to";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { formatMoney } from "@/lib/format/money";
import { trialUntilLabel } from "@/lib/format/trial";
import { billingMessages, PLAN } from "@/lib/format/billing-texts";
import type { SubscriptionStatusJson, UrlJson } from "@/lib/schemas/billing";

/** The states of a subscription: active, cancelling, past due, or waiting for its first payment. */
export function SubscriptionStatusView({
  status,
  onUpdated,
}: {
  status: SubscriptionStatusJson;
  onUpdated: (status: SubscriptionStatusJson) => void;
}) {
  const [openingPortal, setOpeningPortal] = useState(false);
  const [resuming, setResuming] = useState(false);
  const date = status.nextInvoice ? formatInstantBR(status.nextInvoice) : null;
  const pastDue = status.status === "past_due";
  // Checked first: a pending first payment reports the status "inactive".
  const pending = status.paymentPending === true;

  const openPortal = async () => {
    setOpeningPortal(true);
    try {
      const { url } = await apiFetch<UrlJson>("/stripe/create-customer-portal-session", { method: "POST" });
      redirectTo(url);
    } catch {
      setOpeningPortal(false);
      toast.error(billingMessages.portalFailed);
    }
  };

  const cancel = async () => {
    try {
      onUpdated(await apiFetch<SubscriptionStatusJson>("/stripe/cancel-subscription", { method: "POST" }));
      toast.success("Cancelamento agendado", {
        description:
          "Sua assinatura foi agendada para cancelamento. Você mantém o acesso até o fim do período de cobrança.",
      });
    } catch (error) {
      toast.error(billingMessages.cancelFailed, { description: errorMessage(error, "") || undefined });
      throw error;
    }
  };

  const resume = async () => {
    setResuming(true);
    try {
      onUpdated(await apiFetch<SubscriptionStatusJson>("/stripe/resume-subscription", { method: "POST" }));
      toast.success("Assinatura reativada", { description: "A cobrança mensal continua normalmente." });
    } catch (error) {
      toast.error(billingMessages.resumeFailed, { description: errorMessage(error, "") || undefined });
    } finally {
      setResuming(false);
    }
  };

  return (
    <Panel className="w-full max-w-2xl">
      <PanelHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PanelTitle className="text-lg">{PLAN.name}</PanelTitle>
          {pending ? (
            <Badge variant="warning">Pagamento pendente</Badge>
          ) : pastDue ? (
            <Badge variant="destructive">Pagamento pendente</Badge>
          ) : status.cancelAtPeriodEnd ? (
            <Badge variant="warning">Cancelamento agendado</Badge>
          ) : status.trialEndsAt ? (
            <Badge variant="success">{trialUntilLabel(status.trialEndsAt)}</Badge>
          ) : (
            <Badge variant="success">Ativa</Badge>
          )}
        </div>
        <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
          {formatMoney(PLAN.priceCents)}/mês
        </p>
      </PanelHeader>
      <PanelContent>
        {pending ? (
          <div role="status" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
            <Clock className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium">Estamos aguardando a confirmação do seu pagamento.</p>
              <p className="text-amber-800 dark:text-amber-300">
                Um boleto leva até 3 dias úteis para compensar. Sua assinatura é ativada assim que o pagamento for
                confirmado.
              </p>
            </div>
          </div>
        ) : pastDue ? (
          <div role="alert" className="flex flex-col gap-3 rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900 sm:flex-row sm:items-center sm:justify-between dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200">
            <div className="flex gap-3">
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-rose-700 dark:text-rose-400" aria-hidden="true" />
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-medium">Não conseguimos cobrar a sua assinatura.</p>
                <p className="text-rose-800 dark:text-rose-300">Atualize a forma de pagamento para manter o acesso ao Bolso.</p>
              </div>
            </div>
            <Button variant="destructive" loading={openingPortal} onClick={() => void openPortal()}>
              Atualizar Pagamento
            </Button>
          </div>
        ) : status.cancelAtPeriodEnd ? (
          <div role="status" className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
            <div className="flex gap-3">
              <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-medium">
                  {date ? `Sua assinatura será cancelada em ${date}` : "Sua assinatura será cancelada ao fim do período"}
                </p>
                <p className="text-amber-800 dark:text-amber-300">Você mantém o acesso até lá.</p>
              </div>
            </div>
            <Button variant="outline" loading={resuming} onClick={() => void resume()}>
              Reativar assinatura
            </Button>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <CalendarClock className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
            {date ? (
              <span>
                Próxima cobrança em <span className="font-medium tabular-nums">{date}</span>
              </span>
            ) : (
              "Assinatura ativa"
            )}
          </p>
        )}
      </PanelContent>
      <PanelFooter className="flex-wrap pt-2">
        <Button variant="outline" loading={openingPortal && !pastDue} onClick={() => void openPortal()}>
          <ExternalLink aria-hidden="true" />
          Gerenciar assinatura
        </Button>
        {status.cancelAtPeriodEnd || pending ? null : (
          <CancelSubscriptionButton accessUntil={date} onConfirm={cancel} />
        )}
      </PanelFooter>
    </Panel>
  );
}
