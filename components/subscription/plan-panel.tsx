import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent, PanelFooter, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { SubscribeButton } from "@/components/subscription/subscribe-button";
import { formatMoney } from "@/lib/format/money";
import { PLAN } from "@/lib/format/billing-texts";
import { trialNotice } from "@/lib/format/trial-notice";

/** The Plano Mensal panel with its features, what the trial costs and when, and 'Assinar Agora' (→ Stripe Checkout). */
export function PlanPanel({ trialAvailable }: { trialAvailable: boolean }) {
  return (
    <Panel className="w-full max-w-md border-2 border-emerald-600 dark:border-emerald-500" aria-labelledby="plano-mensal">
      <PanelHeader>
        <div className="flex items-center justify-between gap-3">
          <PanelTitle id="plano-mensal" className="text-lg">
            {PLAN.name}
          </PanelTitle>
          {trialAvailable ? <Badge variant="success">{PLAN.trialDays} dias grátis</Badge> : null}
        </div>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight tabular-nums">{formatMoney(PLAN.priceCents)}</span>
          <span className="text-zinc-600 dark:text-zinc-400">/mês</span>
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Cobrança mensal. Cancele quando quiser.</p>
      </PanelHeader>
      <PanelContent>
        <ul className="flex flex-col gap-3 text-sm">
          {PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              <span className="text-zinc-700 dark:text-zinc-300">{feature}</span>
            </li>
          ))}
        </ul>
      </PanelContent>
      <PanelFooter className="flex-col items-stretch gap-3 pt-2">
        {/* Checkout asks for the card at once: said before the button, with the day of the first charge. */}
        {trialAvailable ? (
          <p data-testid="trial-notice" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {trialNotice()}
          </p>
        ) : null}
        <SubscribeButton />
      </PanelFooter>
    </Panel>
  );
}
